/**
 * The booking mails as their readers get them over real SMTP: the places with their whole address, the customer's own
 * line breaks, the staff notice's link and customer line, which mails an outage may no longer send, which changes are
 * news to the customer, and the phone order's terms only where they belong.
 */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingNumber } from '../../server/domain/booking.ts';
import { placeLine, placeParts } from '../../server/domain/otherPlace.ts';
import { STAFF_ORDER_TERMS } from '../../server/domain/terms.ts';
import { guestEmail, linesInput, shopBooking, STAFF_BOOKING, update } from '../support/bookings.ts';
import { createUser, gid, grant, PASSWORD } from '../support/fixtures.ts';
import { carClass, CREATE, futureWeek, order } from '../support/shop.ts';
import { createTestServer, type TestClient, type TestServer } from '../support/server.ts';
import { startSmtpServer, type ReceivedMail } from '../support/smtp.ts';

let server: TestServer;
let admin: TestClient;
let mail: Awaited<ReturnType<typeof startSmtpServer>>;

beforeAll(async () => {
  mail = await startSmtpServer();
  server = await createTestServer({ smtpUrl: mail.url }, { worker: true });
  admin = server.client();
  await admin.login('admin@fjordbil.no', 'demo1234');
});

afterAll(() => server?.mailer.close());

const ERASE = `mutation($input: CustomerIdInput!) { eraseCustomer(input: $input) { __typename ... on Error { message } } }`;

/** A received message as UTF-8 text, quoted-printable undone (the SMTP helper makes each =XX one character). */
const plain = (m: ReceivedMail) => Buffer.from(m.raw, 'latin1').toString('utf8');
const to = (address: string) => mail.inbox.filter((m) => m.to.includes(address)).map(plain);
/** The notice to staff of one booking. */
const noticeOf = (id: number) => mail.inbox.map(plain).filter((m) => m.includes(`Subject: Ny bestilling ${bookingNumber(id)}`));
/** The HTML part of a message. */
const htmlOf = (m: string) => m.slice(m.indexOf('<!doctype html>'));

/** Keeps a booking's waiting mails waiting (not before an hour), however slow the machine. */
const holdJobsOf = (id: number) =>
  server.db.$executeRaw`UPDATE graphile_worker._private_jobs SET run_at = now() + interval '1 hour' WHERE payload->>'bookingId' = ${String(id)} AND locked_at IS NULL`;
const releaseJobsOf = (id: number) => server.db.$executeRaw`UPDATE graphile_worker._private_jobs SET run_at = now() WHERE payload->>'bookingId' = ${String(id)} AND locked_at IS NULL`;

/** A shop order whose two mails (the customer's "received" and the location's notice) the mail server turned away: they wait. */
async function orderWithMailsRefused(weeks: number, email: string) {
  const refused = mail.refused.length;
  mail.failNext(2);
  const b = await shopBooking(server, { period: futureWeek(weeks), email });
  await expect.poll(() => mail.refused.length, { timeout: 10_000 }).toBe(refused + 2);
  await holdJobsOf(b.id);
  return b;
}

describe('the places in the order mails', () => {
  it('names a branch by its whole address, its second line included (spec 1: address1, address2, zip, city)', async () => {
    const flesland = await server.db.location.findFirstOrThrow({ where: { slug: 'bergen-lufthamn-flesland' } });
    expect(placeLine(placeParts(flesland))).toBe('Bergen lufthamn Flesland (Flyplassvegen 555, Leiebilsenteret, P-hus P2, 5258 Blomsterdalen)');
    const klass = await carClass(server.db, 1);
    const email = guestEmail();
    const r = await server.client().gql(CREATE, { input: order(klass.locationGid, klass.optionGid, futureWeek(40), { email, dropoffLocationId: encodeGlobalID('Location', flesland.id) }) });
    expect(r.data?.createBooking?.__typename, JSON.stringify(r)).toBe('CreateBookingPayload');
    await server.jobsDone();
    const [received] = to(email);
    expect(received).toMatch(/Subject: Vi har motteke bestillinga di/);
    expect(received).toContain('Levering: Bergen lufthamn Flesland (Flyplassvegen 555, Leiebilsenteret, P-hus P2, 5258 Blomsterdalen)');
    // A branch without a second line reads as before.
    expect(received).toContain('Henting: Bergen sentrum (Lars Hilles gate 20, 5008 Bergen)');
  });
});

