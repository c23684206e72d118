/**
 * What erasing a customer reaches beyond the person's row: the free-text comment of their bookings, guest bookings
 * placed with the same e-mail inside the erasing staff member's scope (and nothing outside it, nor any near-miss
 * address), and the before/after values of the history of the person and of every booking erased, including a booking
 * deleted earlier. Checked from the outside: GraphQL, the /api/v1 reads, the history paths and the JSON export.
 */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateKey, generateSigningSecret } from '../../server/services/apiKeys.ts';
import { recordPartnerEvent } from '../../server/services/webhooks.ts';
import { enqueue } from '../../server/jobs/queue.ts';
import { CUSTOMER_MESSAGES } from '../../server/domain/customer.ts';
import { createUser, gid, grant, PASSWORD, placeWithObjects } from '../support/fixtures.ts';
import { STAFF_BOOKING } from '../support/bookings.ts';
import { futureWeek } from '../support/shop.ts';
import { createTestServer, type TestClient, type TestServer } from '../support/server.ts';

let server: TestServer;
type Place = Awaited<ReturnType<typeof placeWithObjects>>;

// An e-mail with "_" in it: a LIKE pattern made of it would also match "ingeborgXs@…".
const EMAIL = 'ingeborg_s@kundar.test';
const PHONE = '+4791122334';
/** Every value that must be gone from what staff read about the erased bookings and person (compared lower-cased). */
const TRACES = ['ingeborg', 'slettemark', '91122334', '91122335', '91122336', '91122337', 'lyngvegen', 'fjellvegen', 'ring meg før henting', 'barnesete', 'ekstra sete'];

const ERASE = `mutation($input: CustomerIdInput!) { eraseCustomer(input: $input) { __typename ... on Error { message } } }`;
const UPDATE_BOOKING = `mutation($input: UpdateBookingInput!) { updateBooking(input: $input) { __typename ... on Error { message } } }`;
const UPDATE_CUSTOMER = `mutation($input: UpdateCustomerInput!) { updateCustomer(input: $input) { __typename ... on Error { message } } }`;
const UPDATE_BOOKING_FIELDS = `mutation($input: UpdateBookingInput!) { updateBooking(input: $input) { __typename ... on ValidationError { fields { field message } } } }`;
const DELETE_BOOKING = `mutation($input: DeleteBookingInput!) { deleteBooking(input: $input) { __typename ... on Error { message } } }`;
const BOOKING = `query($id: ID!) { node(id: $id) { ... on Booking {
  comment reference pickupAddress dropoffAddress guestFirstname guestLastname guestCountry guestPhoneCountryCode guestPhone guestEmail
  customerUser { firstname lastname email phone }
  history(first: 50) { edges { node { status comment authorName changes } } } } } }`;
const USER_HISTORY = `query($id: ID!) { node(id: $id) { ... on User { firstname lastname email phone history(first: 50) { edges { node { status comment authorName changes } } } } } }`;

let staff: TestClient;
let network: TestClient;
let person: { id: number; updatedAt: Date };
let linked: number;
let pendingSame: number;
let pendingOther: number;
let deleted: number;
let guest: number;
let otherSiteGuest: number;
let thirdSiteGuest: number;
const nearMisses: Record<string, number> = {};
const docOf: Record<number, number> = {};
/** The rows and history of the bookings erasure must not touch, as they were before it. */
let untouchedBefore: unknown;

/** A booking at `place` with the given personal columns and a private licence file. */
async function bookingAt(place: Place, data: Record<string, unknown>) {
  const b = place.booking;
  const made = await server.db.booking.create({
    data: {
      pickupLocationId: b.pickupLocationId, dropoffLocationId: b.dropoffLocationId, pickupAt: b.pickupAt, dropoffAt: b.dropoffAt, durationHours: 24,
      totalPrice: '990.00', companyId: b.companyId, siteId: b.siteId, acceptedTerms: true, ...data,
      lines: { create: [{ position: 0, rentalOptionId: place.rentalOption.id, lineType: 'rental', amount: 1, pricePerDay: '990.00', totalPrice: '990.00' }] },
      documents: { create: [{ upload: { create: { type: 'drivers_licence', mime: 'image/png', size: 4, data: Buffer.from('lic!'), public: false } } }] },
    },
    include: { documents: true },
  });
  docOf[made.id] = made.documents[0]!.uploadId;
  return made.id;
}

