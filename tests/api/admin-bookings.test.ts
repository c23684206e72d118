/**
 * Staff changing bookings (GraphQL): repricing by the shop's engine, availability re-checked without the booking
 * itself, the database's refusal of one vehicle on two overlapping bookings (also when two assignments race), stale
 * edits, hand-set prices, status mails over real SMTP, cancelling releasing the vehicle at once, delete rules and
 * the phone order placed by staff.
 */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingNumber } from '../../server/domain/booking.ts';
import { periodText, PLANNING_MESSAGES } from '../../server/domain/planning.ts';
import { STAFF_ORDER_TERMS, STAFF_TERMS_CHECK } from '../../server/domain/terms.ts';
import { BOOKING_NODE, bookingGid, DELETE_BOOKING, linesInput, shopBooking, STAFF_BOOKING, stamp, update } from '../support/bookings.ts';
import { createUser, grant, PASSWORD } from '../support/fixtures.ts';
import { carClass, CREATE, FUTURE_TUESDAY, futureWeek, order, SEARCH } from '../support/shop.ts';
import { createTestServer, type TestClient, type TestServer } from '../support/server.ts';
import { startSmtpServer, type ReceivedMail } from '../support/smtp.ts';

let server: TestServer;
let admin: TestClient;
let received: ReceivedMail[] = [];
let networkAccount: string;
let mail: Awaited<ReturnType<typeof startSmtpServer>>;

beforeAll(async () => {
  mail = await startSmtpServer();
  received = mail.inbox;
  server = await createTestServer({ smtpUrl: mail.url }, { worker: true });
  admin = server.client();
  await admin.login('admin@fjordbil.no', 'demo1234');
  networkAccount = encodeGlobalID('Account', (await server.db.network.findFirstOrThrow()).slug);
});

afterAll(() => server?.mailer.close());

const DAY = 86400_000;
const period = (startMs: number, days: number) => ({ pickupAt: new Date(startMs).toISOString(), dropoffAt: new Date(startMs + days * DAY).toISOString() });

/** The shop's price for the same cart (rental and basis insurance) and period. */
async function shopTotal(locationGid: string, optionGid: string, p: { pickupAt: string; dropoffAt: string }) {
  const r = await server.client().gql(SEARCH, { input: { pickupLocationId: locationGid, ...p }, cart: { rentalOptionId: optionGid, accessories: [] } });
  return r.data.rentalSearch.cart.total as string;
}

/** The shop's sentence for a class gone full: for customers, never for staff. */
const SHOP_NOT_AVAILABLE = 'Leieproduktet er ikkje lenger ledig i denne perioden. Vel eit anna eller endra tidspunktet.';

/** What staff read when the class booked is full: the class and the period, in staff words. */
const staffClassFull = (title: string, p: { pickupAt: string; dropoffAt: string }) => PLANNING_MESSAGES.classFull(title, periodText(new Date(p.pickupAt), new Date(p.dropoffAt)));

async function availableCount(locationGid: string, optionId: number, p: { pickupAt: string; dropoffAt: string }) {
  const r = await server.client().gql(SEARCH, { input: { pickupLocationId: locationGid, ...p }, cart: { rentalOptionId: null, accessories: [] } });
  return (r.data.rentalSearch.vehicles.find((v: { databaseId: number }) => v.databaseId === optionId)?.availableCount ?? 0) as number;
}

