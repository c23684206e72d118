/** Scratch walk: the content of every mail (to be deleted). */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../../server/mail/mailer.ts';
import { fromOsloLocal } from '../../server/domain/time.ts';
import { bookingGid, DELETE_BOOKING, linesInput, STAFF_BOOKING, stamp, update } from '../support/bookings.ts';
import { carClass, CREATE, futureWeek, order } from '../support/shop.ts';
import { createTestServer, type TestClient, type TestServer } from '../support/server.ts';
import { startSmtpServer } from '../support/smtp.ts';

const EN = { 'accept-language': 'en-GB,en;q=0.9' };
let server: TestServer;
let admin: TestClient;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
const sent: MailMessage[] = [];
const DAY = 86400_000;

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await createTestServer({ smtpUrl: smtp.url }, { worker: true });
  const orig = server.mailer.send.bind(server.mailer);
  server.mailer.send = async (m, o) => {
    const r = await orig(m, o);
    sent.push(m);
    return r;
  };
  admin = server.client();
  await admin.login('admin@fjordbil.no', 'demo1234');
});
afterAll(() => server?.mailer.close());

const to = (a: string) => sent.filter((m) => m.to === a);
const show = (label: string, ms: MailMessage[]) => {
  for (const m of ms) console.log(`===== ${label} → ${m.to} | ${m.subject}\n${m.text}\n----- html:\n${m.html}\n`);
};
const clean = (m: MailMessage) => {
  for (const part of [m.subject, m.text, m.html]) expect(part).not.toMatch(/undefined|NaN|\bnull\b|\[object/);
};
const opt = async (slug: string) => encodeGlobalID('RentalOption', (await server.db.rentalOption.findFirstOrThrow({ where: { slug } })).id);
const loc = async (slug: string) => encodeGlobalID('Location', (await server.db.location.findFirstOrThrow({ where: { slug } })).id);

/** Saturday before the last Sunday of March 2027 10:00 Oslo → Monday 10:00 Oslo (clocks go forward in between). */
const DST = { pickupAt: fromOsloLocal({ year: 2027, month: 3, day: 27, hour: 10, minute: 0 }).toISOString(), dropoffAt: fromOsloLocal({ year: 2027, month: 3, day: 29, hour: 10, minute: 0 }).toISOString() };

describe('mail contents', () => {
  it('Norwegian private order across DST: received, confirmed, changed, cancelled', async () => {
    const input = order(await loc('bergen-sentrum'), await opt('smabil'), DST, {
      email: 'walk.no@example.no', lastname: "O'Neil", comment: 'Kjem <b>seint</b> & "trøytt"\nline 2', reference: 'PO <7>',
      insurance: 'premium', accessories: [{ rentalOptionId: await opt('barnesete'), amount: 2 }],
    });
    const r = await server.client().gql(CREATE, { input });
    expect(r.data?.createBooking?.__typename, JSON.stringify(r)).toBe('CreateBookingPayload');
    const id = r.data.createBooking.booking.databaseId;
    await server.jobsDone();
    show('NO received', to('walk.no@example.no'));
    show('NO notice', sent.filter((m) => m.subject.startsWith('Ny bestilling')));
    const row = await server.db.booking.findUniqueOrThrow({ where: { id } });
    const c1 = await update(admin, { id: bookingGid(id), updatedAt: row.updatedAt.toISOString(), status: 'confirmed' });
    await server.jobsDone();
    const c2 = await update(admin, { id: bookingGid(id), updatedAt: c1.booking.updatedAt, dropoffAt: new Date(new Date(DST.dropoffAt).getTime() + DAY).toISOString() });
    expect(c2.__typename, JSON.stringify(c2)).toBe('UpdateBookingSuccess');
    await server.jobsDone();
    const c3 = await update(admin, { id: bookingGid(id), updatedAt: c2.booking.updatedAt, status: 'cancelled' });
    expect(c3.__typename).toBe('UpdateBookingSuccess');
    await server.jobsDone();
    const ms = to('walk.no@example.no');
    show('NO status', ms.slice(1));
    expect(ms.map((m) => m.subject)).toHaveLength(4);
    for (const m of ms) clean(m);
    expect(ms[0]!.text).toContain('laurdag 27. mars 2027 kl. 10:00');
    expect(ms[0]!.text).toContain('måndag 29. mars 2027 kl. 10:00');
  });

  it('English order: received, confirmed, changed, cancelled', async () => {
    const input = order(await loc('bergen-sentrum'), await opt('smabil'), futureWeek(3), {
      email: 'walk.en@example.com', firstname: 'Emma', insurance: 'premium', accessories: [{ rentalOptionId: await opt('barnesete'), amount: 1 }],
    });
    const r = await server.client().gql(CREATE, { input }, EN);
    expect(r.data?.createBooking?.__typename, JSON.stringify(r)).toBe('CreateBookingPayload');
    const id = r.data.createBooking.booking.databaseId;
    await server.jobsDone();
    const row = await server.db.booking.findUniqueOrThrow({ where: { id } });
    const c1 = await update(admin, { id: bookingGid(id), updatedAt: row.updatedAt.toISOString(), status: 'confirmed' });
    await server.jobsDone();
    const c2 = await update(admin, { id: bookingGid(id), updatedAt: c1.booking.updatedAt, pickupLocationId: await loc('bergen-lufthamn-flesland') });
    expect(c2.__typename, JSON.stringify(c2)).toBe('UpdateBookingSuccess');
    await server.jobsDone();
    const c3 = await update(admin, { id: bookingGid(id), updatedAt: c2.booking.updatedAt, status: 'cancelled' });
    await server.jobsDone();
    const ms = to('walk.en@example.com');
    show('EN', ms);
    for (const m of ms) clean(m);
    expect(ms).toHaveLength(4);
  });

  it('business order: totals excl. VAT', async () => {
    const input = order(await loc('bergen-sentrum'), await opt('smabil'), futureWeek(5), {
      email: 'walk.biz@example.no', customerType: 'business', businessName: 'Fjord & Fjell AS', businessNumber: '923456797',
    });
    const r = await server.client().gql(CREATE, { input });
    expect(r.data?.createBooking?.__typename, JSON.stringify(r)).toBe('CreateBookingPayload');
    await server.jobsDone();
    show('BIZ', to('walk.biz@example.no'));
    show('BIZ notice', sent.filter((m) => m.subject.startsWith('Ny bestilling') && m.replyTo === 'walk.biz@example.no'));
  });

  it('Flesland: the second address line reaches the customer', async () => {
    const input = order(await loc('bergen-lufthamn-flesland'), await opt('suv-4x4'), futureWeek(6), { email: 'walk.bgo@example.no' });
    const r = await server.client().gql(CREATE, { input });
    expect(r.data?.createBooking?.__typename, JSON.stringify(r)).toBe('CreateBookingPayload');
    await server.jobsDone();
    const [m] = to('walk.bgo@example.no');
    console.log(m!.text);
    expect(m!.text).toContain('P-hus P2');
  });

  it('a "received" mail held back by the mail server is not the last word after the cancellation', async () => {
    const klass = await carClass(server.db, 1);
    smtp.failNext(2);
    const r = await server.client().gql(CREATE, { input: order(klass.locationGid, klass.optionGid, futureWeek(7), { email: 'walk.late@example.no' }) });
    const id = r.data.createBooking.booking.databaseId;
    // let the worker try (and fail) the confirmation and the notice
    for (let i = 0; i < 100 && smtp.refused.length < 2; i++) await new Promise((res) => setTimeout(res, 50));
    const c = await update(admin, { id: bookingGid(id), updatedAt: await stamp(server, id), status: 'cancelled' });
    expect(c.__typename).toBe('UpdateBookingSuccess');
    await server.jobsDone();
    const subjects = to('walk.late@example.no').map((m) => m.subject);
    console.log('order of mails:', subjects);
    expect(subjects.at(-1)).toMatch(/avbroten/);
  });

  it('a confirmed booking moved to another vehicle class at the same price tells the customer', async () => {
    const a = await carClass(server.db, 1, { title: 'Småbil walk' });
    const b = await carClass(server.db, 1, { title: 'Elbil walk' });
    const r = await server.client().gql(CREATE, { input: order(a.locationGid, a.optionGid, futureWeek(8), { email: 'walk.class@example.no' }) });
    const id = r.data.createBooking.booking.databaseId;
    const row = await server.db.booking.findUniqueOrThrow({ where: { id }, include: { lines: { orderBy: { position: 'asc' } } } });
    const c1 = await update(admin, { id: bookingGid(id), updatedAt: row.updatedAt.toISOString(), status: 'confirmed' });
    await server.jobsDone();
    const lines = linesInput(row.lines);
    lines[0] = { ...lines[0]!, rentalOptionId: b.optionGid };
    const c2 = await update(admin, { id: bookingGid(id), updatedAt: c1.booking.updatedAt, lines });
    expect(c2.__typename, JSON.stringify(c2)).toBe('UpdateBookingSuccess');
    expect(c2.booking.lines[0].rentalOption.title).toBe('Elbil walk');
    await server.jobsDone();
    const subjects = to('walk.class@example.no').map((m) => m.subject);
    console.log('class change mails:', subjects);
    expect(subjects.some((s) => /endra/.test(s))).toBe(true);
  });

  it('phone order: confirmed, then cancelled; pending order deleted', async () => {
    const klass = await carClass(server.db, 1);
    const r = await admin.gql(STAFF_BOOKING, {
      input: {
        accountId: encodeGlobalID('Account', (await server.db.network.findFirstOrThrow()).slug), pickupLocationId: klass.locationGid, rentalOptionId: klass.optionGid, ...futureWeek(9),
        firstname: 'Per', lastname: 'Telefon', email: 'walk.phone@example.no', phone: '+47 912 34 567', driversLicence: 'bring_on_pickup', termsAccepted: true,
      },
    });
    expect(r.data?.createStaffBooking?.__typename, JSON.stringify(r)).toBe('CreateStaffBookingSuccess');
    await server.jobsDone();
    const bk = r.data.createStaffBooking.booking;
    await update(admin, { id: bk.id, updatedAt: bk.updatedAt, status: 'cancelled' });
    await server.jobsDone();
    show('PHONE', to('walk.phone@example.no'));

    const k2 = await carClass(server.db, 1);
    const p = await server.client().gql(CREATE, { input: order(k2.locationGid, k2.optionGid, futureWeek(10), { email: 'walk.del@example.no' }) });
    await server.jobsDone();
    const d = await admin.gql(DELETE_BOOKING, { input: { id: bookingGid(p.data.createBooking.booking.databaseId) } });
    expect(d.data.deleteBooking.__typename).toBe('DeleteBookingSuccess');
    await server.jobsDone();
    show('DELETED', to('walk.del@example.no'));
    expect(to('walk.del@example.no')).toHaveLength(2);
  });

  it('account mails in English and Norwegian', async () => {
    await server.client().gql(`mutation { requestPasswordReset(input: { email: "kunde@example.no" }) { __typename } }`, {}, EN);
    await server.jobsDone();
    show('RESET EN', to('kunde@example.no'));
    const reg = await server.client().gql(`mutation($i: RegisterInput!) { register(input: $i) { __typename } }`, { i: { firstname: 'Ny & <Kunde>', lastname: 'X', email: 'walk.reg@example.no', phone: '+47 912 34 567', password: 'hemmeleg1' } });
    console.log(JSON.stringify(reg));
    await server.jobsDone();
    show('REG', to('walk.reg@example.no'));
  });

  it('erasure: nothing waiting reaches the erased person', async () => {
    const user = await server.db.user.create({ data: { email: 'walk.erase@example.no', firstname: 'Eva', lastname: 'Slett', passwordHash: '!', isEmployee: false, phone: '+4791234567' } });
    const klass = await carClass(server.db, 1);
    smtp.failNext(2);
    const r = await server.client().gql(CREATE, { input: order(klass.locationGid, klass.optionGid, futureWeek(11), { email: 'walk.erase@example.no' }) });
    expect(r.data?.createBooking?.__typename, JSON.stringify(r)).toBe('CreateBookingPayload');
    for (let i = 0; i < 100 && smtp.refused.length < 4; i++) await new Promise((res) => setTimeout(res, 50));
    smtp.failNext(1);
    await server.client().gql(`mutation { requestPasswordReset(input: { email: "walk.erase@example.no" }) { __typename } }`);
    for (let i = 0; i < 100 && smtp.refused.length < 5; i++) await new Promise((res) => setTimeout(res, 50));
    const e = await admin.gql(`mutation($input: CustomerIdInput!) { eraseCustomer(input: $input) { __typename ... on Error { message } } }`, { input: { id: encodeGlobalID('User', user.id) } });
    console.log(JSON.stringify(e), smtp.refused);
    await server.jobsDone();
    console.log('after erasure:', sent.filter((m) => /walk\.erase|anonymisert|Eva/.test(m.to + m.text)).map((m) => `${m.to}: ${m.subject}\n${m.text}`));
    expect(to('walk.erase@example.no')).toHaveLength(0);
  });
});
