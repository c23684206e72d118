/**
 * Customer writes (updateCustomer, eraseCustomer, exportCustomer) for every role at every level, against a customer
 * who booked inside the role's scope and one who booked outside it, over GraphQL and REST; stale edits; what erasure
 * really does; what an export holds; the customer list's kinds and filters (GraphQL and GET /api/v1/users).
 */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { beforeAll, describe, expect, it } from 'vitest';
import { mayErase } from '../../server/domain/customer.ts';
import { mayChange, ROLES, roleLevel, type RoleName } from '../../server/domain/roles.ts';
import { createUser, grant, PASSWORD, placeWithObjects } from '../support/fixtures.ts';
import { createTestServer, type TestClient, type TestServer } from '../support/server.ts';

let server: TestServer;
type Place = Awaited<ReturnType<typeof placeWithObjects>>;
let home: Place;
let bergenOther: Place;
let sunnmorePlace: Place;
let otherSitePlace: Place;
const users = {} as Record<RoleName, { email: string; slug: string }>;
let seq = 0;

type Outcome = 'ok' | 'forbidden' | 'notFound';
const OUTCOME_OF_STATUS: Record<number, Outcome> = { 200: 'ok', 403: 'forbidden', 404: 'notFound' };

const UPDATE = `mutation($input: UpdateCustomerInput!) { updateCustomer(input: $input) { __typename ... on Error { message } ... on ValidationError { fields { field message } } ... on ConflictError { currentUpdatedAt } ... on UpdateCustomerSuccess { user { email phone updatedAt } } } }`;
const ERASE = `mutation($input: CustomerIdInput!) { eraseCustomer(input: $input) { __typename ... on Error { message } } }`;
const EXPORT = `mutation($input: CustomerIdInput!) { exportCustomer(input: $input) { __typename ... on Error { message } ... on ExportCustomerSuccess { fileName document } } }`;
const TYPENAME_OUTCOME: Record<string, Outcome> = {
  UpdateCustomerSuccess: 'ok',
  EraseCustomerSuccess: 'ok',
  ExportCustomerSuccess: 'ok',
  ForbiddenError: 'forbidden',
  NotFoundError: 'notFound',
};

/** A customer (not staff) with one booking at `place`, totalling 1234.50 kr, with a licence file attached. */
async function customerAt(place: Place, label = 'kunde') {
  seq += 1;
  const user = await createUser(server.db, `${label}-${seq}@kundar.test`, { employee: false });
  const b = place.booking;
  const booking = await server.db.booking.create({
    data: {
      pickupLocationId: b.pickupLocationId, dropoffLocationId: b.dropoffLocationId, pickupAt: b.pickupAt, dropoffAt: b.dropoffAt, durationHours: 24,
      totalPrice: '1234.50', companyId: b.companyId, siteId: b.siteId, customerUserId: user.id, guestFirstname: 'Kari', guestLastname: `Kunde${seq}`,
      guestEmail: user.email, guestPhone: '+4791234567', pickupAddress: 'Heimevegen 7, 5000 Bergen', acceptedTerms: true,
      lines: { create: [{ position: 0, rentalOptionId: place.rentalOption.id, lineType: 'rental', amount: 1, pricePerDay: '1234.50', totalPrice: '1234.50' }] },
      documents: { create: [{ upload: { create: { type: 'drivers_licence', mime: 'image/png', size: 4, data: Buffer.from('lic!'), public: false } } }] },
    },
  });
  return { user, booking };
}

beforeAll(async () => {
  server = await createTestServer();
  const { db } = server;
  const network = await db.network.findFirstOrThrow();
  const site = await db.site.findFirstOrThrow({ where: { slug: 'fjordbil' } });
  const bergen = await db.company.findFirstOrThrow({ where: { slug: 'fjordbil-bergen' } });
  const sunnmore = await db.company.findFirstOrThrow({ where: { slug: 'fjordbil-sunnmore' } });
  const otherSite = await db.site.create({
    data: { networkId: network.id, name: 'Annan kundemerkevare', slug: 'annan-kundemerkevare', email: 'x@annan.no', phone: '+4711111111', address1: 'Gata 1', zip: '0001', city: 'Oslo', orgnr: '900000001' },
  });
  const otherCompany = await db.company.create({ data: { siteId: otherSite.id, name: 'Annan kunde AS', slug: 'annan-kunde-as' } });
  home = await placeWithObjects(db, { siteId: site.id, companyId: bergen.id, label: 'kunde-heime' });
  bergenOther = await placeWithObjects(db, { siteId: site.id, companyId: bergen.id, label: 'kunde-bergen2' });
  sunnmorePlace = await placeWithObjects(db, { siteId: site.id, companyId: sunnmore.id, label: 'kunde-sunnmore' });
  otherSitePlace = await placeWithObjects(db, { siteId: otherSite.id, companyId: otherCompany.id, label: 'kunde-annan' });
  for (const role of ROLES) {
    const user = await createUser(db, `${role}@kunderoller.test`);
    const level = roleLevel(role);
    const account = level === 'network' ? { networkId: network.id } : level === 'site' ? { siteId: site.id } : level === 'company' ? { companyId: bergen.id } : { locationId: home.location.id };
    await grant(db, user.id, role, account);
    users[role] = { email: user.email, slug: level === 'network' ? network.slug : level === 'site' ? site.slug : level === 'company' ? bergen.slug : home.location.slug };
  }
});

