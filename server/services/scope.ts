/**
 * Account scope: the one place that says what a member of staff may see and change. Lists call the `where`
 * builders; single objects go through `assertVisible`/`assertMayChange`. Network sees everything; site, company
 * and location accounts see what belongs to them (spec 2, "Account selector"; spec README, "Roles").
 */
import type { Prisma } from '../generated/prisma/client.ts';
import { ACCESS_LEVEL, mayChange, roleLevel, ROLE_LABELS, type AccountKind, type Resource, type RoleName } from '../domain/roles.ts';
import type { Db } from '../db/client.ts';
import type { RequestContext } from './context.ts';
import { AppError, ForbiddenError, NotFoundError, SessionExpiredError, UnauthenticatedError } from './errors.ts';

/** One account a user holds a role in. */
export interface Account {
  membershipId: number;
  kind: AccountKind;
  /** Id of the network, site, company or location. */
  id: number;
  slug: string;
  name: string;
  role: RoleName;
  roleLabel: string;
  accessLevel: number;
  siteId: number | null;
  companyId: number | null;
  locationId: number | null;
}

/** The accounts a request acts through: one chosen account, or all of the viewer's. */
export interface Scope {
  accounts: Account[];
}

/** What a membership loads to become an account (shared by the session's own load, see resolveSession). */
export const MEMBERSHIP_QUERY = {
  include: {
    network: true,
    site: true,
    company: true,
    location: { include: { company: true } },
  },
  orderBy: { id: 'asc' },
} as const satisfies Prisma.MembershipFindManyArgs;

/** What `accountsOf` reads of a membership: a row of MEMBERSHIP_QUERY, or of MEMBERSHIPS_JSON_SQL. */
export interface MembershipAccountRow {
  id: number;
  role: string;
  network: { id: number; slug: string; name: string } | null;
  site: { id: number; slug: string; name: string } | null;
  company: { id: number; slug: string; name: string; siteId: number } | null;
  location: { id: number; slug: string; name: string; siteId: number; companyId: number } | null;
}

/**
 * The same memberships as one JSON array column (`"user"` aliased `u` in the outer query), ordered like
 * MEMBERSHIP_QUERY: the session is read in one raw statement on every staff request (see resolveSession), because
 * Prisma's query compiler costs more than the whole rest of a list request for this nested include.
 */
export const MEMBERSHIPS_JSON_SQL = `coalesce((
  SELECT json_agg(json_build_object(
    'id', m.id, 'role', m.role,
    'network', CASE WHEN n.id IS NULL THEN NULL ELSE json_build_object('id', n.id, 'slug', n.slug, 'name', n.name) END,
    'site', CASE WHEN si.id IS NULL THEN NULL ELSE json_build_object('id', si.id, 'slug', si.slug, 'name', si.name) END,
    'company', CASE WHEN c.id IS NULL THEN NULL ELSE json_build_object('id', c.id, 'slug', c.slug, 'name', c.name, 'siteId', c.site_id) END,
    'location', CASE WHEN l.id IS NULL THEN NULL
                ELSE json_build_object('id', l.id, 'slug', l.slug, 'name', l.name, 'siteId', l.site_id, 'companyId', l.company_id) END
  ) ORDER BY m.id)
  FROM membership m
  LEFT JOIN network n ON n.id = m.network_id
  LEFT JOIN site si ON si.id = m.site_id
  LEFT JOIN company c ON c.id = m.company_id
  LEFT JOIN location l ON l.id = m.location_id
  WHERE m.user_id = u.id
), '[]'::json)`;

/** A user's memberships as accounts, network first. */
export function accountsOf(rows: MembershipAccountRow[]): Account[] {
  const accounts = rows.map((m): Account => {
    const role = m.role as RoleName;
    const kind = roleLevel(role);
    const base = { membershipId: m.id, role, roleLabel: ROLE_LABELS[role], accessLevel: ACCESS_LEVEL[kind], kind };
    if (m.network) return { ...base, id: m.network.id, slug: m.network.slug, name: m.network.name, siteId: null, companyId: null, locationId: null };
    if (m.site) return { ...base, id: m.site.id, slug: m.site.slug, name: m.site.name, siteId: m.site.id, companyId: null, locationId: null };
    if (m.company) return { ...base, id: m.company.id, slug: m.company.slug, name: m.company.name, siteId: m.company.siteId, companyId: m.company.id, locationId: null };
    const l = m.location!;
    return { ...base, id: l.id, slug: l.slug, name: l.name, siteId: l.siteId, companyId: l.companyId, locationId: l.id };
  });
  return accounts.sort((a, b) => a.accessLevel - b.accessLevel);
}

