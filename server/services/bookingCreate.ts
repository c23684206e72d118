/**
 * Placing an order from the shop (GraphQL `createBooking`, REST POST /api/v1/booking/create). The server validates
 * every field, recomputes every line and the total (a different total from the client is refused), and stores the
 * booking only while the rental product is still free: the product's row is locked for the check and the insert,
 * so concurrent orders for the last vehicle cannot both succeed. An Idempotency-Key is bound to its first request
 * and caller (see `idempotencyHash`): the same request again returns the first booking, anything else under a used
 * key is refused, and two requests with one key at once make one booking.
 */
import crypto from 'node:crypto';
import { z } from 'zod';
import { CART_TOO_LONG, MAX_CART_ITEMS } from '../domain/cart.ts';
import { isValidPhone, mailboxOf, normaliseEmail, normalisePhone, PHONE_MESSAGE } from '../domain/credentials.ts';
import { emailFormat } from '../domain/email.ts';
import { guestCallingCode } from '../domain/phone.ts';
import { formatKr, oreToDecimal, toOre } from '../domain/money.ts';
import { LICENCE_OUTSIDE_HOURS } from '../domain/openingHours.ts';
import { isOtherPlace, OTHER_PLACE_MESSAGES, otherPlaceAddresses, otherPlaceAddressErrors } from '../domain/otherPlace.ts';
import { periodText, PLANNING_MESSAGES } from '../domain/planning.ts';
import { Prisma } from '../generated/prisma/client.ts';
import { PARTNER_MESSAGES, partnerMayBook } from './apiKeys.ts';
import { availabilityFor, lockClasses } from './availability.ts';
import { enqueueBookingMails, enqueueBookingStatusMail } from './bookingMail.ts';
import { describeLineText } from './bookingWrite.ts';
import { recordPartnerEvent } from './webhooks.ts';
import type { RequestContext } from './context.ts';
import { recordHistory } from './history.ts';
import type { Tx } from './write.ts';
import { FOREIGN_KEY_MESSAGES, foreignKeyRefusal, NotAvailableError, parseInput, ValidationError, type FieldError } from './errors.ts';
import { consume, LIMITS } from './rateLimit.ts';
import { jsonTooDeep } from '../http/jsonDepth.ts';
import { parseLicenceFile } from './licenceFile.ts';
import { lineText, multiLineText } from './fields.ts';
import { booleanish } from './lists.ts';
import { OFFER, prepareSearch, priceCart, searchSchema } from './rentalSearch.ts';
import { BOOKING_FIELD_LIMITS, BUSINESS_NAME_REQUIRED, bookingNumber, durationHoursOf, isValidOrgnr, normaliseOrgnr, ORGNR_MESSAGES } from '../domain/booking.ts';
import { MAX_DB_ID, isDbId } from '../domain/lists.ts';
import { chosenIdSchema, NO_WEB_ADDRESS, numberOrText } from '../domain/fields.ts';

const text = (label: string, max: number) => lineText(`${label} må fyllast ut.`).min(1, `${label} må fyllast ut.`).max(max, `${label} er for lang.`);
const optionalText = (max: number, label: string) => lineText().max(max, `${label} er for lang.`).nullish().transform((v) => v || null);
const optionalMultiLine = (max: number, label: string) => multiLineText().max(max, `${label} er for lang.`).nullish().transform((v) => v || null);

