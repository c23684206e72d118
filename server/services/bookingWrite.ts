/**
 * Staff changing and deleting bookings: the write path of services/write.ts applied to the Booking aggregate.
 * Changed periods and lines are priced by the shop's engine (server/domain/cart.ts `priceLine`), the new period is
 * counted by the shop's availability (this booking's own holds left out), and a vehicle already holding another
 * active booking for an overlapping period is refused by PostgreSQL (booking_line_vehicle_no_overlap) and answered
 * with that booking's number. Status changes the customer must know about (confirmed, cancelled) enqueue an e-mail
 * in the same transaction. GraphQL and REST both call these functions.
 */
import { z } from 'zod';
import { chosenIdSchema, NO_WEB_ADDRESS, numberOrText, rowIdSchema } from '../domain/fields.ts';
import { ACTIVE_BOOKING_STATUSES, BOOKING_FIELD_LIMITS, BOOKING_STATUS_LABELS, BUSINESS_NAME_REQUIRED, durationHoursOf, isValidOrgnr, normaliseOrgnr, ORGNR_MESSAGES } from '../domain/booking.ts';
import { BOOKING_MESSAGES, bookingMayHoldClass, mayMoveBookingTo, staffCartErrors, changeIsMailed, statusChangeNews, type ToldStatus, manualLineTotal, mayDeleteBookingIn, RENTAL_LINE_AMOUNT } from '../domain/bookingEdit.ts';
import { partnerSeesChange } from '../domain/webhooks.ts';
import { CART_TOO_LONG, MAX_CART_ITEMS, priceLine, type CatalogItem, type LineType, type SystemCode } from '../domain/cart.ts';
import { isValidPhone, normaliseEmail, normalisePhone, PHONE_MESSAGE } from '../domain/credentials.ts';
import { emailFormat } from '../domain/email.ts';
import { guestCallingCode } from '../domain/phone.ts';
import { AMOUNT_TOO_LARGE, formatKr, MAX_AMOUNT_ORE, oreToDecimal, toOre } from '../domain/money.ts';
import { isPriceInput, manualPriceText } from '../domain/priceInput.ts';
import { pricedOptionFromRow, type CustomerType } from '../domain/pricing.ts';
import { MIN_RENTAL_MINUTES, periodLimitErrors, PERIOD_MESSAGES, rentalDays, skippedTimeError } from '../domain/rentalPeriod.ts';
import { isInstantInRange, parseOslo } from '../domain/time.ts';
import { isOtherPlace, OTHER_PLACE_ADDRESS_MAX, otherPlaceAddresses, otherPlaceAddressErrors } from '../domain/otherPlace.ts';
import { Prisma } from '../generated/prisma/client.ts';
import { BookingStatus } from '../generated/prisma/enums.ts';
import { availabilityFor, holdClassOf, lockClassesThenRead, ownClassesOf, vehicleClassesOf } from './availability.ts';
import { enqueueBookingStatusMail, keepWaitingStatusMails, mailDeletedOrder } from './bookingMail.ts';
import { followVehiclesOut } from './vehicleOut.ts';
import { recordPartnerEvent } from './webhooks.ts';
import type { RequestContext } from './context.ts';
import { NotAvailableError, NotDeletableError, NotFoundError, parseInput, ValidationError, VehicleTakenError, type FieldError } from './errors.ts';
import { lineText, multiLineText } from './fields.ts';
import { deletePrivateFilesOf } from './licenceFile.ts';
import { recordHistory } from './history.ts';
import { assertMayChange, placeableVehicles, recordInScope, requireScope, scopeWhere, writableScope } from './scope.ts';
import { mayBecomeBookingCustomer } from './user.ts';
import { CUSTOMER_MESSAGES } from '../domain/customer.ts';
import { periodText, PLANNING_MESSAGES, upgradeRefusal, vehicleText } from '../domain/planning.ts';
import { clashingBooking } from './vehicleClash.ts';
import { changesOf, inTransaction, lockForUpdate, type Tx } from './write.ts';

export { NotDeletableError, VehicleTakenError };

const optionalText = (max: number, label: string) => lineText().max(max, `${label} er for lang.`).nullish().transform((v) => v || null);
const requiredText = (max: number, label: string) => lineText(`${label} må fyllast ut.`).min(1, `${label} må fyllast ut.`).max(max, `${label} er for lang.`);

/** An instant: a Date, ISO 8601 with offset, or Oslo wall-clock "yyyy-mm-dd HH:MM" (a time the clocks skip is refused). */
export const instantSchema = (label: string) =>
  z.union([z.date(), z.string().max(40)], { error: `${label} må fyllast ut.` }).transform((v, c) => {
    const d = v instanceof Date ? v : parseOslo(v);
    if (!d || !isInstantInRange(d)) {
      c.addIssue({ code: 'custom', message: `${label}: ugyldig tidspunkt (bruk åååå-mm-dd tt:mm).` });
      return z.NEVER;
    }
    const skipped = typeof v === 'string' ? skippedTimeError(v.trim().replace('T', ' ')) : null;
    if (skipped && typeof v === 'string' && !/[zZ]|[+-]\d\d:?\d\d$/.test(v.trim())) {
      c.addIssue({ code: 'custom', message: skipped });
      return z.NEVER;
    }
    return d;
  });

const priceSchema = z
  .union([z.string().max(20), z.number()], { error: 'Ugyldig pris.' })
  .transform((v, c) => {
    const text = manualPriceText(String(v));
    if (!isPriceInput(text)) {
      c.addIssue({ code: 'custom', message: 'Pris per dag: berre siffer, med høgst 2 desimalar.' });
      return z.NEVER;
    }
    const ore = toOre(text)!;
    if (ore > 10_000_000_00) {
      c.addIssue({ code: 'custom', message: 'Pris per dag er for høg.' });
      return z.NEVER;
    }
    return ore;
  });

export const lineInputSchema = z.object({
  rentalOptionId: chosenIdSchema('Leigeprodukt'),
  amount: numberOrText(z.coerce.number({ error: 'Antal må vere eit tal.' }).int('Antal må vere eit heiltal.').min(1, 'Antal må vere minst 1.').max(1000, 'Antal er for stort.')).default(1),
  productId: chosenIdSchema('Køyretøy').nullish().transform((v) => v ?? null),
  /** A price per day typed by staff: the line is marked manual and the engine does not price it. */
  manualPricePerDay: priceSchema.nullish().transform((v) => v ?? null),
});
export type LineInput = z.output<typeof lineInputSchema>;