describe('updateBooking', () => {
  it('reprices a changed period with the shop engine: the new total is what the shop asks for that period', async () => {
    const b = await shopBooking(server, { period: futureWeek(0) });
    const longer = period(FUTURE_TUESDAY + 7 * DAY, 9);
    const expected = await shopTotal(b.klass.locationGid, b.klass.optionGid, longer);
    expect(expected).not.toBe(b.row.totalPrice.toFixed(2));
    const r = await update(admin, { id: b.gid, updatedAt: b.row.updatedAt.toISOString(), ...longer });
    expect(r.__typename, JSON.stringify(r)).toBe('UpdateBookingSuccess');
    expect(r.booking.totalPrice).toBe(expected);
    expect(r.booking.durationDays).toBe(9);
    expect(r.booking.durationHours).toBe(9 * 24);
    const stored = await server.db.booking.findUniqueOrThrow({ where: { id: b.id }, include: { lines: true } });
    expect(stored.lines.reduce((s, l) => s + Number(l.totalPrice), 0).toFixed(2)).toBe(expected);
    // The history holds the change before → after, the cart lines included.
    const node = (await admin.gql(BOOKING_NODE, { id: b.gid })).data.node;
    const changes = node.history.edges[0].node.changes;
    expect(changes.totalPrice.map(Number)).toEqual([Number(b.row.totalPrice), Number(expected)]);
    expect(changes.pickupAt[1]).toBe(longer.pickupAt);
    expect(changes.lines[0]).toHaveLength(2);
    expect(changes.lines[1][0]).toMatch(/^1 × Testklasse .*per dag/);
    // The order's own first entry reads the same way: lines in words, never JSON; and a status change names the
    // statuses as staff read them.
    const created = node.history.edges.at(-1).node.changes;
    expect(created.lines[1]).toHaveLength(2);
    // Amounts as staff read them elsewhere ("790,00 kr"), not "790.00".
    for (const line of created.lines[1]) expect(line).toMatch(/^1 × .+: [\d\u00a0]+,\d{2}\u00a0kr per dag, [\d\u00a0]+,\d{2}\u00a0kr$/);
    expect(created.lines[0]).toBeNull();
    const confirmed = await update(admin, { id: b.gid, updatedAt: r.booking.updatedAt, status: 'confirmed' });
    expect(confirmed.__typename).toBe('UpdateBookingSuccess');
    const latest = (await admin.gql(BOOKING_NODE, { id: b.gid })).data.node.history.edges[0].node;
    expect(latest.comment).toContain('Venter behandling → Bekreftet');
  });

  it('keeps the stored prices when only the status, reference or comment change', async () => {
    const b = await shopBooking(server, { period: futureWeek(1) });
    await server.db.rentalOption.update({ where: { id: b.klass.option.id }, data: { pricePrivateDay: '9999' } });
    const r = await update(admin, { id: b.gid, updatedAt: b.row.updatedAt.toISOString(), reference: 'PO-1', comment: 'Ringt kunden' });
    expect(r.__typename).toBe('UpdateBookingSuccess');
    expect(r.booking.totalPrice).toBe(b.row.totalPrice.toFixed(2));
    expect(r.booking.reference).toBe('PO-1');
    // The same cart sent back with nothing else changed writes nothing, history included.
    const history = await server.db.historyEntry.count({ where: { entityType: 'booking', entityId: b.id } });
    const same = await update(admin, { id: b.gid, updatedAt: r.booking.updatedAt, lines: linesInput(b.row.lines), reference: 'PO-1' });
    expect(same.__typename).toBe('UpdateBookingSuccess');
    expect(same.booking.updatedAt).toBe(r.booking.updatedAt);
    expect(await server.db.historyEntry.count({ where: { entityType: 'booking', entityId: b.id } })).toBe(history);
  });

  it('answers a stale edit with ConflictError and writes nothing', async () => {
    const b = await shopBooking(server, { period: futureWeek(2) });
    const loaded = b.row.updatedAt.toISOString();
    expect((await update(admin, { id: b.gid, updatedAt: loaded, reference: 'første' })).__typename).toBe('UpdateBookingSuccess');
    const stale = await update(admin, { id: b.gid, updatedAt: loaded, reference: 'andre' });
    expect(stale.__typename).toBe('ConflictError');
    expect(stale.currentUpdatedAt).toBe(await stamp(server, b.id));
    expect((await server.db.booking.findUniqueOrThrow({ where: { id: b.id } })).reference).toBe('første');
  });

  it('re-checks availability for a new period without counting the booking itself', async () => {
    const klass = await carClass(server.db, 1);
    const a = await shopBooking(server, { klass, period: futureWeek(3) });
    const other = await shopBooking(server, { klass, period: futureWeek(5) });
    // Moving within its own period (one vehicle, held by itself) is fine.
    const moved = await update(admin, { id: a.gid, updatedAt: a.row.updatedAt.toISOString(), ...period(Date.parse(futureWeek(3).pickupAt) + 3600_000, 2) });
    expect(moved.__typename, JSON.stringify(moved)).toBe('UpdateBookingSuccess');
    // Onto the other booking's days: the only vehicle is taken.
    const clash = await update(admin, { id: a.gid, updatedAt: moved.booking.updatedAt, ...futureWeek(5) });
    expect(clash.__typename).toBe('NotAvailableError');
    expect(clash.rentalOptionId).toBe(encodeGlobalID('RentalOption', klass.option.id));
    // Staff read which class is full and when, not the shop's sentence to a customer.
    expect(clash.message).toBe(staffClassFull(klass.option.title, futureWeek(5)));
    expect(clash.message).toContain(klass.option.title);
    expect(clash.message).toMatch(/i perioden \d\d\.\d\d\.\d{4} kl\. \d\d:\d\d–\d\d\.\d\d\.\d{4} kl\. \d\d:\d\d/);
    expect((await server.db.booking.findUniqueOrThrow({ where: { id: a.id } })).pickupAt.toISOString()).toBe(moved.booking.pickupAt);
    expect(other.id).toBeGreaterThan(a.id);
  });

  it('assigns a vehicle, and the database refuses the same vehicle on an overlapping booking, naming it', async () => {
    const klass = await carClass(server.db, 2);
    const a = await shopBooking(server, { klass, period: futureWeek(6) });
    const b = await shopBooking(server, { klass, period: futureWeek(6) });
    const car = klass.products[0]!.id;
    const withCar = (row: typeof a.row) => linesInput(row.lines.map((l, i) => ({ ...l, productId: i === 0 ? car : null })));
    const first = await update(admin, { id: a.gid, updatedAt: a.row.updatedAt.toISOString(), lines: withCar(a.row) });
    expect(first.__typename, JSON.stringify(first)).toBe('UpdateBookingSuccess');
    expect(first.booking.lines[0].product.databaseId).toBe(car);
    expect(first.booking.totalPrice).toBe(a.row.totalPrice.toFixed(2));
    const second = await update(admin, { id: b.gid, updatedAt: b.row.updatedAt.toISOString(), lines: withCar(b.row) });
    expect(second.__typename).toBe('VehicleTakenError');
    expect(second.conflictingBookingNumber).toBe(bookingNumber(a.id));
    expect(second.message).toContain(bookingNumber(a.id));
    expect((await server.db.bookingLine.findFirstOrThrow({ where: { bookingId: b.id, position: 0 } })).productId).toBeNull();
  });

  it('lets exactly one of two concurrent assignments of one vehicle win; the other names the winner', async () => {
    const klass = await carClass(server.db, 2);
    const a = await shopBooking(server, { klass, period: futureWeek(7) });
    const b = await shopBooking(server, { klass, period: futureWeek(7) });
    const car = klass.products[1]!.id;
    const assign = (x: typeof a) =>
      update(admin, { id: x.gid, updatedAt: x.row.updatedAt.toISOString(), lines: linesInput(x.row.lines.map((l, i) => ({ ...l, productId: i === 0 ? car : null }))) });
    const results = await Promise.all([assign(a), assign(b)]);
    const names = results.map((r) => r.__typename).sort();
    expect(names).toEqual(['UpdateBookingSuccess', 'VehicleTakenError']);
    const winner = results.find((r) => r.__typename === 'UpdateBookingSuccess')!.booking.databaseId;
    expect(results.find((r) => r.__typename === 'VehicleTakenError')!.conflictingBookingNumber).toBe(bookingNumber(winner));
    expect(await server.db.bookingLine.count({ where: { productId: car, active: true } })).toBe(1);
  });

  it('marks a line with a hand-set price per day and never takes a total from the client', async () => {
    const b = await shopBooking(server, { period: futureWeek(8) });
    const addOn = await server.db.rentalOption.findFirstOrThrow({ where: { slug: 'barnesete' } });
    const lines = [...linesInput(b.row.lines), { rentalOptionId: encodeGlobalID('RentalOption', addOn.id), amount: 2, manualPricePerDay: '49,50' }];
    const r = await update(admin, { id: b.gid, updatedAt: b.row.updatedAt.toISOString(), lines });
    expect(r.__typename, JSON.stringify(r)).toBe('UpdateBookingSuccess');
    const manual = r.booking.lines[2];
    expect(manual).toMatchObject({ manualPrice: true, amount: 2, pricePerDay: '49.50', totalPrice: '198.00' });
    expect(r.booking.lines[0].manualPrice).toBe(false);
    expect(r.booking.totalPrice).toBe((Number(b.row.totalPrice) + 198).toFixed(2));
    // A total or a price on an engine line is not part of the input at all.
    const sneaky = await admin.gql(`mutation($input: UpdateBookingInput!) { updateBooking(input: $input) { __typename } }`, {
      input: { id: b.gid, updatedAt: r.booking.updatedAt, totalPrice: '1.00' },
    });
    expect(sneaky.errors?.[0]?.message).toMatch(/totalPrice/);
    const bad = await update(admin, { id: b.gid, updatedAt: r.booking.updatedAt, lines: [{ ...lines[0], amount: 2 }] });
    expect(bad.__typename).toBe('ValidationError');
    expect(bad.fields[0].field).toBe('lines.0.amount');
  });

  it('takes a blank hand-set price per day as 0 (spec 2 section 5), and still refuses one that is not a price', async () => {
    const b = await shopBooking(server, { period: futureWeek(8) });
    const addOn = await server.db.rentalOption.findFirstOrThrow({ where: { slug: 'barnesete' } });
    const line = (manualPricePerDay: string) => ({ rentalOptionId: encodeGlobalID('RentalOption', addOn.id), amount: 1, manualPricePerDay });
    const bad = await update(admin, { id: b.gid, updatedAt: b.row.updatedAt.toISOString(), lines: [...linesInput(b.row.lines), line('12,5x')] });
    expect(bad.__typename).toBe('ValidationError');
    expect(bad.fields).toEqual([{ field: `lines.${b.row.lines.length}.manualPricePerDay`, message: 'Pris per dag: berre siffer, med høgst 2 desimalar.' }]);
    const free = await update(admin, { id: b.gid, updatedAt: b.row.updatedAt.toISOString(), lines: [...linesInput(b.row.lines), line('  ')] });
    expect(free.__typename, JSON.stringify(free)).toBe('UpdateBookingSuccess');
    expect(free.booking.lines[b.row.lines.length]).toMatchObject({ manualPrice: true, pricePerDay: '0.00', totalPrice: '0.00' });
    expect(free.booking.totalPrice).toBe(Number(b.row.totalPrice).toFixed(2));
  });

  it('keeps the ordered price of the lines after one that is removed', async () => {
    // Found by a review: lines were matched to the stored ones by their place in the cart, so removing a line moved
    // every later one onto another's place, and those were priced again at today's prices.
    const b = await shopBooking(server, { period: futureWeek(8) });
    const [seat, roofBox] = await Promise.all(['barnesete', 'takboks'].map((slug) => server.db.rentalOption.findFirstOrThrow({ where: { slug } })));
    const addOn = (id: number) => ({ rentalOptionId: encodeGlobalID('RentalOption', id), amount: 1 });
    const added = await update(admin, { id: b.gid, updatedAt: b.row.updatedAt.toISOString(), lines: [...linesInput(b.row.lines), addOn(seat!.id), addOn(roofBox!.id)] });
    expect(added.__typename, JSON.stringify(added)).toBe('UpdateBookingSuccess');
    const position = b.row.lines.length + 1;
    // The roof box as ordered at an older price (what a price rise since would leave on the booking).
    await server.db.bookingLine.update({ where: { bookingId_position: { bookingId: b.id, position } }, data: { pricePerDay: '1.00', totalPrice: '7.00' } });
    const before = await server.db.booking.findUniqueOrThrow({ where: { id: b.id }, include: { lines: { orderBy: { position: 'asc' } } } });
    const r = await update(admin, { id: b.gid, updatedAt: before.updatedAt.toISOString(), lines: [...linesInput(b.row.lines), addOn(roofBox!.id)] });
    expect(r.__typename, JSON.stringify(r)).toBe('UpdateBookingSuccess');
    const box = (r.booking.lines as { rentalOption: { databaseId: number }; pricePerDay: string; totalPrice: string }[]).find((l) => l.rentalOption.databaseId === roofBox!.id)!;
    expect(box).toMatchObject({ pricePerDay: '1.00', totalPrice: '7.00' });
    // The total is the lines kept, at the prices they hold.
    const kept = before.lines.filter((l) => l.rentalOptionId !== seat!.id);
    expect(r.booking.totalPrice).toBe(kept.reduce((sum, l) => sum + Number(l.totalPrice), 0).toFixed(2));
  });

  it('refuses invalid fields with their names and writes nothing', async () => {
    const b = await shopBooking(server, { period: futureWeek(9) });
    const r = await update(admin, { id: b.gid, updatedAt: b.row.updatedAt.toISOString(), guestEmail: 'ikkje-epost', pickupAt: futureWeek(9).dropoffAt });
    expect(r.__typename).toBe('ValidationError');
    expect(r.fields.map((f: { field: string }) => f.field).sort()).toEqual(['guestEmail']);
    const r2 = await update(admin, { id: b.gid, updatedAt: b.row.updatedAt.toISOString(), pickupAt: futureWeek(9).dropoffAt });
    expect(r2.__typename).toBe('ValidationError');
    expect(r2.fields[0].field).toBe('dropoffAt');
    expect(await stamp(server, b.id)).toBe(b.row.updatedAt.toISOString());
    // "Annet sted" needs the address, as in the shop.
    const other = await server.db.location.findFirstOrThrow({ where: { slug: 'annet-sted' } });
    const r3 = await update(admin, { id: b.gid, updatedAt: b.row.updatedAt.toISOString(), dropoffLocationId: encodeGlobalID('Location', other.id) });
    expect(r3.__typename).toBe('ValidationError');
    expect(r3.fields[0].field).toBe('dropoffAddress');
    const r4 = await update(admin, { id: b.gid, updatedAt: b.row.updatedAt.toISOString(), dropoffLocationId: encodeGlobalID('Location', other.id), dropoffAddress: ' Strandkaien 2 ' });
    expect(r4.__typename, JSON.stringify(r4)).toBe('UpdateBookingSuccess');
    expect((await server.db.booking.findUniqueOrThrow({ where: { id: b.id } })).dropoffAddress).toBe('Strandkaien 2');
  });
});