const guestOf = (email: string, lastname = 'Slettemark') => ({ guestFirstname: 'Ingeborg', guestLastname: lastname, guestEmail: email, guestPhone: '+4791122335', guestCountry: 'NOR', comment: 'Ring meg før henting' });

async function edit(c: TestClient, id: number, patch: Record<string, unknown>) {
  const { updatedAt } = await server.db.booking.findUniqueOrThrow({ where: { id } });
  const r = await c.gql(UPDATE_BOOKING, { input: { id: gid('Booking', id), updatedAt: updatedAt.toISOString(), ...patch } });
  expect(r.data?.updateBooking.__typename, JSON.stringify(r)).toBe('UpdateBookingSuccess');
}

async function snapshotOf(ids: number[]) {
  return {
    bookings: await server.db.booking.findMany({ where: { id: { in: ids } }, orderBy: { id: 'asc' }, include: { documents: true } }),
    history: await server.db.historyEntry.findMany({ where: { entityType: 'booking', entityId: { in: ids } }, orderBy: { id: 'asc' } }),
  };
}

/** A partner (its own company, key and endpoint) placed the booking: the outbox holds a webhook body with the guest in it. */
async function partnerAt(place: Place, bookingId: number) {
  const { db } = server;
  const company = await db.company.create({ data: { siteId: place.location.siteId, name: `Partnar ${bookingId}`, slug: `partnar-sletting-${bookingId}`, partner: true } });
  const { prefix, secretHash } = generateKey();
  const key = await db.apiKey.create({
    data: { accountKind: 'site', siteId: place.location.siteId, referralCompanyId: company.id, name: 'Reisebyrå', contactEmail: 'api@reise.test', prefix, secretHash, rights: ['search', 'book', 'read_bookings'], locationIds: [place.location.id], signingSecret: generateSigningSecret() },
  });
  await db.webhookEndpoint.create({ data: { keyId: key.id, url: 'https://partnar.test/webhook', events: ['booking.changed'] } });
  await db.booking.update({ where: { id: bookingId }, data: { referralCompanyId: company.id } });
  expect(await db.$transaction((tx) => recordPartnerEvent(tx, bookingId, 'booking.changed'))).toBe(1);
}

/** A place in a new site of the network, with the objects a booking there needs. */
async function newSite(slug: string) {
  const { db } = server;
  const net = await db.network.findFirstOrThrow();
  const s = await db.site.create({ data: { networkId: net.id, name: `Merkevare ${slug}`, slug, email: `x@${slug}.no`, phone: '+4711111111', address1: 'Gata 1', zip: '0001', city: 'Oslo', orgnr: '900000002' } });
  const c = await db.company.create({ data: { siteId: s.id, name: `Selskap ${slug}`, slug: `selskap-${slug}` } });
  return placeWithObjects(db, { siteId: s.id, companyId: c.id, label: slug });
}
/** The site admin's own place (Fjordbil Bergen). */
let home: Place;

const untouchedIds = () => [otherSiteGuest, thirdSiteGuest, ...Object.values(nearMisses)];