async function login(role: RoleName): Promise<TestClient> {
  const c = server.client();
  await c.login(users[role].email, PASSWORD);
  return c;
}

/** Where a customer outside the role's scope booked: another location, company or site. */
const outsidePlace = (role: RoleName) => (roleLevel(role) === 'location' ? bergenOther : roleLevel(role) === 'company' ? sunnmorePlace : otherSitePlace);

function expected(role: RoleName, where: 'inside' | 'outside', action: 'change' | 'erase'): Outcome {
  if (where === 'outside' && role !== 'network_admin') return 'notFound';
  return mayChange(role, 'customers') && (action === 'change' || mayErase(role)) ? 'ok' : 'forbidden';
}

const customerHistory = (id: number) => server.db.historyEntry.count({ where: { entityType: 'customer', entityId: id } });

describe('customer writes by role', () => {
  for (const role of ROLES) {
    describe(`as ${role} (${roleLevel(role)} level)`, () => {
      it('updates, exports and erases over GraphQL exactly as the role table allows, inside its scope only; refusals write nothing', async () => {
        const c = await login(role);
        const h = { 'x-account': users[role].slug };
        const outcome = async (doc: string, input: object, field: string) => {
          const r = await c.gql(doc, { input }, h);
          const t = r.data?.[field]?.__typename;
          if (!t || !(t in TYPENAME_OUTCOME)) throw new Error(`${field}: ${JSON.stringify(r)}`);
          return TYPENAME_OUTCOME[t];
        };
        for (const where of ['inside', 'outside'] as const) {
          const { user } = await customerAt(where === 'inside' ? home : outsidePlace(role));
          const id = encodeGlobalID('User', user.id);
          const got = await outcome(UPDATE, { id, updatedAt: user.updatedAt.toISOString(), phone: '+4799887766' }, 'updateCustomer');
          expect(got, `update ${where}`).toBe(expected(role, where, 'change'));
          const after = await server.db.user.findUniqueOrThrow({ where: { id: user.id } });
          expect(after.phone === '+4799887766', `phone written ${where}`).toBe(got === 'ok');
          expect(await customerHistory(user.id)).toBe(got === 'ok' ? 1 : 0);

          const exp = await outcome(EXPORT, { id }, 'exportCustomer');
          expect(exp, `export ${where}`).toBe(expected(role, where, 'change'));

          const erased = await outcome(ERASE, { id }, 'eraseCustomer');
          expect(erased, `erase ${where}`).toBe(expected(role, where, 'erase'));
          const row = await server.db.user.findUniqueOrThrow({ where: { id: user.id } });
          expect(row.erasedAt !== null, `erased ${where}`).toBe(erased === 'ok');
          expect(row.email === user.email).toBe(erased !== 'ok');
        }
      });

      it('answers the same over REST (200 / 403 / 404), writing nothing when refused', async () => {
        const c = await login(role);
        const h = { 'x-account': users[role].slug };
        const status = async (method: string, path: string, body?: unknown) => {
          const r = await c.rest(method, path, body, h);
          if (!(r.status in OUTCOME_OF_STATUS)) throw new Error(`${method} ${path}: ${r.status} ${JSON.stringify(r.body)}`);
          return OUTCOME_OF_STATUS[r.status];
        };
        for (const where of ['inside', 'outside'] as const) {
          const { user } = await customerAt(where === 'inside' ? home : outsidePlace(role));
          const got = await status('POST', '/user/update', { user_id: user.id, user_updated_at: user.updatedAt.toISOString(), user_lastname: 'Restnamn' });
          expect(got, `update ${where}`).toBe(expected(role, where, 'change'));
          expect((await server.db.user.findUniqueOrThrow({ where: { id: user.id } })).lastname === 'Restnamn').toBe(got === 'ok');
          expect(await status('GET', `/user/${user.id}/export`), `export ${where}`).toBe(expected(role, where, 'change'));
          const erased = await status('DELETE', `/user/erase?user_id=${user.id}`);
          expect(erased, `erase ${where}`).toBe(expected(role, where, 'erase'));
          expect((await server.db.user.findUniqueOrThrow({ where: { id: user.id } })).erasedAt !== null).toBe(erased === 'ok');
        }
      });
    });
  }
});

