/** Bookings as staff read them: the scoped, filtered list and single bookings. */
import { z } from 'zod';
import { isInstantInRange, parseDateTime } from '../domain/time.ts';
import { ACTIVE_BOOKING_STATUSES } from '../domain/booking.ts';
import { bookingMayHoldClass } from '../domain/bookingEdit.ts';
import { BOOKING_DEFAULT_ORDER, BOOKING_SORT_FIELDS, byNorwegianName, searchWords } from '../domain/lists.ts';
import type { Booking, Prisma } from '../generated/prisma/client.ts';
import { BookingLineType, BookingStatus, OrderType } from '../generated/prisma/enums.ts';
import { batch, perRequest } from './batch.ts';
import { containsText } from './match.ts';
import type { RequestContext } from './context.ts';
import { booleanish, idSearch, LOOKUP_IDS_MAX, optionalId, relationsNamed, type NamedRelation } from './lists.ts';
import { defineList, type SearchConditions } from './listQuery.ts';
import { servesPlaceWhere } from './rentalSearch.ts';
import { assertVisible, optionalScope, scopeWhere, writableScope, type Scope } from './scope.ts';

export { BOOKING_SORT_FIELDS };

const optionalInstant = z
  .union([z.date(), z.string()])
  .optional()
  .transform((v, c) => {
    if (v === undefined || v === '') return undefined;
    const d = v instanceof Date ? v : parseDateTime(v);
    if (!d || !isInstantInRange(d)) {
      c.addIssue({ code: 'custom', message: 'Ugyldig dato.' });
      return z.NEVER;
    }
    return d;
  });

const bookingFilters = {
  status: z.enum(BookingStatus, { error: 'Ukjend status.' }).optional(),
  /** Pending, confirmed or delivered: what the dashboard's booking tile counts. */
  active: booleanish.optional(),
  orderType: z.enum(OrderType, { error: 'Ukjend ordretype.' }).optional(),
  from: optionalInstant,
  to: optionalInstant,
  rentalOptionId: optionalId,
  productId: optionalId,
  locationId: optionalId,
  companyId: optionalId,
  siteId: optionalId,
  customerUserId: optionalId,
  customerCompanyId: optionalId,
  /** A partner company (its bookings placed with an API key). */
  partnerId: optionalId,
  /** true: only partners' bookings; false: none of them. */
  fromPartner: booleanish.optional(),
};

/** A registered customer's searched fields, as Prisma names them and as the lookup's SQL compares them (text). */
const CUSTOMER_SEARCH_FIELDS = [['firstname', 'firstname'], ['lastname', 'lastname'], ['email', 'email::text']] as const;

/** A search naming more registered customers than this reads them through the relation instead of by id. */
export const CUSTOMER_IDS_FIRST = LOOKUP_IDS_MAX;

/**
 * The row's other words (BookingTable): the registered customer in its customer column, its pick-up place, the partner
 * on its badge, the business in its customer column and the rental product of its vehicle line (the row shows the
 * first; a booking has one).
 */
const BOOKING_RELATIONS: readonly NamedRelation<Prisma.BookingWhereInput>[] = [
  {
    table: '"user"',
    // Written out for the lookup: Prisma would compare the citext e-mail as citext, which no index answers.
    columns: CUSTOMER_SEARCH_FIELDS.map(([, column]) => column),
    byIds: (ids) => ({ customerUserId: { in: ids } }),
    byRelation: (w) => ({ customerUser: { OR: CUSTOMER_SEARCH_FIELDS.map(([field]) => ({ [field]: containsText(w) })) } }),
  },
  { table: 'location', columns: ['name'], byIds: (ids) => ({ pickupLocationId: { in: ids } }), byRelation: (w) => ({ pickupLocation: { name: containsText(w) } }) },
  {
    table: 'company',
    columns: ['name'],
    where: 'partner',
    byIds: (ids) => ({ referralCompanyId: { in: ids } }),
    byRelation: (w) => ({ referralCompany: { partner: true, name: containsText(w) } }),
  },
  {
    table: 'customer_company',
    columns: ['name'],
    byIds: (ids) => ({ customerCompanyId: { in: ids } }),
    byRelation: (w) => ({ customerCompany: { name: containsText(w) } }),
  },
  {
    table: 'rental_option',
    columns: ['title'],
    byIds: (ids) => ({ lines: { some: { lineType: BookingLineType.rental, rentalOptionId: { in: ids } } } }),
    byRelation: (w) => ({ lines: { some: { lineType: BookingLineType.rental, rentalOption: { title: containsText(w) } } } }),
  },
];

