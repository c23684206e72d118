/**
 * Who may see which object: the one rule behind `node`/`nodes` and behind every edge of the GraphQL graph.
 *
 * Every GraphQL object type backed by a table has a rule in `TYPE_RULES`. The schema runs the rule on every object
 * it returns, whichever field returned it (Pothos scope-auth with `runScopesOnType`), so no edge can reach an object
 * the rule refuses, and a new edge is covered without a line of its own. The rules:
 * - reference lists, the public site settings, opening hours of visible places and product images are public;
 *   published locations and rental products are public;
 * - staff see what lies in their account scope, derived from the viewer's own memberships at the moment of the read
 *   (never from an object reached through the graph);
 * - a customer sees themself, their own bookings, their lines, and what those name: the places, the vehicle classes,
 *   the rental company and their own business; never a vehicle (Product), another user or the history.
 * Checks that need the database are batched: one query per kind of object per response, not one per object.
 */
import type { Prisma } from '../generated/prisma/client.ts';
import { mayChange } from '../domain/roles.ts';
import { partnerBookingWhere, partnerReads } from './apiKeys.ts';
import { scopeManagesKey } from './apiKeyAdmin.ts';
import type { RequestContext } from './context.ts';
import { batch, perRequest } from './batch.ts';
import { readsDeletedHistory } from './history.ts';
import { accountContains, optionalScope, recordInScope, scopeWhere, type Account, type ScopedEntity, type ScopedRecords } from './scope.ts';

type Rec = Record<string, unknown>;
type Rule = (ctx: RequestContext, record: Rec) => boolean | Promise<boolean>;

const DELEGATE: Record<ScopedEntity, (ctx: RequestContext) => { findMany(args: object): Promise<{ id: number }[]> }> = {
  location: (ctx) => ctx.db.location,
  company: (ctx) => ctx.db.company,
  site: (ctx) => ctx.db.site,
  booking: (ctx) => ctx.db.booking,
  product: (ctx) => ctx.db.product,
  rentalOption: (ctx) => ctx.db.rentalOption,
  user: (ctx) => ctx.db.user,
  customerCompany: (ctx) => ctx.db.customerCompany,
};

const scopeCheckers = perRequest((ctx) => {
  const checkers = new Map<ScopedEntity, (id: number) => Promise<boolean | undefined>>();
  return (entity: ScopedEntity) => {
    let check = checkers.get(entity);
    if (!check) {
      check = batch(async (ids: number[]) => {
        const scope = await optionalScope(ctx);
        if (!scope) return new Map<number, boolean>();
        const where = { AND: [{ id: { in: ids } }, scopeWhere[entity](scope)] };
        const rows = await DELEGATE[entity](ctx).findMany({ where, select: { id: true } });
        return new Map(rows.map((r) => [r.id, true]));
      });
      checkers.set(entity, check);
    }
    return check;
  };
});

/** True when the object with `id` lies in the viewer's staff scope (batched per response). */
/** Whether the viewer's staff scope holds the row `id` of `entity` (batched: one query per kind per response). */
export async function inScope(ctx: RequestContext, entity: ScopedEntity, id: unknown): Promise<boolean> {
  if (!ctx.viewer?.isEmployee || typeof id !== 'number') return false;
  return (await scopeCheckers(ctx)(entity)(id)) === true;
}

/** Staff whose scope holds the loaded record (false for customers and visitors). Used for staff-only fields. */
export async function staffSees<E extends keyof ScopedRecords>(ctx: RequestContext, entity: E, record: ScopedRecords[E]): Promise<boolean> {
  const scope = await optionalScope(ctx);
  return scope !== null && recordInScope(scope, entity, record);
}

const placedNow = new WeakMap<RequestContext, Set<number>>();

/**
 * The booking this request itself placed (the order's confirmation shows it to a visitor without an account). Call
 * before the answer is resolved.
 */
export function grantPlacedBooking(ctx: RequestContext, bookingId: number): void {
  const set = placedNow.get(ctx) ?? new Set<number>();
  placedNow.set(ctx, set.add(bookingId));
  ownRefsCache.delete(ctx);
}