export const orderSchema = searchSchema.extend({
  rentalOptionId: chosenIdSchema('Leieprodukt'),
  insurance: lineText().max(100, 'Ukjend forsikring.').nullish(),
  accessories: z
    .array(z.object({ rentalOptionId: chosenIdSchema('Tilbehør'), amount: numberOrText(z.coerce.number({ error: 'Antal må vere eit tal.' }).int('Antal må vere eit heiltal.')) }))
    .max(MAX_CART_ITEMS, CART_TOO_LONG)
    .default([]),
  firstname: text('Fornamn', BOOKING_FIELD_LIMITS.firstname).refine(...NO_WEB_ADDRESS),
  lastname: text('Etternamn', BOOKING_FIELD_LIMITS.lastname).refine(...NO_WEB_ADDRESS),
  email: text('E-post', BOOKING_FIELD_LIMITS.email).pipe(emailFormat('Ugyldig e-postadresse.')),
  phone: text('Telefon', BOOKING_FIELD_LIMITS.phone).refine(isValidPhone, PHONE_MESSAGE),
  countryCode: lineText('Land må veljast.').toUpperCase().regex(/^[A-Z]{3}$/, 'Land må veljast.').default('NOR'),
  businessName: optionalText(BOOKING_FIELD_LIMITS.businessName, 'Firmanamnet'),
  businessNumber: optionalText(BOOKING_FIELD_LIMITS.businessNumber, 'Organisasjonsnummeret'),
  driversLicence: z.enum(['upload', 'bring_on_pickup'], { error: 'Vel korleis du viser førarkortet.' }),
  driversLicenceFile: z.string().max(15 * 1024 * 1024, 'For store filer!').nullish(),
  /** Where the car is wanted / left when that end is "Annet sted" (see server/domain/otherPlace.ts). */
  pickupAddress: lineText().max(1000, OTHER_PLACE_MESSAGES.tooLong).nullish(),
  dropoffAddress: lineText().max(1000, OTHER_PLACE_MESSAGES.tooLong).nullish(),
  reference: optionalText(BOOKING_FIELD_LIMITS.reference, 'Referansen'),
  /** The language of the customer's confirmation mail; without it the shop's (its page) or, with an API key, Norwegian. */
  customerLanguage: z.enum(['no', 'en'], { error: 'Språket må vere no eller en.' }).nullish(),
  comment: optionalMultiLine(BOOKING_FIELD_LIMITS.comment, 'Kommentaren'),
  termsAccepted: booleanish.refine((v) => v, 'Du må godta leigevilkåra.'),
  /** What the client showed as the total; refused when it is not what the server computes. */
  expectedTotal: z.union([z.string().max(40, 'Ugyldig beløp.'), z.number()], { error: 'Ugyldig beløp.' }).nullish(),
  /** The legacy API's rental_duration_hours; refused when it is not days × 24. */
  expectedDurationHours: numberOrText(z.coerce.number({ error: 'Leigetida må vere eit heilt tal timar.' }).int('Leigetida må vere eit heilt tal timar.').max(1_000_000, 'Leigetida er for lang.')).nullish(),
});

export type OrderInput = z.input<typeof orderSchema>;

const booking = {
  include: { lines: { orderBy: { position: 'asc' }, include: { rentalOption: true } }, pickupLocation: true, dropoffLocation: true },
} satisfies Prisma.BookingDefaultArgs;
export type CreatedBooking = Prisma.BookingGetPayload<typeof booking>;

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{8,200}$/;
export const IDEMPOTENCY_MESSAGES = {
  format: 'Idempotency-Key må vere 8–200 teikn utan mellomrom.',
  reused: 'Idempotency-Key er alt brukt til ein annan førespurnad.',
  deleted: (number: string) => `Bestillinga denne Idempotency-Key laga (nr. ${number}), er sletta. Send ein ny nøkkel for å bestille på nytt.`,
} as const;
/** Advisory-lock namespace (first of the two int keys) for Idempotency-Keys. */
const IDEMPOTENCY_LOCK = 72_110_002;

/** JSON with sorted keys, instants as ISO strings and undefined left out: one text per meaning. */
function canonical(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([k, v]) => [k, canonical(v)]));
  }
  return value;
}

/**
 * What a key is bound to: SHA-256 over the caller (the logged-in user's id, or anonymous) and the whole validated
 * order (details, cart, period, licence file, client total), so a key cannot fetch another request's booking.
 */
