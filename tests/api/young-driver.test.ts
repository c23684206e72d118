/**
 * A site with more than one young-driver product (one for vans, a dearer one for everything): a driver under 25 is
 * offered exactly one, the cheapest that fits the chosen vehicle, and the cart, the order and its total charge that
 * one. Until 2026-11-29 every young-driver product showed as added while only the catalogue's first was charged,
 * whatever the vehicle.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/client.ts';
import { gid } from '../support/fixtures.ts';
import { carClass, CREATE, futureWeek, order } from '../support/shop.ts';
import { createTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
let car: Awaited<ReturnType<typeof carClass>>;
let van: { optionGid: string };

const OFFERS = `query($input: RentalSearchInput!, $vehicle: ID, $cart: CartInput!) { rentalSearch(input: $input) { ... on RentalSearch {
  accessories: offers(group: accessories, forRentalOptionId: $vehicle) { slug automatic totalPrice }
  cart(input: $cart) { total lines { slug lineType amount locked totalPrice } errors { field message } } } } }`;

/** A young-driver product of the site (`fitsCategoryId`: only for that vehicle category). */
async function youngDriver(db: Db, slug: string, day: string, fitsCategoryId?: number) {
  const location = await db.location.findFirstOrThrow({ where: { slug: 'bergen-sentrum' } });
  const category = await db.productCategory.findFirstOrThrow({ where: { systemCode: 'youngdriver' } });
  return db.rentalOption.create({
    data: {
      title: `Ung sjåfør ${slug}`, slug, status: 'public', categoryId: category.id, siteId: location.siteId, companyId: location.companyId,
      pricePrivateDay: day, priceBusinessDay: day, maxAmount: 1,
      ...(fitsCategoryId ? { fitsCategories: { create: [{ categoryId: fitsCategoryId }] } } : {}),
    },
  });
}

beforeAll(async () => {
  server = await createTestServer();
  const db = server.db;
  car = await carClass(db, 1);
  // A van class with one van at the same place.
  const vanCategory = await db.productCategory.findFirstOrThrow({ where: { title: 'Varebil' } });
  const location = car.location;
  const vehicle = await db.product.create({ data: { name: 'Testvarebil', categoryId: vanCategory.id, siteId: location.siteId, companyId: location.companyId, locationId: location.id, licensePlate: 'TV12345' } });
  const option = await db.rentalOption.create({
    data: {
      title: 'Testvarebil', slug: `testvarebil-${Date.now() % 1e6}`, status: 'public', categoryId: vanCategory.id, siteId: location.siteId, companyId: location.companyId,
      locationId: location.id, pricePrivateDay: '700', pricePrivateDamageDeductible: '15000', priceBusinessDay: '600', products: { create: [{ productId: vehicle.id }] },
    },
  });
  van = { optionGid: gid('RentalOption', option.id) };
  // The seed's "Ung sjåfør" costs 120 a day; a cheaper one for vans only, and a dearer one for every vehicle.
  await youngDriver(db, 'ung-sjafor-varebil', '50', vanCategory.id);
  await youngDriver(db, 'ung-sjafor-dyr', '300');
});

const search = (vehicle: string, above25 = false) =>
  server.client().gql(OFFERS, { input: { pickupLocationId: car.locationGid, ...futureWeek(), above25 }, vehicle, cart: { rentalOptionId: vehicle } });

describe('a driver under 25, with several young-driver products', () => {
  it('a car: offered the cheapest that fits it, locked, and charged exactly that', async () => {
    const r = await search(car.optionGid);
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    const offered = r.data.rentalSearch.accessories.filter((o: { automatic: boolean }) => o.automatic);
    expect(offered.map((o: { slug: string }) => o.slug)).toEqual(['ung-sjafor']);
    const young = r.data.rentalSearch.cart.lines.filter((l: { locked: boolean }) => l.locked);
    expect(young).toEqual([{ slug: 'ung-sjafor', lineType: 'accessory', amount: 1, locked: true, totalPrice: offered[0].totalPrice }]);
    // None of the others is offered to choose either.
    expect(r.data.rentalSearch.accessories.map((o: { slug: string }) => o.slug)).not.toContain('ung-sjafor-dyr');
  });

  it('a van: the one for vans, which is cheaper, in the offers, the cart and the order', async () => {
    const r = await search(van.optionGid);
    const offered = r.data.rentalSearch.accessories.filter((o: { automatic: boolean }) => o.automatic);
    expect(offered.map((o: { slug: string }) => o.slug)).toEqual(['ung-sjafor-varebil']);
    expect(r.data.rentalSearch.cart.lines.filter((l: { locked: boolean }) => l.locked).map((l: { slug: string }) => l.slug)).toEqual(['ung-sjafor-varebil']);
    const placed = await server.client().gql(CREATE, { input: order(car.locationGid, van.optionGid, futureWeek(), { above25: false }) });
    expect(placed.data.createBooking.__typename, JSON.stringify(placed)).toBe('CreateBookingPayload');
    const lines = placed.data.createBooking.booking.lines.map((l: { rentalOption: { slug: string } }) => l.rentalOption.slug);
    expect(lines.filter((s: string) => s.startsWith('ung-sjafor'))).toEqual(['ung-sjafor-varebil']);
    expect(Number(placed.data.createBooking.booking.totalPrice)).toBeCloseTo(Number(r.data.rentalSearch.cart.total), 2);
  });

  it('no vehicle chosen yet (a search before step 2, REST browse_rentaloptions): every one is listed, as which applies is not known', async () => {
    const r = await server.client().gql(`query($input: RentalSearchInput!) { rentalSearch(input: $input) { ... on RentalSearch { offers(group: accessories) { slug automatic } } } }`, {
      input: { pickupLocationId: car.locationGid, ...futureWeek(), above25: false },
    });
    const young = r.data.rentalSearch.offers.filter((o: { automatic: boolean }) => o.automatic).map((o: { slug: string }) => o.slug);
    expect(young.sort()).toEqual(['ung-sjafor', 'ung-sjafor-dyr', 'ung-sjafor-varebil']);
  });

  it('a driver over 25: none offered, none charged', async () => {
    const r = await search(car.optionGid, true);
    expect(r.data.rentalSearch.accessories.map((o: { slug: string }) => o.slug).filter((s: string) => s.startsWith('ung-sjafor'))).toEqual([]);
    expect(r.data.rentalSearch.cart.lines.filter((l: { slug: string }) => l.slug.startsWith('ung-sjafor'))).toEqual([]);
  });
});
