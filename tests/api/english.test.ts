/**
 * English for a customer who uses the shop under /en: the web client sends `Accept-Language: en`, and the server
 * answers the messages a customer reads (validation of the order, the log-in and registration) in English and
 * writes the customer's mails in English (the booking's language, the account jobs' payload), over a real SMTP
 * server. Without the header everything stays Norwegian. /no/… redirects to the unprefixed path.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREATE, carClass, futureWeek, order } from '../support/shop.ts';
import { createTestServer, type TestServer } from '../support/server.ts';
import { startSmtpServer, type ReceivedMail } from '../support/smtp.ts';

const EN = { 'accept-language': 'en-GB,en;q=0.9' };
const NO = { 'accept-language': 'nb-NO, no;q=0.9' };

let received: ReceivedMail[] = [];
let server: TestServer;

beforeAll(async () => {
  const mail = await startSmtpServer();
  received = mail.inbox;
  server = await createTestServer({ smtpUrl: mail.url }, { worker: true });
});
afterAll(() => server?.mailer.close());

const to = (address: string) => received.filter((m) => m.to.includes(address));
/** The message's plain and HTML text with quoted-printable soft breaks undone. */
const body = (m: ReceivedMail) => Buffer.from(m.raw.replace(/=\r?\n/g, ''), 'latin1').toString('utf8');

describe('order mails in the language the customer booked in', () => {
  it('an English booking stores language "en" and mails an English confirmation with NOK amounts; the staff notice stays Norwegian', async () => {
    const { locationGid, optionGid } = await carClass(server.db, 1);
    const r = await server.client().gql(CREATE, { input: order(locationGid, optionGid, futureWeek(), { email: 'tourist@example.com', firstname: 'Emma' }) }, EN);
    expect(r.data.createBooking.__typename, JSON.stringify(r)).toBe('CreateBookingPayload');
    const id = r.data.createBooking.booking.databaseId;
    expect((await server.db.booking.findUniqueOrThrow({ where: { id } })).language).toBe('en');
    await server.jobsDone();
    const [mail] = to('tourist@example.com');
    expect(mail, 'confirmation mail').toBeDefined();
    const text = body(mail!);
    expect(text).toMatch(/Subject: We have received your order \(\d{4}\)/);
    expect(text).toContain('Hi Emma!');
    expect(text).toContain('Remember to bring your driving licence');
    expect(text).toMatch(/Total: NOK(\s|=C2=A0|\u00a0)1,000\.00 incl\. VAT/);
    expect(text).toMatch(/lang="en"|lang=3D"en"/);
    // Dates as a person reads them (FUTURE_TUESDAY is a Tuesday in March, 10:00 Oslo), not "2031-03-04 10:00".
    expect(text).toMatch(/Pick-up: [^.]+, Tuesday \d{1,2} March \d{4} at 10:00\. Return: [^.]+, Thursday \d{1,2} March \d{4} at 10:00\./);
    expect(text).not.toMatch(/Takk for bestillinga|Totalt:|inkl\. mva/);
    const number = String(id).padStart(4, '0');
    const notice = received.find((m) => m.raw.includes(`Subject: Ny bestilling ${number}`));
    expect(notice, 'staff notice').toBeDefined();
    expect(body(notice!)).toContain('inkl. mva');
    // Replies reach the site (the customer's mail) and the customer (the staff notice); the sender is no-reply.
    expect(text).toMatch(/^Reply-To: \S+@/m);
    expect(body(notice!)).toMatch(/^Reply-To: tourist@example\.com/m);
    // The place with its address, a free insurance "included" like the shop says, and no empty lines before the regards.
    expect(text).toMatch(/Pick-up: [^(.]+ \([^)]+\d{4} [^)]+\), Tuesday/);
    expect(text).toMatch(/1 × [^:\n]+: included/);
    expect(text).not.toMatch(/\n\s*\n\s*\n\s*Kind regards/);
    expect(body(notice!)).toMatch(/Kunde: Emma [^,]+, tourist@example\.com, \+47 \d{3} \d{2} \d{3}\./);
    expect(body(notice!)).toMatch(/Henting: [^.]+, tysdag \d{1,2}\. mars \d{4} kl\. 10:00\. Levering: [^.]+, torsdag \d{1,2}\. mars \d{4} kl\. 10:00\./);
  });

  it('a booking without English stays Norwegian', async () => {
    const { locationGid, optionGid } = await carClass(server.db, 1);
    const r = await server.client().gql(CREATE, { input: order(locationGid, optionGid, futureWeek(1), { email: 'nordmann@example.no', firstname: 'Ola' }) }, NO);
    expect(r.data.createBooking.__typename, JSON.stringify(r)).toBe('CreateBookingPayload');
    expect((await server.db.booking.findUniqueOrThrow({ where: { id: r.data.createBooking.booking.databaseId } })).language).toBe('no');
    await server.jobsDone();
    const text = body(to('nordmann@example.no')[0]!);
    expect(text).toMatch(/Subject: Vi har motteke bestillinga di/);
    expect(text).toContain('Hei Ola!');
    expect(text).toMatch(/1(\s|=C2=A0|\u00a0)000,00(\s|=C2=A0|\u00a0)kr inkl\. mva/);
  });
});