const ownRefsCache = new WeakMap<RequestContext, Promise<OwnRefs>>();
type OwnRefs = Record<'bookings' | 'locations' | 'rentalOptions' | 'companies' | 'customerCompanies', Set<number>>;

/** What the viewer's own bookings (and a booking this request placed) name: one query per request. */
function ownRefs(ctx: RequestContext): Promise<OwnRefs> {
  let refs = ownRefsCache.get(ctx);
  if (!refs) {
    refs = loadOwnRefs(ctx);
    ownRefsCache.set(ctx, refs);
  }
  return refs;
}

async function loadOwnRefs(ctx: RequestContext): Promise<OwnRefs> {
  const refs: OwnRefs = { bookings: new Set(), locations: new Set(), rentalOptions: new Set(), companies: new Set(), customerCompanies: new Set() };
  const placed = [...(placedNow.get(ctx) ?? [])];
  // A partner's own bookings (read_bookings) count like a customer's (apiKeys.ts).
  const partner = ctx.partner?.rights.includes('read_bookings') ? [partnerBookingWhere(ctx.partner)] : [];
  if (!ctx.viewer && placed.length === 0 && partner.length === 0) return refs;
  const [user, bookings] = await Promise.all([
    ctx.viewer ? ctx.db.user.findUnique({ where: { id: ctx.viewer.id }, select: { customerCompanyId: true } }) : null,
    ctx.db.booking.findMany({
      where: { OR: [...(ctx.viewer ? [{ customerUserId: ctx.viewer.id }] : []), { id: { in: placed } }, ...partner] },
      select: { id: true, pickupLocationId: true, dropoffLocationId: true, companyId: true, customerCompanyId: true, lines: { select: { rentalOptionId: true } } },
    }),
  ]);
  if (user?.customerCompanyId) refs.customerCompanies.add(user.customerCompanyId);
  for (const b of bookings) {
    refs.bookings.add(b.id);
    refs.locations.add(b.pickupLocationId).add(b.dropoffLocationId);
    refs.companies.add(b.companyId);
    if (b.customerCompanyId) refs.customerCompanies.add(b.customerCompanyId);
    for (const l of b.lines) refs.rentalOptions.add(l.rentalOptionId);
  }
  return refs;
}

/** Published locations and the companies that run them: public facts of the shop (one query per request). */
const publicPlaces = perRequest(async (ctx) => {
  const rows = await ctx.db.location.findMany({ where: { status: 'public' }, select: { id: true, companyId: true } });
  return { locations: new Set(rows.map((r) => r.id)), companies: new Set(rows.map((r) => r.companyId)) };
});

const publicType: Rule = () => true;
const staffRecord = <E extends keyof ScopedRecords>(entity: E) => (ctx: RequestContext, r: Rec) => staffSees(ctx, entity, r as unknown as ScopedRecords[E]);
const own = async (ctx: RequestContext, kind: keyof OwnRefs, id: unknown) => (await ownRefs(ctx))[kind].has(id as number);

const locationVisible = async (ctx: RequestContext, id: unknown) =>
  (await publicPlaces(ctx)).locations.has(id as number) || (await own(ctx, 'locations', id)) || inScope(ctx, 'location', id);
const rentalOptionRule: Rule = async (ctx, r) =>
  r.status === 'public' || (await own(ctx, 'rentalOptions', r.id)) || staffRecord('rentalOption')(ctx, r);

type KeyPlace = { siteId: number; companyId: number | null; locationId: number | null };

/** Whether the viewer manages the partner key (apiKeyAdmin.ts `scopeManagesKey`): its record, its history. */
export async function managesKey(ctx: RequestContext, key: KeyPlace): Promise<boolean> {
  const scope = await optionalScope(ctx);
  return scope !== null && scopeManagesKey(scope, key);
}

/** `managesKey` by the key's id (false for a key that does not exist). */
const managesKeyId = async (ctx: RequestContext, id: number): Promise<boolean> => {
  if ((await optionalScope(ctx)) === null) return false;
  const key = await ctx.db.apiKey.findUnique({ where: { id }, select: { siteId: true, companyId: true, locationId: true } });
  return key !== null && managesKey(ctx, key);
};

const HISTORY_ENTITY: Record<string, ScopedEntity> = { location: 'location', booking: 'booking', product: 'product', rentaloption: 'rentalOption', customer: 'user' };