describe('exportCustomer refused', () => {
  it('says the role may not download the data (an export reads), over REST and GraphQL', async () => {
    const c = await login('location_employee');
    const h = { 'x-account': users.location_employee.slug };
    const { user } = await customerAt(home);
    const rest = await c.rest('GET', `/user/${user.id}/export`, undefined, h);
    expect(rest.status).toBe(403);
    expect(JSON.stringify(rest.body)).toContain('Rolla di kan ikkje laste ned data om denne kunden.');
    expect(JSON.stringify(rest.body)).not.toContain('endre');
    const r = await c.gql(EXPORT, { input: { id: encodeGlobalID('User', user.id) } }, h);
    expect(JSON.stringify(r.data.exportCustomer)).toContain('Rolla di kan ikkje laste ned data om denne kunden.');
  });
});

describe('updateCustomer', () => {
  it('refuses a stale edit with ConflictError (GraphQL) and 409 (REST), writing nothing', async () => {
    const c = await login('company_employee');
    const { user } = await customerAt(home);
    const first = await c.gql(UPDATE, { input: { id: encodeGlobalID('User', user.id), updatedAt: user.updatedAt.toISOString(), phone: '+4791111111' } });
    expect(first.data.updateCustomer.__typename).toBe('UpdateCustomerSuccess');
    const stale = await c.gql(UPDATE, { input: { id: encodeGlobalID('User', user.id), updatedAt: user.updatedAt.toISOString(), phone: '+4792222222' } });
    expect(stale.data.updateCustomer.__typename).toBe('ConflictError');
    const rest = await c.rest('POST', '/user/update', { user_id: user.id, user_updated_at: user.updatedAt.toISOString(), user_phone: '+4793333333' });
    expect(rest.status).toBe(409);
    expect((await server.db.user.findUniqueOrThrow({ where: { id: user.id } })).phone).toBe('+4791111111');
    expect(await customerHistory(user.id)).toBe(1);
  });

  it('names the field of bad input and an e-mail another user has, and writes nothing', async () => {
    const c = await login('company_employee');
    const { user } = await customerAt(home);
    const other = await customerAt(home);
    const bad = await c.gql(UPDATE, { input: { id: encodeGlobalID('User', user.id), updatedAt: user.updatedAt.toISOString(), email: 'ikkje-e-post', firstname: ' ' } });
    expect(bad.data.updateCustomer.__typename).toBe('ValidationError');
    expect(bad.data.updateCustomer.fields.map((f: { field: string }) => f.field).sort()).toEqual(['email', 'firstname']);
    // The log-in e-mail is changed from the national account (scope-links.test.ts: not from a company's).
    const national = await login('site_support_agent');
    const taken = await national.gql(UPDATE, { input: { id: encodeGlobalID('User', user.id), updatedAt: user.updatedAt.toISOString(), email: other.user.email.toUpperCase() } });
    expect(taken.data.updateCustomer.fields).toEqual([{ field: 'email', message: 'E-postadressa er allereie i bruk av ein annan brukar.' }]);
    const rest = await c.rest('POST', '/user/update', { user_id: user.id, user_updated_at: user.updatedAt.toISOString(), user_phone: 'abc' });
    expect(rest.status).toBe(422);
    expect(rest.body.fields[0].field).toBe('user_phone');
    expect(await server.db.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({ email: user.email, phone: user.phone, firstname: user.firstname });
  });

  it('refuses an address the rest of the system refuses (kunde@blåbær.no), naming the e-mail field, and writes nothing', async () => {
    // Staff's form used to take it; the customer could then neither ask for a new password nor book with their own address.
    const national = await login('site_support_agent');
    const { user } = await customerAt(home);
    const id = encodeGlobalID('User', user.id);
    const r = await national.gql(UPDATE, { input: { id, updatedAt: user.updatedAt.toISOString(), email: 'kunde@blåbær.no' } });
    expect(r.data.updateCustomer.__typename).toBe('ValidationError');
    expect(r.data.updateCustomer.fields).toEqual([{ field: 'email', message: 'Ugyldig e-postadresse.' }]);
    const rest = await national.rest('POST', '/user/update', { user_id: user.id, user_updated_at: user.updatedAt.toISOString(), user_email: 'kunde@blåbær.no' });
    expect(rest.status).toBe(422);
    expect(rest.body.fields).toEqual([{ field: 'user_email', message: 'Ugyldig e-postadresse.' }]);
    expect(await server.db.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({ email: user.email, updatedAt: user.updatedAt });
    // An ordinary address with a plus tag is still taken (and stored in lower case).
    const ok = await national.gql(UPDATE, { input: { id, updatedAt: user.updatedAt.toISOString(), email: `Kunde.Ny+leige-${user.id}@Example.no` } });
    expect(ok.data.updateCustomer.__typename).toBe('UpdateCustomerSuccess');
    expect(ok.data.updateCustomer.user.email).toBe(`kunde.ny+leige-${user.id}@example.no`);
  });

  it('refuses a phone left without a country code, naming Landskode, over GraphQL and REST, and writes nothing', async () => {
    const c = await login('company_employee');
    const { user } = await customerAt(home);
    await server.db.user.update({ where: { id: user.id }, data: { phone: '48123456', phoneCountryCode: '47' } });
    const row = await server.db.user.findUniqueOrThrow({ where: { id: user.id } });
    const message = 'Hugs landskoden til telefonnummeret (t.d. +47), her eller først i nummeret.';
    const id = encodeGlobalID('User', user.id);
    const cleared = await c.gql(UPDATE, { input: { id, updatedAt: row.updatedAt.toISOString(), phoneCountryCode: '' } });
    expect(cleared.data.updateCustomer.fields).toEqual([{ field: 'phoneCountryCode', message }]);
    const rest = await c.rest('POST', '/user/update', { user_id: user.id, user_updated_at: row.updatedAt.toISOString(), user_phone_country_code: null });
    expect(rest.status).toBe(422);
    expect(rest.body.fields).toEqual([{ field: 'user_phone_country_code', message }]);
    expect(await server.db.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({ phone: '48123456', phoneCountryCode: '47', updatedAt: row.updatedAt });
    // With the code in the number itself the field may be empty.
    const inNumber = await c.gql(UPDATE, { input: { id, updatedAt: row.updatedAt.toISOString(), phoneCountryCode: '', phone: '+47 481 23 456' } });
    expect(inNumber.data.updateCustomer.__typename).toBe('UpdateCustomerSuccess');
  });

  it('answers hostile values in every field with a named error, never a 500, and writes nothing', async () => {
    const c = await login('network_admin');
    const { user } = await customerAt(home);
    const HOSTILE = ['\u0000', 'x'.repeat(5000), '\ud800', 'a\nb', '   '];
    for (const field of ['firstname', 'lastname', 'email', 'phone', 'phoneCountryCode']) {
      for (const value of HOSTILE) {
        // A blank phone clears it (a valid change): left out here so the loaded updatedAt stays current.
        if ((field === 'phone' || field === 'phoneCountryCode') && value === '   ') continue;
        const r = await c.gql(UPDATE, { input: { id: encodeGlobalID('User', user.id), updatedAt: user.updatedAt.toISOString(), [field]: value } });
        const t = r.data?.updateCustomer?.__typename;
        expect(t, `${field}=${JSON.stringify(value).slice(0, 20)}: ${JSON.stringify(r).slice(0, 200)}`).toBe('ValidationError');
        expect(r.data.updateCustomer.fields[0].field).toBe(field);
        const legacy = { firstname: 'user_firstname', lastname: 'user_lastname', email: 'user_email', phone: 'user_phone', phoneCountryCode: 'user_phone_country_code' }[field]!;
        const rest = await c.rest('POST', '/user/update', { user_id: user.id, user_updated_at: user.updatedAt.toISOString(), [legacy]: value });
        expect(rest.status).toBe(422);
        expect(rest.body.fields[0].field).toBe(legacy);
      }
    }
    for (const junk of [[1], { a: 1 }, 12, true]) {
      const rest = await c.rest('POST', '/user/update', { user_id: user.id, user_updated_at: user.updatedAt.toISOString(), user_email: junk });
      expect(rest.status).toBe(422);
    }
    for (const id of ['x', -1, 2 ** 40, '1e3']) expect((await c.rest('DELETE', `/user/erase?user_id=${id}`)).status).toBe(422);
    const row = await server.db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row).toMatchObject({ firstname: user.firstname, lastname: user.lastname, email: user.email, phone: user.phone });
  });

  it('does not let a company role change a colleague who holds a staff role (account take-over)', async () => {
    const c = await login('company_manager');
    const colleague = await createUser(server.db, `kollega-${++seq}@kundar.test`);
    await grant(server.db, colleague.id, 'location_employee', { locationId: home.location.id });
    const r = await c.gql(UPDATE, { input: { id: encodeGlobalID('User', colleague.id), updatedAt: colleague.updatedAt.toISOString(), email: 'tatt@over.test' } });
    expect(r.data.updateCustomer.__typename).toBe('ForbiddenError');
    expect((await server.db.user.findUniqueOrThrow({ where: { id: colleague.id } })).email).toBe(colleague.email);
  });

  it('shows the change with before and after in the customer history', async () => {
    const c = await login('site_support_agent');
    const { user } = await customerAt(home);
    await c.gql(UPDATE, { input: { id: encodeGlobalID('User', user.id), updatedAt: user.updatedAt.toISOString(), phone: '+4794444444' } });
    const r = await c.gql(`query($id: ID!) { node(id: $id) { ... on User { history(first: 5) { edges { node { comment changes authorName } } } } } }`, { id: encodeGlobalID('User', user.id) });
    expect(r.data.node.history.edges[0].node).toMatchObject({ comment: 'Kontaktopplysningane er endra', changes: { phone: [user.phone, '+4794444444'] } });
    const rest = await c.rest('GET', `/user/history?user_id=${user.id}`);
    expect(rest.body.data[0].history_changes).toEqual({ phone: [user.phone, '+4794444444'] });
  });
});

describe('eraseCustomer', () => {
  it('anonymises the person, ends their sessions, keeps the bookings and amounts, deletes the licence file, and the log-in stops working', async () => {
    const { user, booking } = await customerAt(home, 'slettast');
    const customer = server.client();
    await customer.login(user.email, PASSWORD);
    expect((await customer.gql('{ viewer { email } }')).data.viewer.email).toBe(user.email);
    const docs = await server.db.bookingDocument.findMany({ where: { bookingId: booking.id } });
    expect(docs).toHaveLength(1);

    const admin = await login('site_admin');
    const r = await admin.gql(ERASE, { input: { id: encodeGlobalID('User', user.id) } });
    expect(r.data.eraseCustomer.__typename).toBe('EraseCustomerSuccess');

    const row = await server.db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row).toMatchObject({ firstname: 'Sletta', lastname: 'kunde', phone: null, email: `sletta-${user.id}@anonymisert.invalid` });
    expect(row.erasedAt).not.toBeNull();
    expect(await server.db.session.count({ where: { userId: user.id } })).toBe(0);
    expect((await customer.gql('{ viewer { email } }')).data.viewer).toBeNull();
    const again = await server.client().gql(`mutation($input: LoginInput!) { login(input: $input) { __typename } }`, { input: { email: user.email, password: PASSWORD } });
    expect(again.data.login.__typename).not.toBe('ViewerPayload');

    const kept = await server.db.booking.findUniqueOrThrow({ where: { id: booking.id }, include: { lines: true } });
    expect(kept.totalPrice.toFixed(2)).toBe('1234.50');
    expect(kept.lines.map((l) => l.totalPrice.toFixed(2))).toEqual(['1234.50']);
    expect(kept.customerUserId).toBe(user.id);
    expect(kept).toMatchObject({ guestFirstname: null, guestLastname: null, guestEmail: null, guestPhone: null, pickupAddress: '(anonymisert)' });
    expect(await server.db.bookingDocument.count({ where: { bookingId: booking.id } })).toBe(0);
    expect(await server.db.upload.count({ where: { id: docs[0]!.uploadId } })).toBe(0);

    const history = await server.db.historyEntry.findMany({ where: { entityType: 'customer', entityId: user.id } });
    expect(history.map((h) => h.status)).toContain('erased');
    expect(JSON.stringify(history)).not.toContain(user.email);
    // A second erase is refused; so is a change.
    expect((await admin.gql(ERASE, { input: { id: encodeGlobalID('User', user.id) } })).data.eraseCustomer.__typename).toBe('ForbiddenError');
  });

  it('scrubs the values of earlier edits from the history', async () => {
    const { user } = await customerAt(home, 'historikk');
    const admin = await login('network_admin');
    await admin.gql(UPDATE, { input: { id: encodeGlobalID('User', user.id), updatedAt: user.updatedAt.toISOString(), phone: '+4795555555' } });
    await admin.gql(ERASE, { input: { id: encodeGlobalID('User', user.id) } });
    const rows = await server.db.historyEntry.findMany({ where: { entityType: 'customer', entityId: user.id } });
    expect(rows).toHaveLength(2);
    expect(JSON.stringify(rows.map((r) => r.changes))).not.toMatch(/4795555555|4790000000/);
  });
});

describe('the history of an erased customer, as staff read it', () => {
  const HISTORY = `query($user: ID!, $booking: ID!) {
    user: node(id: $user) { ... on User { history(first: 20) { edges { node { status comment changes } } } } }
    booking: node(id: $booking) { ... on Booking { history(first: 20) { edges { node { status comment changes } } } } } }`;
  type Entry = { status: string; comment: string; changes: Record<string, [unknown, unknown]> | null };

  it('lists no change whose before and after are the same, and none of the erased values, over GraphQL and REST', async () => {
    const { user, booking } = await customerAt(home, 'lesbar');
    const admin = await login('network_admin');
    const changed = await admin.gql(UPDATE, { input: { id: encodeGlobalID('User', user.id), updatedAt: user.updatedAt.toISOString(), firstname: 'Kåre', phone: '+4795555556' } });
    expect(changed.data.updateCustomer.__typename).toBe('UpdateCustomerSuccess');
    const guestEdit = await admin.gql(
      `mutation($input: UpdateBookingInput!) { updateBooking(input: $input) { __typename ... on Error { message } } }`,
      { input: { id: encodeGlobalID('Booking', booking.id), updatedAt: (await server.db.booking.findUniqueOrThrow({ where: { id: booking.id } })).updatedAt.toISOString(), guestPhone: '+4796666666', reference: 'REF-1' } },
    );
    expect(guestEdit.data.updateBooking.__typename, JSON.stringify(guestEdit)).toBe('UpdateBookingSuccess');
    expect((await admin.gql(ERASE, { input: { id: encodeGlobalID('User', user.id) } })).data.eraseCustomer.__typename).toBe('EraseCustomerSuccess');

    const r = await admin.gql(HISTORY, { user: encodeGlobalID('User', user.id), booking: encodeGlobalID('Booking', booking.id) });
    expect(r.errors).toBeUndefined();
    const people: Entry[] = r.data.user.history.edges.map((e: { node: Entry }) => e.node);
    const bookings: Entry[] = r.data.booking.history.edges.map((e: { node: Entry }) => e.node);
    for (const entry of [...people, ...bookings]) {
      for (const [field, [before, after]] of Object.entries(entry.changes ?? {})) expect(before, `${entry.comment}: ${field}`).not.toEqual(after);
    }
    // The erasure names what it replaced, never the value it replaced.
    const erasure = people.find((h) => h.status === 'erased')!;
    expect(erasure.changes).toEqual({
      firstname: ['(anonymisert)', 'Sletta'],
      lastname: ['(anonymisert)', 'kunde'],
      email: ['(anonymisert)', `sletta-${user.id}@anonymisert.invalid`],
      phone: ['(anonymisert)', null],
    });
    // The earlier edits keep their entries, without the values: the reference is free text like the comment (it may
    // name the person, as the privacy statement says), so its change is kept as a trace only.
    expect(people.find((h) => h.status === 'changed')).toMatchObject({ comment: 'Kontaktopplysningane er endra' });
    expect(bookings.find((h) => h.changes?.reference)?.changes?.reference).toEqual([null, '(anonymisert)']);
    const text = JSON.stringify(r.data);
    for (const personal of [user.email, user.lastname, 'Kåre', '4790000000', '4795555556', '4796666666', '4791234567', 'Kari', 'Heimevegen', 'REF-1']) expect(text).not.toContain(personal);

    const rest = await admin.rest('GET', `/user/history?user_id=${user.id}`);
    expect(rest.status).toBe(200);
    for (const h of rest.body.data as { history_changes: Record<string, [unknown, unknown]> | null }[]) {
      for (const [before, after] of Object.values(h.history_changes ?? {})) expect(before).not.toEqual(after);
    }
    expect(JSON.stringify(rest.body)).not.toContain(user.email);
  });

  it('leaves out "(anonymisert) → (anonymisert)" of entries an earlier erasure wrote', async () => {
    const { user } = await customerAt(home, 'gamal');
    await server.db.historyEntry.create({
      data: { entityType: 'customer', entityId: user.id, status: 'erased', comment: 'Kunden er sletta (anonymisert)', changes: { email: ['(anonymisert)', '(anonymisert)'], firstname: ['(anonymisert)', 'Sletta'] } },
    });
    const admin = await login('network_admin');
    const r = await admin.gql(`query($id: ID!) { node(id: $id) { ... on User { history(first: 5) { edges { node { changes } } } } } }`, { id: encodeGlobalID('User', user.id) });
    expect(r.data.node.history.edges[0].node.changes).toEqual({ firstname: ['(anonymisert)', 'Sletta'] });
    const rest = await admin.rest('GET', `/user/history?user_id=${user.id}`);
    expect(rest.body.data[0].history_changes).toEqual({ firstname: ['(anonymisert)', 'Sletta'] });
  });
});

describe('exportCustomer', () => {
  it('holds what is stored about the person and nothing of other people, as a JSON file over REST', async () => {
    const { user, booking } = await customerAt(home, 'eksport');
    const stranger = await customerAt(home, 'framand');
    await server.client().login(user.email, PASSWORD);
    const c = await login('company_manager');
    const r = await c.rest('GET', `/user/${user.id}/export`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/^application\/json/);
    expect(r.headers.get('content-disposition')).toMatch(new RegExp(`attachment; filename="kunde-${user.id}-\\d{4}-\\d{2}-\\d{2}\\.json"`));
    const doc = r.body;
    expect(doc.person).toMatchObject({ id: user.id, email: user.email, firstname: user.firstname, phone: user.phone });
    expect(doc.bookings.map((b: { id: number }) => b.id)).toEqual([booking.id]);
    expect(doc.bookings[0].lines[0].totalPrice).toBe('1234.5');
    expect(doc.bookings[0].documents).toHaveLength(1);
    expect(doc.sessions).toHaveLength(1);
    expect(doc.consents.acceptedTermsOnBookings).toEqual([booking.id]);
    const text = JSON.stringify(doc);
    expect(text).not.toContain('passwordHash');
    expect(text).not.toContain(user.passwordHash);
    expect(text).not.toContain(stranger.user.email);
    expect(text).not.toContain(users.company_manager.email);
    // The export itself is in the history.
    const g = await c.gql(EXPORT, { input: { id: encodeGlobalID('User', user.id) } });
    expect(g.data.exportCustomer.document.person.email).toBe(user.email);
    expect(await server.db.historyEntry.count({ where: { entityType: 'customer', entityId: user.id, status: 'exported' } })).toBe(2);
  });
});

describe('the customer list', () => {
  it('derives kinds, filters employees and kinds, lists guests, and GET /api/v1/users hides private data unless asked', async () => {
    const c = await login('network_admin');
    const q = `query($slug: String!, $emp: Boolean, $kind: String) { account(slug: $slug) {
      users(first: 100, isEmployee: $emp, kind: $kind) { totalCount edges { node { databaseId isEmployee kind customerCompany { databaseId } } } }
      guestCustomers(first: 100) { totalCount edges { node { databaseId guestKind customerUser { id } } } } } }`;
    const all = (await c.gql(q, { slug: users.network_admin.slug })).data.account;
    const staff = (await c.gql(q, { slug: users.network_admin.slug, emp: true })).data.account.users;
    expect(staff.totalCount).toBeGreaterThan(0);
    expect(staff.edges.every((e: { node: { isEmployee: boolean } }) => e.node.isEmployee)).toBe(true);
    expect(all.users.edges.every((e: { node: { kind: string; customerCompany: unknown } }) => e.node.kind === (e.node.customerCompany ? 'business' : 'private'))).toBe(true);
    const business = (await c.gql(q, { slug: users.network_admin.slug, kind: 'business' })).data.account.users;
    expect(business.edges.every((e: { node: { kind: string } }) => e.node.kind === 'business')).toBe(true);
    expect(all.guestCustomers.edges.length).toBeGreaterThan(0);
    expect(all.guestCustomers.edges.every((e: { node: { guestKind: string; customerUser: unknown } }) => e.node.customerUser === null && e.node.guestKind.endsWith('-guest'))).toBe(true);

    const plain = await c.rest('GET', '/users?is_employee=true&limit=5');
    expect(plain.status).toBe(200);
    expect(plain.body.pagination.total_count).toBe(staff.totalCount);
    expect(plain.body.data[0]).not.toHaveProperty('user_email');
    expect(plain.body.data[0].user_isemployee).toBe(true);
    const priv = await c.rest('GET', '/users?include_private_data=true&limit=5');
    expect(priv.body.data[0]).toHaveProperty('user_email');
    expect((await c.rest('GET', '/users?is_employee=kanskje')).status).toBe(422);
    // Asking for the private data in a word the API does not know is refused by name, not answered without it.
    const unclear = await c.rest('GET', '/users?include_private_data=yes&limit=5');
    expect(unclear.status).toBe(422);
    expect(JSON.stringify(unclear.body)).toContain('include_private_data');
    const plainAgain = await c.rest('GET', '/users?include_private_data=false&limit=5');
    expect(plainAgain.status).toBe(200);
    expect(plainAgain.body.data[0]).not.toHaveProperty('user_email');
  });

  it('shows a company-level role only people who booked or work inside its company', async () => {
    const c = await login('company_employee');
    const inside = await customerAt(home, 'innanfor');
    const outside = await customerAt(sunnmorePlace, 'utanfor');
    const r = await c.rest('GET', '/users?include_private_data=true&limit=1000');
    const emails = r.body.data.map((u: { user_email: string }) => u.user_email);
    expect(emails).toContain(inside.user.email);
    expect(emails).not.toContain(outside.user.email);
  });
  it('names the business of a person who booked privately inside the account, though the business never booked there', async () => {
    const c = await login('company_employee');
    const business = await server.db.customerCompany.create({ data: { name: 'Privatbedrift AS', orgnr: `8${String(Date.now()).slice(-8)}` } });
    const person = await customerAt(home, 'privat-med-bedrift');
    await server.db.user.update({ where: { id: person.user.id }, data: { customerCompanyId: business.id } });
    const q = `query($slug: String!, $search: String) { account(slug: $slug) { users(first: 10, search: $search) { edges { node { databaseId kind customerCompany { databaseId name } } } } } }`;
    const r = await c.gql(q, { slug: users.company_employee.slug, search: person.user.email });
    expect(r.errors).toBeUndefined();
    expect(r.data.account.users.edges.map((e: { node: unknown }) => e.node)).toEqual([
      { databaseId: person.user.id, kind: 'business', customerCompany: { databaseId: business.id, name: 'Privatbedrift AS' } },
    ]);
    // A business none of whose people or bookings are inside the account stays out of reach.
    const stranger = await server.db.customerCompany.create({ data: { name: 'Framand AS', orgnr: `7${String(Date.now()).slice(-8)}` } });
    const page = await c.gql(`query($slug: String!, $id: Int!) { account(slug: $slug) { customerCompany(databaseId: $id) { name } } }`, { slug: users.company_employee.slug, id: stranger.id });
    expect(page.data.account.customerCompany).toBeNull();
  });
});

describe('a business customer', () => {
  it('shows its people and bookings inside the scope, and is not found outside it', async () => {
    const business = await server.db.customerCompany.create({ data: { name: 'Kundebedrift AS', orgnr: `9${String(Date.now()).slice(-8)}` } });
    const inside = await customerAt(home, 'bedrift-inne');
    const outside = await customerAt(sunnmorePlace, 'bedrift-ute');
    for (const p of [inside, outside]) {
      await server.db.user.update({ where: { id: p.user.id }, data: { customerCompanyId: business.id } });
      await server.db.booking.update({ where: { id: p.booking.id }, data: { customerCompanyId: business.id, orderType: 'business' } });
    }
    const q = `query($slug: String!, $id: Int!, $company: ID!) { account(slug: $slug) {
      customerCompany(databaseId: $id) { id name people { databaseId kind } }
      bookings(first: 20, customerCompanyId: $company) { totalCount edges { node { databaseId } } } } }`;
    const manager = await login('company_manager');
    const page = (await manager.gql(q, { slug: users.company_manager.slug, id: business.id, company: encodeGlobalID('CustomerCompany', String(business.id)) })).data.account;
    const c = page.customerCompany;
    expect(c.name).toBe('Kundebedrift AS');
    expect(c.id).toBe(encodeGlobalID('CustomerCompany', String(business.id)));
    expect(c.people).toEqual([{ databaseId: inside.user.id, kind: 'business' }]);
    expect(page.bookings).toEqual({ totalCount: 1, edges: [{ node: { databaseId: inside.booking.id } }] });
    const other = await server.db.customerCompany.create({ data: { name: 'Framand AS', orgnr: `8${String(Date.now()).slice(-8)}` } });
    const foreign = (await manager.gql(q, { slug: users.company_manager.slug, id: other.id, company: encodeGlobalID('CustomerCompany', String(other.id)) })).data.account;
    expect(foreign.customerCompany).toBeNull();
    expect(foreign.bookings.totalCount).toBe(0);
    // Nor through the node query: a business is a node like any other, visible by the same rule.
    const node = `query($id: ID!) { node(id: $id) { ... on CustomerCompany { name } } }`;
    expect((await manager.gql(node, { id: encodeGlobalID('CustomerCompany', String(other.id)) })).data.node).toBeNull();
    expect((await manager.gql(node, { id: encodeGlobalID('CustomerCompany', String(business.id)) })).data.node).toEqual({ name: 'Kundebedrift AS' });
  });

  it('is listed as a business customer of the account, also when its orders came from a contact without an account', async () => {
    // Such a business (the demo's Vestland Bygg AS) is no registered person and no guest: it was listed nowhere.
    const business = await server.db.customerCompany.create({ data: { name: 'Kontaktbedrift AS', orgnr: `7${String(Date.now()).slice(-8)}` } });
    const booked = await customerAt(home, 'kontakt-utan-konto');
    await server.db.booking.update({ where: { id: booked.booking.id }, data: { customerCompanyId: business.id, customerUserId: null, orderType: 'business' } });
    const elsewhere = await server.db.customerCompany.create({ data: { name: 'Kontaktbedrift Sunnmøre AS', orgnr: `6${String(Date.now()).slice(-8)}` } });
    const far = await customerAt(sunnmorePlace, 'kontakt-sunnmore');
    await server.db.booking.update({ where: { id: far.booking.id }, data: { customerCompanyId: elsewhere.id, customerUserId: null, orderType: 'business' } });
    const q = `query($slug: String!, $search: String) { account(slug: $slug) { businessCustomers(first: 100, search: $search) { totalCount edges { node { databaseId name orgnr } } } } }`;
    const manager = await login('company_manager');
    const list = (await manager.gql(q, { slug: users.company_manager.slug, search: 'Kontaktbedrift' })).data.account.businessCustomers;
    expect(list.edges.map((e: { node: { name: string } }) => e.node.name)).toEqual(['Kontaktbedrift AS']);
    expect(list.totalCount).toBe(1);
    const byOrgnr = (await manager.gql(q, { slug: users.company_manager.slug, search: business.orgnr })).data.account.businessCustomers;
    expect(byOrgnr.edges).toEqual([{ node: { databaseId: business.id, name: 'Kontaktbedrift AS', orgnr: business.orgnr } }]);
  });
});