const guestFields = {
  guestFirstname: requiredText(BOOKING_FIELD_LIMITS.firstname, 'Fornamn').refine(...NO_WEB_ADDRESS),
  guestLastname: requiredText(BOOKING_FIELD_LIMITS.lastname, 'Etternamn').refine(...NO_WEB_ADDRESS),
  guestEmail: requiredText(BOOKING_FIELD_LIMITS.email, 'E-post').pipe(emailFormat('Ugyldig e-postadresse.')),
  guestPhone: requiredText(BOOKING_FIELD_LIMITS.phone, 'Telefon').refine(isValidPhone, PHONE_MESSAGE),
  guestCountry: lineText('Land må veljast.').toUpperCase().regex(/^[A-Z]{3}$/, 'Land må veljast.'),
  guestBusinessName: optionalText(BOOKING_FIELD_LIMITS.businessName, 'Firmanamnet'),
  guestBusinessOrgnr: optionalText(BOOKING_FIELD_LIMITS.businessNumber, 'Organisasjonsnummeret'),
};

export const bookingPatchSchema = z
  .object({
    pickupLocationId: chosenIdSchema('Hentestad'),
    dropoffLocationId: chosenIdSchema('Leveringsstad'),
    pickupAt: instantSchema('Hentetidspunkt'),
    dropoffAt: instantSchema('Leveringstidspunkt'),
    pickupAddress: optionalText(OTHER_PLACE_ADDRESS_MAX, 'Adressa'),
    dropoffAddress: optionalText(OTHER_PLACE_ADDRESS_MAX, 'Adressa'),
    status: z.enum(BookingStatus, { error: 'Ukjend status.' }),
    reference: optionalText(BOOKING_FIELD_LIMITS.reference, 'Referansen'),
    comment: multiLineText().max(BOOKING_FIELD_LIMITS.comment, 'Kommentaren er for lang.').nullish().transform((v) => v || null),
    ...guestFields,
    /** The registered customer the booking belongs to (null: a guest). */
    customerUserId: chosenIdSchema('Kunde').nullable(),
    lines: z.array(lineInputSchema).max(MAX_CART_ITEMS, CART_TOO_LONG),
  })
  .partial();
export type BookingPatch = z.input<typeof bookingPatchSchema>;

const updateMetaSchema = z.object({
  id: rowIdSchema(),
  updatedAt: z.date({ error: 'updatedAt må fyllast ut: sist endra, slik bookingen vart lasta.' }),
});
const idSchema = z.object({ id: rowIdSchema() });

/** Fields the history compares (lines as one readable list). */
export const BOOKING_HISTORY_FIELDS = [
  'status', 'pickupLocationId', 'dropoffLocationId', 'pickupAddress', 'dropoffAddress', 'pickupAt', 'dropoffAt', 'durationHours',
  'totalPrice', 'reference', 'comment', 'guestFirstname', 'guestLastname', 'guestEmail', 'guestPhone', 'guestCountry',
  'guestBusinessName', 'guestBusinessOrgnr', 'customerUserId', 'placedByStaff', 'lines',
] as const;

const LINES = { orderBy: { position: 'asc' }, include: { rentalOption: { select: { title: true } }, product: { select: { name: true, licensePlate: true } } } } as const;

type LineRow = Prisma.BookingLineGetPayload<{ include: { rentalOption: { select: { title: true } }; product: { select: { name: true; licensePlate: true } } } }>;

/** A line as history shows it: "1 × Kombi (EL12345): 500,00 kr per dag, 1 000,00 kr [manuell pris]". */
export function describeLineText(l: { amount: number; rentalOptionTitle: string; vehicle: string | null; pricePerDay: string; totalPrice: string; manualPrice: boolean }): string {
  const money = (amount: string) => formatKr(toOre(amount) ?? 0);
  return `${l.amount} × ${l.rentalOptionTitle}${l.vehicle ? ` (${l.vehicle})` : ''}: ${money(l.pricePerDay)} per dag, ${money(l.totalPrice)}${l.manualPrice ? ' [manuell pris]' : ''}`;
}

const vehicleOf = (p: { name: string; licensePlate: string | null } | null) => (p ? p.licensePlate ?? p.name : null);

/** A status as staff read it ("Bekreftet"), for the history's comments. */
const statusWord = (status: string) => BOOKING_STATUS_LABELS[status] ?? status;

/** The booking as its history compares it. */
export async function snapshot(tx: Tx, bookingId: number): Promise<Record<string, unknown> | null> {
  const b = await tx.booking.findUnique({ where: { id: bookingId }, include: { lines: LINES } });
  if (!b) return null;
  const { lines, ...fields } = b;
  return { ...fields, lines: lines.map(describeLine) };
}

const describeLine = (l: LineRow) =>
  describeLineText({ amount: l.amount, rentalOptionTitle: l.rentalOption.title, vehicle: vehicleOf(l.product), pricePerDay: l.pricePerDay.toFixed(2), totalPrice: l.totalPrice.toFixed(2), manualPrice: l.manualPrice });

/** Finds the active booking other than `bookingId` whose line holds `productId` over [from, until). */
async function holderOf(db: RequestContext['db'], productId: number, from: Date, until: Date, bookingId: number): Promise<number | null> {
  const rows = await db.$queryRaw<{ booking_id: number }[]>`
    SELECT booking_id FROM booking_line
    WHERE active AND product_id = ${productId} AND booking_id <> ${bookingId}
      AND tstzrange(active_from, active_until, '[)') && tstzrange(${from}::timestamptz, ${until}::timestamptz, '[)')
    ORDER BY booking_id LIMIT 1`;
  return rows[0]?.booking_id ?? null;
}

