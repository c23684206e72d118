/**
 * Staff editing insurances never stops the shop's orders: a rental product keeps its slug (its shop address) when its
 * title changes, so forsikring= links and legacy carts keep working after a rename; an order that names no insurance,
 * or the default link forsikring=basis, gets the default insurance even when Basis is gone (archived), and an
 * insurance asked for that the shop does not offer is refused naming the field.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestClient, type TestServer } from '../support/server.ts';
import { carClass, FUTURE_TUESDAY, futureOslo, SEARCH } from '../support/shop.ts';

let server: TestServer;
let admin: TestClient;
let seq = 0;

beforeAll(async () => {
  server = await createTestServer();
  admin = server.client();
  await admin.login('admin@fjordbil.no', 'demo1234');
});

const insuranceNamed = (slug: string) => server.db.rentalOption.findFirstOrThrow({ where: { slug, category: { systemCode: 'insurance' } } });

/** Changes a rental product as the admin's form does through the legacy path (loads it first for its updated_at). */
async function legacyUpdate(id: number, fields: Record<string, unknown>) {
  const loaded = await admin.rest('GET', `/rentaloption/${id}`);
  expect(loaded.status, JSON.stringify(loaded.body)).toBe(200);
  const r = await admin.rest('POST', '/rentaloption/update', { rentaloption_id: id, rentaloption_updated_at: loaded.body.data.rentaloption_updated_at, ...fields });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data as { rentaloption_title: string; rentaloption_slug: string; rentaloption_status: string };
}

/** A legacy order (as the old front end sent it) for a fresh car class of its own, two days from a Tuesday. */
async function legacyOrder(extra: Record<string, unknown> = {}) {
  seq += 1;
  const fixture = await carClass(server.db, 1, { title: `Forsikringsklasse ${seq}` });
  const week = 4 + seq; // each order its own week, clear of the others
  const body = {
    orderType: 'private',
    businessName: null,
    businessNumber: null,
    firstName: 'Ola',
    lastName: 'Nordmann',
    driversLicence: 'bring_on_pickup',
    driversLicenceFile: null,
    country: 'Norge',
    country_code: 'NOR',
    phone: '+4798765432',
    email: `ola${seq}@example.no`,
    reference: '',
    comment: '',
    cart: JSON.stringify([{ rentaloption_id: fixture.option.id, amount: 1 }]),
    rental_duration_hours: 48,
    pickupLocation: fixture.location.id,
    pickupDateTime: futureOslo(7 * week),
    returnLocation: fixture.location.id,
    returnDateTime: futureOslo(7 * week + 2),
    above25: true,
    termsAccepted: true,
    ...extra,
  };
  const r = await server.client().rest('POST', '/booking/create', body);
  const lines = r.status === 200
    ? await server.db.bookingLine.findMany({ where: { bookingId: r.body.data.booking_id }, orderBy: { position: 'asc' }, include: { rentalOption: true } })
    : [];
  return { status: r.status, body: r.body, fixture, insurance: lines.find((l) => l.lineType === 'insurance')?.rentalOption ?? null };
}

/** Step 6's cart for a fresh car class, as the shop asks for it (insurance null: none chosen in the link). */
async function shopCart(insurance: string | null) {
  const fixture = await carClass(server.db, 1);
  const r = await server.client().gql(SEARCH, {
    input: { pickupLocationId: fixture.locationGid, pickupAt: new Date(FUTURE_TUESDAY).toISOString(), dropoffAt: new Date(FUTURE_TUESDAY + 2 * 86400_000).toISOString() },
    cart: { rentalOptionId: fixture.optionGid, insurance, accessories: [] },
  });
  expect(r.data?.rentalSearch?.__typename, JSON.stringify(r)).toBe('RentalSearch');
  return r.data.rentalSearch.cart as { errors: { field: string; message: string }[]; lines: { slug: string; lineType: string; totalPrice: string }[] };
}

