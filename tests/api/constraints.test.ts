/** Guarantees the database itself keeps, whatever code writes to it. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/client.ts';
import { createUser, grant, placeWithObjects } from '../support/fixtures.ts';
import { useTestDatabase } from '../support/database.ts';

let db: Db;
beforeAll(async () => {
  ({ db } = await useTestDatabase());
});

/** A booking of `productId` from `from` for `hours`, with one rental line holding the vehicle. */
async function book(productId: number, rentalOptionId: number, locationId: number, from: string, hours: number, status: 'pending' | 'confirmed' | 'cancelled' | 'returned' = 'confirmed') {
  const loc = await db.location.findUniqueOrThrow({ where: { id: locationId } });
  const start = new Date(from);
  return db.booking.create({
    data: {
      status, pickupLocationId: locationId, dropoffLocationId: locationId, pickupAt: start, dropoffAt: new Date(start.getTime() + hours * 3600_000),
      durationHours: hours, totalPrice: '100.00', companyId: loc.companyId, siteId: loc.siteId,
      lines: { create: [{ position: 0, rentalOptionId, productId, lineType: 'rental', amount: 1, pricePerDay: '100.00', totalPrice: '100.00' }] },
    },
  });
}

describe('one vehicle never holds two overlapping active bookings', () => {
  let place: Awaited<ReturnType<typeof placeWithObjects>>;
  beforeAll(async () => {
    const bergen = await db.company.findFirstOrThrow({ where: { slug: 'fjordbil-bergen' } });
    place = await placeWithObjects(db, { siteId: bergen.siteId, companyId: bergen.id, label: 'overlapp' });
  });
  const args = () => [place.product.id, place.rentalOption.id, place.location.id] as const;

  it('refuses an overlapping booking of the same vehicle', async () => {
    await book(...args(), '2031-03-01T10:00:00Z', 48);
    await expect(book(...args(), '2031-03-02T10:00:00Z', 24)).rejects.toThrow(/booking_line_vehicle_no_overlap/);
  });

  it('leaves nothing half-written when it refuses', async () => {
    const before = await db.booking.count();
    await expect(book(...args(), '2031-03-01T12:00:00Z', 2)).rejects.toThrow();
    expect(await db.booking.count()).toBe(before);
  });

  it('allows back-to-back bookings (return at the next pick-up time)', async () => {
    await expect(book(...args(), '2031-03-03T10:00:00Z', 24)).resolves.toBeDefined();
  });

  it('ignores cancelled and returned bookings, and frees the vehicle when a booking is cancelled', async () => {
    await book(...args(), '2031-04-01T10:00:00Z', 24, 'cancelled');
    const active = await book(...args(), '2031-04-01T10:00:00Z', 24, 'pending');
    await expect(book(...args(), '2031-04-01T12:00:00Z', 2)).rejects.toThrow();
    await db.booking.update({ where: { id: active.id }, data: { status: 'cancelled' } });
    await expect(book(...args(), '2031-04-01T12:00:00Z', 2)).resolves.toBeDefined();
  });

  it('refuses re-activating or moving a booking onto an occupied period', async () => {
    const a = await book(...args(), '2031-05-01T10:00:00Z', 24, 'cancelled');
    await book(...args(), '2031-05-01T10:00:00Z', 24, 'confirmed');
    await expect(db.booking.update({ where: { id: a.id }, data: { status: 'pending' } })).rejects.toThrow(/no_overlap/);
    const b = await book(...args(), '2031-05-10T10:00:00Z', 24);
    await expect(db.booking.update({ where: { id: b.id }, data: { pickupAt: new Date('2031-05-01T12:00:00Z'), dropoffAt: new Date('2031-05-01T13:00:00Z') } })).rejects.toThrow(/no_overlap/);
  });

  it('allows overlapping bookings of different vehicles, and lines without a vehicle', async () => {
    const other = await db.product.create({ data: { name: 'Anna bil', categoryId: place.product.categoryId, siteId: place.product.siteId, locationId: place.location.id } });
    await expect(book(other.id, place.rentalOption.id, place.location.id, '2031-03-01T10:00:00Z', 24)).resolves.toBeDefined();
    const loc = place.location;
    await expect(
      db.booking.create({
        data: {
          pickupLocationId: loc.id, dropoffLocationId: loc.id, pickupAt: new Date('2031-03-01T10:00:00Z'), dropoffAt: new Date('2031-03-02T10:00:00Z'),
          durationHours: 24, totalPrice: '0', companyId: loc.companyId, siteId: loc.siteId,
          lines: { create: [{ position: 0, rentalOptionId: place.rentalOption.id, lineType: 'rental', pricePerDay: '0', totalPrice: '0' }] },
        },
      }),
    ).resolves.toBeDefined();
  });
});

describe('other checks', () => {
  it('keeps e-mail unique regardless of case', async () => {
    await createUser(db, 'Ola@Example.no');
    await expect(createUser(db, 'ola@example.NO')).rejects.toThrow(/Unique constraint/);
  });

  it('refuses a membership whose account does not match the role\'s level', async () => {
    const user = await createUser(db, 'feil-niva@example.no');
    const site = await db.site.findFirstOrThrow();
    await expect(grant(db, user.id, 'company_manager', { siteId: site.id })).rejects.toThrow(/membership_account_matches_role/);
  });

  it('keeps account slugs unique across networks, sites, companies and locations', async () => {
    const site = await db.site.findFirstOrThrow();
    await expect(db.company.create({ data: { siteId: site.id, name: 'Kopi', slug: site.slug } })).rejects.toThrow(/Unique constraint/);
    // The company table alone has no such slug: the refusal is the cross-table trigger's.
    expect(await db.company.count({ where: { slug: site.slug } })).toBe(0);
  });

  it('refuses a return before the pick-up and a malformed opening time', async () => {
    const loc = await db.location.findFirstOrThrow();
    await expect(
      db.booking.create({
        data: { pickupLocationId: loc.id, dropoffLocationId: loc.id, pickupAt: new Date('2031-01-02'), dropoffAt: new Date('2031-01-01'), durationHours: 24, totalPrice: '0', companyId: loc.companyId, siteId: loc.siteId },
      }),
    ).rejects.toThrow(/booking_period_positive/);
    await expect(db.openingHours.create({ data: { locationId: loc.id, kind: 'pickup', day: 'monday', opens: '25:00', closes: '10:00' } })).rejects.toThrow();
  });
});