/** True for PostgreSQL's refusal of an overlapping vehicle assignment (the exclusion constraint). */
export function isVehicleOverlap(err: unknown): boolean {
  for (let e = err as { message?: unknown; code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 6; e = e.cause as typeof e, depth++) {
    if (e.code === '23P01') return true;
    if (typeof e.message === 'string' && e.message.includes('booking_line_vehicle_no_overlap')) return true;
  }
  return false;
}

type OptionRow = Prisma.RentalOptionGetPayload<{ include: { category: true; fitsCategories: { select: { categoryId: true } } } }>;

const lineTypeOf = (o: OptionRow): LineType =>
  o.category.requireTransportationBetweenLocations ? 'rental' : o.category.systemCode === 'insurance' ? 'insurance' : 'accessory';

const catalogItem = (o: OptionRow): CatalogItem => ({
  id: o.id,
  slug: o.slug,
  title: o.title,
  systemCode: o.category.systemCode as SystemCode | null,
  requiresTransport: o.category.requireTransportationBetweenLocations,
  maxAmount: o.maxAmount,
  priced: pricedOptionFromRow(o as never),
  categoryId: o.categoryId,
  fitsCategoryIds: o.fitsCategories.map((f) => f.categoryId),
});

export interface PricedLine {
  position: number;
  rentalOptionId: number;
  productId: number | null;
  lineType: LineType;
  amount: number;
  perDayOre: number;
  totalOre: number;
  manualPrice: boolean;
  /** The company the line's rental product belongs to (null: the site's). */
  ownerCompanyId: number | null;
}

/**
 * Checks the lines against the booking's site and prices them: hand-set lines at their price per day × amount ×
 * days, the others by the shop's engine for the period. Field errors name `lines.N.field`.
 */
export async function priceLines(
  db: RequestContext['db'] | Tx,
  lines: LineInput[],
  siteId: number,
  pickupAt: Date,
  dropoffAt: Date,
  customerType: CustomerType,
  /** More rental products to load into `options` (the booking's current lines', for the cart rules). */
  alsoLoad: readonly number[] = [],
): Promise<{ lines: PricedLine[]; totalOre: number; errors: FieldError[]; options: Map<number, OptionRow> }> {
  const optionIds = [...new Set([...lines.map((l) => l.rentalOptionId), ...alsoLoad])];
  const productIds = [...new Set(lines.map((l) => l.productId).filter((p): p is number => p !== null))];
  const [options, products] = await Promise.all([
    db.rentalOption.findMany({ where: { id: { in: optionIds } }, include: { category: true, fitsCategories: { select: { categoryId: true } } } }),
    db.product.findMany({ where: { id: { in: productIds } }, select: { id: true, siteId: true } }),
  ]);
  const optionById = new Map(options.map((o) => [o.id, o]));
  const productById = new Map(products.map((p) => [p.id, p]));
  const errors: FieldError[] = [];
  const priced: PricedLine[] = [];
  const days = rentalDays(pickupAt, dropoffAt);
  lines.forEach((l, position) => {
    const field = (f: string) => `lines.${position}.${f}`;
    const option = optionById.get(l.rentalOptionId);
    if (!option) return errors.push({ field: field('rentalOptionId'), message: BOOKING_MESSAGES.unknownRentalOption });
    if (option.siteId !== siteId) return errors.push({ field: field('rentalOptionId'), message: BOOKING_MESSAGES.otherSite });
    const lineType = lineTypeOf(option);
    if (lineType === 'rental' && l.amount !== RENTAL_LINE_AMOUNT) return errors.push({ field: field('amount'), message: BOOKING_MESSAGES.rentalAmount });
    if (lineType !== 'rental' && l.manualPricePerDay === null && l.amount > option.maxAmount) return errors.push({ field: field('amount'), message: `Maks ${option.maxAmount}` });
    if (l.productId !== null) {
      if (lineType !== 'rental') return errors.push({ field: field('productId'), message: BOOKING_MESSAGES.vehicleOnlyOnRental });
      const product = productById.get(l.productId);
      if (!product) return errors.push({ field: field('productId'), message: BOOKING_MESSAGES.unknownVehicle });
      if (product.siteId !== siteId) return errors.push({ field: field('productId'), message: BOOKING_MESSAGES.otherSite });
    }
    if (l.manualPricePerDay !== null) {
      const total = manualLineTotal(l.manualPricePerDay, l.amount, days);
      priced.push({ position, rentalOptionId: option.id, productId: l.productId, lineType, amount: l.amount, perDayOre: l.manualPricePerDay, totalOre: total, manualPrice: true, ownerCompanyId: option.companyId });
    } else {
      const engine = priceLine(catalogItem(option), lineType, l.amount, pickupAt, dropoffAt, customerType);
      priced.push({ position, rentalOptionId: option.id, productId: l.productId, lineType, amount: l.amount, perDayOre: engine.perDay, totalOre: engine.total, manualPrice: false, ownerCompanyId: option.companyId });
    }
  });
  // A total the database could not store is refused on the line that breaks it, or on the cart (MAX_AMOUNT_ORE).
  priced.forEach((l) => {
    if (l.totalOre > MAX_AMOUNT_ORE) errors.push({ field: `lines.${l.position}.${l.manualPrice ? 'pricePerDay' : 'rentalOptionId'}`, message: AMOUNT_TOO_LARGE });
  });
  const totalOre = priced.reduce((s, l) => s + l.totalOre, 0);
  if (totalOre > MAX_AMOUNT_ORE && priced.every((l) => l.totalOre <= MAX_AMOUNT_ORE)) errors.push({ field: 'lines', message: AMOUNT_TOO_LARGE });
  return { lines: priced, totalOre, errors, options: optionById };
}

/**
 * The planner's rules for vehicles put on rental lines (`lines.N.productId` errors): each must be in a vehicle class
 * (notVehicle), and a vehicle of another class than the line's must be a permitted upgrade (upgradeRefusal).
 */
async function vehicleLineErrors(tx: Tx, bookingCompanyId: number, lines: readonly PricedLine[]): Promise<FieldError[]> {
  if (!lines.length) return [];
  const own = await ownClassesOf(tx, [...new Set(lines.map((l) => l.productId!))]);
  const ids = [...new Set([...lines.map((l) => l.rentalOptionId), ...own.values()])];
  const classes = new Map((await tx.rentalOption.findMany({ where: { id: { in: ids } }, select: { id: true, categoryId: true, companyId: true } })).map((o) => [o.id, o]));
  const errors: FieldError[] = [];
  for (const l of lines) {
    const vehicleClass = own.get(l.productId!);
    const refused = vehicleClass === undefined ? PLANNING_MESSAGES.notVehicle : upgradeRefusal(bookingCompanyId, classes.get(l.rentalOptionId)!, classes.get(vehicleClass)!);
    if (refused) errors.push({ field: `lines.${l.position}.productId`, message: refused });
  }
  return errors;
}

/** Period rules for staff: the shop's bounds (length, horizon, at least an hour), but a pick-up in the past is allowed. */
export function staffPeriodErrors(pickupAt: Date, dropoffAt: Date, now = new Date()): FieldError[] {
  const errors: FieldError[] = [];
  if (dropoffAt.getTime() - pickupAt.getTime() < MIN_RENTAL_MINUTES * 60_000) errors.push({ field: 'dropoffAt', message: PERIOD_MESSAGES.returnTooEarly });
  for (const e of periodLimitErrors(pickupAt, dropoffAt, now)) if (!errors.some((x) => x.field === e.field)) errors.push(e);
  return errors;
}

/**
 * Refuses the period when a vehicle class has fewer free vehicles than the lines need. A line with a vehicle needs
 * one of the vehicle's own class (an upgrade), else one of the class booked (availability.ts, the one rule). Locks the
 * classes' rows first (booked and the vehicles' own, in id order), as the shop's order and the planner do, and only
 * then reads which class each line holds, so a concurrent write sees this change and this one sees it.
 */
export async function assertAvailable(tx: Tx, lines: { rentalOptionId: number; lineType: string; productId?: number | null }[], pickupLocationId: number, pickupAt: Date, dropoffAt: Date, excludeBookingId: number | null) {
  const rental = lines.filter((l) => l.lineType === 'rental');
  if (!rental.length) return;
  const vehicles = [...new Set(rental.map((l) => l.productId).filter((p): p is number => p != null))];
  // Which class a line holds is read under the locks of every class it may hold (the class booked, the vehicle's own
  // class, rentable or not), so a vehicle taken out of rent or moved to another class meanwhile is seen: a stale read
  // would count a class the line no longer holds. The vehicles' classes are only known by reading, so the ones not
  // booked are locked as the read finds them (lockClassesThenRead keeps the locks in id order).
  const { value: classes } = await lockClassesThenRead(tx, rental.map((l) => l.rentalOptionId), async () => ({
    classes: (await ownClassesOf(tx, vehicles)).values(),
    value: await vehicleClassesOf(tx, vehicles),
  }));
  const need = new Map<number, number>();
  for (const l of rental) {
    const held = holdClassOf(l, classes);
    need.set(held, (need.get(held) ?? 0) + 1);
  }
  // A class the booking holds through an upgrade (a vehicle of another class on a line) is counted where the shop
  // sells that class, as the planner counts it when assigning (planning.ts): its own location, not this pick-up place.
  const upgradedTo = new Map<number, number>();
  for (const l of rental) {
    const held = holdClassOf(l, classes);
    if (held !== l.rentalOptionId && l.productId != null) upgradedTo.set(held, l.productId);
  }
  const upgraded = upgradedTo.size ? await tx.rentalOption.findMany({ where: { id: { in: [...upgradedTo.keys()] } }, select: { id: true, title: true, locationId: true } }) : [];
  const countedAt = (id: number) => upgraded.find((o) => o.id === id)?.locationId ?? pickupLocationId;
  const ids = [...need.keys()].sort((a, b) => a - b);
  for (const at of new Set(ids.map(countedAt))) {
    const here = ids.filter((id) => countedAt(id) === at);
    const free = await availabilityFor(tx, { ids: here }, at, pickupAt, dropoffAt, excludeBookingId);
    for (const rentalOptionId of here) {
      if ((free.get(rentalOptionId)?.available ?? 0) >= need.get(rentalOptionId)!) continue;
      const upgrade = upgraded.find((o) => o.id === rentalOptionId);
      if (!upgrade) {
        const booked = await tx.rentalOption.findUniqueOrThrow({ where: { id: rentalOptionId }, select: { title: true } });
        throw new NotAvailableError(rentalOptionId, PLANNING_MESSAGES.classFull(booked.title, periodText(pickupAt, dropoffAt)));
      }
      const vehicle = await tx.product.findUniqueOrThrow({ where: { id: upgradedTo.get(rentalOptionId)! }, select: { name: true, licensePlate: true } });
      throw new NotAvailableError(rentalOptionId, PLANNING_MESSAGES.upgradeClassFull(vehicleText(vehicle), upgrade.title));
    }
  }
}

/** Runs `work`; PostgreSQL's refusal of an overlapping vehicle becomes a VehicleTakenError naming the other booking. */
export async function refusingVehicleOverlap<T>(ctx: RequestContext, bookingId: number, lines: () => { productId: number | null }[], period: () => { from: Date; until: Date }, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (!isVehicleOverlap(err)) throw err;
    // The transaction is over: find which booking holds which of our vehicles (the winner has committed).
    const { from, until } = period();
    for (const l of lines()) {
      if (l.productId === null) continue;
      const holder = await holderOf(ctx.db, l.productId, from, until, bookingId);
      if (holder !== null) throw new VehicleTakenError(l.productId, holder);
    }
    throw new VehicleTakenError(lines().find((l) => l.productId !== null)?.productId ?? 0, null);
  }
}