beforeAll(async () => {
  server = await createTestServer();
  const { db } = server;
  const net = await db.network.findFirstOrThrow();
  const site = await db.site.findFirstOrThrow({ where: { slug: 'fjordbil' } });
  const bergen = await db.company.findFirstOrThrow({ where: { slug: 'fjordbil-bergen' } });
  const sunnmore = await db.company.findFirstOrThrow({ where: { slug: 'fjordbil-sunnmore' } });
  home = await placeWithObjects(db, { siteId: site.id, companyId: bergen.id, label: 'sletting-heime' });
  const sunnmorePlace = await placeWithObjects(db, { siteId: site.id, companyId: sunnmore.id, label: 'sletting-sunnmore' });
  const otherSite = await newSite('sletting-moderert');
  const thirdSite = await newSite('sletting-framand');

  // The erasing staff member: site admin of fjordbil, and moderator (no right to erase) of another site.
  const admin = await createUser(db, 'nasjonal@sletting.test');
  await grant(db, admin.id, 'site_admin', { siteId: site.id });
  await grant(db, admin.id, 'site_moderator', { siteId: otherSite.location.siteId });
  staff = server.client();
  await staff.login(admin.email, PASSWORD);
  const boss = await createUser(db, 'nettverk@sletting.test');
  await grant(db, boss.id, 'network_admin', { networkId: net.id });
  network = server.client();
  await network.login(boss.email, PASSWORD);

  const user = await createUser(db, EMAIL, { employee: false });
  // Staff typed the login address with capitals; citext finds it either way, registrations store it lower-cased.
  person = await db.user.update({ where: { id: user.id }, data: { firstname: 'Ingeborg', lastname: 'Slettemark', phone: PHONE, email: 'Ingeborg_S@Kundar.test' } });
  // A registration for the same address, waiting for its link (name, phone, password hash), and one for a near miss.
  const waiting = { firstname: 'Ingeborg', lastname: 'Slettemark', phone: PHONE, passwordHash: 'x', expiresAt: new Date(Date.now() + 3600_000) };
  pendingSame = (await db.pendingRegistration.create({ data: { ...waiting, email: EMAIL } })).id;
  pendingOther = (await db.pendingRegistration.create({ data: { ...waiting, lastname: 'Nesten', email: 'ingeborgxs@kundar.test' } })).id;
  // Cancellations rendered when their bookings were deleted, waiting for the mail server: one to the person, one not.
  const rendered = (to: string) => ({ message: { to, subject: 'Bestillinga di er avbroten (0001)', text: 'Hei Ingeborg Slettemark', html: '<p>Hei</p>' }, messageId: `<x.${to}@test>` });
  await enqueue(db, 'mail.message', rendered(EMAIL));
  await enqueue(db, 'mail.message', rendered('ingeborgxs@kundar.test'));
  linked = await bookingAt(home, {
    customerUserId: person.id, ...guestOf(EMAIL), guestPhone: PHONE, pickupAddress: 'Lyngvegen 12, 5000 Bergen', comment: 'Ring meg før henting',
  });
  deleted = await bookingAt(home, { customerUserId: person.id, ...guestOf(EMAIL), comment: 'Barnesete, takk' });
  // Placed as a guest, the address typed in another case: the same person.
  guest = await bookingAt(sunnmorePlace, { ...guestOf('Ingeborg_S@Kundar.TEST', 'Slettemarka'), dropoffAddress: 'Fjellvegen 3, 6000 Ålesund' });
  otherSiteGuest = await bookingAt(otherSite, guestOf(EMAIL));
  thirdSiteGuest = await bookingAt(thirdSite, guestOf(EMAIL));
  for (const email of [`x${EMAIL}`, 'ingeborgXs@kundar.test', '%@kundar.test', '%', `${EMAIL}.no`, 'ingeborg\\_s@kundar.test']) {
    nearMisses[email] = await bookingAt(home, guestOf(email, 'Nesten'));
  }

  // History with personal values on both sides: the person, their booking, the guest booking, and one deleted.
  const changed = await staff.gql(UPDATE_CUSTOMER, { input: { id: gid('User', person.id), updatedAt: person.updatedAt.toISOString(), phone: '+4791122336' } });
  expect(changed.data?.updateCustomer.__typename, JSON.stringify(changed)).toBe('UpdateCustomerSuccess');
  await edit(staff, linked, { comment: 'Treng ekstra sete', guestPhone: '+4791122337' });
  await edit(staff, deleted, { comment: 'Barnesete og ekstra sete' });
  const gone = await staff.gql(DELETE_BOOKING, { input: { id: gid('Booking', deleted) } });
  expect(gone.data?.deleteBooking.__typename, JSON.stringify(gone)).toBe('DeleteBookingSuccess');
  await edit(staff, guest, { guestLastname: 'Slettemark', comment: 'Barnesete i baksetet' });
  await edit(staff, otherSiteGuest, { comment: 'Barnesete i baksetet' });

  // A partner placed the guest booking and the one in the moderated site: the outbox holds their webhook bodies (no
  // worker runs here, so they wait as a retry would), with the guest's name, e-mail and phone in them.
  await partnerAt(sunnmorePlace, guest);
  await partnerAt(otherSite, otherSiteGuest);

  untouchedBefore = await snapshotOf(untouchedIds());
  const r = await staff.gql(ERASE, { input: { id: gid('User', person.id) } });
  expect(r.data?.eraseCustomer.__typename, JSON.stringify(r)).toBe('EraseCustomerSuccess');
});