describe('account mails in the language of the request', () => {
  it('a registration under /en mails an English confirmation link to /en/stadfest, and the welcome mail after it is English', async () => {
    const client = server.client();
    const r = await client.rest('POST', '/create_user', { user_firstname: 'Tom', user_lastname: 'Tourist', user_email: 'tom@example.com', user_phone: '+44 7700 900123', user_password: 'holiday2026' }, EN);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data).toBe('We have sent an e-mail to the address you gave. Open the link in the e-mail to confirm the account.');
    await server.jobsDone();
    const [confirm] = to('tom@example.com');
    const text = body(confirm!);
    expect(text).toMatch(/Subject: Confirm your account at Fjordbil/);
    const key = /http:\/\/shop\.test\/en\/stadfest\?key=([A-Za-z0-9_-]+)/.exec(text)?.[1];
    expect(key, text).toBeTruthy();
    const confirmed = await client.rest('POST', '/confirm_user', { confirm_token: key }, EN);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    await server.jobsDone();
    const welcome = to('tom@example.com').find((m) => m !== confirm);
    expect(body(welcome!)).toMatch(/Subject: Welcome as a customer of Fjordbil/);
    expect(body(welcome!)).toContain('http://shop.test/en/login');
  });

  it('a password reset asked for in English mails an English link to /en/tilbakestill', async () => {
    const r = await server.client().rest('POST', '/request_reset_password_token', { user_email: 'kunde@example.no' }, EN);
    expect(r.body.data).toBe('E-mail sent');
    await server.jobsDone();
    const mail = to('kunde@example.no').find((m) => m.raw.includes('Subject: Reset your password at Fjordbil'));
    expect(mail, to('kunde@example.no').map((m) => m.raw.slice(0, 300)).join('\n')).toBeDefined();
    expect(body(mail!)).toMatch(/http:\/\/shop\.test\/en\/tilbakestill\?key=[A-Za-z0-9_-]+/);
    expect(body(mail!)).toContain('Choose a new password');
  });
});

