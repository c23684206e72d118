/**
 * Bounded periods (at most 365 rental days, a pick-up at most 2 years ahead) in the shop's search and order, over
 * GraphQL and REST: a refused period names the field and writes nothing, and the audit's 9999 return answers at once.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { formatOslo, parseOslo } from '../../server/domain/time.ts';
import { carClass, CREATE, futureOslo, order, SEARCH } from '../support/shop.ts';
import { createTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
let fixture: Awaited<ReturnType<typeof carClass>>;
beforeAll(async () => {
  server = await createTestServer();
  fixture = await carClass(server.db, 2);
});

const TOO_LONG = 'Leigeperioden kan vere høgst 365 dagar.';
const TOO_FAR = 'Henting kan vere høgst 2 år fram i tid.';

/** "yyyy-mm-dd HH:MM" in Oslo `years` years and `days` days after today. */
function ahead(years: number, days: number, time = '10:00') {
  const [y, m, d] = formatOslo(new Date()).slice(0, 10).split('-').map(Number) as [number, number, number];
  return `${new Date(Date.UTC(y + years, m - 1, d + days)).toISOString().slice(0, 10)} ${time}`;
}

/** The ISO instant of an Oslo wall-clock text, as the GraphQL DateTime scalar takes it. */
const iso = (oslo: string) => parseOslo(oslo)!.toISOString();

const rowCounts = async () => ({ bookings: await server.db.booking.count(), lines: await server.db.bookingLine.count(), uploads: await server.db.upload.count(), history: await server.db.historyEntry.count() });

const legacyOrder = (pickup: string, dropoff: string) => ({
  orderType: 'private', firstName: 'Ola', lastName: 'Nordmann', driversLicence: 'bring_on_pickup', country_code: 'NOR', phone: '+4798765432',
  email: 'ola@example.no', cart: JSON.stringify([{ rentaloption_id: fixture.option.id, amount: 1 }]), pickupLocation: fixture.location.id,
  pickupDateTime: pickup, returnLocation: fixture.location.id, returnDateTime: dropoff, above25: true, insurance: 'basis', termsAccepted: true,
});

describe('the longest rental', () => {
  it('rentalSearch accepts exactly 365 rental days and refuses 365 days and 12 hours', async () => {
    const ok = await server.client().gql(SEARCH, { input: { pickupLocationId: fixture.locationGid, pickupAt: iso(futureOslo(0)), dropoffAt: iso(futureOslo(365)) }, cart: {} });
    expect(ok.data.rentalSearch).toMatchObject({ __typename: 'RentalSearch', days: 365 });
    const mine = ok.data.rentalSearch.vehicles.find((v: { databaseId: number }) => v.databaseId === fixture.option.id);
    expect(mine.breakdown.map((l: { unit: string; count: number }) => [l.unit, l.count])).toEqual([['week', 52], ['day', 1]]);
    const long = await server.client().gql(SEARCH, { input: { pickupLocationId: fixture.locationGid, pickupAt: iso(futureOslo(0)), dropoffAt: iso(futureOslo(365, '22:00')) }, cart: {} });
    expect(long.data.rentalSearch).toEqual({ __typename: 'ValidationError', fields: [{ field: 'dropoffAt', message: TOO_LONG }] });
  });

  it('createBooking books 365 days and refuses 366 without writing anything', async () => {
    const before = await rowCounts();
    const long = await server.client().gql(CREATE, { input: order(fixture.locationGid, fixture.optionGid, { pickupAt: iso(futureOslo(0)), dropoffAt: iso(futureOslo(365, '22:00')) }) });
    expect(long.data.createBooking).toEqual({ __typename: 'ValidationError', fields: [{ field: 'dropoffAt', message: TOO_LONG }] });
    expect(await rowCounts()).toEqual(before);
    const ok = await server.client().gql(CREATE, { input: order(fixture.locationGid, fixture.optionGid, { pickupAt: iso(futureOslo(0)), dropoffAt: iso(futureOslo(365)) }) });
    expect(ok.data.createBooking.booking).toMatchObject({ durationHours: 365 * 24, totalPrice: '156500.00' }); // 52 weeks × 3000 + 500
  });

  it('GET /api/v1/browse_rentaloptions refuses the audit’s return in year 9999 with 422 naming return_datetime', async () => {
    const q = (pickup: string, dropoff: string) =>
      `/browse_rentaloptions?pickup_location_id=${fixture.location.id}&pickup_datetime=${encodeURIComponent(pickup)}&return_datetime=${encodeURIComponent(dropoff)}`;
    const r = await server.client().rest('GET', q(ahead(0, 3), '9999-01-06 10:00'));
    expect(r.status).toBe(422);
    expect(r.body.fields).toEqual([{ field: 'return_datetime', message: TOO_LONG }]);
    const year = await server.client().rest('GET', q(futureOslo(0), futureOslo(365)));
    expect(year.status).toBe(200);
    expect(year.body.data.find((o: { rentaloption_id: number }) => o.rentaloption_id === fixture.option.id).rentaloption_rental_days).toBe(365);
  });

  it('POST /api/v1/booking/create refuses 2035 → 2335 and writes nothing', async () => {
    const before = await rowCounts();
    const r = await server.client().rest('POST', '/booking/create', legacyOrder('2035-01-06 10:00', '2335-01-06 10:00'));
    expect(r.status).toBe(422);
    expect(r.body.fields).toEqual(expect.arrayContaining([{ field: 'pickupDateTime', message: TOO_FAR }, { field: 'returnDateTime', message: TOO_LONG }]));
    expect(await rowCounts()).toEqual(before);
  });
});