/** Fails naming the first trace of the person found in `value`. */
function expectNoTrace(value: unknown, where: string) {
  const text = JSON.stringify(value).toLowerCase();
  for (const t of TRACES) expect(text, `${where} still shows "${t}"`).not.toContain(t);
}

describe('erasing a customer', () => {
  describe('as a site admin who is also moderator of another site', () => {
    it('blanks the comment of the person\'s bookings and scrubs it from their history, as GraphQL and REST show them', async () => {
      const g = await staff.gql(BOOKING, { id: gid('Booking', linked) });
      expect(g.errors).toBeUndefined();
      expect(g.data.node).toMatchObject({ comment: '(anonymisert)', guestFirstname: null, guestEmail: null, guestPhone: null, pickupAddress: '(anonymisert)' });
      expectNoTrace(g.data, 'GraphQL booking');
      const rest = await staff.rest('GET', `/booking/${linked}`);
      expect(rest.status).toBe(200);
      expect(rest.body.data.booking_comment).toBe('(anonymisert)');
      expectNoTrace(rest.body, 'GET /booking/{id}');
      const history = await staff.rest('GET', `/booking/history?booking_id=${linked}`);
      expect(history.status).toBe(200);
      expectNoTrace(history.body, 'GET /booking/history');
    });

    it('lets no one make the erased person the customer of a booking again, by an edit or a phone order', async () => {
      const other = await bookingAt(home, guestOf('annan@kundar.test', 'Annan'));
      const { updatedAt } = await server.db.booking.findUniqueOrThrow({ where: { id: other } });
      const r = await staff.gql(UPDATE_BOOKING_FIELDS, { input: { id: gid('Booking', other), updatedAt: updatedAt.toISOString(), customerUserId: gid('User', person.id) } });
      expect(r.data.updateBooking).toMatchObject({ __typename: 'ValidationError', fields: [{ field: 'customerUserId', message: CUSTOMER_MESSAGES.notFound }] });
      expect((await server.db.booking.findUniqueOrThrow({ where: { id: other } })).customerUserId).toBeNull();
      const before = await server.db.booking.count();
      const phoned = await staff.gql(STAFF_BOOKING, {
        input: {
          accountId: encodeGlobalID('Account', 'fjordbil'), pickupLocationId: gid('Location', home.location.id), rentalOptionId: gid('RentalOption', home.rentalOption.id), ...futureWeek(3),
          firstname: 'Telefon', lastname: 'Ordre', email: 'telefon@kundar.test', phone: '+47 912 34 567', driversLicence: 'bring_on_pickup', termsAccepted: true,
          customerUserId: gid('User', person.id),
        },
      });
      expect(phoned.data.createStaffBooking, JSON.stringify(phoned)).toMatchObject({ __typename: 'ValidationError', fields: [{ field: 'customerUserId', message: CUSTOMER_MESSAGES.notFound }] });
      expect(await server.db.booking.count()).toBe(before);
    });

    it('anonymises a guest booking in its scope with the same e-mail in another case: row, licence file and history', async () => {
      const row = await server.db.booking.findUniqueOrThrow({ where: { id: guest } });
      expect(row).toMatchObject({ customerUserId: null, guestFirstname: null, guestLastname: null, guestEmail: null, guestPhone: null, guestCountry: null, comment: '(anonymisert)', dropoffAddress: '(anonymisert)' });
      expect(row.totalPrice.toFixed(2)).toBe('990.00');
      expect(await server.db.bookingDocument.count({ where: { bookingId: guest } })).toBe(0);
      expect(await server.db.upload.count({ where: { id: docOf[guest] } })).toBe(0);

      const g = await staff.gql(BOOKING, { id: gid('Booking', guest) });
      expect(g.errors).toBeUndefined();
      expectNoTrace(g.data, 'GraphQL guest booking');
      expectNoTrace((await staff.rest('GET', `/booking/${guest}`)).body, 'GET /booking/{id} (guest)');
      expectNoTrace((await staff.rest('GET', `/booking/history?booking_id=${guest}`)).body, 'GET /booking/history (guest)');
      // The history keeps that the guest's details were changed, and by whom, and says why they are gone now.
      const entries = g.data.node.history.edges.map((e: { node: { comment: string; authorName: string; changes: Record<string, unknown> | null } }) => e.node);
      expect(entries.some((h: { changes: Record<string, unknown> | null }) => h.changes?.guestLastname)).toBe(true);
      expect(entries[0].comment).toBe('Personopplysningane og førarkortet er fjerna: kunden er sletta på førespurnad');
      expect(entries[0].authorName).toBe('Test nasjonal');
      // Nor does a search for the name find the bookings any more.
      const list = await staff.rest('GET', `/bookings?search=${encodeURIComponent('Slettemark')}`, undefined, { 'x-account': 'fjordbil' });
      expect(list.status).toBe(200);
      expect(list.body.data.map((b: { booking_id: number }) => b.booking_id)).toEqual([]);
    });

    it('removes a registration waiting for its link with the person\'s address in another case, and no other', async () => {
      expect(await server.db.pendingRegistration.count({ where: { id: pendingSame } })).toBe(0);
      expect(await server.db.pendingRegistration.count({ where: { id: pendingOther } })).toBe(1);
    });

    it('removes a rendered mail waiting for the person (their name as it was), and no other', async () => {
      const waiting = await server.db.$queryRaw<{ to: string }[]>`SELECT j.payload->'message'->>'to' AS to FROM graphile_worker.jobs v
        JOIN graphile_worker._private_jobs j ON j.id = v.id WHERE v.task_identifier = 'mail.message'`;
      expect(waiting.map((w) => w.to)).toEqual(['ingeborgxs@kundar.test']);
    });

    it('shows no name, e-mail, phone or comment of the person in the person\'s history, the export, or a deleted booking\'s history', async () => {
      const g = await staff.gql(USER_HISTORY, { id: gid('User', person.id) });
      expect(g.errors).toBeUndefined();
      expectNoTrace(g.data, 'GraphQL User.history');
      expectNoTrace((await staff.rest('GET', `/user/history?user_id=${person.id}`)).body, 'GET /user/history');
      const exported = await staff.rest('GET', `/user/${person.id}/export`);
      expect(exported.status).toBe(200);
      expectNoTrace(exported.body, 'GET /user/{id}/export');
      // The booking deleted before the erasure: its history outlives it, and the network's staff can read it.
      const history = await network.rest('GET', `/booking/history?booking_id=${deleted}`);
      expect(history.status).toBe(200);
      expect(history.body.data.length).toBeGreaterThan(0);
      expectNoTrace(history.body, 'GET /booking/history (deleted booking)');
      // Every stored entry about the person and the bookings erased, the erasure's own included.
      const rows = await server.db.historyEntry.findMany({
        where: { OR: [{ entityType: 'customer', entityId: person.id }, { entityType: 'booking', entityId: { in: [linked, deleted, guest] } }] },
      });
      expect(rows.find((h) => h.status === 'erased')?.comment).toBe(
        'Kunden er sletta (anonymisert) på førespurnad; 2 bookingar er behaldne for rekneskapen, av dei 1 gjestebooking med same e-postadresse',
      );
      expectNoTrace(rows, 'history_entry rows');
    });

    it('blanks the guest in the partner\'s stored webhook bodies, so no retry or resend sends the details again', async () => {
      const [d] = await server.db.webhookDelivery.findMany({ where: { bookingId: guest } });
      expect(d).toMatchObject({ status: 'pending', type: 'booking.changed' });
      expect((d!.payload as { booking: { guest: unknown; id: number } }).booking).toMatchObject({ id: guest, guest: { firstname: null, lastname: null, email: null, phone: null } });
      expectNoTrace(d!.payload, 'webhook_delivery payload');
      // The booking outside the erasing scope keeps its body as it was.
      const [other] = await server.db.webhookDelivery.findMany({ where: { bookingId: otherSiteGuest } });
      expect((other!.payload as { booking: { guest: unknown } }).booking.guest).toMatchObject({ firstname: 'Ingeborg', email: EMAIL });
    });

    it('leaves guest bookings with the same e-mail in other sites untouched: one it only moderates, one it does not reach', async () => {
      // The one in its erasing scope is anonymised ...
      expect(await server.db.booking.findUniqueOrThrow({ where: { id: guest } })).toMatchObject({ guestEmail: null, comment: '(anonymisert)' });
      // ... the others keep every column, their licence files and their history as they were.
      const after = await snapshotOf([otherSiteGuest, thirdSiteGuest]);
      const before = untouchedBefore as Awaited<ReturnType<typeof snapshotOf>>;
      expect(after.bookings).toEqual(before.bookings.filter((b) => b.id === otherSiteGuest || b.id === thirdSiteGuest));
      expect(after.history).toEqual(before.history.filter((h) => h.entityId === otherSiteGuest || h.entityId === thirdSiteGuest));
      expect(after.bookings.map((b) => b.guestEmail)).toEqual([EMAIL, EMAIL]);
      expect(after.bookings.every((b) => b.documents.length === 1)).toBe(true);
    });

    it('leaves guest bookings with a similar but different e-mail untouched (x + address, "_" or "%" in it, a longer domain)', async () => {
      expect(await server.db.booking.findUniqueOrThrow({ where: { id: guest } })).toMatchObject({ guestEmail: null, comment: '(anonymisert)' });
      const after = await snapshotOf(Object.values(nearMisses));
      const before = untouchedBefore as Awaited<ReturnType<typeof snapshotOf>>;
      expect(after.bookings).toEqual(before.bookings.filter((b) => Object.values(nearMisses).includes(b.id)));
      expect(after.bookings.map((b) => b.guestEmail).sort()).toEqual(Object.keys(nearMisses).sort());
      for (const id of Object.values(nearMisses)) expect(await server.db.upload.count({ where: { id: docOf[id] } })).toBe(1);
    });
  });
});

