/**
 * The public search behind the wizard, the partner API and GET /api/v1/browse_rentaloptions: which rental products
 * can be had for a period at a location, at what price and how many, and the cart priced by the same engine.
 */
import { z } from 'zod';
import { buildCart, CART_TOO_LONG, chooseYoungDriver, isAutomaticAddOn, MAX_CART_ITEMS, offeredTo, type Cart, type CartRequest, type CatalogItem, type SystemCode } from '../domain/cart.ts';
import { hoursWarnings, licenceAtPickupAllowed, type LocationHours } from '../domain/openingHours.ts';
import { pricedOptionFromRow, quote, type CustomerType, type Quote } from '../domain/pricing.ts';
import { periodErrors, rentalDays, skippedTimeError } from '../domain/rentalPeriod.ts';
import { isInstantInRange, parseOslo, type Weekday } from '../domain/time.ts';
import { Prisma } from '../generated/prisma/client.ts';
import { PARTNER_MESSAGES, partnerMayBook, partnerMayUse } from './apiKeys.ts';
import { availabilityFor, type Availability } from './availability.ts';
import type { RequestContext } from './context.ts';
import { parseInput, ValidationError, type FieldError } from './errors.ts';
import { lineText } from './fields.ts';
import { booleanish } from './lists.ts';
import { isDbId } from '../domain/lists.ts';
import { chosenIdSchema } from '../domain/fields.ts';

/** "yyyy-mm-dd HH:MM[:SS]" without an offset: Oslo wall-clock time. */
const LOCAL_TIME = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

const instant = (label: string) =>
  z.union([z.date(), z.string()], { error: `${label} må fyllast ut.` }).transform((v, c) => {
    const d = v instanceof Date ? v : parseOslo(v);
    if (!d || !isInstantInRange(d)) {
      c.addIssue({ code: 'custom', message: `${label}: ugyldig tidspunkt (bruk åååå-mm-dd tt:mm).` });
      return z.NEVER;
    }
    // An Oslo wall-clock time the clocks skip (02:30 on the spring-forward night) is refused, never moved an hour.
    const skipped = typeof v === 'string' && LOCAL_TIME.test(v.trim()) ? skippedTimeError(v.trim().replace('T', ' ')) : null;
    if (skipped) {
      c.addIssue({ code: 'custom', message: skipped });
      return z.NEVER;
    }
    return d;
  });


export const searchSchema = z.object({
  pickupLocationId: chosenIdSchema('Hentestad'),
  dropoffLocationId: chosenIdSchema('Leveringsstad').optional(),
  pickupAt: instant('Hentetidspunkt'),
  dropoffAt: instant('Leveringstidspunkt'),
  above25: booleanish.optional().default(true),
  customerType: z.enum(['private', 'business'], { error: 'Kundetype må vere private eller business.' }).optional().default('private'),
});

type LoadedLocation = Prisma.LocationGetPayload<{ include: { openingHours: true } }>;

export interface Search {
  pickupLocation: LoadedLocation;
  dropoffLocation: LoadedLocation;
  pickupAt: Date;
  dropoffAt: Date;
  above25: boolean;
  customerType: CustomerType;
  days: number;
  warnings: string[];
  licenceAtPickupAllowed: boolean;
  /** Free vehicles per class offered at the pick-up location: started with the search, awaited by the offers. */
  vehicleAvailability: Promise<Map<number, Availability>>;
}

/** Opening hours of a loaded location in the engine's shape. */
export function hoursOf(l: LoadedLocation): LocationHours {
  const rows = (kind: string) => l.openingHours.filter((h) => h.kind === kind).map((h) => ({ day: h.day as Weekday, opens: h.opens, closes: h.closes }));
  return { name: l.name, city: l.city, pickup: rows('pickup'), dropoff: rows('dropoff'), employees: rows('employees') };
}