export function idempotencyHash(ctx: RequestContext, input: z.output<typeof orderSchema>): string {
  return crypto.createHash('sha256').update(JSON.stringify({ caller: idempotencyCaller(ctx), order: canonical(input) })).digest('hex');
}

/**
 * Whose keys a key is among: a partner's in the account that made its key (the partner company and that account, so a
 * retry with the rotated key, which keeps both, still replays; keys another account made for a partner of the same
 * name never meet it), a logged-in person's, or the anonymous shop's (whose keys are random per order). Two callers
 * may use the same value.
 */
export const idempotencyCaller = (ctx: RequestContext): string =>
  ctx.partner
    ? `partner:${ctx.partner.referralCompanyId}:${ctx.partner.siteId}:${ctx.partner.accountCompanyId ?? '-'}:${ctx.partner.accountLocationId ?? '-'}`
    : ctx.viewer
      ? `user:${ctx.viewer.id}`
      : 'anonymous';

/**
 * The booking the caller's key made, if the key was used: the same request again answers it, another request under
 * the key is refused, and a key whose booking was deleted since says so (it never books a second time).
 */
async function earlierUnderKey(ctx: RequestContext, key: string, requestHash: string): Promise<CreatedBooking | null> {
  const record = await ctx.db.idempotencyRecord.findUnique({ where: { caller_key: { caller: idempotencyCaller(ctx), key } } });
  if (!record) return null;
  if (record.requestHash !== requestHash) throw ValidationError.field('Idempotency-Key', IDEMPOTENCY_MESSAGES.reused);
  const earlier = await ctx.db.booking.findUnique({ where: { id: record.bookingId }, ...booking });
  if (!earlier) throw ValidationError.field('Idempotency-Key', IDEMPOTENCY_MESSAGES.deleted(bookingNumber(record.bookingId)));
  // A key of the same account for another location cannot be handed the booking another of its keys made there.
  if (ctx.partner && !ctx.partner.locationIds.includes(earlier.pickupLocationId)) throw ValidationError.field('Idempotency-Key', IDEMPOTENCY_MESSAGES.reused);
  return earlier;
}

/** Thrown inside the order's transaction when a request with the same key committed first. */
class KeyTaken extends Error {}

/**
 * An order a member of staff places for a customer (a phone order, services/bookingStaff.ts): the customer (a
 * registered user, or null for a guest), and a check that the staff member may book at the pick-up location.
 * Such an order may be picked up outside opening hours with the licence shown at pick-up (the warnings still come
 * back), arrives confirmed, is marked as placed by staff, and the customer is sent "Bestillinga di er stadfesta".
 */
export interface StaffOrder {
  customerUserId: number | null;
  authorize(placement: { siteId: number; companyId: number; locationId: number }): void;
}

/**
 * The business customer a logged-in person's business order belongs to: a new organisation number makes the business
 * (the person introduced it); a known one only when the person belongs to it. Typing someone else's (public)
 * organisation number must not file the order under that business, nor show its contact details to the person.
 */
async function businessOf(tx: Tx, personId: number, orgnr: string, name: string, email: string): Promise<{ id: number } | null> {
  const known = await tx.customerCompany.findUnique({ where: { orgnr }, select: { id: true } });
  if (!known) return tx.customerCompany.upsert({ where: { orgnr }, update: {}, create: { name, orgnr, email }, select: { id: true } });
  const person = await tx.user.findUnique({ where: { id: personId }, select: { customerCompanyId: true } });
  return person?.customerCompanyId === known.id ? known : null;
}

