/** The reference lists and the demo data every screen starts from. */
import { beforeAll, describe, expect, it } from 'vitest';
import { ACRISS_LETTERS, DEMO_USERS, seedIfEmpty } from '../../prisma/seed/index.ts';
import type { Db } from '../../server/db/client.ts';
import { toOre } from '../../server/domain/money.ts';
import { pricedOptionFromRow, quote } from '../../server/domain/pricing.ts';
import { verifyPassword } from '../../server/services/passwords.ts';
import { useTestDatabase } from '../support/database.ts';

let db: Db;
beforeAll(async () => {
  ({ db } = await useTestDatabase());
});

describe('reference lists', () => {
  it('holds every country with a Norwegian name, calling code and currency', async () => {
    expect(await db.country.count()).toBeGreaterThanOrEqual(245);
    expect(await db.country.findFirst({ where: { code: 'NOR' } })).toMatchObject({ name: 'Norge', phoneCode: '47', currencyCode: 'NOK', flagCode: 'no' });
    expect(await db.country.findFirst({ where: { code: 'SWE' } })).toMatchObject({ name: 'Sverige', phoneCode: '46', currencyCode: 'SEK' });
  });

  it('holds the four ACRISS lists with 17, 18, 4 and 6 letters', async () => {
    const counts = Object.fromEntries(
      (await db.acrissLetter.groupBy({ by: ['position'], _count: true })).map((g) => [g.position, g._count]),
    );
    expect(counts).toEqual({ category: 17, type: 18, transmission: 4, fuel: 6 });
    expect(Object.values(ACRISS_LETTERS).flat().length).toBe(45);
  });

  it('has a category for each system code', async () => {
    const codes = (await db.productCategory.findMany({ where: { systemCode: { not: null } } })).map((c) => c.systemCode).sort();
    expect(codes).toEqual(['accessory', 'extra_drivers', 'insurance', 'trailer', 'youngdriver']);
  });
});

describe('demo data', () => {
  it('has one employee per role level and a customer, each logging in with the documented password', async () => {
    const roles = DEMO_USERS.map((u) => u.role);
    expect(roles).toEqual(expect.arrayContaining(['network_admin', 'site_admin', 'company_manager', 'location_employee', null]));
    for (const u of DEMO_USERS) {
      const user = await db.user.findFirstOrThrow({ where: { email: u.email }, include: { memberships: true } });
      expect(await verifyPassword(user.passwordHash, u.password), u.email).toBe(true);
      expect(user.isEmployee).toBe(u.role !== null);
      expect(user.memberships.map((m) => m.role)).toEqual(u.role ? [u.role] : []);
    }
  });

  it('shows something true on every screen', async () => {
    expect(await db.network.findFirst()).toMatchObject({ name: 'Systemeier' });
    expect(await db.company.count()).toBe(2);
    expect(await db.location.count()).toBeGreaterThanOrEqual(6);
    expect(await db.location.count({ where: { city: { contains: 'Annet' } } })).toBe(1);
    expect(await db.product.count()).toBeGreaterThanOrEqual(20);
    for (const status of ['pending', 'confirmed', 'delivered', 'returned', 'completed', 'cancelled'] as const) {
      expect(await db.booking.count({ where: { status } }), status).toBeGreaterThan(0);
    }
    expect(await db.rentalOption.count({ where: { tags: { none: {} } } })).toBe(0);
    const basis = await db.rentalOption.findFirstOrThrow({ where: { slug: 'basis' } });
    expect(Number(basis.pricePrivateDay ?? 0)).toBe(0);
    expect((await db.rentalOption.findFirstOrThrow({ where: { slug: 'barnesete' } })).maxAmount).toBe(3);
  });

  it('names who placed every demo booking in its history, as a real order would ("Nettbutikken", never "Ukjend")', async () => {
    const { historyAuthorName } = await import('../../server/services/history.ts');
    const entries = await db.historyEntry.findMany({ where: { entityType: 'booking' }, include: { author: true } });
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.filter((h) => historyAuthorName(h) === null)).toEqual([]);
    expect(entries.some((h) => historyAuthorName(h) === 'Nettbutikken')).toBe(true);
  });

  it('has a location without staff at weekends', async () => {
    const locations = await db.location.findMany({ include: { openingHours: { where: { kind: 'employees' } } } });
    expect(locations.some((l) => l.openingHours.length > 0 && !l.openingHours.some((h) => h.day === 'saturday' || h.day === 'sunday'))).toBe(true);
  });

  it('puts every vehicle in at most one vehicle class, and only vehicle classes hold vehicles', async () => {
    const rows = await db.rentalOptionProduct.findMany({ include: { rentalOption: { include: { category: true } } } });
    expect(rows.length).toBeGreaterThan(20);
    for (const r of rows) {
      expect(r.rentalOption.category.requireTransportationBetweenLocations, `${r.rentalOption.slug}`).toBe(true);
      expect(r.vehicleClass, `${r.rentalOption.slug} ${r.productId}`).toBe(true);
    }
    const perVehicle = new Map<number, number>();
    for (const r of rows) perVehicle.set(r.productId, (perVehicle.get(r.productId) ?? 0) + 1);
    expect([...perVehicle.values()].every((n) => n === 1)).toBe(true);
  });

  it('prices every demo booking with the shop\'s own engine', async () => {
    const bookings = await db.booking.findMany({ include: { lines: { include: { rentalOption: true } } } });
    for (const b of bookings) {
      let sum = 0;
      for (const l of b.lines) {
        const unit = quote(pricedOptionFromRow(l.rentalOption as never), b.pickupAt, b.dropoffAt, b.orderType);
        expect(toOre(l.totalPrice.toString()), `booking ${b.id} line ${l.position}`).toBe(unit.total * l.amount);
        sum += unit.total * l.amount;
      }
      expect(toOre(b.totalPrice.toString()), `booking ${b.id}`).toBe(sum);
    }
  });

  it('is never written twice', async () => {
    const before = [await db.booking.count(), await db.user.count(), await db.country.count(), await db.acrissLetter.count()];
    expect(await seedIfEmpty(db)).toBe(false);
    expect([await db.booking.count(), await db.user.count(), await db.country.count(), await db.acrissLetter.count()]).toEqual(before);
  });
});
