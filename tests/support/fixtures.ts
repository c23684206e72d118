/** Test data built through Prisma on top of the demo seed: staff for every role and objects in known places. */
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { Db } from '../../server/db/client.ts';
import type { BookingStatus, OrderType, Role } from '../../server/generated/prisma/enums.ts';
import { hashPassword } from '../../server/services/passwords.ts';

export const PASSWORD = 'testpass1';
let hash: Promise<string> | undefined;

/** A Relay global id as the server encodes it. */
export const gid = (type: string, id: number) => encodeGlobalID(type, id);

/** Creates an employee (or a customer when `role` is null) with the shared test password. */
export async function createUser(db: Db, email: string, opts: { employee?: boolean } = {}) {
  hash ??= hashPassword(PASSWORD);
  return db.user.create({
    data: { email, firstname: 'Test', lastname: email.split('@')[0], passwordHash: await hash, isEmployee: opts.employee ?? true, phone: '+4790000000' },
  });
}

/** Grants `role` on the account the role's level calls for. */
export function grant(db: Db, userId: number, role: Role, account: { networkId?: number; siteId?: number; companyId?: number; locationId?: number }) {
  return db.membership.create({ data: { userId, role, ...account } });
}

/**
 * A booking copied from a demo booking of the company with the slug (its places, period, price and lines), with
 * `data` over it: whose it is, its status, its kind.
 */
export async function copyDemoBooking(
  db: Db,
  companySlug: string,
  data: { customerUserId?: number | null; customerCompanyId?: number | null; status?: BookingStatus; orderType?: OrderType },
) {
  const company = await db.company.findFirstOrThrow({ where: { slug: companySlug } });
  const b = await db.booking.findFirstOrThrow({ where: { companyId: company.id, lines: { some: {} } }, include: { lines: true }, orderBy: { id: 'asc' } });
  return db.booking.create({
    data: {
      pickupLocationId: b.pickupLocationId, dropoffLocationId: b.dropoffLocationId, pickupAt: b.pickupAt, dropoffAt: b.dropoffAt, durationHours: b.durationHours,
      totalPrice: b.totalPrice, companyId: b.companyId, siteId: b.siteId, status: 'completed', ...data,
      lines: { create: b.lines.map((l) => ({ position: l.position, rentalOptionId: l.rentalOptionId, lineType: l.lineType, amount: l.amount, pricePerDay: l.pricePerDay, totalPrice: l.totalPrice })) },
    },
  });
}

let seq = 0;

/**
 * A private (not public) location with one vehicle, one private rental product and one booking picked up and
 * returned there: the objects the scope tests look for inside and outside an account.
 */
export async function placeWithObjects(db: Db, p: { siteId: number; companyId: number; label: string }) {
  seq += 1;
  const slug = `test-${p.label}-${seq}-${Date.now() % 100000}`;
  const category = await db.productCategory.findFirstOrThrow({ where: { isCar: true } });
  const location = await db.location.create({
    data: {
      slug, name: `Testlokasjon ${p.label}`, status: 'private', address1: 'Testvegen 1', zip: '5000', city: 'Bergen',
      region: 'Bergen', siteId: p.siteId, companyId: p.companyId,
    },
  });
  const product = await db.product.create({
    data: { name: `Testbil ${p.label}`, categoryId: category.id, siteId: p.siteId, companyId: p.companyId, companyIdManager: p.companyId, locationId: location.id, licensePlate: `TT${String(10000 + seq)}` },
  });
  const rentalOption = await db.rentalOption.create({
    data: { title: `Testklasse ${p.label}`, slug, status: 'private', categoryId: category.id, siteId: p.siteId, companyId: p.companyId, locationId: location.id },
  });
  const start = new Date(Date.UTC(2030, 0, 1 + seq, 9));
  const booking = await db.booking.create({
    data: {
      pickupLocationId: location.id, dropoffLocationId: location.id, pickupAt: start, dropoffAt: new Date(start.getTime() + 86400_000),
      durationHours: 24, totalPrice: '1000.00', companyId: p.companyId, siteId: p.siteId, guestFirstname: 'Gjest', guestLastname: p.label,
      lines: { create: [{ position: 0, rentalOptionId: rentalOption.id, productId: product.id, lineType: 'rental', amount: 1, pricePerDay: '1000.00', totalPrice: '1000.00' }] },
    },
  });
  return { location, product, rentalOption, booking };
}
