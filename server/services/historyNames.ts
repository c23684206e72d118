/**
 * What a history entry's reference fields point at, by name: a change of location reads "Bergen sentrum →
 * Flesland", not "3 → 7", and a booking's customer by name. Only records the viewer may see are named (a class may
 * hold another company's vehicles, which the history of the class must not name to a company manager); the admin
 * shows the others by number.
 */
import { isDbId } from '../domain/lists.ts';
import { vehicleText } from '../domain/planning.ts';
import type { Db } from '../db/client.ts';
import { batch, perRequest } from './batch.ts';
import type { RequestContext } from './context.ts';
import { optionalScope, scopeWhere, type Scope } from './scope.ts';

/** The reference fields staff histories hold, and what each points at. */
const REFERENCES = {
  categoryId: 'category',
  companyId: 'company',
  companyIdManager: 'company',
  locationId: 'location',
  locationIds: 'location',
  pickupLocationId: 'location',
  dropoffLocationId: 'location',
  productIds: 'product',
  siteId: 'site',
  customerUserId: 'user',
  imageUploadId: 'upload',
} as const satisfies Record<string, string>;

type Kind = (typeof REFERENCES)[keyof typeof REFERENCES];

/** The database ids a stored value holds: one id (a number or its digits), or a list of them. */
function idsIn(value: unknown): number[] {
  const one = (v: unknown) => (typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : v);
  return (Array.isArray(value) ? value : [value]).map(one).filter(isDbId);
}

/** One query per kind of record and request (batched across the entries of a history page), scope applied. */
const namers = perRequest((ctx: RequestContext) => {
  // Read once, when the first name is asked for (an entry without reference fields asks for none).
  let scope: Promise<Scope | null> | undefined;
  const named = (rows: { id: number; name: string }[]) => new Map(rows.map((r) => [r.id, r.name]));
  const load = (read: (db: Db, ids: number[], s: Scope) => Promise<{ id: number; name: string }[]>) =>
    batch<number, string>(async (ids) => {
      const s = await (scope ??= optionalScope(ctx));
      return s ? named(await read(ctx.db, ids, s)) : new Map();
    });
  return {
    category: load(async (db, ids) => (await db.productCategory.findMany({ where: { id: { in: ids } }, select: { id: true, title: true } })).map((c) => ({ id: c.id, name: c.title }))),
    company: load((db, ids, s) => db.company.findMany({ where: { AND: [{ id: { in: ids } }, scopeWhere.company(s)] }, select: { id: true, name: true } })),
    location: load((db, ids, s) => db.location.findMany({ where: { AND: [{ id: { in: ids } }, { OR: [scopeWhere.location(s), { status: 'public' }] }] }, select: { id: true, name: true } })),
    product: load(async (db, ids, s) => (await db.product.findMany({ where: { AND: [{ id: { in: ids } }, scopeWhere.product(s)] }, select: { id: true, name: true, licensePlate: true } })).map((p) => ({ id: p.id, name: vehicleText(p) }))),
    site: load((db, ids, s) => db.site.findMany({ where: { AND: [{ id: { in: ids } }, scopeWhere.site(s)] }, select: { id: true, name: true } })),
    // A rental product's picture is public (the shop shows it); only public pictures are named. Pictures are often
    // titled after their product, so a new one of the same title is told apart by its number.
    upload: load(async (db, ids) =>
      (await db.upload.findMany({ where: { id: { in: ids }, public: true }, select: { id: true, title: true, alt: true } })).map((u) => {
        const title = (u.title ?? u.alt ?? '').trim();
        return { id: u.id, name: title ? `«${title}» (bilete nr. ${u.id})` : `bilete nr. ${u.id}` };
      }),
    ),
    user: load(async (db, ids, s) =>
      (await db.user.findMany({ where: { AND: [{ id: { in: ids } }, scopeWhere.user(s)] }, select: { id: true, firstname: true, lastname: true } })).map((u) => ({ id: u.id, name: `${u.firstname} ${u.lastname}`.trim() })),
    ),
  } satisfies Record<Kind, (id: number) => Promise<string | undefined>>;
});

/**
 * For each reference field among the changes, the names of the records its before and after values point at, by id,
 * for those the viewer may see: `{ locationId: { "3": "Bergen sentrum", "7": "Flesland" } }`. A reference field is
 * listed (possibly with no names) so a reader knows its values are ids; other fields are left out. Null when none.
 */
export async function historyValueNames(ctx: RequestContext, changes: unknown): Promise<Record<string, Record<string, string>> | null> {
  if (!changes || typeof changes !== 'object' || Array.isArray(changes)) return null;
  const out: Record<string, Record<string, string>> = {};
  const loaders = namers(ctx);
  await Promise.all(
    Object.entries(changes).map(async ([field, pair]) => {
      const kind = (REFERENCES as Record<string, Kind>)[field];
      if (!kind) return;
      const names: Record<string, string> = {};
      out[field] = names;
      // [before, after], each one id or (productIds) a list of them.
      const ids = [...new Set((Array.isArray(pair) ? pair : [pair]).flatMap(idsIn))];
      await Promise.all(
        ids.map(async (id) => {
          const name = await loaders[kind](id);
          if (name !== undefined) names[String(id)] = name;
        }),
      );
    }),
  );
  return Object.keys(out).length ? out : null;
}
