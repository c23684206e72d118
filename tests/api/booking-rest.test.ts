/** The shop's legacy paths: GET /api/v1/browse_rentaloptions and POST /api/v1/booking/create. */
import { beforeAll, describe, expect, it } from 'vitest';
import { addLocalDays, formatOslo, fromOsloLocal, osloParts, weekdayOf } from '../../server/domain/time.ts';
import { createTestServer, type TestServer } from '../support/server.ts';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { carClass, FUTURE_TUESDAY, futureOslo } from '../support/shop.ts';

let server: TestServer;
let fixture: Awaited<ReturnType<typeof carClass>>;
beforeAll(async () => {
  server = await createTestServer();
  fixture = await carClass(server.db, 1);
});

const query = (extra = '') =>
  `/browse_rentaloptions?pickup_location_id=${fixture.location.id}&pickup_datetime=${encodeURIComponent(futureOslo(7))}&return_location_id=${fixture.location.id}&return_datetime=${encodeURIComponent(futureOslo(9))}&above25=true${extra}`;

/** The instant of `futureOslo(days)` (10:00 Oslo), for GraphQL. */
const at = (days: number) => new Date(FUTURE_TUESDAY + days * 86400_000).toISOString();

/** A legacy order body as the old front end sent it. */
const body = (extra: Record<string, unknown> = {}) => ({
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
  email: 'ola@example.no',
  reference: '',
  comment: '',
  cart: JSON.stringify([{ rentaloption_id: fixture.option.id, amount: 1 }]),
  rental_duration_hours: 48,
  total_price: 1000,
  pickupLocation: fixture.location.id,
  pickupDateTime: futureOslo(7),
  returnLocation: fixture.location.id,
  returnDateTime: futureOslo(9),
  above25: true,
  insurance: 'basis',
  termsAccepted: true,
  ...extra,
});

describe('GET /api/v1/browse_rentaloptions', () => {
  it('answers the rental options with legacy names and the period\'s prices', async () => {
    const r = await server.client().rest('GET', query());
    expect(r.status).toBe(200);
    const mine = r.body.data.find((o: { rentaloption_id: number }) => o.rentaloption_id === fixture.option.id);
    expect(mine).toMatchObject({
      rentaloption_title: fixture.option.title,
      rentaloption_price: 1000,
      rentaloption_price_per_day: 500,
      rentaloption_nodailyprice: false,
      rentaloption_max_amount: 1,
      rentaloption_available_count: 1,
      productcategory: { productcategory_iscar: true, productcategory_require_transportation_between_locations: true },
    });
    expect(mine.rentaloption_price_breakdown).toEqual([{ unit: 'day', count: 2, unit_price: 500, amount: 1000 }]);
    const codes = new Set(r.body.data.map((o: { productcategory: { productcategory_system_code: string | null } }) => o.productcategory.productcategory_system_code));
    expect(codes).toContain('insurance');
    const tagged = r.body.data.find((o: { rentaloption_product_tags: unknown[] }) => o.rentaloption_product_tags.length > 0);
    expect(tagged.rentaloption_product_tags[0]).toEqual(expect.objectContaining({ producttag_slug: expect.any(String), producttag_value: expect.any(String), producttag_display_value: expect.any(String), producttag_highlight: expect.any(Boolean) }));
  });

  it('offers the young-driver option only to a driver under 25, as GraphQL rentalSearch does', async () => {
    const codesOf = (r: { body: { data: { productcategory: { productcategory_system_code: string | null } }[] } }) =>
      new Set(r.body.data.map((o) => o.productcategory.productcategory_system_code));
    const over25 = await server.client().rest('GET', query());
    expect(over25.status).toBe(200);
    expect(codesOf(over25)).not.toContain('youngdriver');
    const under25 = await server.client().rest('GET', query().replace('above25=true', 'above25=false'));
    expect(codesOf(under25)).toContain('youngdriver');
    // GraphQL gives the same rental products for the same search.
    const gql = await server.client().gql(
      `query($input: RentalSearchInput!) { rentalSearch(input: $input) { ... on RentalSearch { offers { databaseId } } } }`,
      { input: { pickupLocationId: encodeGlobalID('Location', fixture.location.id), pickupAt: at(7), dropoffAt: at(9), above25: true } },
    );
    const ids = (gql.data.rentalSearch.offers as { databaseId: number }[]).map((o) => o.databaseId).sort((a, b) => a - b);
    expect(over25.body.data.map((o: { rentaloption_id: number }) => o.rentaloption_id).sort((a: number, b: number) => a - b)).toEqual(ids);
  });

  it('prices business without VAT', async () => {
    const r = await server.client().rest('GET', query('&business=true'));
    expect(r.body.data.find((o: { rentaloption_id: number }) => o.rentaloption_id === fixture.option.id).rentaloption_price).toBe(800);
  });

  it('names the legacy parameter that is wrong', async () => {
    const r = await server.client().rest('GET', `/browse_rentaloptions?pickup_location_id=${fixture.location.id}&pickup_datetime=i%20morgon&return_datetime=${encodeURIComponent(futureOslo(9))}`);
    expect(r.status).toBe(422);
    expect(r.body.fields[0].field).toBe('pickup_datetime');
  });
});