/** Writes the priced lines in place of the booking's old ones (the vehicle guard checks each insert). */
export async function writeLines(tx: Tx, bookingId: number, lines: PricedLine[]) {
  await tx.bookingLine.deleteMany({ where: { bookingId } });
  for (const l of lines) {
    await tx.bookingLine.create({
      data: {
        bookingId,
        position: l.position,
        rentalOptionId: l.rentalOptionId,
        productId: l.productId,
        lineType: l.lineType,
        amount: l.amount,
        pricePerDay: oreToDecimal(l.perDayOre),
        totalPrice: oreToDecimal(l.totalOre),
        manualPrice: l.manualPrice,
      },
    });
  }
}

const isActive = (status: string) => (ACTIVE_BOOKING_STATUSES as readonly string[]).includes(status);

export interface UpdateBookingInput extends BookingPatch {
  id: number;
  updatedAt: Date;
}

/**
 * Changes the given fields only. A changed period or cart is repriced by the engine (hand-set lines keep their
 * price per day); an unchanged one keeps its stored prices, so a status change never reprices an order. The caller
 * sends the `updatedAt` it loaded: a newer one answers ConflictError and nothing is written.
 */
export async function updateBooking(ctx: RequestContext, input: UpdateBookingInput) {
  return (await applyBookingUpdate(ctx, input, false)).booking;
}