/** Loads a user's accounts, network first. */
export async function loadAccounts(db: Db, userId: number): Promise<Account[]> {
  return accountsOf(await db.membership.findMany({ where: { userId }, ...MEMBERSHIP_QUERY }));
}

/**
 * The scope for an admin read or write: the caller must be a logged-in employee, and the chosen account (argument,
 * else the `x-account` header) must be one of theirs. Without a chosen account every account of theirs counts.
 */
export async function requireScope(ctx: RequestContext, slug?: string | null): Promise<Scope> {
  if (!ctx.viewer) throw ctx.sessionExpired ? new SessionExpiredError() : new UnauthenticatedError();
  if (!ctx.viewer.isEmployee) throw new ForbiddenError('Berre tilsette har tilgang til administrasjonen.');
  const accounts = await ctx.accounts();
  const chosen = slug ?? ctx.accountSlug;
  if (chosen) {
    const account = accounts.find((a) => a.slug === chosen);
    if (!account) throw new NotFoundError('Fann ikkje kontoen.');
    return { accounts: [account] };
  }
  if (accounts.length === 0) throw new ForbiddenError('Du har ingen konto i administrasjonen.');
  return { accounts };
}

type WhereFor<W> = (a: Account) => W | null;

/** ORs the per-account conditions; a network account (null condition) means no restriction. */
function union<W extends object>(scope: Scope, one: WhereFor<W>): W {
  const parts: W[] = [];
  for (const a of scope.accounts) {
    const w = one(a);
    if (w === null) return {} as W;
    parts.push(w);
  }
  return { OR: parts } as W;
}

/** Scope conditions per entity. `null` = the account sees all of them. */
export const scopeWhere = {
  location: (s: Scope) =>
    union<Prisma.LocationWhereInput>(s, (a) =>
      a.kind === 'network' ? null : a.kind === 'site' ? { siteId: a.siteId! } : a.kind === 'company' ? { companyId: a.companyId! } : { id: a.locationId! },
    ),
  company: (s: Scope) =>
    union<Prisma.CompanyWhereInput>(s, (a) =>
      a.kind === 'network' ? null : a.kind === 'site' ? { siteId: a.siteId! } : { id: a.companyId! },
    ),
  site: (s: Scope) => union<Prisma.SiteWhereInput>(s, (a) => (a.kind === 'network' ? null : { id: a.siteId! })),
  booking: (s: Scope) =>
    union<Prisma.BookingWhereInput>(s, (a) =>
      a.kind === 'network'
        ? null
        : a.kind === 'site'
          ? { siteId: a.siteId! }
          : a.kind === 'company'
            ? { companyId: a.companyId! }
            : { OR: [{ pickupLocationId: a.locationId! }, { dropoffLocationId: a.locationId! }] },
    ),
  product: (s: Scope) =>
    union<Prisma.ProductWhereInput>(s, (a) =>
      a.kind === 'network'
        ? null
        : a.kind === 'site'
          ? { siteId: a.siteId! }
          : a.kind === 'company'
            ? { OR: [{ companyId: a.companyId! }, { companyIdManager: a.companyId! }] }
            : { locationId: a.locationId! },
    ),
  rentalOption: (s: Scope) =>
    union<Prisma.RentalOptionWhereInput>(s, (a) =>
      a.kind === 'network'
        ? null
        : a.kind === 'site'
          ? { siteId: a.siteId! }
          : a.kind === 'company'
            ? { companyId: a.companyId! }
            : { locationId: a.locationId! },
    ),
  /** Customers and staff: people who booked within the account, or hold a role inside it. */
  user: (s: Scope) =>
    union<Prisma.UserWhereInput>(s, (a) => {
      if (a.kind === 'network') return null;
      const bookings = scopeWhere.booking({ accounts: [a] });
      const memberships: Prisma.MembershipWhereInput =
        a.kind === 'site'
          ? { OR: [{ siteId: a.siteId! }, { company: { siteId: a.siteId! } }, { location: { siteId: a.siteId! } }] }
          : a.kind === 'company'
            ? { OR: [{ companyId: a.companyId! }, { location: { companyId: a.companyId! } }] }
            : { locationId: a.locationId! };
      return { OR: [{ bookings: { some: bookings } }, { memberships: { some: memberships } }] };
    }),
  /** Business customers who booked within the account, or whose people did (the customer list names their business). */
  customerCompany: (s: Scope) =>
    union<Prisma.CustomerCompanyWhereInput>(s, (a) => {
      if (a.kind === 'network') return null;
      const bookings = scopeWhere.booking({ accounts: [a] });
      return { OR: [{ bookings: { some: bookings } }, { users: { some: { bookings: { some: bookings } } } }] };
    }),
};