describe('POST /api/v1/booking/create', () => {
  it('creates the booking from the legacy body', async () => {
    const r = await server.client().rest('POST', '/booking/create', body());
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ booking_status: 'pending', total_price: 1000, rental_duration_hours: 48, customer_email: 'ola@example.no', licence_at_pickup: true });
    const lines = await server.db.bookingLine.findMany({ where: { bookingId: r.body.data.booking_id }, orderBy: { position: 'asc' }, include: { rentalOption: true } });
    expect(lines.map((l) => l.rentalOption.slug)).toEqual([fixture.option.slug, 'basis']);
  });

  it('answers 409 when the last vehicle is gone', async () => {
    const r = await server.client().rest('POST', '/booking/create', body());
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ code: 409, status: 'NotAvailable' });
  });

  it('refuses a tampered total and a wrong duration with 422 naming the legacy fields', async () => {
    const week = { pickupDateTime: futureOslo(28), returnDateTime: futureOslo(30) };
    const a = await server.client().rest('POST', '/booking/create', body({ ...week, total_price: 10 }));
    expect(a.status).toBe(422);
    expect(a.body.fields.map((f: { field: string }) => f.field)).toEqual(['total_price']);
    const b = await server.client().rest('POST', '/booking/create', body({ ...week, rental_duration_hours: 24 }));
    expect(b.body.fields.map((f: { field: string }) => f.field)).toEqual(['rental_duration_hours']);
    const c = await server.client().rest('POST', '/booking/create', body({ ...week, firstName: '', email: 'x', cart: '[' }));
    expect(c.status).toBe(422);
    expect(c.body.fields).toEqual([{ field: 'cart', message: 'cart må vere ei JSON-liste med rentaloption_id og amount.' }]);
    const d = await server.client().rest('POST', '/booking/create', body({ ...week, firstName: '', email: 'x' }));
    expect(d.body.fields.map((f: { field: string }) => f.field).sort()).toEqual(['email', 'firstName']);
  });

  it('answers a wrong kind of value with a Norwegian message naming the legacy field, never zod\'s English, and stores nothing', async () => {
    const week = { pickupDateTime: futureOslo(35), returnDateTime: futureOslo(37) };
    const before = await server.db.booking.count();
    for (const [extra, field, message] of [
      [{ total_price: true }, 'total_price', 'Ugyldig beløp.'],
      [{ total_price: [] }, 'total_price', 'Ugyldig beløp.'],
      [{ rental_duration_hours: 'abc' }, 'rental_duration_hours', 'Leigetida må vere eit heilt tal timar.'],
      [{ rental_duration_hours: 1.5 }, 'rental_duration_hours', 'Leigetida må vere eit heilt tal timar.'],
      [{ rental_duration_hours: 1e308 }, 'rental_duration_hours', 'Leigetida er for lang.'],
      [{ rental_duration_hours: [48] }, 'rental_duration_hours', 'Leigetida må vere eit heilt tal timar.'],
      [{ driversLicence: 'upload', driversLicenceFile: 123 }, 'driversLicenceFile', 'Ugyldig verdi: ventar tekst.'],
      // A list is not a place, however deep (JavaScript's Number([[1]]) is 1).
      [{ pickupLocation: [[fixture.location.id]] }, 'pickupLocation', 'Hentestad må veljast.'],
      [{ returnLocation: [fixture.location.id] }, 'returnLocation', 'Leveringsstad må veljast.'],
    ] as const) {
      const r = await server.client().rest('POST', '/booking/create', body({ ...week, ...extra }));
      expect(r.status, JSON.stringify(extra)).toBe(422);
      expect(r.body.fields, JSON.stringify(extra)).toContainEqual({ field, message });
      expect(JSON.stringify(r.body), JSON.stringify(extra)).not.toMatch(/Invalid|expected|received|Too big|expectedTotal|expectedDurationHours/);
    }
    expect(await server.db.booking.count()).toBe(before);
  });

  it('refuses 02:30 on the spring-forward night with 422 naming the field, and stores nothing', async () => {
    // The next last Sunday of March more than a day ahead: the clocks go from 02:00 to 03:00.
    const now = osloParts(new Date());
    let day = { year: now.year, month: 3, day: 31, hour: 10, minute: 0 };
    for (;;) {
      while (weekdayOf(day) !== 'sunday') day = addLocalDays(day, -1);
      if (fromOsloLocal(day).getTime() > Date.now() + 86_400_000) break;
      day = { year: day.year + 1, month: 3, day: 31, hour: 10, minute: 0 };
    }
    const date = formatOslo(fromOsloLocal(day)).slice(0, 10);
    const before = await server.db.booking.count();
    const message = 'Klokka 02:30 finst ikkje denne natta: klokkene blir stilte fram ein time. Vel eit anna klokkeslett.';
    for (const at of [`${date} 02:30:00`, `${date}T02:30`]) {
      const r = await server.client().rest('POST', '/booking/create', body({ pickupDateTime: at, returnDateTime: `${date} 20:00:00`, rental_duration_hours: 24, total_price: 500 }));
      expect(r.status).toBe(422);
      expect(r.body.fields).toEqual([{ field: 'pickupDateTime', message }]);
    }
    const back = await server.client().rest('POST', '/booking/create', body({ pickupDateTime: `${date} 10:00:00`, returnDateTime: `${date} 02:30:00` }));
    expect(back.status).toBe(422);
    expect(back.body.fields).toContainEqual({ field: 'returnDateTime', message });
    // The search refuses it the same way.
    const search = await server.client().rest('GET', `/browse_rentaloptions?pickup_location_id=${fixture.location.id}&pickup_datetime=${encodeURIComponent(`${date} 02:30:00`)}&return_location_id=${fixture.location.id}&return_datetime=${encodeURIComponent(`${date} 20:00:00`)}`);
    expect(search.status).toBe(422);
    expect(search.body.fields).toEqual([{ field: 'pickup_datetime', message }]);
    expect(await server.db.booking.count()).toBe(before);
  });

  it('answers 400 to a body that is not a JSON object', async () => {
    const res = await server.app.request('http://shop.test/api/v1/booking/create', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '[1,2' });
    expect(res.status).toBe(400);
  });
});