/** Places the order; see the module comment for the guarantees. */
export async function createBooking(ctx: RequestContext, raw: unknown, staff: StaffOrder | null = null): Promise<CreatedBooking> {
  const key = ctx.idempotencyKey;
  if (key !== null && !IDEMPOTENCY_KEY.test(key)) throw ValidationError.field('Idempotency-Key', IDEMPOTENCY_MESSAGES.format);
  // Every partner order is idempotent (a partner's retry must never make a second booking).
  if (key === null && ctx.partner && !staff) throw ValidationError.field('Idempotency-Key', PARTNER_MESSAGES.idempotency);
  const input = parseInput(orderSchema, raw);
  const requestHash = key ? idempotencyHash(ctx, input) : null;
  if (key) {
    const earlier = await earlierUnderKey(ctx, key, requestHash!);
    if (earlier) return earlier;
  }
  try {
    return await placeOrder(ctx, input, key, requestHash, staff);
  } catch (err) {
    // The same key sent twice at once: the later one waited for the first (advisory lock) or lost on the unique
    // key, or found the vehicle taken by its own twin. It answers as a retry would.
    const twin = err instanceof KeyTaken || err instanceof NotAvailableError || (err instanceof Prisma.PrismaClientKnownRequestError && err.code === 'P2002');
    if (key && twin) {
      const earlier = await earlierUnderKey(ctx, key, requestHash!);
      if (earlier) return earlier;
    }
    // The class, an accessory or the place deleted by staff after the checks above: refused, nothing written.
    if (foreignKeyRefusal(err)) throw ValidationError.refusal('cart', FOREIGN_KEY_MESSAGES.orderGone);
    throw err;
  }
}