describe('validation messages a customer reads', () => {
  const bad = (input: Record<string, unknown>) => ({ ...input, phone: '12', termsAccepted: false, firstname: '' });

  it('createBooking answers English field messages to an English request and Norwegian ones otherwise', async () => {
    const { locationGid, optionGid } = await carClass(server.db, 1);
    const input = bad(order(locationGid, optionGid, futureWeek(2)));
    const en = await server.client().gql(CREATE, { input }, EN);
    const messages = Object.fromEntries(en.data.createBooking.fields.map((f: { field: string; message: string }) => [f.field, f.message]));
    expect(messages).toMatchObject({
      phone: 'Invalid phone number. Remember to include the country code.',
      termsAccepted: 'You must accept the rental terms.',
      firstname: 'First name must be filled in.',
    });
    const no = await server.client().gql(CREATE, { input });
    const norwegian = Object.fromEntries(no.data.createBooking.fields.map((f: { field: string; message: string }) => [f.field, f.message]));
    expect(norwegian).toMatchObject({ phone: 'Ugyldig telefonnummer. Husk å inkludere landskode.', termsAccepted: 'Du må godta leigevilkåra.', firstname: 'Fornamn må fyllast ut.' });
    // Nothing was stored by either.
    expect(await server.db.booking.count({ where: { guestPhone: '12' } })).toBe(0);
  });

  it('the log-in answers wrong credentials and missing fields in English (REST and GraphQL)', async () => {
    const wrong = await server.client().rest('POST', '/login', { email: 'kunde@example.no', password: 'feil-passord1' }, EN);
    expect(wrong.status).toBe(400);
    expect(wrong.body.data).toBe('Wrong e-mail or password.');
    const empty = await server.client().rest('POST', '/login', { email: '', password: '' }, EN);
    expect(empty.status).toBe(422);
    expect(empty.body.fields.map((f: { message: string }) => f.message)).toEqual(expect.arrayContaining(['E-mail must be filled in.']));
    const gql = await server.client().gql(
      `mutation { login(input: { email: "kunde@example.no", password: "feil-passord1" }) { __typename ... on Error { message } } }`,
      {},
      EN,
    );
    expect(gql.data.login.message).toBe('Wrong e-mail or password.');
    const gqlNo = await server.client().gql(`mutation { login(input: { email: "kunde@example.no", password: "feil-passord1" }) { __typename ... on Error { message } } }`);
    expect(gqlNo.data.login.message).toBe('Feil e-post eller passord.');
  });

  it('the registration answers the password rule in English', async () => {
    const r = await server.client().rest('POST', '/create_user', { user_firstname: 'A', user_lastname: 'B', user_email: 'ab@example.com', user_phone: '+4791234567', user_password: 'short' }, EN);
    expect(r.status).toBe(422);
    expect(r.body.fields).toEqual(expect.arrayContaining([expect.objectContaining({ message: 'The password must be at least 8 characters long and contain both letters and digits.' })]));
  });

  it('the search warnings and vehicle facts follow the language', async () => {
    const query = `query($input: RentalSearchInput!) { rentalSearch(input: $input) { __typename ... on ValidationError { fields { field message } } } }`;
    const location = await server.db.location.findFirstOrThrow({ where: { slug: 'bergen-sentrum' } });
    const { gid } = await import('../support/fixtures.ts');
    const input = { pickupLocationId: gid('Location', location.id), pickupAt: '2020-01-01T10:00:00+01:00', dropoffAt: '2020-01-01T09:00:00+01:00' };
    const en = await server.client().gql(query, { input }, EN);
    const messages = (en.data?.rentalSearch?.fields ?? []).map((f: { message: string }) => f.message);
    expect(messages.length, JSON.stringify(en)).toBeGreaterThan(0);
    for (const m of messages) expect(m).not.toMatch(/[æøå]|ikkje|må /);
  });
});

describe('the language prefix on the server', () => {
  it('redirects /no/… to the unprefixed path (301, query kept), never to another host', async () => {
    const cases: [string, string][] = [
      ['/no', '/'],
      ['/no/', '/'],
      ['/no/steg2?hentested=3&kunde=privat', '/steg2?hentested=3&kunde=privat'],
      ['/no//evil.example/x', '/evil.example/x'],
      ['/en/admin/systemeier', '/admin/systemeier'],
    ];
    for (const [from, target] of cases) {
      const res = await server.app.request(`http://shop.test${from}`);
      expect(res.status, from).toBe(301);
      expect(res.headers.get('location'), from).toBe(target);
    }
    // English and Norwegian pages themselves are not redirected.
    for (const path of ['/en', '/en/steg2', '/steg2', '/nordland']) expect((await server.app.request(`http://shop.test${path}`)).status, path).not.toBe(301);
  });
});