describe('customer details', () => {
  it('changes the guest details and links a registered customer, with history', async () => {
    const b = await shopBooking(server, { period: futureWeek(19) });
    const customer = await server.db.user.findFirstOrThrow({ where: { email: 'kunde@example.no' } });
    const r = await update(admin, {
      id: b.gid, updatedAt: b.row.updatedAt.toISOString(), guestFirstname: 'Kari Anne', guestEmail: 'KARI.ANNE@example.no', guestPhone: '+47 913 00 000',
      guestCountry: 'swe', customerUserId: encodeGlobalID('User', customer.id),
    });
    expect(r.__typename, JSON.stringify(r)).toBe('UpdateBookingSuccess');
    expect(r.booking).toMatchObject({ guestFirstname: 'Kari Anne', guestEmail: 'kari.anne@example.no', customerUser: { id: encodeGlobalID('User', customer.id) } });
    const stored = await server.db.booking.findUniqueOrThrow({ where: { id: b.id } });
    // The number carries its own calling code (+47): that, not Sweden's, is stored beside it.
    expect(stored).toMatchObject({ guestCountry: 'SWE', guestPhoneCountryCode: '47' });
    const changes = (await server.db.historyEntry.findFirstOrThrow({ where: { entityType: 'booking', entityId: b.id }, orderBy: { id: 'desc' } })).changes as Record<string, unknown>;
    expect(changes.guestFirstname).toEqual(['Kari', 'Kari Anne']);
    expect(changes.customerUserId).toEqual([null, customer.id]);
    // A number without one takes the country's.
    const local = await update(admin, { id: b.gid, updatedAt: r.booking.updatedAt, guestPhone: '070 123 45 67', guestCountry: 'SWE' });
    expect(local.__typename, JSON.stringify(local)).toBe('UpdateBookingSuccess');
    expect(await server.db.booking.findUniqueOrThrow({ where: { id: b.id } })).toMatchObject({ guestPhone: '0701234567', guestPhoneCountryCode: '46' });
    // A new number alone, with a code of its own: that code.
    const danish = await update(admin, { id: b.gid, updatedAt: local.booking.updatedAt, guestPhone: '+45 20 12 34 56' });
    expect(danish.__typename, JSON.stringify(danish)).toBe('UpdateBookingSuccess');
    expect(await server.db.booking.findUniqueOrThrow({ where: { id: b.id } })).toMatchObject({ guestCountry: 'SWE', guestPhoneCountryCode: '45' });
    const unknown = await update(admin, { id: b.gid, updatedAt: danish.booking.updatedAt, customerUserId: encodeGlobalID('User', 99999999) });
    expect(unknown.__typename).toBe('ValidationError');
    expect(unknown.fields[0].field).toBe('customerUserId');
  });
});