/** Validates a search (period rules, published locations) and works out days, warnings and the licence rule. */
export async function prepareSearch(ctx: RequestContext, raw: unknown, now = new Date()): Promise<Search> {
  const input = parseInput(searchSchema, raw);
  const errors: FieldError[] = periodErrors(input.pickupAt, input.dropoffAt, now);
  // Counting free vehicles is the slowest part of a search; it runs while the locations load.
  const vehicleAvailability = errors.length
    ? Promise.resolve(new Map<number, Availability>())
    : availabilityFor(ctx.db, { offeredAt: { locationId: input.pickupLocationId } }, input.pickupLocationId, input.pickupAt, input.dropoffAt);
  vehicleAvailability.catch(() => {}); // a failed search below must not leave an unhandled rejection
  const dropoffId = input.dropoffLocationId ?? input.pickupLocationId;
  const locations = await ctx.db.location.findMany({
    where: { id: { in: [input.pickupLocationId, dropoffId] }, status: 'public' },
    include: { openingHours: true },
  });
  const pickupLocation = locations.find((l) => l.id === input.pickupLocationId);
  const dropoffLocation = locations.find((l) => l.id === dropoffId);
  if (!pickupLocation) errors.push({ field: 'pickupLocationId', message: 'Hentestaden finst ikkje.' });
  if (!dropoffLocation && input.dropoffLocationId !== undefined) errors.push({ field: 'dropoffLocationId', message: 'Leveringsstaden finst ikkje.' });
  if (pickupLocation && dropoffLocation && pickupLocation.siteId !== dropoffLocation.siteId) {
    errors.push({ field: 'dropoffLocationId', message: 'Leveringsstaden høyrer ikkje til same utleigar.' });
  }
  // A partner's key reaches only its own locations (apiKeys.ts).
  if (ctx.partner) {
    if (pickupLocation && !partnerMayUse(ctx.partner, pickupLocation)) errors.push({ field: 'pickupLocationId', message: PARTNER_MESSAGES.location });
    if (dropoffLocation && dropoffLocation.id !== pickupLocation?.id && !partnerMayUse(ctx.partner, dropoffLocation)) errors.push({ field: 'dropoffLocationId', message: PARTNER_MESSAGES.location });
    // The key fixes the prices. A business customer asked for on a key of private prices is refused, not quietly
    // booked as a private one (the business name and organisation number would be dropped); the default (private) on a
    // key of business prices is the key's business.
    if (input.customerType === 'business' && ctx.partner.priceType === 'private') errors.push({ field: 'customerType', message: PARTNER_MESSAGES.privatePrices });
  }
  if (errors.length) throw new ValidationError(errors);
  const ph = hoursOf(pickupLocation!);
  return {
    pickupLocation: pickupLocation!,
    dropoffLocation: dropoffLocation!,
    pickupAt: input.pickupAt,
    dropoffAt: input.dropoffAt,
    above25: input.above25,
    // A partner's key fixes which prices it sees (private or business).
    customerType: ctx.partner ? ctx.partner.priceType : input.customerType,
    days: rentalDays(input.pickupAt, input.dropoffAt),
    warnings: hoursWarnings(ph, input.pickupAt, hoursOf(dropoffLocation!), input.dropoffAt),
    licenceAtPickupAllowed: licenceAtPickupAllowed(ph, input.pickupAt),
    vehicleAvailability,
  };
}

export type OfferGroup = 'vehicles' | 'insurance' | 'accessories';

/**
 * The rental products a pick-up place can serve: an add-on (no vehicle to bring), a class based there, or one that may
 * be fetched from another location. The shop's offers and the booking form's cart (services/booking.ts) both use it.
 */
export const servesPlaceWhere = (pickupLocationId: number): Prisma.RentalOptionWhereInput => ({
  OR: [{ category: { requireTransportationBetweenLocations: false } }, { locationId: pickupLocationId }, { canBeRequestedFromOtherLocation: true }],
});

/** Rental products offered at the search's pick-up location (published, same site, reachable from there). */
export function offerWhere(search: Search, group?: OfferGroup, vehicleCategoryId?: number): Prisma.RentalOptionWhereInput {
  const groupWhere: Prisma.RentalOptionWhereInput =
    group === 'vehicles'
      ? { category: { requireTransportationBetweenLocations: true } }
      : group === 'insurance'
        ? { category: { systemCode: 'insurance' } }
        : group === 'accessories'
          ? { category: { requireTransportationBetweenLocations: false, OR: [{ systemCode: null }, { systemCode: { not: 'insurance' } }] } }
          : {};
  return {
    AND: [
      { status: 'public', siteId: search.pickupLocation.siteId },
      servesPlaceWhere(search.pickupLocation.id),
      groupWhere,
      // With a vehicle chosen, the add-ons that fit it (or fit every vehicle): no child seat for a trailer.
      ...(vehicleCategoryId === undefined
        ? []
        : [{ OR: [{ category: { requireTransportationBetweenLocations: true } }, { fitsCategories: { none: {} } }, { fitsCategories: { some: { categoryId: vehicleCategoryId } } }] }]),
    ],
  };
}

/** What the search computed for one rental product. */
export interface OfferFacts {
  quote: Quote;
  /** Vehicles free for the period; for add-ons, the most one booking may take. */
  available: number;
  requiresTransport: boolean;
  systemCode: SystemCode | null;
  isCar: boolean;
  /** A vehicle class based elsewhere, brought to the pick-up location. */
  transported: boolean;
}