async function placeOrder(ctx: RequestContext, input: z.output<typeof orderSchema>, key: string | null, requestHash: string | null, staff: StaffOrder | null): Promise<CreatedBooking> {
  const search = await prepareSearch(ctx, input);
  const errors: FieldError[] = [];
  const business = search.customerType === 'business';
  if (business && !input.businessName) errors.push({ field: 'businessName', message: BUSINESS_NAME_REQUIRED });
  const orgnr = input.businessNumber ? normaliseOrgnr(input.businessNumber) : null;
  if (business && (!orgnr || !isValidOrgnr(orgnr))) errors.push({ field: 'businessNumber', message: ORGNR_MESSAGES.invalid });
  if (input.driversLicence === 'bring_on_pickup' && !search.licenceAtPickupAllowed && !staff) errors.push({ field: 'driversLicence', message: LICENCE_OUTSIDE_HOURS });
  let licence: { mime: string; data: Buffer } | null = null;
  if (input.driversLicence === 'upload') {
    if (!input.driversLicenceFile) errors.push({ field: 'driversLicenceFile', message: 'Last opp førarkortet.' });
    else {
      try {
        licence = parseLicenceFile(input.driversLicenceFile);
      } catch (err) {
        errors.push(...(err as ValidationError).fields);
      }
    }
  }
  const places = {
    pickupIsOther: isOtherPlace(search.pickupLocation),
    dropoffIsOther: isOtherPlace(search.dropoffLocation),
    pickupAddress: input.pickupAddress,
    dropoffAddress: input.dropoffAddress,
  };
  errors.push(...otherPlaceAddressErrors(places));
  const country = await ctx.db.country.findUnique({ where: { code: input.countryCode } });
  if (!country) errors.push({ field: 'countryCode', message: 'Ukjend land.' });

  const { cart, rows } = await priceCart(ctx, search, { rentalOptionId: input.rentalOptionId, insurance: input.insurance, accessories: input.accessories });
  errors.push(...cart.errors);
  if (input.expectedDurationHours !== null && input.expectedDurationHours !== undefined && input.expectedDurationHours !== durationHoursOf(search.days)) {
    errors.push({ field: 'rental_duration_hours', message: `Leigetida er ${durationHoursOf(search.days)} timar (${search.days} døgn).` });
  }
  if (errors.length) throw new ValidationError(errors);
  if (input.expectedTotal !== null && input.expectedTotal !== undefined) {
    let expected: number | null = null;
    try {
      expected = toOre(input.expectedTotal);
    } catch {
      /* not an amount: handled below */
    }
    if (expected !== cart.total) {
      // Named after the input field that carries it (REST's adapter names its own `total_price`).
      throw ValidationError.field('expectedTotal', `Totalprisen stemmer ikkje: prisen er ${formatKr(cart.total)}. Sjå over bestillinga og prøv igjen.`);
    }
  }

  const rental = rows.find((r) => r.id === input.rentalOptionId)!;
  const { pickupLocation: pl, dropoffLocation: dl } = search;
  staff?.authorize({ siteId: pl.siteId, companyId: rental.companyId ?? pl.companyId, locationId: pl.id });
  if (ctx.partner && !staff && !partnerMayBook(ctx.partner, rental, pl)) throw ValidationError.field('rentalOptionId', PARTNER_MESSAGES.rentalOption);
  // The shop's customer reads the shop's sentence; staff on the phone read which class and period are full.
  const notAvailable = () =>
    staff ? new NotAvailableError(rental.id, PLANNING_MESSAGES.classFull(rental.title, periodText(search.pickupAt, search.dropoffAt))) : new NotAvailableError(rental.id);
  if (rental[OFFER]!.available < 1) throw notAvailable();
  // The customer: the logged-in one in the shop; the one staff chose (or a guest) for a phone order.
  const viewerId = staff ? staff.customerUserId : (ctx.viewer?.id ?? null);
  const authorId = ctx.viewer?.id ?? null;
  const caller = idempotencyCaller(ctx);
  const created = await ctx.db.$transaction(
    async (tx) => {
      if (key) {
        // One request per key at a time: a twin sent at once waits here, then sees the first booking and replays it.
        await tx.$executeRaw`SELECT pg_advisory_xact_lock(${IDEMPOTENCY_LOCK}::int, hashtext(${caller} || ' ' || ${key}))`;
        const taken = await tx.$queryRaw<unknown[]>`SELECT 1 FROM idempotency_record WHERE caller = ${caller} AND key = ${key}`;
        if (taken.length) throw new KeyTaken();
      }
      // One order at a time per rental product: the availability check and the insert see each other.
      await lockClasses(tx, [rental.id]);
      const free = await availabilityFor(tx, { ids: [rental.id] }, pl.id, search.pickupAt, search.dropoffAt);
      if ((free.get(rental.id)?.available ?? 0) < 1) throw notAvailable();
      // The shop's orders per client (and a guest's per address), counted here so that a refused order (this one
      // included) takes its hit back.
      if (!staff && !ctx.partner) {
        // Orders mailed to an address other than the logged-in customer's own count for that mailbox.
        const mailbox = mailboxOf(input.email);
        const own = ctx.viewer !== null && mailboxOf(ctx.viewer.email) === mailbox;
        await consume(tx, [[LIMITS.ordersPerClient, ctx.clientAddress], ...(own ? [] : [[LIMITS.ordersPerAddress, mailbox] as const])]);
      }

      const customerCompany = business && viewerId ? await businessOf(tx, viewerId, orgnr!, input.businessName!, normaliseEmail(input.email)) : null;
      const upload = licence
        ? await tx.upload.create({ data: { type: 'licence', title: 'Førarkort', public: false, mime: licence.mime, size: licence.data.length, data: new Uint8Array(licence.data), authorId } })
        : null;
      const made = await tx.booking.create({
        data: {
          status: staff ? 'confirmed' : 'pending',
          placedByStaff: staff !== null,
          authorId: staff ? authorId : null,
          orderType: search.customerType,
          reference: input.reference,
          comment: input.comment,
          pickupLocationId: pl.id,
          dropoffLocationId: dl.id,
          pickupGpsLong: pl.gpsLong,
          pickupGpsLat: pl.gpsLat,
          dropoffGpsLong: dl.gpsLong,
          dropoffGpsLat: dl.gpsLat,
          ...otherPlaceAddresses(places),
          pickupAt: search.pickupAt,
          dropoffAt: search.dropoffAt,
          durationHours: durationHoursOf(search.days),
          totalPrice: oreToDecimal(cart.total),
          guestFirstname: input.firstname,
          guestLastname: input.lastname,
          guestCountry: country!.code,
          guestPhoneCountryCode: guestCallingCode(input.phone, country!.phoneCode),
          guestPhone: normalisePhone(input.phone),
          guestEmail: normaliseEmail(input.email),
          // The order confirmation is written in the language the customer booked in: the shop page's, or the one a
          // partner names. A partner's Accept-Language says which language its developer reads the API's messages in,
          // not the customer's (it made a Norwegian customer's mail English).
          language: input.customerLanguage ?? (ctx.partner ? 'no' : ctx.language),
          guestBusinessName: business ? input.businessName : null,
          guestBusinessOrgnr: business ? orgnr : null,
          above25: search.above25,
          insurance: cart.lines.find((l) => l.lineType === 'insurance')?.item.slug ?? null,
          driversLicence: input.driversLicence,
          acceptedTerms: true,
          customerUserId: viewerId,
          customerCompanyId: customerCompany?.id ?? null,
          // A partner's order records the partner (its company) as the referrer.
          referralCompanyId: ctx.partner && !staff ? ctx.partner.referralCompanyId : null,
          idempotencyKey: key,
          companyId: rental.companyId ?? pl.companyId,
          siteId: pl.siteId,
          lines: {
            create: cart.lines.map((l, position) => ({
              position,
              rentalOptionId: l.item.id,
              lineType: l.lineType,
              amount: l.amount,
              pricePerDay: oreToDecimal(l.perDay),
              totalPrice: oreToDecimal(l.total),
            })),
          },
          documents: upload ? { create: [{ uploadId: upload.id }] } : undefined,
        },
        ...booking,
      });
      if (key) await tx.idempotencyRecord.create({ data: { caller, key, requestHash: requestHash!, bookingId: made.id } });
      await recordHistory(tx, {
        entityType: 'booking',
        entityId: made.id,
        authorId,
        authorLabel: authorId ? null : ctx.partner ? `${ctx.partner.name} (partnar)` : 'Nettbutikken',
        status: made.status,
        comment: staff
          ? 'Bestilling lagd inn av tilsett på vegner av kunden'
          : ctx.partner
            ? `Bestilling motteken frå partnaren ${ctx.partner.name} (API-nøkkel)`
            : 'Bestilling motteken frå nettbutikken',
        changes: {
          status: [null, made.status],
          ...(staff ? { placedByStaff: [null, true] } : {}),
          totalPrice: [null, oreToDecimal(cart.total)],
          // The same words as a later change's before → after ("1 × Kombi: 500.00 per dag, 1000.00").
          lines: [null, cart.lines.map((l) => describeLineText({ amount: l.amount, rentalOptionTitle: l.item.title, vehicle: null, pricePerDay: oreToDecimal(l.perDay), totalPrice: oreToDecimal(l.total), manualPrice: false }))],
        },
      });
      // Outbox: the customer's mail and the location's notice are jobs in this transaction, sent after the commit. A
      // phone order is confirmed at once: its customer gets "stadfesta"; the location is told it was placed by staff.
      if (staff) await enqueueBookingStatusMail(tx, made.id, 'confirmed');
      await enqueueBookingMails(tx, made.id, { confirmation: !staff });
      // A partner's order: its webhook (outbox row + job) commits with the booking or not at all.
      if (made.referralCompanyId !== null) await recordPartnerEvent(tx, made.id, 'booking.created');
      return made;
    },
    // Many buyers of one product queue on its row; let them wait rather than fail.
    { maxWait: 60_000, timeout: 60_000, isolationLevel: Prisma.TransactionIsolationLevel.ReadCommitted },
  );
  return created;
}