describe('status changes', () => {
  const to = (address: string) => received.filter((m) => m.to.includes(address));

  it('mails the customer "Bestillinga di er stadfesta" on confirm and the cancellation on cancel, in the booking language', async () => {
    const b = await shopBooking(server, { period: futureWeek(10), email: 'status@example.no' });
    await server.jobsDone();
    const before = to('status@example.no').length;
    const confirmed = await update(admin, { id: b.gid, updatedAt: b.row.updatedAt.toISOString(), status: 'confirmed' });
    expect(confirmed.__typename).toBe('UpdateBookingSuccess');
    await server.jobsDone();
    const afterConfirm = to('status@example.no').slice(before);
    expect(afterConfirm).toHaveLength(1);
    expect(afterConfirm[0]!.raw).toMatch(/Subject: =?.*stadfesta|Subject: Bestillinga di er stadfesta/);
    expect(afterConfirm[0]!.raw).toContain(bookingNumber(b.id));
    const cancelled = await update(admin, { id: b.gid, updatedAt: confirmed.booking.updatedAt, status: 'cancelled' });
    expect(cancelled.__typename).toBe('UpdateBookingSuccess');
    await server.jobsDone();
    const afterCancel = to('status@example.no').slice(before + 1);
    expect(afterCancel).toHaveLength(1);
    expect(afterCancel[0]!.raw).toMatch(/avbroten/);
    // Other changes send nothing.
    await update(admin, { id: b.gid, updatedAt: cancelled.booking.updatedAt, comment: 'Ingen e-post' });
    await server.jobsDone();
    expect(to('status@example.no').length).toBe(before + 2);
  });

  /** Keeps a booking's refused status mails waiting (their retry not before an hour), however slow the machine. */
  const holdJobsOf = (id: number) =>
    server.db.$executeRaw`UPDATE graphile_worker._private_jobs SET run_at = now() + interval '1 hour' WHERE payload->>'bookingId' = ${String(id)} AND locked_at IS NULL`;
  /** Lets them (and any mail copied from them) run now. */
  const releaseJobsOf = (id: number) =>
    server.db.$executeRaw`UPDATE graphile_worker._private_jobs SET run_at = now() WHERE (payload->>'bookingId' = ${String(id)} OR payload::jsonb ? 'message') AND locked_at IS NULL`;

  /** A shop order to `email` whose own mails have gone; `before` counts the mails the address had by then. */
  async function mailedBooking(weeks: number, email: string) {
    const b = await shopBooking(server, { period: futureWeek(weeks), email });
    await server.jobsDone();
    return { b, before: to(email).length, refusedBefore: mail.refused.length };
  }

  /** A status change whose mail the mail server turns away: the mail then waits, held until releaseJobsOf. */
  async function changeWithMailRefused(b: { id: number; gid: string }, updatedAt: string, status: 'confirmed' | 'cancelled') {
    const refused = mail.refused.length;
    mail.failNext(1);
    const changed = await update(admin, { id: b.gid, updatedAt, status });
    expect(changed.__typename).toBe('UpdateBookingSuccess');
    await expect.poll(() => mail.refused.length, { timeout: 10_000 }).toBe(refused + 1);
    await holdJobsOf(b.id);
    return changed;
  }

  it('never sends a "stadfesta" that waited past the cancellation', async () => {
    // The mail server turns the confirmation away: it waits to be tried again while staff cancel the booking.
    const { b, before } = await mailedBooking(11, 'rekkjefolgje@example.no');
    const confirmed = await changeWithMailRefused(b, b.row.updatedAt.toISOString(), 'confirmed');
    const cancelled = await update(admin, { id: b.gid, updatedAt: confirmed.booking.updatedAt, status: 'cancelled' });
    expect(cancelled.__typename).toBe('UpdateBookingSuccess');
    // Once the queue has tried the confirmation again, it is dropped: the customer's last word is the cancellation.
    await releaseJobsOf(b.id);
    await server.jobsDone();
    const mails = to('rekkjefolgje@example.no').slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.raw).toMatch(/avbroten/);
    expect(mails[0]!.raw).not.toMatch(/stadfesta/);
  });

  it('sends a cancellation still waiting for the mail server when staff delete the booking (it was lost with the row)', async () => {
    const { b, before, refusedBefore } = await mailedBooking(13, 'sletta.for.sendt@example.no');
    const confirmed = await changeWithMailRefused(b, b.row.updatedAt.toISOString(), 'confirmed');
    await changeWithMailRefused(b, confirmed.booking.updatedAt, 'cancelled');
    // Both mails wait to be tried again; staff delete the booking at once, as they may.
    const deleted = (await admin.gql(DELETE_BOOKING, { input: { id: b.gid } })).data.deleteBooking;
    expect(deleted.__typename, JSON.stringify(deleted)).toBe('DeleteBookingSuccess');
    expect(await server.db.booking.count({ where: { id: b.id } })).toBe(0);
    await releaseJobsOf(b.id);
    await server.jobsDone();
    const mails = to('sletta.for.sendt@example.no').slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.raw).toMatch(/avbroten/);
    expect(mails[0]!.raw).toContain(bookingNumber(b.id));
    // With the Message-ID of the refused attempt: had that job gone too, a mail program would show one message.
    const messageId = (raw: string) => /^Message-ID: (.+)$/im.exec(raw)?.[1]?.trim();
    const attempt = mail.refusedMail.slice(refusedBefore).find((m) => /avbroten/.test(m.raw));
    expect(messageId(mails[0]!.raw)).toBeDefined();
    expect(messageId(mails[0]!.raw)).toBe(messageId(attempt!.raw));
  });

  it('tells the customer of an order deleted while pending that it is cancelled (they had "received"); a cancelled one deleted sends nothing more', async () => {
    const { b, before } = await mailedBooking(15, 'sletta.ventande@example.no');
    const deleted = (await admin.gql(DELETE_BOOKING, { input: { id: b.gid } })).data.deleteBooking;
    expect(deleted.__typename, JSON.stringify(deleted)).toBe('DeleteBookingSuccess');
    await server.jobsDone();
    const mails = to('sletta.ventande@example.no').slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.raw).toMatch(/avbroten/);
    expect(mails[0]!.raw).toContain(bookingNumber(b.id));
    // Cancelled first (mailed then), deleted after: the customer is not told twice.
    const second = await mailedBooking(16, 'avbroten.sletta@example.no');
    const cancelled = await update(admin, { id: second.b.gid, updatedAt: second.b.row.updatedAt.toISOString(), status: 'cancelled' });
    expect(cancelled.__typename).toBe('UpdateBookingSuccess');
    await server.jobsDone();
    expect((await admin.gql(DELETE_BOOKING, { input: { id: second.b.gid } })).data.deleteBooking.__typename).toBe('DeleteBookingSuccess');
    await server.jobsDone();
    expect(to('avbroten.sletta@example.no').slice(second.before)).toHaveLength(1);
  });

  it('sends a cancellation a worker was holding when staff deleted the booking (its send then failed)', async () => {
    const { b, before } = await mailedBooking(14, 'halden.jobb@example.no');
    await changeWithMailRefused(b, b.row.updatedAt.toISOString(), 'cancelled');
    // A worker takes the job again (as on a hung mail server) while staff delete the booking.
    const held = await server.db.$executeRaw`UPDATE graphile_worker._private_jobs SET locked_by = 'arbeidar-som-heng', locked_at = now()
      WHERE payload->>'bookingId' = ${String(b.id)}`;
    expect(held).toBe(1);
    const deleted = (await admin.gql(DELETE_BOOKING, { input: { id: b.gid } })).data.deleteBooking;
    expect(deleted.__typename, JSON.stringify(deleted)).toBe('DeleteBookingSuccess');
    // Its send fails and the job is let go: run again, it finds no booking. The copy made at the delete goes.
    await server.db.$executeRaw`UPDATE graphile_worker._private_jobs SET locked_by = NULL, locked_at = NULL, run_at = now() WHERE locked_by = 'arbeidar-som-heng'`;
    await server.jobsDone();
    const mails = to('halden.jobb@example.no').slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.raw).toMatch(/avbroten/);
  });

  it('tells the customer of a confirmed booking that staff changed its period, with the new total; a vehicle put on it or a comment sends nothing', async () => {
    // The customer's confirmation said one period and price; a later change left it standing without a word.
    const b = await shopBooking(server, { period: futureWeek(12), email: 'endra@example.no' });
    const confirmed = await update(admin, { id: b.gid, updatedAt: b.row.updatedAt.toISOString(), status: 'confirmed' });
    expect(confirmed.__typename).toBe('UpdateBookingSuccess');
    await server.jobsDone();
    const before = to('endra@example.no').length;
    const longer = { pickupAt: b.row.pickupAt.toISOString(), dropoffAt: new Date(b.row.dropoffAt.getTime() + 2 * DAY).toISOString() };
    const changed = await update(admin, { id: b.gid, updatedAt: confirmed.booking.updatedAt, ...longer });
    expect(changed.__typename, JSON.stringify(changed)).toBe('UpdateBookingSuccess');
    await server.jobsDone();
    const mails = to('endra@example.no').slice(before);
    expect(mails).toHaveLength(1);
    const raw = mails[0]!.raw.replace(/=\r?\n/g, '');
    expect(raw).toMatch(/Subject: =?.*endra|Subject: Bestillinga di er endra/);
    expect(raw).toContain(bookingNumber(b.id));
    const total = (await server.db.booking.findUniqueOrThrow({ where: { id: b.id } })).totalPrice;
    expect(Number(total)).toBeGreaterThan(Number(b.row.totalPrice));
    // Neither a vehicle on the line nor a comment is news to the customer.
    const lines = linesInput(b.row.lines);
    lines[0] = { ...lines[0]!, productId: encodeGlobalID('Product', b.klass.products[0]!.id) };
    const assigned = await update(admin, { id: b.gid, updatedAt: changed.booking.updatedAt, lines });
    expect(assigned.__typename, JSON.stringify(assigned)).toBe('UpdateBookingSuccess');
    await update(admin, { id: b.gid, updatedAt: assigned.booking.updatedAt, comment: 'Kunden ringde' });
    await server.jobsDone();
    expect(to('endra@example.no').length).toBe(before + 1);
  });

  it('tells the customer of a rental out with them that it was extended, with the new total; marking it returned sends nothing', async () => {
    const b = await shopBooking(server, { period: futureWeek(13), email: 'forlengd@example.no' });
    const out = await update(admin, { id: b.gid, updatedAt: b.row.updatedAt.toISOString(), status: 'delivered' });
    expect(out.__typename, JSON.stringify(out)).toBe('UpdateBookingSuccess');
    await server.jobsDone();
    const before = to('forlengd@example.no').length;
    const longer = { pickupAt: b.row.pickupAt.toISOString(), dropoffAt: new Date(b.row.dropoffAt.getTime() + 2 * DAY).toISOString() };
    const extended = await update(admin, { id: b.gid, updatedAt: out.booking.updatedAt, ...longer });
    expect(extended.__typename, JSON.stringify(extended)).toBe('UpdateBookingSuccess');
    await server.jobsDone();
    const mails = to('forlengd@example.no').slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.raw.replace(/=\r?\n/g, '')).toMatch(/Subject: =?.*endra|Subject: Bestillinga di er endra/);
    const returned = await update(admin, { id: b.gid, updatedAt: extended.booking.updatedAt, status: 'returned' });
    expect(returned.__typename).toBe('UpdateBookingSuccess');
    await server.jobsDone();
    expect(to('forlengd@example.no').length).toBe(before + 1);
  });

  it('writes the status mail in English for an order placed in English', async () => {
    const b = await shopBooking(server, { period: futureWeek(11), email: 'english@example.no' });
    await server.db.booking.update({ where: { id: b.id }, data: { language: 'en' } });
    const r = await update(admin, { id: b.gid, updatedAt: await stamp(server, b.id), status: 'confirmed' });
    expect(r.__typename).toBe('UpdateBookingSuccess');
    await server.jobsDone();
    expect(to('english@example.no').some((m) => /Your order is confirmed/.test(m.raw))).toBe(true);
  });

  it('releases the vehicle and the availability at once when cancelled', async () => {
    const klass = await carClass(server.db, 1);
    const p = futureWeek(12);
    const b = await shopBooking(server, { klass, period: p });
    const withCar = await update(admin, { id: b.gid, updatedAt: b.row.updatedAt.toISOString(), status: 'confirmed', lines: linesInput(b.row.lines.map((l, i) => ({ ...l, productId: i === 0 ? klass.products[0]!.id : null }))) });
    expect(withCar.__typename, JSON.stringify(withCar)).toBe('UpdateBookingSuccess');
    expect(await availableCount(klass.locationGid, klass.option.id, p)).toBe(0);
    const cancelled = await update(admin, { id: b.gid, updatedAt: withCar.booking.updatedAt, status: 'cancelled' });
    expect(cancelled.__typename).toBe('UpdateBookingSuccess');
    expect(await availableCount(klass.locationGid, klass.option.id, p)).toBe(1);
    // The vehicle is free for another booking of the same period.
    const next = await shopBooking(server, { klass, period: p });
    const assign = await update(admin, { id: next.gid, updatedAt: next.row.updatedAt.toISOString(), lines: linesInput(next.row.lines.map((l, i) => ({ ...l, productId: i === 0 ? klass.products[0]!.id : null }))) });
    expect(assign.__typename).toBe('UpdateBookingSuccess');
    // Re-activating the cancelled booking is refused: its vehicle class is full again.
    const back = await update(admin, { id: b.gid, updatedAt: cancelled.booking.updatedAt, status: 'pending' });
    expect(back.__typename).toBe('NotAvailableError');
  });
});