export type ScopedEntity = keyof typeof scopeWhere;

const DELEGATE: Record<ScopedEntity, (db: Db) => { count(args: { where: object }): Promise<number> }> = {
  location: (db) => db.location,
  company: (db) => db.company,
  site: (db) => db.site,
  booking: (db) => db.booking,
  product: (db) => db.product,
  rentalOption: (db) => db.rentalOption,
  user: (db) => db.user,
  customerCompany: (db) => db.customerCompany,
};

/** True when the object with `id` lies inside the scope. */
export async function isVisible(db: Db, scope: Scope, entity: ScopedEntity, id: number): Promise<boolean> {
  const where = { AND: [{ id }, scopeWhere[entity](scope)] };
  return (await DELEGATE[entity](db).count({ where })) > 0;
}

/** Throws "not found" for an object outside the scope: its existence is not revealed. */
export async function assertVisible(db: Db, scope: Scope, entity: ScopedEntity, id: number): Promise<void> {
  if (!(await isVisible(db, scope, entity, id))) throw new NotFoundError();
}

/** The part of the scope whose roles may change `resource`. */
export function writableScope(scope: Scope, resource: Resource): Scope {
  return { accounts: scope.accounts.filter((a) => mayChange(a.role, resource)) };
}

/**
 * The owner company a new object of `resource` gets when the caller names none: null when a role of theirs that may
 * change it sits at network or site level (they choose, the form asks), else the company of the first account where
 * their role may change it (null when none has one). A read-only role counts for neither: an auditor of the site who
 * manages a company gets that company, not a demand to choose an owner they may not pick.
 */
export function defaultOwner(scope: Scope, resource: Resource): number | null {
  const writable = writableScope(scope, resource).accounts;
  if (writable.some((a) => a.kind === 'network' || a.kind === 'site')) return null;
  return writable.find((a) => a.companyId !== null)?.companyId ?? null;
}

/**
 * Which of the vehicles lie in an account where the viewer's role may change `resource`: the vehicles theirs to use in
 * such a write (put on a booking, put in a vehicle class). Not the whole (read) scope: with a read-only role in one
 * account and a writing role in another, a vehicle of the first is theirs to look at, not to give out.
 */
export async function changeableProducts(db: Pick<Db, 'product'>, scope: Scope, resource: Resource, productIds: readonly number[]): Promise<Set<number>> {
  if (!productIds.length) return new Set();
  const rows = await db.product.findMany({ where: { AND: [{ id: { in: [...productIds] } }, scopeWhere.product(writableScope(scope, resource))] }, select: { id: true } });
  return new Set(rows.map((p) => p.id));
}

/** Which of the vehicles the viewer may put on a booking: those in the accounts where their role may change bookings. */
export function placeableVehicles(db: Pick<Db, 'product'>, scope: Scope, productIds: readonly number[]): Promise<Set<number>> {
  return changeableProducts(db, scope, 'bookings', productIds);
}

/**
 * Checks that the caller may change the existing object: not visible → not found; visible but no role in the
 * scope may change this kind of thing there → forbidden.
 */
export async function assertMayChange(db: Db, scope: Scope, resource: Resource, entity: ScopedEntity, id: number): Promise<void> {
  await assertVisible(db, scope, entity, id);
  const writable = writableScope(scope, resource);
  if (writable.accounts.length === 0 || !(await isVisible(db, writable, entity, id))) {
    throw new ForbiddenError('Rolla di kan ikkje endre dette.');
  }
}

/** Where a new object will belong in the account tree. */
export interface Placement {
  siteId: number;
  companyId?: number | null;
  locationId?: number | null;
}