describe('insurances edited by staff, then ordered in the shop', () => {
  describe('as a network administrator renaming Basis', () => {
    it('keeps the slug "basis" when the title becomes "Basisforsikring", and the shop shows the new title', async () => {
      const basis = await insuranceNamed('basis');
      const saved = await legacyUpdate(basis.id, { rentaloption_title: 'Basisforsikring' });
      expect(saved).toMatchObject({ rentaloption_title: 'Basisforsikring', rentaloption_slug: 'basis' });
      const listed = await admin.rest('GET', `/rentaloption/${basis.id}`);
      expect(listed.body.data).toMatchObject({ rentaloption_title: 'Basisforsikring', rentaloption_slug: 'basis' });
    });

    it('step 6 prices an order that keeps the default insurance without "Ukjend forsikring."', async () => {
      for (const insurance of [null, 'basis']) {
        const cart = await shopCart(insurance);
        expect(cart.errors, String(insurance)).toEqual([]);
        expect(cart.lines.map((l) => [l.lineType, l.slug])).toEqual([['rental', expect.any(String)], ['insurance', 'basis']]);
      }
    });

    it('POST /api/v1/booking/create without insurance books, with the renamed Basis as its insurance', async () => {
      const r = await legacyOrder();
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.insurance).toMatchObject({ slug: 'basis', title: 'Basisforsikring' });
    });
  });

  describe('as a network administrator renaming Premium', () => {
    it('a bookmarked forsikring=premium link and a legacy order naming premium still get Premium', async () => {
      const premium = await insuranceNamed('premium');
      const saved = await legacyUpdate(premium.id, { rentaloption_title: 'Premium pluss' });
      expect(saved.rentaloption_slug).toBe('premium');
      const cart = await shopCart('premium');
      expect(cart.errors).toEqual([]);
      expect(cart.lines.find((l) => l.lineType === 'insurance')?.slug).toBe('premium');
      const r = await legacyOrder({ insurance: 'premium' });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.insurance).toMatchObject({ id: premium.id, title: 'Premium pluss' });
    });
  });

  describe('as a network administrator archiving Basis', () => {
    it('an order without insurance, or with the default link forsikring=basis, gets the cheapest public insurance instead', async () => {
      // A free insurance of the test's own, added before Basis goes: the included one from now on.
      const insuranceCategory = await server.db.productCategory.findFirstOrThrow({ where: { systemCode: 'insurance' } });
      const created = await admin.rest('POST', '/rentaloption/create', {
        rentaloption_title: 'Grunnforsikring test',
        rentaloption_status: 'public',
        rentaloption_image: 'fa-shield',
        productcategory_id: insuranceCategory.id,
        rentaloption_price_private_day: '0',
        rentaloption_price_business_day: '0',
      });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      const included = created.body.data as { rentaloption_id: number; rentaloption_slug: string };
      const basis = await insuranceNamed('basis');
      expect((await legacyUpdate(basis.id, { rentaloption_status: 'archived' })).rentaloption_status).toBe('archived');

      for (const insurance of [null, 'basis']) {
        const cart = await shopCart(insurance);
        expect(cart.errors, String(insurance)).toEqual([]);
        expect(cart.lines.find((l) => l.lineType === 'insurance'), String(insurance)).toMatchObject({ slug: included.rentaloption_slug, totalPrice: '0.00' });
      }
      const withoutInsurance = await legacyOrder();
      expect(withoutInsurance.status, JSON.stringify(withoutInsurance.body)).toBe(200);
      expect(withoutInsurance.insurance?.id).toBe(included.rentaloption_id);
      const oldDefaultLink = await legacyOrder({ insurance: 'basis' });
      expect(oldDefaultLink.status, JSON.stringify(oldDefaultLink.body)).toBe(200);
      expect(oldDefaultLink.insurance?.id).toBe(included.rentaloption_id);
    });

    it('with only paid insurances left, an order naming none is refused on insurance: nobody is charged for one they did not choose', async () => {
      // Every free insurance archived (Basis, and any other the file made), leaving the paid ones (Premium).
      const insurance = { category: { systemCode: 'insurance' as const } };
      await server.db.rentalOption.updateMany({ where: { ...insurance, OR: [{ pricePrivateDay: null }, { pricePrivateDay: { lte: 0 } }] }, data: { status: 'archived' } });
      const offered = await server.db.rentalOption.findMany({ where: { ...insurance, status: 'public' }, select: { pricePrivateDay: true } });
      expect(offered.length).toBeGreaterThan(0);
      expect(offered.every((o) => Number(o.pricePrivateDay) > 0)).toBe(true);
      const before = await server.db.booking.count();
      const cart = await shopCart(null);
      expect(cart.errors).toEqual([{ field: 'insurance', message: 'Ukjend forsikring.' }]);
      const r = await legacyOrder();
      expect(r.status).toBe(422);
      expect(r.body.fields).toEqual([{ field: 'insurance', message: 'Ukjend forsikring.' }]);
      expect(await server.db.booking.count()).toBe(before);
    });

    it('an insurance the shop does not offer, asked for by name, is refused naming the field, and no booking is written', async () => {
      const before = await server.db.booking.count();
      const r = await legacyOrder({ insurance: 'finst-ikkje' });
      expect(r.status).toBe(422);
      expect(r.body.fields).toEqual([{ field: 'insurance', message: 'Ukjend forsikring.' }]);
      expect(await server.db.booking.count()).toBe(before);
    });
  });
});