export const OFFER = Symbol('offer');
type Row = Prisma.RentalOptionGetPayload<{ include: { category: true } }> & { [OFFER]?: OfferFacts };

const PRIVATE_PRICES = {
  pricePrivateHour: true, pricePrivateDay: true, pricePrivateWeekend: true, pricePrivateWeek: true, pricePrivateMonth: true,
  pricePrivateOnetime: true, pricePrivateTotalMinimum: true, pricePrivateTotalMaximum: true, pricePrivateDayMinimum: true,
  pricePrivateDayMaximum: true, pricePrivateDamageDeductible: true,
} as const;
const BUSINESS_PRICES = {
  priceBusinessHour: true, priceBusinessDay: true, priceBusinessWeekend: true, priceBusinessWeek: true, priceBusinessMonth: true,
  priceBusinessOnetime: true, priceBusinessTotalMinimum: true, priceBusinessTotalMaximum: true, priceBusinessDayMinimum: true,
  priceBusinessDayMaximum: true, priceBusinessDamageDeductible: true,
} as const;
const ALL_COLUMNS = Object.fromEntries(Object.values(Prisma.RentalOptionScalarFieldEnum).map((c) => [c, true]));
const CATEGORY_FACTS = { id: true, isCar: true, requireTransportationBetweenLocations: true, systemCode: true } as const;

/**
 * The columns pricing, availability and ordering need, merged into the caller's selection. Only these are read:
 * Prisma's cost grows with every column of every row, and a search reads hundreds of rows.
 */
function offerSelect(customerType: CustomerType, query: { select?: Record<string, unknown>; include?: Record<string, unknown> }) {
  const base: Record<string, unknown> = {
    id: true, slug: true, title: true, titleEn: true, maxAmount: true, companyId: true, locationId: true, canBeRequestedFromOtherLocation: true,
    fitsCategories: { select: { categoryId: true } },
    samePricePrivateBusiness: true, vatFactor: true, nodailyprice: true, ...PRIVATE_PRICES, ...(customerType === 'business' ? BUSINESS_PRICES : {}),
  };
  // An include (a field that needs the whole row, e.g. the offer's `rentalOption`) means every column plus the relations.
  const requested = query.select ?? { ...ALL_COLUMNS, ...(query.include ?? {}) };
  const category = requested.category;
  const categorySelect =
    category === true || category === undefined
      ? { select: { ...CATEGORY_FACTS, ...(category === true ? { title: true } : {}) } }
      : { ...(category as object), select: { ...((category as { select?: object }).select ?? {}), ...CATEGORY_FACTS } };
  return { ...requested, ...base, category: category === true ? true : categorySelect };
}

/**
 * Loads the offers (with Pothos' nested selection in `query`), prices them and counts what is free. Vehicles that
 * are fully booked are left out unless asked for. Order: cars, then trailers and vans without car flag, each by
 * price; insurance by price; extra and young drivers before other accessories.
 */