/** What a save of `input` would leave: the booking's total and lines as the save would price them. */
export interface BookingQuote {
  totalPrice: string;
  lines: { pricePerDay: string; totalPrice: string; manualPrice: boolean }[];
}

/** Carries a preview's answer out of its transaction, which it rolls back. */
class PreviewRollback {
  constructor(readonly quote: BookingQuote) {}
}

/**
 * The price a save of `input` would give, for the booking form to show before saving: the whole save runs (the same
 * checks, pricing, availability and vehicle clashes, so it refuses exactly what the save would refuse) and is rolled
 * back: nothing is written, mailed or announced.
 */
export async function quoteBookingUpdate(ctx: RequestContext, input: UpdateBookingInput): Promise<BookingQuote> {
  try {
    await applyBookingUpdate(ctx, input, true);
  } catch (err) {
    if (err instanceof PreviewRollback) return err.quote;
    throw err;
  }
  throw new Error('a preview always rolls back');
}

async function applyBookingUpdate(ctx: RequestContext, input: UpdateBookingInput, preview: boolean) {
  const scope = await requireScope(ctx);
  const { id: rawId, updatedAt, ...fields } = input;
  const meta = parseInput(updateMetaSchema, { id: rawId, updatedAt });
  const patch = parseInput(bookingPatchSchema, Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)));
  await assertMayChange(ctx.db, scope, 'bookings', 'booking', meta.id);
  const writable = writableScope(scope, 'bookings');

  let plannedLines: PricedLine[] = [];
  let plannedPeriod = { from: new Date(0), until: new Date(0) };
  const result = await refusingVehicleOverlap(
    ctx,
    meta.id,
    () => plannedLines,
    () => plannedPeriod,
    () =>
      inTransaction(ctx, async (tx) => {
        const result = await change(tx);
        if (preview) {
          const booking = await tx.booking.findUniqueOrThrow({ where: { id: meta.id }, include: { lines: { orderBy: { position: 'asc' } } } });
          throw new PreviewRollback({
            totalPrice: booking.totalPrice.toFixed(2),
            lines: booking.lines.map((l) => ({ pricePerDay: l.pricePerDay.toFixed(2), totalPrice: l.totalPrice.toFixed(2), manualPrice: l.manualPrice })),
          });
        }
        return result;
      }),
  );
  return result;

  async function change(tx: Tx) {
    if (!(await lockForUpdate(tx, 'booking', meta.id, meta.updatedAt, BOOKING_MESSAGES.conflict))) throw new NotFoundError(BOOKING_MESSAGES.notFound);
    const current = await tx.booking.findUniqueOrThrow({ where: { id: meta.id }, include: { lines: { orderBy: { position: 'asc' } } } });
    const before = (await snapshot(tx, meta.id))!;
    const errors: FieldError[] = [];

    const pickupLocationId = patch.pickupLocationId ?? current.pickupLocationId;
    const dropoffLocationId = patch.dropoffLocationId ?? current.dropoffLocationId;
    const pickupAt = patch.pickupAt ?? current.pickupAt;
    const dropoffAt = patch.dropoffAt ?? current.dropoffAt;
    const status = patch.status ?? current.status;
    const periodChanged = pickupAt.getTime() !== current.pickupAt.getTime() || dropoffAt.getTime() !== current.dropoffAt.getTime();
    if (periodChanged) errors.push(...staffPeriodErrors(pickupAt, dropoffAt));

    const data: Prisma.BookingUncheckedUpdateInput = {};
    for (const key of ['reference', 'comment', 'guestFirstname', 'guestLastname', 'guestBusinessName'] as const) {
      if (patch[key] !== undefined) data[key] = patch[key];
    }
    if (patch.status !== undefined) data.status = patch.status;
    if (patch.guestEmail !== undefined) data.guestEmail = normaliseEmail(patch.guestEmail);
    if (patch.guestPhone !== undefined) data.guestPhone = normalisePhone(patch.guestPhone);
    if (patch.guestBusinessOrgnr !== undefined) {
      const orgnr = patch.guestBusinessOrgnr ? normaliseOrgnr(patch.guestBusinessOrgnr) : null;
      if (orgnr && !isValidOrgnr(orgnr)) errors.push({ field: 'guestBusinessOrgnr', message: ORGNR_MESSAGES.invalid });
      data.guestBusinessOrgnr = orgnr;
    }
    // A business order keeps its firm's name and organisation number, as the shop and the phone order demand them (an
    // order made without them, before the rule, may stay so; emptying one is refused).
    if (current.orderType === 'business') {
      if (patch.guestBusinessName !== undefined && !patch.guestBusinessName && current.guestBusinessName) errors.push({ field: 'guestBusinessName', message: BUSINESS_NAME_REQUIRED });
      if (patch.guestBusinessOrgnr !== undefined && !patch.guestBusinessOrgnr && current.guestBusinessOrgnr) errors.push({ field: 'guestBusinessOrgnr', message: ORGNR_MESSAGES.required });
    }
    if (patch.customerUserId !== undefined) {
      // Only a person the staff member already sees where they may change bookings, never one erased
      // (mayBecomeBookingCustomer): linking anyone else would make them "a customer of this account", readable and
      // changeable here. Not one seen only through a read-only role elsewhere. Unchanged is fine.
      const linkable = patch.customerUserId === null || patch.customerUserId === current.customerUserId || (await mayBecomeBookingCustomer(ctx.db, writable, patch.customerUserId));
      if (!linkable) errors.push({ field: 'customerUserId', message: CUSTOMER_MESSAGES.notFound });
      else data.customerUserId = patch.customerUserId;
    }
    if (patch.guestCountry !== undefined) {
      const country = await tx.country.findUnique({ where: { code: patch.guestCountry } });
      if (!country) errors.push({ field: 'guestCountry', message: 'Ukjend land.' });
      else Object.assign(data, { guestCountry: country.code, guestPhoneCountryCode: guestCallingCode(patch.guestPhone ?? current.guestPhone, country.phoneCode) });
    } else if (patch.guestPhone !== undefined) {
      // A new number beside the same country: its own calling code, else the country's (guestCallingCode).
      const country = current.guestCountry ? await tx.country.findUnique({ where: { code: current.guestCountry }, select: { phoneCode: true } }) : null;
      data.guestPhoneCountryCode = guestCallingCode(patch.guestPhone, country?.phoneCode ?? current.guestPhoneCountryCode);
    }

    const placeGiven = [patch.pickupLocationId, patch.dropoffLocationId, patch.pickupAddress, patch.dropoffAddress].some((v) => v !== undefined);
    if (placeGiven) {
      const locations = await tx.location.findMany({ where: { id: { in: [pickupLocationId, dropoffLocationId] } } });
      const pl = locations.find((l) => l.id === pickupLocationId);
      const dl = locations.find((l) => l.id === dropoffLocationId);
      if (!pl) errors.push({ field: 'pickupLocationId', message: 'Hentestaden finst ikkje.' });
      else if (pl.siteId !== current.siteId) errors.push({ field: 'pickupLocationId', message: BOOKING_MESSAGES.otherSite });
      // A new place in use (mayMoveBookingTo), asked only of the staff member's own places: another company's new
      // pick-up is refused below as outside their places, whatever its status, and another's return must be one the
      // shop offers (published), else it is answered as a place that does not exist, telling nothing of its state.
      else if (pl.id !== current.pickupLocationId && recordInScope(writable, 'location', pl) && !mayMoveBookingTo(pl.status)) errors.push({ field: 'pickupLocationId', message: BOOKING_MESSAGES.placeNotInUse });
      if (!dl) errors.push({ field: 'dropoffLocationId', message: 'Leveringsstaden finst ikkje.' });
      else if (dl.siteId !== current.siteId) errors.push({ field: 'dropoffLocationId', message: BOOKING_MESSAGES.otherSite });
      else if (dl.id !== current.dropoffLocationId) {
        // The return places the forms offer (location.ts returnPlacesWhere), checked on the loaded place.
        if (!recordInScope(writable, 'location', dl)) {
          if (dl.status !== 'public') errors.push({ field: 'dropoffLocationId', message: 'Leveringsstaden finst ikkje.' });
        } else if (!mayMoveBookingTo(dl.status)) errors.push({ field: 'dropoffLocationId', message: BOOKING_MESSAGES.placeNotInUse });
      }
      if (pl && dl) {
        Object.assign(data, { pickupLocationId, dropoffLocationId, pickupGpsLong: pl.gpsLong, pickupGpsLat: pl.gpsLat, dropoffGpsLong: dl.gpsLong, dropoffGpsLat: dl.gpsLat });
        // The shop's rule: "Annet sted" needs its address, a branch keeps none.
        const places = {
          pickupIsOther: isOtherPlace(pl),
          dropoffIsOther: isOtherPlace(dl),
          pickupAddress: patch.pickupAddress !== undefined ? patch.pickupAddress : current.pickupAddress,
          dropoffAddress: patch.dropoffAddress !== undefined ? patch.dropoffAddress : current.dropoffAddress,
        };
        errors.push(...otherPlaceAddressErrors(places));
        Object.assign(data, otherPlaceAddresses(places));
        if (!recordInScope(writable, 'booking', { siteId: current.siteId, companyId: current.companyId, pickupLocationId, dropoffLocationId })) {
          errors.push({ field: 'pickupLocationId', message: BOOKING_MESSAGES.outsideScope });
        } else if (pickupLocationId !== current.pickupLocationId && !recordInScope(writable, 'location', pl)) {
          // A new pick-up place must be one of the staff member's own places, as for a phone order: a company's
          // staff cannot put their booking into another company's branch (its lists, its planner). The return
          // may be any place of the site, as in the shop.
          errors.push({ field: 'pickupLocationId', message: BOOKING_MESSAGES.pickupOutsideScope });
        }
      }
    }

    // The cart: the lines given, or the stored ones when the period changed (then repriced).
    const linesChanged = patch.lines !== undefined;
    const lineInputs: LineInput[] | null = linesChanged
      ? patch.lines!
      : periodChanged
        ? current.lines.map((l) => ({ rentalOptionId: l.rentalOptionId, amount: l.amount, productId: l.productId, manualPricePerDay: l.manualPrice ? toOre(l.pricePerDay.toString()) : null }))
        : null;
    let priced: PricedLine[] | null = null;
    if (lineInputs && errors.length === 0) {
      const r = await priceLines(tx, lineInputs, current.siteId, pickupAt, dropoffAt, current.orderType as CustomerType, current.lines.map((l) => l.rentalOptionId));
      errors.push(...r.errors);
      // The shop's cart rules for what staff put in the cart (staffCartErrors): products in use, add-ons that fit and
      // are chosen once, one insurance, the young-driver line by the driver's age.
      if (linesChanged && r.errors.length === 0) {
        const option = (id: number) => r.options.get(id)!;
        errors.push(
          ...staffCartErrors(
            r.lines.map((l) => ({ position: l.position, lineType: l.lineType, item: catalogItem(option(l.rentalOptionId)), status: option(l.rentalOptionId).status })),
            current.lines.map((l) => ({ rentalOptionId: l.rentalOptionId, systemCode: (r.options.get(l.rentalOptionId)?.category.systemCode ?? null) as SystemCode | null })),
            current.above25,
          ),
        );
      }
      // A vehicle put on a line must be one the staff member may give out (placeableVehicles, as assignVehicle
      // demands); one already on the booking stays, even if it stands at a location outside their scope.
      const held = new Set(current.lines.map((l) => l.productId));
      const added = [...new Set(lineInputs.map((l) => l.productId).filter((p): p is number => p !== null && !held.has(p)))];
      const seen = await placeableVehicles(ctx.db, scope, added);
      lineInputs.forEach((l, position) => {
        if (l.productId !== null && !held.has(l.productId) && !seen.has(l.productId)) {
          errors.push({ field: `lines.${position}.productId`, message: PLANNING_MESSAGES.vehicleOutsideScope });
        }
      });
      // A vehicle newly put on a line, or kept on a line of a newly chosen class, follows the planner's rules: a vehicle
      // of a vehicle class, and another class than the line's only as an upgrade (upgradeRefusal: same kind, a class
      // the booking may hold). A pair already on the booking stays; an unplaceable vehicle is refused above without
      // saying more about it.
      const pairs = new Set(current.lines.map((l) => `${l.rentalOptionId}:${l.productId}`));
      const asked = r.lines.filter((l) => l.productId !== null && !pairs.has(`${l.rentalOptionId}:${l.productId}`) && (held.has(l.productId) || seen.has(l.productId)));
      // Only an active booking gets a vehicle (the planner's notActive): not a cancelled or finished one.
      if (!isActive(status)) for (const l of asked) errors.push({ field: `lines.${l.position}.productId`, message: PLANNING_MESSAGES.notActive });
      else errors.push(...(await vehicleLineErrors(tx, current.companyId, asked)));
      // A vehicle class of another company is refused (bookingMayHoldClass); one already on the booking stays.
      const onBooking = new Set(current.lines.map((l) => l.rentalOptionId));
      for (const l of r.lines) {
        if (l.lineType === 'rental' && !onBooking.has(l.rentalOptionId) && !bookingMayHoldClass(current.companyId, l.ownerCompanyId)) {
          errors.push({ field: `lines.${l.position}.rentalOptionId`, message: BOOKING_MESSAGES.otherCompany });
        }
      }
      priced = r.lines;
      // A line that is the same as before, in an unchanged period, keeps the price the order was made with. Lines are
      // matched by what they hold, not only by their place in the cart: matched by place alone, removing one line
      // moved every later line onto another's place, and those were priced again at today's prices.
      if (!periodChanged) {
        const same = (old: (typeof current.lines)[number] | undefined, l: PricedLine) =>
          !!old && !old.manualPrice && !l.manualPrice && old.rentalOptionId === l.rentalOptionId && old.amount === l.amount;
        const free = new Set(current.lines.keys());
        const matched = new Map<number, (typeof current.lines)[number]>();
        // Its own place first (an unchanged cart stays line for line), then any other line left that holds the same.
        for (const l of priced) {
          if (same(current.lines[l.position], l)) (matched.set(l.position, current.lines[l.position]!), free.delete(l.position));
        }
        for (const l of priced) {
          if (matched.has(l.position)) continue;
          const i = [...free].find((k) => same(current.lines[k], l));
          if (i !== undefined) (matched.set(l.position, current.lines[i]!), free.delete(i));
        }
        priced = priced.map((l) => {
          const old = matched.get(l.position);
          return old ? { ...l, perDayOre: toOre(old.pricePerDay.toString())!, totalOre: toOre(old.totalPrice.toString())! } : l;
        });
      }
      // The same cart sent back (a save of other fields from the form) is no change to the lines.
      const unchanged =
        errors.length === 0 &&
        priced.length === current.lines.length &&
        priced.every((l, i) => {
          const old = current.lines[i]!;
          return old.rentalOptionId === l.rentalOptionId && old.productId === l.productId && old.amount === l.amount && old.manualPrice === l.manualPrice &&
            toOre(old.pricePerDay.toString()) === l.perDayOre && toOre(old.totalPrice.toString()) === l.totalOre;
        });
      if (unchanged) priced = null;
      else data.totalPrice = oreToDecimal(priced.reduce((s, l) => s + l.totalOre, 0));
    }
    if (errors.length) throw new ValidationError(errors);
    if (periodChanged) Object.assign(data, { pickupAt, dropoffAt, durationHours: durationHoursOf(rentalDays(pickupAt, dropoffAt)) });

    // Availability for the new period, cart or re-activation, counted without this booking's own holds.
    const reactivated = !isActive(current.status) && isActive(status);
    const locationMoved = pickupLocationId !== current.pickupLocationId;
    // The return place's preparation time is part of the turnaround after the booking, so moving it re-checks that.
    const returnMoved = dropoffLocationId !== current.dropoffLocationId;
    if (isActive(status) && (periodChanged || linesChanged || reactivated || locationMoved || returnMoved)) {
      const cart = priced ?? current.lines.map((l) => ({ rentalOptionId: l.rentalOptionId, lineType: l.lineType, productId: l.productId }));
      if (periodChanged || linesChanged || reactivated || locationMoved) await assertAvailable(tx, cart, pickupLocationId, pickupAt, dropoffAt, meta.id);
      // The planner's turnaround rule holds for a vehicle set or kept through the cart too.
      const vehicles = [...new Set((priced ?? current.lines).map((l) => l.productId).filter((id): id is number => id !== null))];
      if (vehicles.length) {
        const prep = new Map((await tx.location.findMany({ where: { id: { in: [pickupLocationId, dropoffLocationId] } }, select: { id: true, deliveryPrepTimeHours: true } })).map((l) => [l.id, Number(l.deliveryPrepTimeHours)]));
        const own = { pickupAt, dropoffAt, prepBeforeHours: prep.get(pickupLocationId) ?? 0, prepAfterHours: prep.get(dropoffLocationId) ?? 0 };
        for (const productId of vehicles) {
          const other = await clashingBooking(tx, productId, meta.id, own);
          if (other !== null) throw new VehicleTakenError(productId, other.bookingId, other.clash);
        }
      }
    }

    plannedLines = priced ?? current.lines.map((l) => ({ productId: l.productId }) as PricedLine);
    plannedPeriod = { from: pickupAt, until: dropoffAt };

    const candidate = { ...before, ...data, ...(priced ? { lines: '(endra)' } : {}) };
    if (Object.keys(changesOf(before, candidate, BOOKING_HISTORY_FIELDS)).length === 0) return { booking: current, changed: false };
    const updated = await tx.booking.update({ where: { id: meta.id }, data: { ...data, updatedAt: new Date() } });
    if (priced) await writeLines(tx, meta.id, priced);
    const after = (await snapshot(tx, meta.id))!;
    const changes = changesOf(before, after, BOOKING_HISTORY_FIELDS);
    if (Object.keys(changes).length === 0) return { booking: updated, changed: false };
    await recordHistory(tx, {
      entityType: 'booking',
      entityId: meta.id,
      authorId: ctx.viewer!.id,
      status: updated.status,
      comment: current.status !== updated.status ? `${BOOKING_MESSAGES.changed}: status ${statusWord(current.status)} → ${statusWord(updated.status)}` : BOOKING_MESSAGES.changed,
      changes,
    });
    // The vehicles' own status follows the rental out and back (a swap through the cart too).
    const outWith = (status: string, lines: readonly { productId: number | null }[]) =>
      status === 'delivered' ? lines.map((l) => l.productId).filter((p): p is number => p !== null) : [];
    await followVehiclesOut(tx, ctx.viewer!.id, meta.id, outWith(current.status, current.lines), outWith(updated.status, priced ?? current.lines), updated.status === 'returned' || updated.status === 'completed');
    // The cart as the customer and a partner read it (rental product, amount, line total), when it was saved.
    const cartLines = priced && {
      before: current.lines.map((l) => ({ rentalOptionId: l.rentalOptionId, amount: l.amount, totalOre: toOre(l.totalPrice.toString())! })),
      after: priced.map((l) => ({ rentalOptionId: l.rentalOptionId, amount: l.amount, totalOre: l.totalOre })),
    };
    // A status change tells the customer and the partner only what is news against what they were last told
    // (statusChangeNews, the one rule): undoing a wrong click sends no duplicate, and a cancellation taken back is
    // put right ("stadfesta", or "received" for an order back to pending). Read under this transaction's row lock.
    const statusChanged = current.status !== updated.status;
    const news = statusChanged ? statusChangeNews(updated.status, current.toldStatus as ToldStatus) : null;
    if (news?.mail) await enqueueBookingStatusMail(tx, meta.id, news.mail);
    // A confirmed booking, or a rental out with the customer, changed where, when, what it costs or what the customer
    // gets (another class or add-on at the same total too): the customer's confirmation no longer holds (an extension
    // by phone gets the new return time and total in writing). A status mail carries the booking as it now is; a
    // status change that mails nothing (an undo) still tells of such a change.
    else if (changeIsMailed(updated.status, Object.keys(changes), cartLines)) {
      await enqueueBookingStatusMail(tx, meta.id, 'changed');
    }
    if (updated.referralCompanyId !== null) {
      // The partner's webhooks, in this transaction (outbox): confirmed or cancelled when that is news to the partner
      // (statusChangeNews), then booking.changed for any other change the partner sees in its booking
      // (partnerSeesChange: anything its webhook body carries), a status change without its own event included. Keys
      // that could read the booking at its former pick-up place hear of it too (it may have moved out of their reach).
      const seen = { formerPickupLocationId: current.pickupLocationId };
      const ownStatusEvent = news !== null && news.partnerEvent !== 'booking.changed';
      if (ownStatusEvent) await recordPartnerEvent(tx, meta.id, news.partnerEvent, seen);
      const classOf = (lines: { lineType: string; rentalOptionId: number }[]) => lines.filter((l) => l.lineType === 'rental').map((l) => l.rentalOptionId).join(',');
      const classChanged = priced !== null && classOf(priced) !== classOf(current.lines);
      const seesChange = partnerSeesChange(Object.keys(changes), cartLines) || classChanged || updated.orderType !== current.orderType;
      if (seesChange || (statusChanged && !ownStatusEvent)) await recordPartnerEvent(tx, meta.id, 'booking.changed', seen);
    }
    return { booking: updated, changed: true };
  }
}