describe('how far ahead a pick-up may lie', () => {
  it('rentalSearch accepts a pick-up a day short of 2 years and refuses one a day past', async () => {
    const near = await server.client().gql(SEARCH, { input: { pickupLocationId: fixture.locationGid, pickupAt: iso(ahead(2, -1)), dropoffAt: iso(ahead(2, 1)) }, cart: {} });
    expect(near.data.rentalSearch.__typename).toBe('RentalSearch');
    const far = await server.client().gql(SEARCH, { input: { pickupLocationId: fixture.locationGid, pickupAt: iso(ahead(2, 1)), dropoffAt: iso(ahead(2, 3)) }, cart: {} });
    expect(far.data.rentalSearch).toEqual({ __typename: 'ValidationError', fields: [{ field: 'pickupAt', message: TOO_FAR }] });
  });

  it('REST names pickup_datetime in the search and pickupDateTime in the order', async () => {
    const r = await server.client().rest('GET', `/browse_rentaloptions?pickup_location_id=${fixture.location.id}&pickup_datetime=${encodeURIComponent(ahead(2, 1))}&return_datetime=${encodeURIComponent(ahead(2, 3))}`);
    expect(r.status).toBe(422);
    expect(r.body.fields).toEqual([{ field: 'pickup_datetime', message: TOO_FAR }]);
    const before = await rowCounts();
    const o = await server.client().rest('POST', '/booking/create', legacyOrder(ahead(2, 1), ahead(2, 3)));
    expect(o.status).toBe(422);
    expect(o.body.fields).toEqual([{ field: 'pickupDateTime', message: TOO_FAR }]);
    expect(await rowCounts()).toEqual(before);
    // Just inside the horizon, on a weekday: the licence shown at pick-up needs the place open (closed at weekends).
    const back = [1, 2, 3, 4, 5, 6, 7].find((k) => [1, 2, 3].includes(new Date(`${ahead(2, -k).slice(0, 10)}T12:00:00Z`).getUTCDay()))!;
    const ok = await server.client().rest('POST', '/booking/create', legacyOrder(ahead(2, -back), ahead(2, -back + 2)));
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
  });
});