const CART_MESSAGE = 'cart må vere ei JSON-liste med rentaloption_id og amount.';

const legacyCartSchema = z
  .array(
    z.object(
      {
        rentaloption_id: numberOrText(z.coerce.number({ error: 'rentaloption_id må vere eit tal.' }).int('rentaloption_id må vere eit heiltal.').positive('rentaloption_id må vere eit positivt tal.').max(MAX_DB_ID, 'Ukjend tilbehør.')),
        amount: numberOrText(z.coerce.number({ error: 'Antal må vere eit tal.' }).int('Antal må vere eit heiltal.').min(0, 'Antal må vere eit heiltal frå 0.').max(1000, 'Antal er for stort.')).optional().default(1),
      },
      { error: CART_MESSAGE },
    ),
    { error: CART_MESSAGE },
  )
  .max(MAX_CART_ITEMS, CART_TOO_LONG);

/** Reads the legacy `cart` (a JSON string or a list); anything else is a 422 naming `cart` (or `cart.N.field`). */
export function parseLegacyCart(raw: unknown): { rentalOptionId: number; amount: number }[] {
  let list: unknown = raw;
  if (typeof raw === 'string') {
    if (raw.length > 64 * 1024) throw ValidationError.field('cart', CART_TOO_LONG);
    // A list nested deeper than a cart can be is refused before parsing (http/jsonDepth.ts).
    if (jsonTooDeep(raw)) throw ValidationError.field('cart', CART_MESSAGE);
    try {
      list = JSON.parse(raw);
    } catch {
      throw ValidationError.field('cart', CART_MESSAGE);
    }
  }
  if (!Array.isArray(list)) throw ValidationError.field('cart', CART_MESSAGE);
  try {
    return parseInput(legacyCartSchema, list).map((e) => ({ rentalOptionId: e.rentaloption_id, amount: e.amount }));
  } catch (err) {
    if (!(err instanceof ValidationError)) throw err;
    throw err.renamed((field) => (field === 'input' ? 'cart' : `cart.${field}`));
  }
}