/**
 * What a booking search adds to the booking's own columns, looked up in one statement before the list is read: per
 * word, the registered customers whose first name, last name or e-mail holds it ("Kari Nordmann", "kari@"), and the
 * places, partners, businesses and rental products it names (relationsNamed), so one search may mix them ("Kari
 * Flesland"). A booking's own searched columns have trigram indexes, but a condition through a relation (EXISTS)
 * cannot use an index together with them, so PostgreSQL read every booking of the company for every search. The
 * related rows are named by id when a word names at most LOOKUP_IDS_MAX of them; a common word keeps the relation
 * condition. On 300 000 bookings and 50 000 customers a rare name took 7–33 ms (380–580 ms through the relation).
 */
async function bookingSearch(text: string, ctx: RequestContext): Promise<SearchConditions> {
  return { whole: [], perWord: (await relationsNamed(ctx.db, searchWords(text), BOOKING_RELATIONS)).perWord };
}

/**
 * The staff list of bookings, newest id first. `from`/`to` select bookings whose rental period overlaps [from, to);
 * a location matches pick-up or return. Search matches the words the row shows (every word of the search somewhere
 * in it): the booking number, reference, the guest's or registered customer's name and e-mail, the business, the
 * partner, the rental product and the pick-up place.
 */
export const bookingList = defineList<Prisma.BookingWhereInput, typeof bookingFilters, (typeof BOOKING_SORT_FIELDS)[number], Booking>(
  {
    filters: bookingFilters,
    scope: scopeWhere.booking,
    where: (f) => [
      f.status && { status: f.status },
      f.active && { status: { in: [...ACTIVE_BOOKING_STATUSES] } },
      f.orderType && { orderType: f.orderType },
      f.from && { dropoffAt: { gt: f.from } },
      f.to && { pickupAt: { lt: f.to } },
      f.rentalOptionId && { lines: { some: { rentalOptionId: f.rentalOptionId } } },
      f.productId && { lines: { some: { productId: f.productId } } },
      f.locationId && { OR: [{ pickupLocationId: f.locationId }, { dropoffLocationId: f.locationId }] },
      f.companyId && { companyId: f.companyId },
      f.siteId && { siteId: f.siteId },
      f.customerUserId && { customerUserId: f.customerUserId },
      f.customerCompanyId && { customerCompanyId: f.customerCompanyId },
      f.partnerId && { referralCompanyId: f.partnerId, referralCompany: { partner: true } },
      f.fromPartner === true && { referralCompany: { partner: true } },
      f.fromPartner === false && { OR: [{ referralCompanyId: null }, { referralCompany: { partner: false } }] },
    ],
    searchFields: ['reference', 'guestFirstname', 'guestLastname', 'guestEmail', 'guestBusinessName'],
    searchWord: (w) => [idSearch(w)],
    search: bookingSearch,
    sortFields: BOOKING_SORT_FIELDS,
    ...BOOKING_DEFAULT_ORDER,
  },
  (db) => db.booking,
);

export const listBookings = bookingList.list;
export const countBookings = bookingList.count;

/** Whether a scope's bookings can name objects outside it (a company's or a location's can; a site's or the network's cannot). */
const bookingsReachOut = (scope: Scope) => scope.accounts.some((a) => a.kind === 'company' || a.kind === 'location');

/**
 * The rental products the booking list can be filtered by, by title: those in the scope, and those the scope's
 * bookings carry on a line. A booking returned at a location may have been booked in another location's (or the
 * company's) class, and carries the site's add-ons, which that location's staff see on the booking but which are not
 * theirs. For a site or the network the classes in scope are every class its bookings can carry (a class belongs to
 * the site it is booked at), so the bookings are not read.
 */
export async function bookingRentalOptionChoices(ctx: RequestContext, scope: Scope): Promise<{ id: number; title: string }[]> {
  const own = scopeWhere.rentalOption(scope) ?? {};
  const where: Prisma.RentalOptionWhereInput = bookingsReachOut(scope) ? { OR: [own, { bookingLines: { some: { booking: scopeWhere.booking(scope) ?? {} } } }] } : own;
  const rows = await ctx.db.rentalOption.findMany({ where, select: { id: true, title: true } });
  return rows.sort(byNorwegianName((r) => r.title));
}

/**
 * The vehicles the booking list can be filtered by, by name: those in the scope, and those on the scope's bookings (a
 * car of another location, returned here). All of them, not a page of 100.
 */
export async function bookingProductChoices(ctx: RequestContext, scope: Scope): Promise<{ id: number; name: string; licensePlate: string | null }[]> {
  const own = scopeWhere.product(scope) ?? {};
  const where: Prisma.ProductWhereInput = bookingsReachOut(scope) ? { OR: [own, { bookingLines: { some: { booking: scopeWhere.booking(scope) ?? {} } } }] } : own;
  const rows = await ctx.db.product.findMany({ where, select: { id: true, name: true, licensePlate: true } });
  return rows.sort(byNorwegianName((r) => r.name));
}