describe('the customer text in the HTML part', () => {
  it('keeps the line breaks of a comment on several lines', async () => {
    const klass = await carClass(server.db, 1);
    const email = guestEmail();
    const r = await server.client().gql(CREATE, { input: order(klass.locationGid, klass.optionGid, futureWeek(41), { email, comment: 'Kjem med ferja.\nRing meg når bilen er klar <takk>.' }) });
    expect(r.data?.createBooking?.__typename, JSON.stringify(r)).toBe('CreateBookingPayload');
    await server.jobsDone();
    const [received] = to(email);
    expect(htmlOf(received!)).toContain('Kommentaren din: Kjem med ferja.<br>Ring meg når bilen er klar &#60;takk&#62;.');
    const [notice] = noticeOf(r.data.createBooking.booking.databaseId);
    expect(htmlOf(notice!)).toContain('Kommentar frå kunden: Kjem med ferja.<br>Ring meg');
  });
});

describe('the notice to the pick-up location', () => {
  it('links to the booking for whoever reads the place\'s mailbox: each reader\'s own narrowest account that shows it', async () => {
    // A Flesland pick-up: its mailbox is the branch employee's, whose only account is the place's.
    const flesland = await server.db.location.findFirstOrThrow({ where: { slug: 'bergen-lufthamn-flesland' } });
    const klass = await carClass(server.db, 1);
    await server.db.product.update({ where: { id: klass.products[0]!.id }, data: { locationId: flesland.id } });
    await server.db.rentalOption.update({ where: { id: klass.option.id }, data: { locationId: flesland.id, canBeRequestedFromOtherLocation: true } });
    const placed = await server.client().gql(CREATE, { input: order(gid('Location', flesland.id), klass.optionGid, futureWeek(42), { email: guestEmail() }) });
    expect(placed.data.createBooking.__typename, JSON.stringify(placed)).toBe('CreateBookingPayload');
    const id = placed.data.createBooking.booking.databaseId as number;
    await server.jobsDone();
    const [notice] = noticeOf(id);
    const link = `http://shop.test/admin?booking=${id}`;
    expect(notice).toContain(`Opne administrasjonen: ${link}`);
    expect(htmlOf(notice!)).toContain(`<a href="${link}">Opne administrasjonen</a>`);
    // Where the link takes each reader: the place's account for its employee, the company's for its manager, the
    // site's and the network's for their admins; nowhere for another company's staff or a customer.
    const ACCOUNT = `query($id: ID!) { viewer { bookingAccount(bookingId: $id) { slug } } }`;
    const where = async (email: string, password = 'demo1234') => {
      const c = server.client();
      await c.login(email, password);
      return (await c.gql(ACCOUNT, { id: encodeGlobalID('Booking', id) })).data?.viewer?.bookingAccount?.slug ?? null;
    };
    const companySlug = (await server.db.company.findUniqueOrThrow({ where: { id: flesland.companyId } })).slug;
    expect(await where('flesland@fjordbil.no')).toBe('bergen-lufthamn-flesland');
    expect(await where('bergen@fjordbil.no')).toBe(companySlug);
    expect(await where('nasjonal@fjordbil.no')).toBe((await server.db.site.findUniqueOrThrow({ where: { id: flesland.siteId } })).slug);
    expect(await where('admin@fjordbil.no')).toBe((await server.db.network.findFirstOrThrow()).slug);
    const other = await server.db.company.findFirstOrThrow({ where: { id: { not: flesland.companyId }, siteId: flesland.siteId } });
    const outsider = await createUser(server.db, `annan.${process.pid}@fjordbil.no`);
    await grant(server.db, outsider.id, 'company_manager', { companyId: other.id });
    expect(await where(outsider.email, PASSWORD)).toBeNull();
    const customer = await createUser(server.db, `kunde.lenkje.${process.pid}@example.no`, { employee: false });
    expect(await where(customer.email, PASSWORD)).toBeNull();
  });

  it('gives a foreign guest\'s phone with its country code, as staff read it in the admin, so it can be called', async () => {
    const klass = await carClass(server.db, 1);
    const placed = await server.client().gql(CREATE, { input: order(klass.locationGid, klass.optionGid, futureWeek(46), { email: guestEmail(), countryCode: 'DEU', phone: '15123456789' }) });
    expect(placed.data.createBooking.__typename, JSON.stringify(placed)).toBe('CreateBookingPayload');
    await server.jobsDone();
    const [notice] = noticeOf(placed.data.createBooking.booking.databaseId as number);
    expect(notice).toMatch(/Kunde: Kari Kunde, [^,]+, \+49 151 234 567 89\./);
  });

  it('says "(anonymisert)" for a customer erased before it went, never a raw null', async () => {
    const email = `slettast.for.varsel.${process.pid}@example.no`;
    const person = await createUser(server.db, email, { employee: false });
    const b = await orderWithMailsRefused(43, email);
    const erased = await admin.gql(ERASE, { input: { id: encodeGlobalID('User', person.id) } });
    expect(erased.data.eraseCustomer.__typename, JSON.stringify(erased)).toBe('EraseCustomerSuccess');
    await releaseJobsOf(b.id);
    await server.jobsDone();
    const [notice] = noticeOf(b.id);
    expect(notice).toContain('Kunde: (anonymisert).');
    expect(notice).not.toMatch(/null/);
    expect(to(email)).toEqual([]);
  });
});