/**
 * The legacy cart split into the vehicle, the insurance and the add-ons by each product's category. Unknown ids stay
 * add-ons, which the cart then reports as unknown. A vehicle or an insurance comes once per booking: another amount
 * than 1 is refused (the old API silently booked one).
 */
export async function splitLegacyCart(ctx: RequestContext, entries: { rentalOptionId: number; amount: number }[]) {
  if (entries.length > MAX_CART_ITEMS) throw ValidationError.field('cart', CART_TOO_LONG);
  const ids = entries.map((e) => e.rentalOptionId).filter(isDbId);
  const rows = await ctx.db.rentalOption.findMany({ where: { id: { in: ids } }, include: { category: true } });
  const byId = new Map(rows.map((r) => [r.id, r]));
  let rentalOptionId: number | null = null;
  let insurance: string | null = null;
  const accessories: { rentalOptionId: number; amount: number }[] = [];
  /** For each add-on, its index in the legacy cart: an error on `accessories.N` names `cart.{accessoryCartIndex[N]}`. */
  const accessoryCartIndex: number[] = [];
  const errors: FieldError[] = [];
  entries.forEach((e, index) => {
    const row = byId.get(e.rentalOptionId);
    const single = (row?.category.requireTransportationBetweenLocations && rentalOptionId === null) || row?.category.systemCode === 'insurance';
    if (single && e.amount !== 1) errors.push({ field: `cart.${index}.amount`, message: 'Ein bestilling har nøyaktig eitt køyretøy og éi forsikring: antal må vere 1.' });
    if (row?.category.requireTransportationBetweenLocations && rentalOptionId === null) rentalOptionId = row.id;
    else if (row?.category.systemCode === 'insurance') insurance = row.slug;
    else {
      accessories.push(e);
      accessoryCartIndex.push(index);
    }
  });
  if (errors.length) throw new ValidationError(errors);
  return { rentalOptionId, insurance, accessories, accessoryCartIndex };
}