describe('bookingQuote (the price before saving)', () => {
  const QUOTE = `query($input: UpdateBookingInput!) { bookingQuote(input: $input) { __typename
    ... on BookingQuote { totalPrice lines { pricePerDay totalPrice manualPrice } } ... on Error { message } ... on NotAvailableError { rentalOptionId } } }`;
  const quote = async (c: TestClient, input: Record<string, unknown>) => (await c.gql(QUOTE, { input })).data?.bookingQuote;

  it('answers the total the save then stores, and writes, mails and records nothing', async () => {
    const b = await shopBooking(server, { period: futureWeek(30) });
    const confirmed = await update(admin, { id: b.gid, updatedAt: b.row.updatedAt.toISOString(), status: 'confirmed' });
    await server.jobsDone();
    const mailsBefore = received.length;
    const longer = period(FUTURE_TUESDAY + 30 * 7 * DAY, 6);
    const input = { id: b.gid, updatedAt: confirmed.booking.updatedAt, ...longer };
    const before = await server.db.booking.findUniqueOrThrow({ where: { id: b.id }, include: { lines: { orderBy: { position: 'asc' } } } });
    const historyBefore = await server.db.historyEntry.count({ where: { entityType: 'booking', entityId: b.id } });

    const q = await quote(admin, input);
    expect(q.__typename, JSON.stringify(q)).toBe('BookingQuote');
    expect(q.totalPrice).toBe(await shopTotal(b.klass.locationGid, b.klass.optionGid, longer));
    expect(q.totalPrice).not.toBe(before.totalPrice.toFixed(2));
    expect(q.lines).toHaveLength(before.lines.length);
    // Nothing happened: the row, its lines, its history, the queue.
    const after = await server.db.booking.findUniqueOrThrow({ where: { id: b.id }, include: { lines: { orderBy: { position: 'asc' } } } });
    expect(after).toEqual(before);
    expect(await server.db.historyEntry.count({ where: { entityType: 'booking', entityId: b.id } })).toBe(historyBefore);
    await server.jobsDone();
    expect(received.length).toBe(mailsBefore);

    // The save stores what the quote said, line by line.
    const saved = await update(admin, input);
    expect(saved.__typename).toBe('UpdateBookingSuccess');
    expect(saved.booking.totalPrice).toBe(q.totalPrice);
    expect(saved.booking.lines.map((l: { pricePerDay: string; totalPrice: string; manualPrice: boolean }) => ({ pricePerDay: l.pricePerDay, totalPrice: l.totalPrice, manualPrice: l.manualPrice }))).toEqual(q.lines);
  });

  it('refuses what the save would refuse: a full class, a stale edit, another location\'s booking', async () => {
    const klass = await carClass(server.db, 1);
    const p = futureWeek(31);
    const first = await shopBooking(server, { klass, period: p });
    const second = await shopBooking(server, { klass, period: futureWeek(33) });
    // Moving the second onto the first's week: the class has one car.
    const full = await quote(admin, { id: second.gid, updatedAt: second.row.updatedAt.toISOString(), ...p });
    expect(full.__typename).toBe('NotAvailableError');
    expect(full.message).toBe(staffClassFull(klass.option.title, p));
    const stale = await quote(admin, { id: first.gid, updatedAt: new Date(first.row.updatedAt.getTime() - 1000).toISOString(), comment: 'x' });
    expect(stale.__typename).toBe('ConflictError');
    const stranger = server.client();
    const email = `quote-${Date.now()}@fjordbil.no`;
    const user = await createUser(server.db, email);
    const flesland = await server.db.location.findFirstOrThrow({ where: { slug: 'bergen-lufthamn-flesland' } });
    await grant(server.db, user.id, 'location_employee', { locationId: flesland.id });
    await stranger.login(email, PASSWORD);
    const elsewhere = await quote(stranger, { id: first.gid, updatedAt: first.row.updatedAt.toISOString(), comment: 'x' });
    expect(['NotFoundError', 'ForbiddenError']).toContain(elsewhere.__typename);
    expect((await server.client().gql(QUOTE, { input: { id: first.gid, updatedAt: first.row.updatedAt.toISOString() } })).data?.bookingQuote ?? null).toBeNull();
  });
});