describe('erasing a person who also booked in another site', () => {
  it('is refused a site admin, naming why, over GraphQL and REST, and changes nothing; the network account erases them whole', async () => {
    const { db } = server;
    const elsewhere = await newSite(`sletting-annan-${Date.now() % 100000}`);
    const who = await createUser(db, `tove.tostad.${Date.now()}@kundar.test`, { employee: false });
    const here = await bookingAt(home, { customerUserId: who.id, comment: 'Ring Tove før henting' });
    const there = await bookingAt(elsewhere, { customerUserId: who.id, comment: 'Barnesete til Tove' });
    const state = async () => ({ user: await db.user.findUniqueOrThrow({ where: { id: who.id } }), ...(await snapshotOf([here, there])) });
    const before = await state();
    // The customer page knows before anyone types the e-mail: no "Slett kunden", and why.
    const MAY = `query($id: ID!) { node(id: $id) { ... on User { viewerMayErase viewerEraseRefusal } } }`;
    expect((await staff.gql(MAY, { id: gid('User', who.id) })).data.node).toEqual({ viewerMayErase: false, viewerEraseRefusal: CUSTOMER_MESSAGES.bookingsOutsideEraseScope });
    expect((await network.gql(MAY, { id: gid('User', who.id) })).data.node).toEqual({ viewerMayErase: true, viewerEraseRefusal: null });

    const r = await staff.gql(ERASE, { input: { id: gid('User', who.id) } });
    expect(r.data?.eraseCustomer.__typename, JSON.stringify(r)).toBe('ForbiddenError');
    // Said without how many or where: the site admin may not see those bookings.
    expect(r.data.eraseCustomer.message).toBe(CUSTOMER_MESSAGES.bookingsOutsideEraseScope);
    const rest = await staff.rest('DELETE', `/user/erase?user_id=${who.id}`);
    expect(rest.status).toBe(403);
    expect(JSON.stringify(rest.body)).toContain('utanfor kontoen din');
    // Neither the person, nor the booking in the site admin's site, nor the other site's booking was touched.
    expect(await state()).toEqual(before);

    const whole = await network.gql(ERASE, { input: { id: gid('User', who.id) } });
    expect(whole.data?.eraseCustomer.__typename, JSON.stringify(whole)).toBe('EraseCustomerSuccess');
    const after = await snapshotOf([here, there]);
    expect(after.bookings.map((b) => [b.comment, b.documents.length])).toEqual([
      ['(anonymisert)', 0],
      ['(anonymisert)', 0],
    ]);
  });
});

