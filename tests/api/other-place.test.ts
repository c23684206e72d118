/**
 * "Annet sted" (issue 8, defect 7): an order with a pick-up or return at "Annet sted" must say where the customer
 * wants the car; the address is checked by the server (GraphQL and REST), stored on the booking, shown to staff in the
 * booking and written in the confirmation and the location's notice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOURS_WARNINGS } from '../../server/domain/openingHours.ts';
import { parseOslo } from '../../server/domain/time.ts';
import { OTHER_PLACE_MESSAGES } from '../../server/domain/otherPlace.ts';
import { gid } from '../support/fixtures.ts';
import { createTestServer, type GraphQLResult, type TestServer } from '../support/server.ts';
import { CREATE, futureOslo, futureWeek, order, SEARCH } from '../support/shop.ts';
import { startSmtpServer, type ReceivedMail } from '../support/smtp.ts';

let server: TestServer;
let inbox: ReceivedMail[] = [];
let other: { id: number; gid: string };
let bergen: { id: number; gid: string };
let car: { id: number; gid: string };

beforeAll(async () => {
  const mail = await startSmtpServer();
  inbox = mail.inbox;
  server = await createTestServer({ smtpUrl: mail.url }, { worker: true });
  const place = async (slug: string) => {
    const l = await server.db.location.findFirstOrThrow({ where: { slug } });
    return { id: l.id, gid: gid('Location', l.id) };
  };
  other = await place('annet-sted');
  bergen = await place('bergen-sentrum');
  const option = await server.db.rentalOption.findFirstOrThrow({ where: { title: 'Mellomklasse', status: 'public' }, orderBy: { id: 'asc' } });
  car = { id: option.id, gid: gid('RentalOption', option.id) };
});
afterAll(() => server?.mailer.close());

const fields = (r: GraphQLResult) => (r.data?.createBooking.fields ?? []) as { field: string; message: string }[];

describe('createBooking with "Annet sted"', () => {
  it('refuses a pick-up at "Annet sted" without the address, and writes nothing', async () => {
    const before = await server.db.booking.count();
    const r = await server.client().gql(CREATE, { input: order(other.gid, car.gid, futureWeek(1), { dropoffLocationId: bergen.gid }) });
    expect(r.data.createBooking.__typename).toBe('ValidationError');
    expect(fields(r)).toEqual([{ field: 'pickupAddress', message: OTHER_PLACE_MESSAGES.pickupRequired }]);
    const long = await server.client().gql(CREATE, { input: order(other.gid, car.gid, futureWeek(1), { dropoffLocationId: bergen.gid, pickupAddress: 'x'.repeat(201) }) });
    expect(fields(long)).toEqual([{ field: 'pickupAddress', message: OTHER_PLACE_MESSAGES.tooLong }]);
    expect(await server.db.booking.count()).toBe(before);
  });

  it('stores the address, shows it to staff in the booking and writes it in both e-mails', async () => {
    const r = await server.client().gql(CREATE, {
      input: order(other.gid, car.gid, futureWeek(2), { dropoffLocationId: bergen.gid, pickupAddress: ' Hotell Ullensvang, Lofthus ', dropoffAddress: 'ignored for a branch', email: 'annet.sted@example.no' }),
    });
    expect(r.data.createBooking.__typename, JSON.stringify(r)).toBe('CreateBookingPayload');
    const id = r.data.createBooking.booking.databaseId as number;
    const stored = await server.db.booking.findUniqueOrThrow({ where: { id } });
    expect(stored).toMatchObject({ pickupAddress: 'Hotell Ullensvang, Lofthus', dropoffAddress: null });

    const staff = server.client();
    await staff.login('bergen@fjordbil.no', 'demo1234');
    const seen = await staff.gql(`query($id: ID!) { node(id: $id) { ... on Booking { pickupAddress dropoffAddress pickupLocation { name } } } }`, { id: gid('Booking', id) }, { 'x-account': 'fjordbil-bergen' });
    expect(seen.data?.node, JSON.stringify(seen)).toEqual({ pickupAddress: 'Hotell Ullensvang, Lofthus', dropoffAddress: null, pickupLocation: { name: 'Annet sted' } });

    await server.jobsDone();
    const number = String(id).padStart(4, '0');
    const confirmation = inbox.filter((m) => m.to.includes('annet.sted@example.no'));
    expect(confirmation).toHaveLength(1);
    expect(confirmation[0]!.raw).toContain('Annet sted (Hotell Ullensvang, Lofthus)');
    const notice = inbox.filter((m) => m.raw.includes(`Subject: Ny bestilling ${number}`));
    expect(notice).toHaveLength(1);
    expect(notice[0]!.raw).toContain('Annet sted (Hotell Ullensvang, Lofthus)');
  });

  it('calls it "Other place" in the confirmation of an order placed in English, and the staff notice keeps "Annet sted"', async () => {
    const r = await server.client().gql(
      CREATE,
      { input: order(other.gid, car.gid, futureWeek(3), { dropoffLocationId: bergen.gid, pickupAddress: 'Hotel Ullensvang, Lofthus', email: 'other.place@example.com' }) },
      { 'accept-language': 'en-GB,en;q=0.9' },
    );
    expect(r.data.createBooking.__typename, JSON.stringify(r)).toBe('CreateBookingPayload');
    const number = String(r.data.createBooking.booking.databaseId).padStart(4, '0');
    await server.jobsDone();
    const confirmation = inbox.filter((m) => m.to.includes('other.place@example.com'));
    expect(confirmation).toHaveLength(1);
    expect(confirmation[0]!.raw).toContain('Other place (Hotel Ullensvang, Lofthus)');
    expect(confirmation[0]!.raw).not.toContain('Annet sted');
    const notice = inbox.filter((m) => m.raw.includes(`Subject: Ny bestilling ${number}`));
    expect(notice).toHaveLength(1);
    expect(notice[0]!.raw).toContain('Annet sted (Hotel Ullensvang, Lofthus)');
  });

  it('asks for the return address when only the return is at "Annet sted" (REST names returnAddress)', async () => {
    const legacy = {
      orderType: 'private', firstName: 'Ola', lastName: 'Nordmann', driversLicence: 'bring_on_pickup', country_code: 'NOR', phone: '+4798765432',
      email: 'ola.retur@example.no', cart: JSON.stringify([{ rentaloption_id: car.id, amount: 1 }]), pickupLocation: bergen.id, returnLocation: other.id,
      pickupDateTime: futureOslo(21), returnDateTime: futureOslo(23), insurance: 'basis', termsAccepted: true,
    };
    const refused = await server.client().rest('POST', '/booking/create', legacy);
    expect(refused.status).toBe(422);
    expect(refused.body.fields).toEqual([{ field: 'returnAddress', message: OTHER_PLACE_MESSAGES.dropoffRequired }]);
    const made = await server.client().rest('POST', '/booking/create', { ...legacy, returnAddress: 'Kaien på Voss' });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const stored = await server.db.booking.findUniqueOrThrow({ where: { id: made.body.data.booking_id } });
    expect(stored).toMatchObject({ pickupAddress: null, dropoffAddress: 'Kaien på Voss' });
  });
});

describe('the search\'s warnings with "Annet sted"', () => {
  it('names the return end, and keeps the other place\'s opening-hours warning', async () => {
    const cart = { rentalOptionId: car.gid, accessories: [] };
    const search = (pickup: string, dropoff: string, pickupAt: string, dropoffAt: string) =>
      server.client().gql(SEARCH, { input: { pickupLocationId: pickup, dropoffLocationId: dropoff, pickupAt: parseOslo(pickupAt)!.toISOString(), dropoffAt: parseOslo(dropoffAt)!.toISOString() }, cart });
    // Tuesday 03:00 at "Annet sted", back on Thursday 23:00 at Bergen sentrum (returns close at 22:00).
    const a = await search(other.gid, bergen.gid, futureOslo(0, '03:00'), futureOslo(2, '23:00'));
    expect(a.data?.rentalSearch.warnings, JSON.stringify(a)).toEqual([HOURS_WARNINGS.otherPlace, HOURS_WARNINGS.returnOutsideHours]);
    const b = await search(bergen.gid, other.gid, futureOslo(0, '10:00'), futureOslo(2, '10:00'));
    expect(b.data.rentalSearch.warnings).toEqual([HOURS_WARNINGS.otherPlaceReturn]);
  });
});