/** True when an account's scope contains the placement. */
export function accountContains(a: Account, p: Placement): boolean {
  switch (a.kind) {
    case 'network':
      return true;
    case 'site':
      return a.siteId === p.siteId;
    case 'company':
      return p.companyId != null && a.companyId === p.companyId;
    case 'location':
      return p.locationId != null && a.locationId === p.locationId;
  }
}

/** Checks that the caller may create `resource` at the placement. */
/** Whether some role of the scope may create this kind of thing at `placement` (assertMayCreate without the answer). */
export const mayCreate = (scope: Scope, resource: Resource, placement: Placement): boolean =>
  writableScope(scope, resource).accounts.some((a) => accountContains(a, placement));

export function assertMayCreate(scope: Scope, resource: Resource, placement: Placement): void {
  if (!scope.accounts.some((a) => accountContains(a, placement))) throw new NotFoundError('Fann ikkje eigaren i kontoen din.');
  if (!writableScope(scope, resource).accounts.some((a) => accountContains(a, placement))) {
    throw new ForbiddenError('Rolla di kan ikkje opprette dette her.');
  }
}

/** Scope fields of records, as loaded from the database. */
export interface ScopedRecords {
  location: { id: number; siteId: number; companyId: number };
  company: { id: number; siteId: number };
  site: { id: number };
  booking: { siteId: number; companyId: number; pickupLocationId: number; dropoffLocationId: number };
  product: { siteId: number; companyId: number | null; companyIdManager: number | null; locationId: number | null };
  rentalOption: { siteId: number; companyId: number | null; locationId: number | null };
}

const RECORD_TESTS: { [E in keyof ScopedRecords]: (a: Account, r: ScopedRecords[E]) => boolean } = {
  location: (a, r) => (a.kind === 'site' ? r.siteId === a.siteId : a.kind === 'company' ? r.companyId === a.companyId : r.id === a.locationId),
  company: (a, r) => (a.kind === 'site' ? r.siteId === a.siteId : r.id === a.companyId),
  site: (a, r) => r.id === a.siteId,
  booking: (a, r) =>
    a.kind === 'site'
      ? r.siteId === a.siteId
      : a.kind === 'company'
        ? r.companyId === a.companyId
        : r.pickupLocationId === a.locationId || r.dropoffLocationId === a.locationId,
  product: (a, r) =>
    a.kind === 'site'
      ? r.siteId === a.siteId
      : a.kind === 'company'
        ? r.companyId === a.companyId || r.companyIdManager === a.companyId
        : r.locationId === a.locationId,
  rentalOption: (a, r) => (a.kind === 'site' ? r.siteId === a.siteId : a.kind === 'company' ? r.companyId === a.companyId : r.locationId === a.locationId),
};

/**
 * The same rule as `scopeWhere`, for a record already loaded (node look-ups, staff-only fields). A test checks
 * that both agree on every demo record for every account.
 */
export function recordInScope<E extends keyof ScopedRecords>(scope: Scope, entity: E, record: ScopedRecords[E]): boolean {
  return scope.accounts.some((a) => a.kind === 'network' || RECORD_TESTS[entity](a, record));
}

/** Accounts from the narrowest (a location's) to the widest (the network's). */
const NARROWEST_FIRST: Account['kind'][] = ['location', 'company', 'site', 'network'];

/**
 * The narrowest of the accounts in which the booking shows (as the booking list reads scope: recordInScope), or null:
 * where a link to one booking opens it for a person who may hold several accounts (the staff notice mail).
 */
export function narrowestAccountHolding(accounts: Account[], booking: ScopedRecords['booking']): Account | null {
  const holding = accounts.filter((a) => recordInScope({ accounts: [a] }, 'booking', booking));
  return holding.sort((a, b) => NARROWEST_FIRST.indexOf(a.kind) - NARROWEST_FIRST.indexOf(b.kind))[0] ?? null;
}

/** The viewer's read scope when they are staff, else null (customers and visitors have none). */
export async function optionalScope(ctx: RequestContext): Promise<Scope | null> {
  if (!ctx.viewer?.isEmployee) return null;
  try {
    return await requireScope(ctx);
  } catch (err) {
    // No account (or a chosen one that is not theirs) means no staff scope; a database failure stays a failure.
    if (err instanceof AppError) return null;
    throw err;
  }
}