/** The rule of every table-backed GraphQL type; a type missing here is refused (and the schema test fails). */
export const TYPE_RULES: Record<string, Rule> = {
  Country: publicType,
  ProductCategory: publicType,
  ProductTag: publicType,
  AcrissLetter: publicType,
  Site: publicType,
  RentalOptionTag: publicType,
  // Images of rental products; a private upload (a driver's licence) is never reachable through the graph.
  Upload: (_ctx, r) => r.public === true,
  UploadVariant: publicType,
  Location: (ctx, r) => r.status === 'public' || own(ctx, 'locations', r.id).then((o) => o || staffRecord('location')(ctx, r)),
  OpeningHours: (ctx, r) => locationVisible(ctx, r.locationId),
  RentalOption: rentalOptionRule,
  RentalOffer: rentalOptionRule,
  RentalOptionProduct: (ctx, r) => inScope(ctx, 'rentalOption', r.rentalOptionId),
  // Staff scope first: it is decided in memory from the loaded record, while the other two load a list each.
  Company: async (ctx, r) => (await staffRecord('company')(ctx, r)) || (await publicPlaces(ctx)).companies.has(r.id as number) || own(ctx, 'companies', r.id),
  CustomerCompany: async (ctx, r) => (await own(ctx, 'customerCompanies', r.id)) || inScope(ctx, 'customerCompany', r.id),
  Booking: async (ctx, r) =>
    (ctx.viewer !== null && r.customerUserId === ctx.viewer.id) ||
    placedNow.get(ctx)?.has(r.id as number) === true ||
    (await partnerReads(ctx, r)) ||
    staffRecord('booking')(ctx, r),
  // Partner API keys: staff whose role may change everything where the key was made (apiKeyAdmin.ts).
  ApiKey: (ctx, r) => managesKey(ctx, r as KeyPlace),
  BookingLine: async (ctx, r) => (await own(ctx, 'bookings', r.bookingId)) || inScope(ctx, 'booking', r.bookingId),
  Product: staffRecord('product'),
  User: (ctx, r) => r.id === ctx.viewer?.id || inScope(ctx, 'user', r.id),
  // An entry of a deleted object (no record to check the scope of) is for network staff, as listDeletedHistory says.
  // A partner key's entries: for the staff who manage the key (it is never deleted, only revoked).
  HistoryEntry: async (ctx, r) =>
    r.entityType === 'apikey'
      ? managesKeyId(ctx, r.entityId as number)
      : HISTORY_ENTITY[r.entityType as string]
        ? (await inScope(ctx, HISTORY_ENTITY[r.entityType as string], r.entityId)) || readsDeletedHistory(await optionalScope(ctx))
        : false,
};

/** Columns the rules read, for types that Prisma loads in select mode. */
export const RULE_COLUMNS = {
  RentalOffer: { status: true, siteId: true, companyId: true, locationId: true },
  Upload: { public: true },
} satisfies Record<string, Prisma.RentalOptionSelect | Prisma.UploadSelect>;

/**
 * True when the viewer may see the loaded object of GraphQL type `typename`: `node`/`nodes` answer null otherwise
 * (hidden and missing look alike), and every other field that returns it fails with FORBIDDEN.
 */
export async function typeVisible(ctx: RequestContext, typename: string, record: Rec): Promise<boolean> {
  const rule = TYPE_RULES[typename];
  return rule ? rule(ctx, record) : false;
}

/**
 * The accounts of another user the viewer may see: those inside an account of the viewer's whose role administers
 * everything there (may change settings), at the same level or below. A user always sees their own.
 */
export async function administeredAccounts(ctx: RequestContext, userId: number, accounts: Account[]): Promise<Account[]> {
  if (userId === ctx.viewer?.id) return accounts;
  const scope = await optionalScope(ctx);
  if (!scope) return [];
  const admins = scope.accounts.filter((a) => mayChange(a.role, 'settings'));
  return accounts.filter((held) =>
    admins.some(
      (a) => a.accessLevel <= held.accessLevel && accountContains(a, { siteId: held.siteId ?? -1, companyId: held.companyId, locationId: held.locationId }),
    ),
  );
}
