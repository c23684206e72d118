/**
 * The demo data: one network, one site (Fjordbil) with two companies, locations in western Norway, a fleet, rental
 * products, log-ins for each level of the account tree and bookings in every status around the seed time.
 * All of it is written in one transaction, so a failure leaves nothing behind.
 */
import type { Db } from '../../server/db/client.ts';
import type { CategorySystemCode, ProductTagSlug } from '../../server/generated/prisma/enums.ts';
import { hashPassword } from '../../server/services/passwords.ts';
import { DEMO_USERS, seedAccounts, seedMemberships } from './demo-accounts.ts';
import { seedBookings } from './demo-bookings.ts';
import { seedLocations } from './demo-locations.ts';
import { seedProducts, type Kind } from './demo-products.ts';
import { seedRentalOptions } from './demo-rental-options.ts';
import type { Tx } from './demo-util.ts';
import { seedReference } from './reference.ts';

export { DEMO_USERS, type DemoUser } from './demo-accounts.ts';

type CategoryRef = Kind | CategorySystemCode;

/** Category ids by the key the demo modules use: car, van, or the system code. */
async function categoryIds(tx: Tx): Promise<Record<CategoryRef, number>> {
  const rows = await tx.productCategory.findMany({ orderBy: { id: 'asc' } });
  const byKey: Partial<Record<CategoryRef, number>> = {};
  for (const c of rows) {
    const key: CategoryRef | undefined = c.systemCode ?? (c.title === 'Personbil' ? 'car' : c.title === 'Varebil' ? 'van' : undefined);
    if (key && byKey[key] === undefined) byKey[key] = c.id;
  }
  const wanted: CategoryRef[] = ['car', 'van', 'trailer', 'insurance', 'accessory', 'extra_drivers', 'youngdriver'];
  for (const key of wanted) if (byKey[key] === undefined) throw new Error(`Produktkategorien ${key} manglar`);
  return byKey as Record<CategoryRef, number>;
}

async function tagIds(tx: Tx): Promise<Record<ProductTagSlug, number>> {
  const rows = await tx.productTag.findMany({ select: { id: true, slug: true } });
  return Object.fromEntries(rows.map((t) => [t.slug, t.id])) as Record<ProductTagSlug, number>;
}

/** "Oppretta" for every location, product and rental product, plus a few later changes. */
async function seedItemHistory(
  tx: Tx,
  siteId: number,
  authors: { byCompany: Record<number, number>; admin: number; site: number },
): Promise<void> {
  const locations = await tx.location.findMany({ where: { siteId }, select: { id: true, slug: true, status: true, createdAt: true, updatedAt: true, companyId: true } });
  const products = await tx.product.findMany({ where: { siteId }, select: { id: true, licensePlate: true, status: true, createdAt: true, updatedAt: true, companyId: true } });
  const options = await tx.rentalOption.findMany({ where: { siteId }, select: { id: true, slug: true, status: true, createdAt: true, updatedAt: true, companyId: true } });
  const by = (companyId: number | null) => (companyId === null ? authors.site : authors.byCompany[companyId]!);

  const later: Record<string, string> = {
    asane: 'Opningstidene er endra: ingen tilsette i helgane, nøkkelboks for henting.',
    'bergen-lufthamn-flesland': 'Kostnaden er endra til 250 kr (flyplassavgift).',
    DR77003: 'Status endra: til service for nye bremseklossar.',
    DR30045: 'Status endra: ikkje utleigbar før bilen er registrert som leigebil.',
    elbil: 'Prisane er oppdaterte for vintersesongen.',
    minibuss: 'Lagra som kladd. Ventar på løyve for minibussen.',
    gps: 'Arkivert: alle bilane har navigasjon.',
  };
  const entries: {
    entityType: 'location' | 'product' | 'rentaloption'; entityId: number; at: Date; authorId: number; status: string; comment: string;
  }[] = [];
  const add = (
    entityType: 'location' | 'product' | 'rentaloption',
    item: { id: number; status: string; createdAt: Date; updatedAt: Date; companyId: number | null },
    key: string | null,
    authorId: number,
  ) => {
    entries.push({ entityType, entityId: item.id, at: item.createdAt, authorId, status: item.status, comment: 'Oppretta' });
    const change = key ? later[key] : undefined;
    if (change) entries.push({ entityType, entityId: item.id, at: item.updatedAt, authorId, status: item.status, comment: change });
  };
  for (const l of locations) add('location', l, l.slug, authors.admin);
  for (const p of products) add('product', p, p.licensePlate, by(p.companyId));
  for (const o of options) add('rentaloption', o, o.slug, by(o.companyId));
  await tx.historyEntry.createMany({ data: entries });
}

/** Writes the demo data set (the log-ins with `passwords`, one per DEMO_USERS entry, when given). Refuses (through the unique slugs) to run on a database that already has it. */
export async function seedDemo(db: Db, passwords?: readonly string[]): Promise<void> {
  await seedReference(db);
  // Hashing is deliberately slow; do it before the transaction opens.
  const hashes = await Promise.all(DEMO_USERS.map((u, i) => hashPassword(passwords?.[i] ?? u.password)));
  const now = new Date();

  await db.$transaction(
    async (tx) => {
      const accounts = await seedAccounts(tx, now, hashes);
      const { siteId, companies, users } = accounts;
      const byCompany = { [companies.bergen]: users.bergen, [companies.sunnmore]: users.nasjonal };
      const locations = await seedLocations(tx, now, { siteId, companies, authorId: users.admin });
      await seedMemberships(tx, accounts, locations.flesland.id);

      const categories = await categoryIds(tx);
      const products = await seedProducts(tx, now, { siteId, categories, locations, authors: byCompany });
      const options = await seedRentalOptions(tx, now, {
        siteId, categories, tags: await tagIds(tx), locations, products, authors: byCompany, defaultAuthor: users.nasjonal,
      });
      await seedBookings(tx, now, {
        siteId, locations, options, products, customerUserId: users.kunde, customerCompanyId: accounts.customerCompanyId,
        staff: { byCompany, flesland: users.flesland },
      });
      await seedItemHistory(tx, siteId, { byCompany, admin: users.admin, site: users.nasjonal });
    },
    { timeout: 120_000, maxWait: 30_000 },
  );
}