describe('deleteBooking', () => {
  it('deletes only pending or cancelled bookings, and the history shows who deleted it', async () => {
    const b = await shopBooking(server, { period: futureWeek(13) });
    const confirmed = await update(admin, { id: b.gid, updatedAt: b.row.updatedAt.toISOString(), status: 'confirmed' });
    expect(confirmed.booking.viewerMayDelete).toBe(false);
    expect(confirmed.booking.viewerMayChange).toBe(true);
    const refused = (await admin.gql(DELETE_BOOKING, { input: { id: b.gid } })).data.deleteBooking;
    expect(refused).toMatchObject({ __typename: 'NotDeletableError', status: 'confirmed', code: 'NOT_DELETABLE' });
    expect(refused.message).toMatch(/Avbryt bookingen/);
    expect(await server.db.booking.count({ where: { id: b.id } })).toBe(1);
    const cancelled = await update(admin, { id: b.gid, updatedAt: confirmed.booking.updatedAt, status: 'cancelled' });
    expect(cancelled.booking.viewerMayDelete).toBe(true);
    const done = (await admin.gql(DELETE_BOOKING, { input: { id: b.gid } })).data.deleteBooking;
    expect(done).toEqual({ __typename: 'DeleteBookingSuccess', deletedId: b.gid });
    expect(await server.db.booking.count({ where: { id: b.id } })).toBe(0);
    const history = await server.db.historyEntry.findMany({ where: { entityType: 'booking', entityId: b.id }, orderBy: { id: 'desc' }, include: { author: true } });
    expect(history[0]).toMatchObject({ status: 'deleted' });
    expect(history[0]!.author!.email).toBe('admin@fjordbil.no');
    expect(history[0]!.comment).toContain(bookingNumber(b.id));
    expect(history.length).toBeGreaterThanOrEqual(4);
    const rest = await admin.rest('GET', `/booking/history?booking_id=${b.id}`);
    expect(rest.status).toBe(200);
    expect(rest.body.data[0]).toMatchObject({ history_status: 'deleted' });
    expect(rest.body.data[0].history_author).toMatch(/\S/);
    // The admin reads it too (the booking's page says it is gone, and shows this): network staff only, as REST.
    const DELETED = `query($slug: String!, $id: ID!) { account(slug: $slug) { deletedHistory(id: $id) { status comment authorName } } }`;
    const slug = (await server.db.network.findFirstOrThrow()).slug;
    const answer = await admin.gql(DELETED, { slug, id: b.gid });
    const deleted = answer.data.account.deletedHistory;
    expect(deleted).toHaveLength(history.length);
    expect(deleted[0]).toMatchObject({ status: 'deleted', comment: history[0]!.comment, authorName: `${history[0]!.author!.firstname} ${history[0]!.author!.lastname}` });
    const manager = server.client();
    await manager.login('bergen@fjordbil.no', 'demo1234');
    expect((await manager.gql(DELETED, { slug: 'fjordbil-bergen', id: b.gid })).data.account.deletedHistory).toBeNull();
    // Nothing for a booking that still exists, nor for a type whose rows are not a deleted object's.
    const alive = await shopBooking(server, { period: futureWeek(14) });
    expect((await admin.gql(DELETED, { slug, id: alive.gid })).data.account.deletedHistory).toBeNull();
    expect((await admin.gql(DELETED, { slug, id: encodeGlobalID('User', b.id) })).data.account.deletedHistory).toBeNull();
  });

  // Once the customer has the vehicle the booking is a rental that happened: cancelling it would free a vehicle that is
  // out and mail the customer that it was cancelled, so the refusal does not suggest it.
  it.each(['delivered', 'returned', 'completed'] as const)('refuses to delete a %s booking without suggesting to cancel it', async (status) => {
    const b = await shopBooking(server, { period: futureWeek(15) });
    await server.db.booking.update({ where: { id: b.id }, data: { status } });
    const refused = (await admin.gql(DELETE_BOOKING, { input: { id: b.gid } })).data.deleteBooking;
    expect(refused).toMatchObject({ __typename: 'NotDeletableError', status, code: 'NOT_DELETABLE' });
    expect(refused.message).toBe('Berre bookingar som ventar behandling eller er avbrotne kan slettast. Kunden har alt henta køyretøyet, så bookingen blir verande.');
    const rest = await admin.rest('DELETE', `/booking/delete?booking_id=${b.id}`);
    expect(rest.status).toBe(409);
    expect(rest.body).toMatchObject({ status: 'NotDeletable', booking_status: status, data: refused.message });
    expect(await server.db.booking.count({ where: { id: b.id } })).toBe(1);
  });

  it('deletes a pending booking at once', async () => {
    const b = await shopBooking(server, { period: futureWeek(14) });
    expect((await admin.gql(DELETE_BOOKING, { input: { id: b.gid } })).data.deleteBooking.__typename).toBe('DeleteBookingSuccess');
    expect((await admin.gql(DELETE_BOOKING, { input: { id: b.gid } })).data.deleteBooking.__typename).toBe('NotFoundError');
  });
});