describe('the order received mail after a mail-server outage', () => {
  it.each([
    ['confirmed', /Subject: Bestillinga di er stadfesta/],
    ['cancelled', /Subject: Bestillinga di er avbroten/],
  ] as const)('is not sent once staff have %s the order: that mail stays the last word', async (status, subject) => {
    const email = guestEmail();
    const b = await orderWithMailsRefused(status === 'confirmed' ? 44 : 45, email);
    const changed = await update(admin, { id: b.gid, updatedAt: b.row.updatedAt.toISOString(), status });
    expect(changed.__typename, JSON.stringify(changed)).toBe('UpdateBookingSuccess');
    await expect.poll(() => to(email).length, { timeout: 10_000 }).toBe(1);
    // The mail server is back: the waiting mails are tried again.
    await releaseJobsOf(b.id);
    await server.jobsDone();
    const mails = to(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(subject);
    expect(mails.some((m) => /motteke/.test(m))).toBe(false);
    // Staff still hear of the order.
    expect(noticeOf(b.id)).toHaveLength(1);
  });

  it('is sent, late, while the order still waits for staff', async () => {
    const email = guestEmail();
    const b = await orderWithMailsRefused(46, email);
    await releaseJobsOf(b.id);
    await server.jobsDone();
    const mails = to(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(/Subject: Vi har motteke bestillinga di/);
  });
});

describe('"Bestillinga di er endra" for a change of what the customer gets', () => {
  async function confirmedBooking(weeks: number) {
    const email = guestEmail();
    const b = await shopBooking(server, { period: futureWeek(weeks), email });
    const confirmed = await update(admin, { id: b.gid, updatedAt: b.row.updatedAt.toISOString(), status: 'confirmed' });
    expect(confirmed.__typename).toBe('UpdateBookingSuccess');
    await server.jobsDone();
    return { b, email, updatedAt: confirmed.booking.updatedAt as string, before: to(email).length };
  }

  it('mails a move to another vehicle class at the same total, listing the new class', async () => {
    const { b, email, updatedAt, before } = await confirmedBooking(47);
    const other = await carClass(server.db, 1, { title: `Anna klasse ${process.pid}` });
    const lines = linesInput(b.row.lines);
    const rental = b.row.lines.findIndex((l) => l.lineType === 'rental');
    lines[rental] = { rentalOptionId: other.optionGid, amount: 1 };
    const moved = await update(admin, { id: b.gid, updatedAt, lines });
    expect(moved.__typename, JSON.stringify(moved)).toBe('UpdateBookingSuccess');
    expect(moved.booking.totalPrice).toBe(b.row.totalPrice.toFixed(2));
    await server.jobsDone();
    const mails = to(email).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(/Subject: Bestillinga di er endra/);
    expect(mails[0]).toContain(`1 × Anna klasse ${process.pid}`);
  });

  it('mails an add-on swapped for another at the same price; a vehicle put on the line still sends nothing', async () => {
    const { b, email, updatedAt, before } = await confirmedBooking(48);
    const [seat, roofBox] = await Promise.all(['barnesete', 'takboks'].map((slug) => server.db.rentalOption.findFirstOrThrow({ where: { slug } })));
    const addOn = (id: number) => ({ rentalOptionId: encodeGlobalID('RentalOption', id), amount: 1, manualPricePerDay: '50' });
    const added = await update(admin, { id: b.gid, updatedAt, lines: [...linesInput(b.row.lines), addOn(seat!.id)] });
    expect(added.__typename, JSON.stringify(added)).toBe('UpdateBookingSuccess');
    await server.jobsDone();
    expect(to(email).slice(before)).toHaveLength(1);
    const swapped = await update(admin, { id: b.gid, updatedAt: added.booking.updatedAt, lines: [...linesInput(b.row.lines), addOn(roofBox!.id)] });
    expect(swapped.__typename, JSON.stringify(swapped)).toBe('UpdateBookingSuccess');
    expect(swapped.booking.totalPrice).toBe(added.booking.totalPrice);
    await server.jobsDone();
    const mails = to(email).slice(before);
    expect(mails).toHaveLength(2);
    expect(mails[1]).toMatch(/Subject: Bestillinga di er endra/);
    expect(mails[1]).toContain(`1 × ${roofBox!.title}`);
    expect(mails[1]).not.toContain(`1 × ${seat!.title}`);
    // A vehicle on the class's line is no news to the customer.
    const lines = linesInput(b.row.lines);
    const rental = b.row.lines.findIndex((l) => l.lineType === 'rental');
    lines[rental] = { ...lines[rental]!, productId: encodeGlobalID('Product', b.klass.products[0]!.id) };
    const assigned = await update(admin, { id: b.gid, updatedAt: swapped.booking.updatedAt, lines: [...lines, addOn(roofBox!.id)] });
    expect(assigned.__typename, JSON.stringify(assigned)).toBe('UpdateBookingSuccess');
    await server.jobsDone();
    expect(to(email).slice(before)).toHaveLength(2);
  });
});

describe('a phone order placed by staff', () => {
  it('carries the terms the customer accepted in its confirmation, not in its cancellation', async () => {
    const klass = await carClass(server.db, 1);
    const email = guestEmail();
    const network = encodeGlobalID('Account', (await server.db.network.findFirstOrThrow()).slug);
    const r = (
      await admin.gql(STAFF_BOOKING, {
        input: {
          accountId: network, pickupLocationId: klass.locationGid, rentalOptionId: klass.optionGid, ...futureWeek(49),
          firstname: 'Telefon', lastname: 'Kunde', email, phone: '+47 912 34 567', driversLicence: 'bring_on_pickup', termsAccepted: true,
        },
      })
    ).data.createStaffBooking;
    expect(r.__typename, JSON.stringify(r)).toBe('CreateStaffBookingSuccess');
    await server.jobsDone();
    const cancelled = await update(admin, { id: r.booking.id, updatedAt: r.booking.updatedAt, status: 'cancelled' });
    expect(cancelled.__typename, JSON.stringify(cancelled)).toBe('UpdateBookingSuccess');
    await server.jobsDone();
    const [confirmation, cancellation] = to(email);
    expect(confirmation).toMatch(/Subject: Bestillinga di er stadfesta/);
    expect(confirmation).toContain(STAFF_ORDER_TERMS.no);
    expect(cancellation).toMatch(/Subject: Bestillinga di er avbroten/);
    expect(cancellation).not.toContain(STAFF_ORDER_TERMS.no.slice(0, 40));
  });
});