describe('erasing a person whose guest bookings were deleted, who ordered for a business and gave a reference', () => {
  const MAIL = 'randi.rydland@kundar.test';
  /** What must be gone (compared lower-cased): name, phone, the reference's and comment's contents, the address. */
  const RANDI = ['randi', 'rydland', '93344556', 'innkjøp randi', MAIL];
  const noRandi = (value: unknown, where: string) => {
    const text = JSON.stringify(value).toLowerCase();
    for (const t of RANDI) expect(text, `${where} still shows "${t}"`).not.toContain(t);
  };
  const guestRandi = { guestFirstname: 'Randi', guestLastname: 'Rydland', guestEmail: 'Randi.Rydland@Kundar.test', guestPhone: '+4793344556', guestCountry: 'NOR', comment: 'Ring Randi' };

  it('scrubs the deleted guest bookings in its scope (history and partner bodies), blanks the reference, keeps the business, and the export held the guest booking', async () => {
    const { db } = server;
    const user = await createUser(db, MAIL, { employee: false });
    const randi = await db.user.update({ where: { id: user.id }, data: { firstname: 'Randi', lastname: 'Rydland', phone: '+4793344556' } });
    // A business customer her order created, carrying the order's address (and one of another person, same firm name).
    const firm = await db.customerCompany.create({ data: { name: 'Fjellfrakt AS', orgnr: '987600001', email: MAIL } });
    const otherFirm = await db.customerCompany.create({ data: { name: 'Fjellfrakt AS', orgnr: '987600002', email: 'innkjop@rydland.test' } });
    // A firm with her address that only another site sees (its booking lies there): not the erasing admin's to change.
    const elsewhereFirm = await db.customerCompany.create({ data: { name: 'Fjernfrakt AS', orgnr: '987600003', email: MAIL } });
    const business = { orderType: 'business' as const, guestBusinessName: 'Fjellfrakt AS', guestBusinessOrgnr: '987600001', customerCompanyId: firm.id };
    const own = await bookingAt(home, { customerUserId: randi.id, ...guestRandi, ...business, reference: 'Innkjøp Randi, tlf 93344556' });
    // Guest bookings with her address: one kept, one deleted by the site admin (a partner's, so its body is stored),
    // and one in a site outside the site admin's reach, deleted by the network.
    const keptGuest = await bookingAt(home, { ...guestRandi, reference: 'Innkjøp Randi' });
    const deletedGuest = await bookingAt(home, { ...guestRandi, reference: 'Innkjøp Randi' });
    await partnerAt(home, deletedGuest);
    const elsewhere = await newSite(`sletting-randi-${Date.now() % 100000}`);
    const deletedElsewhere = await bookingAt(elsewhere, guestRandi);
    await bookingAt(elsewhere, { guestFirstname: 'Anna', guestLastname: 'Annan', guestEmail: 'anna@fjernfrakt.test', orderType: 'business', customerCompanyId: elsewhereFirm.id });
    await edit(staff, deletedGuest, { comment: 'Ring Randi på 93344556' });
    for (const [c, id] of [[staff, deletedGuest], [network, deletedElsewhere]] as const) {
      const gone = await c.gql(DELETE_BOOKING, { input: { id: gid('Booking', id) } });
      expect(gone.data?.deleteBooking.__typename, JSON.stringify(gone)).toBe('DeleteBookingSuccess');
    }
    const elsewhereHistory = await db.historyEntry.findMany({ where: { entityType: 'booking', entityId: deletedElsewhere }, orderBy: { id: 'asc' } });

    // Her copy of her data holds the guest booking with her address, as the erasure will treat it.
    const exported = await staff.rest('GET', `/user/${randi.id}/export`);
    expect(exported.status).toBe(200);
    expect(JSON.stringify(exported.body)).toContain(`"id":${keptGuest}`);
    expect(JSON.stringify(exported.body)).toContain(`"id":${own}`);

    const r = await staff.gql(ERASE, { input: { id: gid('User', randi.id) } });
    expect(r.data?.eraseCustomer.__typename, JSON.stringify(r)).toBe('EraseCustomerSuccess');

    // The deleted guest booking's history, as the network reads it, and the partner's stored body (a resend sends it).
    const history = await network.rest('GET', `/booking/history?booking_id=${deletedGuest}`);
    expect(history.status).toBe(200);
    expect(history.body.data.length).toBeGreaterThan(0);
    noRandi(history.body, 'GET /booking/history (deleted guest booking)');
    const bodies = await db.webhookDelivery.findMany({ where: { bookingId: deletedGuest } });
    expect(bodies.length).toBeGreaterThan(0);
    for (const d of bodies) {
      expect((d.payload as { booking: { guest: unknown; reference: string } }).booking).toMatchObject({ guest: { firstname: null, email: null, phone: null }, reference: '(anonymisert)' });
      noRandi(d.payload, 'webhook_delivery payload (deleted booking)');
    }
    // The one deleted outside the site admin's reach keeps its history as it was.
    expect(await db.historyEntry.findMany({ where: { entityType: 'booking', entityId: deletedElsewhere }, orderBy: { id: 'asc' } })).toEqual(elsewhereHistory);

    // The reference is free text like the comment: blanked on the row and in the history. The business that bought
    // stays on the sale (bookkeeping), in the row and in the history alike.
    for (const id of [own, keptGuest]) {
      const row = await db.booking.findUniqueOrThrow({ where: { id } });
      expect(row.reference).toBe('(anonymisert)');
      noRandi(row, `booking ${id}`);
      noRandi(await db.historyEntry.findMany({ where: { entityType: 'booking', entityId: id } }), `history of booking ${id}`);
    }
    expect(await db.booking.findUniqueOrThrow({ where: { id: own } })).toMatchObject({ guestBusinessName: 'Fjellfrakt AS', guestBusinessOrgnr: '987600001' });
    const list = await staff.rest('GET', `/bookings?search=${encodeURIComponent('Innkjøp')}`, undefined, { 'x-account': 'fjordbil' });
    expect(list.body.data.map((b: { booking_id: number }) => b.booking_id)).not.toContain(own);
    // The firm stays, without her address; another firm's address is not touched.
    expect(await db.customerCompany.findUniqueOrThrow({ where: { id: firm.id } })).toMatchObject({ name: 'Fjellfrakt AS', orgnr: '987600001', email: null });
    expect((await db.customerCompany.findUniqueOrThrow({ where: { id: otherFirm.id } })).email).toBe('innkjop@rydland.test');
    expect((await db.customerCompany.findUniqueOrThrow({ where: { id: elsewhereFirm.id } })).email).toBe(MAIL);
  });
});