/**
 * Deletes a pending or cancelled booking (any other is refused with NotDeletableError: cancel it instead), and its
 * licence file unless another booking holds it. The history stays, with a last entry holding every field as it was,
 * who deleted it and whether a file went. A partner's pending booking is announced to the partner as
 * `booking.cancelled`.
 */
export async function deleteBooking(ctx: RequestContext, input: { id: number }) {
  const scope = await requireScope(ctx);
  const { id: bookingId } = parseInput(idSchema, input);
  await assertMayChange(ctx.db, scope, 'bookings', 'booking', bookingId);
  return inTransaction(ctx, async (tx) => {
    if (!(await lockForUpdate(tx, 'booking', bookingId, null, BOOKING_MESSAGES.conflict))) throw new NotFoundError(BOOKING_MESSAGES.notFound);
    const before = (await snapshot(tx, bookingId))!;
    if (!mayDeleteBookingIn(String(before.status))) throw new NotDeletableError(String(before.status));
    // The licence file goes with the booking: nothing would lead to it afterwards, not even the customer's erasure.
    const { deleted: files } = await deletePrivateFilesOf(tx, [bookingId]);
    const by = `${BOOKING_MESSAGES.deleted(bookingId)} av ${`${ctx.viewer!.firstname} ${ctx.viewer!.lastname}`.trim()}`;
    await recordHistory(tx, {
      entityType: 'booking',
      entityId: bookingId,
      authorId: ctx.viewer!.id,
      status: 'deleted',
      comment: files ? `${by}; ${BOOKING_MESSAGES.filesDeleted(files)}` : by,
      changes: changesOf(before, null, BOOKING_HISTORY_FIELDS),
    });
    // A partner's booking deleted while pending is, for the partner, cancelled: announce it before the row goes (in
    // this transaction, as any event). The delivery keeps its body and outlives the booking (webhook_delivery has no
    // foreign key to it). A cancelled booking was announced when it was cancelled.
    if (before.referralCompanyId != null && before.status !== 'cancelled') {
      await recordPartnerEvent(tx, bookingId, 'booking.cancelled', { shownStatus: 'cancelled' });
    }
    // A cancellation not yet mailed (the mail server is down) is rendered now: the row it is rendered from goes. An
    // order still pending is, for its customer, cancelled: they had "received" and would otherwise hear nothing.
    await keepWaitingStatusMails(ctx, tx, bookingId);
    if (before.status === 'pending') await mailDeletedOrder(ctx, tx, bookingId);
    await tx.booking.delete({ where: { id: bookingId } });
    return { id: bookingId };
  });
}