export async function loadOffers(
  ctx: RequestContext,
  search: Search,
  group?: OfferGroup,
  query: { select?: Record<string, unknown>; include?: Record<string, unknown> } = {},
  opts: {
    keepFullyBooked?: boolean;
    /** Leave out what this driver cannot choose (the young driver over 25). */
    onlyOffered?: boolean;
    /** The chosen vehicle: only the add-ons that fit its category. */
    vehicleId?: number | null;
    /** Only the vehicles this caller may book (a phone order's staff member, a partner's key); the order refuses the others. */
    bookable?: (row: { companyId: number | null }) => boolean;
  } = {},
): Promise<Row[]> {
  const vehicleCategoryId = await vehicleCategory(ctx, opts.vehicleId);
  const [found, free] = await Promise.all([
    ctx.db.rentalOption.findMany({
      select: offerSelect(search.customerType, query) as Prisma.RentalOptionSelect,
      where: offerWhere(search, group, vehicleCategoryId),
      orderBy: { id: 'asc' },
    }),
    search.vehicleAvailability,
  ]);
  const rows = found as unknown as Row[];
  const offers: Row[] = [];
  for (const row of rows) {
    const requiresTransport = row.category.requireTransportationBetweenLocations;
    const available = requiresTransport ? (free.get(row.id)?.available ?? 0) : row.maxAmount;
    if (available < 1 && !opts.keepFullyBooked) continue;
    if (opts.onlyOffered && !offeredTo(row.category.systemCode as SystemCode | null, search.above25)) continue;
    if (opts.bookable && requiresTransport && !opts.bookable(row as unknown as { companyId: number | null })) continue;
    row[OFFER] = {
      quote: quote(pricedOptionFromRow(row as never), search.pickupAt, search.dropoffAt, search.customerType),
      available,
      requiresTransport,
      systemCode: row.category.systemCode as SystemCode | null,
      isCar: row.category.isCar,
      transported: requiresTransport && row.locationId !== null && row.locationId !== search.pickupLocation.id,
    };
    offers.push(row);
  }
  // With a vehicle chosen, a driver under 25 is offered the one young-driver option the cart charges (the rows already
  // fit the vehicle). Without one (REST's browse_rentaloptions, a search before step 2), which one applies is not known
  // yet: all are listed.
  const young = opts.onlyOffered && !search.above25 && vehicleCategoryId !== undefined ? chooseYoungDriver(offers.map((row) => ({ id: row.id, systemCode: row[OFFER]!.systemCode, row })), undefined, (o) => o.row[OFFER]!.quote.total) : undefined;
  if (young) offers.splice(0, offers.length, ...offers.filter((r) => !isAutomaticAddOn(r[OFFER]!.systemCode) || r === young.row));
  const rank = (r: Row) => {
    const f = r[OFFER]!;
    if (f.requiresTransport) return f.isCar ? 0 : 1;
    if (f.systemCode === 'insurance') return 2;
    return f.systemCode === 'extra_drivers' || f.systemCode === 'youngdriver' ? 3 : 4;
  };
  return offers.sort((a, b) => rank(a) - rank(b) || a[OFFER]!.quote.total - b[OFFER]!.quote.total || a.id - b.id);
}

/** The category of a chosen vehicle (undefined when none is chosen or it is unknown: then nothing is filtered). */
async function vehicleCategory(ctx: RequestContext, vehicleId: number | null | undefined): Promise<number | undefined> {
  if (!isDbId(vehicleId)) return undefined;
  const row = await ctx.db.rentalOption.findUnique({ where: { id: vehicleId }, select: { categoryId: true } });
  return row?.categoryId;
}

/** The offers as the cart engine's catalog. */
export function catalogOf(rows: Row[]): Map<number, CatalogItem> {
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        slug: r.slug,
        title: r.title,
        titleEn: r.titleEn,
        systemCode: r[OFFER]!.systemCode,
        requiresTransport: r[OFFER]!.requiresTransport,
        maxAmount: r.maxAmount,
        priced: pricedOptionFromRow(r as never),
        categoryId: r.category.id,
        fitsCategoryIds: (r as Row & { fitsCategories?: { categoryId: number }[] }).fitsCategories?.map((f) => f.categoryId) ?? [],
      },
    ]),
  );
}

/** Prices a cart for a search (the running prices of the step bar, step 6 and the booking total); rows carry OFFER facts. */
export async function priceCart(ctx: RequestContext, search: Search, request: Omit<CartRequest, 'above25'>): Promise<{ cart: Cart; rows: Row[] }> {
  // A fully booked vehicle stays in the catalog so an order for it is told "no longer available", not "unknown".
  const rows = await loadOffers(ctx, search, undefined, {}, { keepFullyBooked: true });
  const cart = buildCart(catalogOf(rows), { ...request, above25: search.above25 }, search.pickupAt, search.dropoffAt, search.customerType);
  return { cart, rows };
}

const cartRequestSchema = z.object({
  rentalOptionId: z.number().int().nullable(),
  insurance: lineText().max(100, 'Ukjend forsikring.').nullish(),
  accessories: z.array(z.object({ rentalOptionId: z.number().int(), amount: z.number().int('Antal må vere eit heiltal.') })).max(MAX_CART_ITEMS, CART_TOO_LONG),
});

/** Prices a cart a caller sent (GraphQL `rentalSearch.cart`): bounded and checked before any work is done. */
export async function quoteCart(ctx: RequestContext, search: Search, raw: unknown): Promise<{ cart: Cart; rows: Row[] }> {
  const priced = await priceCart(ctx, search, parseInput(cartRequestSchema, raw));
  // A partner's key is quoted only what its order would take (createBooking refuses the same class on the same field).
  const rental = priced.rows.find((r) => r.id === priced.cart.lines[0]?.item.id && r[OFFER]?.requiresTransport);
  if (ctx.partner && rental && !partnerMayBook(ctx.partner, rental as unknown as { companyId: number | null }, search.pickupLocation)) {
    priced.cart.errors.push({ field: 'rentalOptionId', message: PARTNER_MESSAGES.rentalOption });
  }
  return priced;
}