/** A rental product a booking's cart line may take, with the vehicles of its class the viewer may assign. */
export interface CartOptionChoice {
  id: number;
  title: string;
  isVehicle: boolean;
  vehicles: { id: number; name: string; licensePlate: string | null }[];
}

/**
 * What the booking form's cart offers staff: the rental products of the booking's site that serve its pick-up place,
 * as the shop's engine decides (an add-on, a class based there, or one that may be fetched from elsewhere), published
 * or private (staff only), and those already on its lines; by title. Each vehicle class comes with its vehicles the
 * viewer may give out (placeableVehicles' accounts). Not limited to the viewer's scope: a location's staff add the site's child seat or the
 * company's class to a booking at their desk, as the shop would (the update re-checks availability and prices). A
 * vehicle class of another company than the booking's is left out (bookingMayHoldClass), unless already on a line.
 */
export function cartOptionChoices(ctx: RequestContext, booking: CartBooking): Promise<CartOptionChoice[]> {
  return cartChoicesOf(ctx)(booking);
}

type CartBooking = { id: number; siteId: number; companyId: number; pickupLocationId: number };

/**
 * The cart choices of every booking asked for in one tick, in a fixed number of statements: one per pick-up place
 * among them and one for what their lines carry (a list page asking for them does not read once per booking).
 */
const cartChoicesOf = perRequest((ctx) => {
  const bookings = new Map<number, CartBooking>();
  const load = batch(async (ids: number[]) => loadCartChoices(ctx, ids.map((id) => bookings.get(id)!)));
  return async (booking: CartBooking) => {
    bookings.set(booking.id, booking);
    return (await load(booking.id)) ?? [];
  };
});

async function loadCartChoices(ctx: RequestContext, bookings: CartBooking[]): Promise<Map<number, CartOptionChoice[]>> {
  const scope = await optionalScope(ctx);
  if (!scope) return new Map();
  const select = {
    id: true,
    title: true,
    companyId: true,
    category: { select: { requireTransportationBetweenLocations: true } },
    // The vehicles the viewer may give out (where their role changes bookings), not those they may only read.
    products: { where: { product: scopeWhere.product(writableScope(scope, 'bookings')) ?? {} }, select: { product: { select: { id: true, name: true, licensePlate: true } } } },
  } satisfies Prisma.RentalOptionSelect;
  type Row = Prisma.RentalOptionGetPayload<{ select: typeof select }>;
  const placeOf = (b: CartBooking) => `${b.siteId}:${b.pickupLocationId}`;
  const places = [...new Map(bookings.map((b) => [placeOf(b), b])).values()];
  const [served, onLines] = await Promise.all([
    Promise.all(
      places.map((b) =>
        ctx.db.rentalOption.findMany({ where: { siteId: b.siteId, status: { in: ['public', 'private'] }, ...servesPlaceWhere(b.pickupLocationId) }, select }),
      ),
    ),
    ctx.db.rentalOption.findMany({ where: { bookingLines: { some: { bookingId: { in: bookings.map((b) => b.id) } } } }, select: { ...select, bookingLines: { where: { bookingId: { in: bookings.map((b) => b.id) } }, select: { bookingId: true } } } }),
  ]);
  const servedAt = new Map(places.map((b, i) => [placeOf(b), served[i]!]));
  const choice = (r: Row): CartOptionChoice => ({
    id: r.id,
    title: r.title,
    isVehicle: r.category.requireTransportationBetweenLocations,
    vehicles: r.category.requireTransportationBetweenLocations ? r.products.map((p) => p.product).sort(byNorwegianName((p) => p.name)) : [],
  });
  return new Map(
    bookings.map((b) => {
      // Another company's vehicle class, fetchable to the place, is not offered (bookingMayHoldClass).
      const offered = servedAt.get(placeOf(b))!.filter((r) => !r.category.requireTransportationBetweenLocations || bookingMayHoldClass(b.companyId, r.companyId));
      const rows = new Map<number, Row>(offered.map((r) => [r.id, r]));
      for (const r of onLines) if (r.bookingLines.some((l) => l.bookingId === b.id)) rows.set(r.id, r);
      return [b.id, [...rows.values()].sort(byNorwegianName((r) => r.title)).map(choice)];
    }),
  );
}

/** One booking in scope with its lines in cart order. */
export async function getBooking(ctx: RequestContext, scope: Scope, id: number) {
  await assertVisible(ctx.db, scope, 'booking', id);
  return ctx.db.booking.findUniqueOrThrow({ where: { id }, include: { lines: { orderBy: { position: 'asc' } } } });
}