describe('createStaffBooking', () => {
  it('places a phone order outside opening hours: confirmed, marked as placed by staff, priced as the shop, warning returned', async () => {
    const klass = await carClass(server.db, 1);
    const late = period(FUTURE_TUESDAY + 15 * 7 * DAY + 13 * 3600_000, 2); // 23:00 Oslo
    const expected = await shopTotal(klass.locationGid, klass.optionGid, late);
    const accountId = networkAccount;
    const r = (
      await admin.gql(STAFF_BOOKING, {
        input: {
          accountId, pickupLocationId: klass.locationGid, rentalOptionId: klass.optionGid, ...late,
          firstname: 'Telefon', lastname: 'Kunde', email: 'telefon@example.no', phone: '+47 912 34 567', driversLicence: 'bring_on_pickup', termsAccepted: true,
        },
      })
    ).data.createStaffBooking;
    expect(r.__typename, JSON.stringify(r)).toBe('CreateStaffBookingSuccess');
    expect(r.booking).toMatchObject({ status: 'confirmed', placedByStaff: true, totalPrice: expected, guestEmail: 'telefon@example.no' });
    expect(r.booking.author.id).toBe(encodeGlobalID('User', (await server.db.user.findFirstOrThrow({ where: { email: 'admin@fjordbil.no' } })).id));
    expect(r.warnings.length).toBeGreaterThan(0);
    expect(r.edge.node.id).toBe(r.booking.id);
    await server.jobsDone();
    const mail = received.filter((m) => m.to.includes('telefon@example.no'));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.raw).toMatch(/stadfesta/);
    expect(mail[0]!.raw.replace(/=\r?\n/g, '')).toContain(STAFF_ORDER_TERMS.no.slice(0, 30));
    // The pick-up location is told of the order too, as placed by staff (it got nothing before).
    const notice = received.filter((m) => m.raw.includes(`Subject: Ny bestilling ${r.booking.number}`));
    expect(notice).toHaveLength(1);
    expect(notice[0]!.raw.replace(/=\r?\n/g, '')).toContain(`Ny bestilling ${r.booking.number} lagt inn av ein tilsett.`);
  });

  it('books for a registered customer by id, with their details, and refuses a full class like the shop', async () => {
    const klass = await carClass(server.db, 1);
    const customer = await server.db.user.findFirstOrThrow({ where: { email: 'kunde@example.no' } });
    const p = futureWeek(16);
    const input = {
      accountId: networkAccount, customerUserId: encodeGlobalID('User', customer.id),
      pickupLocationId: klass.locationGid, rentalOptionId: klass.optionGid, ...p, driversLicence: 'bring_on_pickup', termsAccepted: true,
    };
    const r = (await admin.gql(STAFF_BOOKING, { input })).data.createStaffBooking;
    expect(r.__typename, JSON.stringify(r)).toBe('CreateStaffBookingSuccess');
    expect(r.booking.customerUser.id).toBe(encodeGlobalID('User', customer.id));
    expect(r.booking.guestEmail).toBe(customer.email);
    const full = (await admin.gql(STAFF_BOOKING, { input })).data.createStaffBooking;
    expect(full.__typename).toBe('NotAvailableError');
    expect(full.message).toBe(staffClassFull(klass.option.title, p));
    // The shop, asked for the same class and period, keeps its own sentence for the customer.
    const shop = (await server.client().gql(CREATE, { input: order(klass.locationGid, klass.optionGid, p) })).data.createBooking;
    expect(shop.__typename).toBe('NotAvailableError');
    expect(shop.message).toBe(SHOP_NOT_AVAILABLE);
  });

  it('needs the staff member to confirm the customer accepted the terms, and writes nothing without it', async () => {
    const klass = await carClass(server.db, 1);
    const before = await server.db.booking.count();
    const input = {
      accountId: networkAccount, pickupLocationId: klass.locationGid, rentalOptionId: klass.optionGid, ...futureWeek(19),
      firstname: 'Utan', lastname: 'Vilkår', email: 'utan.vilkar@example.no', phone: '+47 912 34 567', driversLicence: 'bring_on_pickup', termsAccepted: false,
    };
    const r = (await admin.gql(STAFF_BOOKING, { input })).data.createStaffBooking;
    expect(r.__typename).toBe('ValidationError');
    expect(r.fields).toEqual([{ field: 'termsAccepted', message: STAFF_TERMS_CHECK.required }]);
    expect(await server.db.booking.count()).toBe(before);
    // Left out entirely, the request is refused as malformed.
    const { termsAccepted: _t, ...without } = input;
    expect((await admin.gql(STAFF_BOOKING, { input: without })).errors?.[0]?.message).toMatch(/termsAccepted/);
  });

  it('takes no price from the caller', async () => {
    const klass = await carClass(server.db, 1);
    const r = await admin.gql(STAFF_BOOKING, {
      input: {
        accountId: networkAccount, pickupLocationId: klass.locationGid, rentalOptionId: klass.optionGid, ...futureWeek(17),
        firstname: 'A', lastname: 'B', email: 'ab@example.no', phone: '+47 912 34 567', driversLicence: 'bring_on_pickup', termsAccepted: true, expectedTotal: '1.00',
      },
    });
    expect(r.errors?.[0]?.message).toMatch(/expectedTotal/);
  });

  it('offers on the phone-order screen only the vehicles the staff member may book there', async () => {
    // Another company's classes that may be fetched to Bergen were listed, and refused only when the order was sent.
    const bergen = server.client();
    await bergen.login('bergen@fjordbil.no', 'demo1234');
    const sentrum = await server.db.location.findFirstOrThrow({ where: { slug: 'bergen-sentrum' } });
    const sunnmore = await server.db.company.findFirstOrThrow({ where: { slug: 'fjordbil-sunnmore' } });
    const OFFERS = `query($input: RentalSearchInput!, $account: ID) { rentalSearch(input: $input) { ... on RentalSearch { offers(group: vehicles, bookableIn: $account) { databaseId } } } }`;
    const input = { pickupLocationId: encodeGlobalID('Location', sentrum.id), ...futureWeek(20) };
    const ids = async (c: TestClient, account?: string) =>
      ((await c.gql(OFFERS, { input, account: account ? encodeGlobalID('Account', account) : null })).data.rentalSearch.offers as { databaseId: number }[]).map((o) => o.databaseId);
    const companyOf = async (list: number[]) => (await server.db.rentalOption.findMany({ where: { id: { in: list } }, select: { companyId: true } })).map((o) => o.companyId);

    const shop = await ids(server.client());
    expect(await companyOf(shop), 'the shop offers Sunnmøre\'s fetchable classes at Bergen').toContain(sunnmore.id);
    const phone = await ids(bergen, 'fjordbil-bergen');
    expect(phone.length).toBeGreaterThan(0);
    expect(await companyOf(phone)).not.toContain(sunnmore.id);
    expect(phone.every((id) => shop.includes(id))).toBe(true);
    // The network may book every one of them; a customer cannot ask for a staff account's view at all.
    expect((await ids(admin, 'systemeier')).sort()).toEqual([...shop].sort());
    const customer = server.client();
    await customer.login('kunde@example.no', 'demo1234');
    expect((await customer.gql(OFFERS, { input, account: encodeGlobalID('Account', 'fjordbil-bergen') })).errors?.length).toBeGreaterThan(0);
  });

  it('is refused for a role that may not change bookings', async () => {
    const auditor = await createUser(server.db, 'revisor-booking@test.no');
    const site = await server.db.site.findFirstOrThrow({ where: { slug: 'fjordbil' } });
    await grant(server.db, auditor.id, 'site_franchise_auditor', { siteId: site.id });
    const c = server.client();
    await c.login(auditor.email, PASSWORD);
    const klass = await carClass(server.db, 1);
    const r = (
      await c.gql(STAFF_BOOKING, {
        input: {
          accountId: encodeGlobalID('Account', 'fjordbil'), pickupLocationId: klass.locationGid, rentalOptionId: klass.optionGid, ...futureWeek(18),
          firstname: 'A', lastname: 'B', email: 'ab@example.no', phone: '+47 912 34 567', driversLicence: 'bring_on_pickup', termsAccepted: true,
        },
      })
    ).data.createStaffBooking;
    expect(r.__typename).toBe('ForbiddenError');
    expect(bookingGid(1)).toBeTruthy();
  });
});
