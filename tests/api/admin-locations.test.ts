/**
 * Locations through the one write path (GraphQL): create, update and delete with validation of every field,
 * the lost-update conflict, InUseError, history with before/after, the permissions the client reads, and the
 * booking wizard seeing saved opening hours at once.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { decodeGlobalID, encodeGlobalID } from '@pothos/plugin-relay';
import type { TestClient, TestServer } from '../support/server.ts';
import { createTestServer } from '../support/server.ts';
import { historyCount, locationCount, validLocation, week } from '../support/locations.ts';
import { futureWeek } from '../support/shop.ts';

let server: TestServer;
let admin: TestClient;
let bergenId: string;
let sunnmoreId: string;

interface FieldError {
  field: string;
  message: string;
}
interface LocationOut {
  id: string;
  databaseId: number;
  name: string;
  status: string;
  country: string;
  aliases: string[];
  airportCode: string | null;
  transportFactor: string;
  deliveryPrepTimeHours: string;
  maxDeliveryKm: string | null;
  updatedAt: string;
  viewerMayChange: boolean;
  viewerMayDelete: boolean;
  openingWeek: { pickup: { weekday: number; closed: boolean; opens: string | null; closes: string | null }[] };
  company: { name: string };
}
type Result =
  | { __typename: 'CreateLocationSuccess' | 'UpdateLocationSuccess'; location: LocationOut; edge?: { cursor: string; node: { id: string } } }
  | { __typename: 'DeleteLocationSuccess'; deletedId: string }
  | { __typename: 'ValidationError'; message: string; code: string; fields: FieldError[] }
  | { __typename: 'ConflictError'; message: string; code: string; currentUpdatedAt: string }
  | { __typename: 'InUseError'; message: string; code: string; bookings: number; products: number }
  | { __typename: 'ForbiddenError' | 'NotFoundError'; message: string; code: string };

const LOCATION_FIELDS = `id databaseId name status country aliases airportCode transportFactor deliveryPrepTimeHours maxDeliveryKm updatedAt
  viewerMayChange viewerMayDelete company { name } openingWeek { pickup { weekday closed opens closes } }`;
const ERRORS = `... on Error { message code } ... on ValidationError { fields { field message } }
  ... on ConflictError { currentUpdatedAt } ... on InUseError { bookings products }`;

export const CREATE = `mutation($input: CreateLocationInput!) { createLocation(input: $input) { __typename
  ... on CreateLocationSuccess { location { ${LOCATION_FIELDS} } edge { cursor node { id } } } ${ERRORS} } }`;
export const UPDATE = `mutation($input: UpdateLocationInput!) { updateLocation(input: $input) { __typename
  ... on UpdateLocationSuccess { location { ${LOCATION_FIELDS} } } ${ERRORS} } }`;
export const DELETE = `mutation($input: DeleteLocationInput!) { deleteLocation(input: $input) { __typename
  ... on DeleteLocationSuccess { deletedId } ${ERRORS} } }`;

async function create(c: TestClient, input: Record<string, unknown>) {
  const r = await c.gql<{ createLocation: Result }>(CREATE, { input });
  if (!r.data) throw new Error(JSON.stringify(r.errors));
  return r.data.createLocation;
}
const update = async (c: TestClient, input: Record<string, unknown>) => (await c.gql<{ updateLocation: Result }>(UPDATE, { input })).data!.updateLocation;
const remove = async (c: TestClient, id: string) => (await c.gql<{ deleteLocation: Result }>(DELETE, { input: { id } })).data!.deleteLocation;

function created(r: Result): LocationOut {
  if (r.__typename !== 'CreateLocationSuccess' && r.__typename !== 'UpdateLocationSuccess') throw new Error(`expected success, got ${JSON.stringify(r)}`);
  return r.location;
}

const NETWORK = encodeGlobalID('Account', 'systemeier');

beforeAll(async () => {
  server = await createTestServer();
  admin = server.client();
  await admin.login('admin@fjordbil.no', 'demo1234');
  const companies = await server.db.company.findMany({ orderBy: { id: 'asc' } });
  bergenId = encodeGlobalID('Company', companies.find((c) => c.slug === 'fjordbil-bergen')!.id);
  sunnmoreId = encodeGlobalID('Company', companies.find((c) => c.slug === 'fjordbil-sunnmore')!.id);
});

describe('createLocation', () => {
  it('creates a location with defaults, aliases split on commas, opening hours and a history entry', async () => {
    const before = await locationCount(server.db);
    const r = await create(admin, {
      ...validLocation('Nordnes'),
      accountId: NETWORK,
      companyId: bergenId,
      aliases: ['Nordnes , Nordnesparken', ' Sentrum'],
      airportCode: 'bgo',
      maxDeliveryKm: '',
      openingHours: { pickup: week('08:00', '16:00', 6), dropoff: week('08:00', '16:00'), employees: week('08:00', '16:00') },
    });
    const loc = created(r);
    expect(loc).toMatchObject({ status: 'draft', country: 'Norge', aliases: ['Nordnes', 'Nordnesparken', 'Sentrum'], airportCode: 'BGO', maxDeliveryKm: null });
    expect(Number(loc.transportFactor)).toBe(1);
    expect(Number(loc.deliveryPrepTimeHours)).toBe(0.5);
    expect(loc.company.name).toBe('Fjordbil Bergen AS');
    expect(loc.openingWeek.pickup[0]).toEqual({ weekday: 1, closed: false, opens: '08:00', closes: '16:00' });
    expect(loc.openingWeek.pickup[6]).toEqual({ weekday: 7, closed: true, opens: null, closes: null });
    if (r.__typename !== 'CreateLocationSuccess') throw new Error();
    expect(r.edge!.node.id).toBe(loc.id);
    expect(decodeGlobalID(loc.id)).toEqual({ typename: 'Location', id: String(loc.databaseId) });
    expect(await locationCount(server.db)).toBe(before + 1);
    const history = await server.db.historyEntry.findMany({ where: { entityType: 'location', entityId: loc.databaseId } });
    expect(history).toHaveLength(1);
    expect((history[0]!.changes as Record<string, unknown>).name).toEqual([null, 'Nordnes']);
    expect(history[0]!.authorId).not.toBeNull();
  });

  it('appends the new edge to the list it belongs to (same cursor as the list gives)', async () => {
    const loc = created(await create(admin, { ...validLocation('Kantvik'), accountId: NETWORK, companyId: bergenId }));
    const list = await admin.gql<{ account: { locations: { edges: { cursor: string; node: { id: string } }[] } } }>(
      `{ account(slug: "systemeier") { locations(first: 100, sort: id, direction: desc) { edges { cursor node { id } } } } }`,
    );
    const edge = list.data!.account.locations.edges.find((e) => e.node.id === loc.id);
    expect(edge).toBeDefined();
  });

  it('refuses an invalid field, naming it, and writes nothing', async () => {
    const before = [await locationCount(server.db), await historyCount(server.db)];
    const r = await create(admin, { ...validLocation('Feil'), accountId: NETWORK, companyId: bergenId, name: '  ', airportCode: 'BG1', transportFactor: '-1' });
    expect(r.__typename).toBe('ValidationError');
    if (r.__typename !== 'ValidationError') return;
    expect(r.fields.map((f) => f.field).sort()).toEqual(['airportCode', 'name', 'transportFactor']);
    expect(r.fields.find((f) => f.field === 'airportCode')!.message).toBe('Flyplasskoden er tre bokstavar (t.d. BGO).');
    expect([await locationCount(server.db), await historyCount(server.db)]).toEqual(before);
  });

  it('asks network staff to choose the owner', async () => {
    const r = await create(admin, { ...validLocation('Utan eigar'), accountId: NETWORK });
    expect(r.__typename).toBe('ValidationError');
    if (r.__typename === 'ValidationError') expect(r.fields[0]!.field).toBe('companyId');
  });

  it('answers a malformed account id as bad input', async () => {
    const r = await admin.gql(CREATE, { input: { ...validLocation('X'), accountId: 'ikkje-ein-id!' } });
    expect(r.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('updateLocation', () => {
  it('changes only the given fields, records before and after, and archives in one click', async () => {
    const loc = created(await create(admin, { ...validLocation('Laksevåg'), accountId: NETWORK, companyId: bergenId }));
    const r = created(await update(admin, { id: loc.id, updatedAt: loc.updatedAt, name: 'Laksevåg senter', maxDeliveryKm: '25' }));
    expect(r.name).toBe('Laksevåg senter');
    expect(r.maxDeliveryKm).toBe('25');
    expect(r.status).toBe('draft');
    const archived = created(await update(admin, { id: loc.id, updatedAt: r.updatedAt, status: 'archived' }));
    expect(archived.status).toBe('archived');
    const history = await server.db.historyEntry.findMany({ where: { entityType: 'location', entityId: loc.databaseId }, orderBy: { id: 'asc' } });
    expect(history).toHaveLength(3);
    expect(history[1]!.changes).toEqual({ name: ['Laksevåg', 'Laksevåg senter'], maxDeliveryKm: [null, '25'] });
    expect(history[2]!.changes).toEqual({ status: ['draft', 'archived'] });
    expect(history[2]!.status).toBe('archived');
  });

  it('refuses a stale updatedAt with a ConflictError and writes nothing', async () => {
    const loc = created(await create(admin, { ...validLocation('Fyllingsdalen'), accountId: NETWORK, companyId: bergenId }));
    const first = created(await update(admin, { id: loc.id, updatedAt: loc.updatedAt, city: 'Fyllingsdalen' }));
    const history = await historyCount(server.db);
    const r = await update(admin, { id: loc.id, updatedAt: loc.updatedAt, name: 'Gammal versjon' });
    expect(r).toMatchObject({ __typename: 'ConflictError', code: 'CONFLICT', message: 'Lokasjonen er endra av nokon andre sidan du opna han. Last inn på nytt.', currentUpdatedAt: first.updatedAt });
    expect((await server.db.location.findUniqueOrThrow({ where: { id: loc.databaseId } })).name).toBe('Fyllingsdalen');
    expect(await historyCount(server.db)).toBe(history);
  });

  it('writes nothing when nothing changes', async () => {
    const loc = created(await create(admin, { ...validLocation('Åsane'), accountId: NETWORK, companyId: bergenId }));
    const history = await historyCount(server.db);
    const r = created(await update(admin, { id: loc.id, updatedAt: loc.updatedAt, name: 'Åsane', transportFactor: '1.00' }));
    expect(r.updatedAt).toBe(loc.updatedAt);
    expect(await historyCount(server.db)).toBe(history);
  });

  it('refuses clearing a required field and a closing time before opening', async () => {
    const loc = created(await create(admin, { ...validLocation('Loddefjord'), accountId: NETWORK, companyId: bergenId }));
    const r = await update(admin, {
      id: loc.id, updatedAt: loc.updatedAt, city: '', distanceFromCompanyMin: null,
      openingHours: { pickup: [{ weekday: 1, closed: false, opens: '16:00', closes: '08:00' }, { weekday: 2, closed: false, opens: '08:15', closes: '16:00' }] },
    });
    expect(r.__typename).toBe('ValidationError');
    if (r.__typename !== 'ValidationError') return;
    expect(r.fields).toEqual(expect.arrayContaining([
      { field: 'city', message: 'Må fyllast ut.' },
      { field: 'distanceFromCompanyMin', message: 'Må fyllast ut.' },
      { field: 'openingHours.pickup.0.closes', message: 'Stengetid må vere etter opningstid.' },
      { field: 'openingHours.pickup.1.opens', message: 'Vel eit klokkeslett i halvtimesteg (HH:MM).' },
    ]));
  });

  it('shows saved opening hours in the booking wizard at once', async () => {
    const loc = created(await create(admin, { ...validLocation('Kvarteret'), accountId: NETWORK, companyId: bergenId, status: 'public', openingHours: { pickup: week('08:00', '16:00'), dropoff: week('08:00', '16:00'), employees: week('08:00', '16:00') } }));
    const { pickupAt, dropoffAt } = futureWeek(3);
    const search = `query($input: RentalSearchInput!) { rentalSearch(input: $input) { __typename ... on RentalSearch { warnings } } }`;
    const input = { pickupLocationId: loc.id, dropoffLocationId: loc.id, pickupAt, dropoffAt };
    const visitor = server.client();
    const before = await visitor.gql<{ rentalSearch: { warnings: string[] } }>(search, { input });
    expect(before.data!.rentalSearch.warnings).toEqual([]);
    await update(admin, { id: loc.id, updatedAt: loc.updatedAt, openingHours: { pickup: week('11:00', '16:00') } });
    const after = await visitor.gql<{ rentalSearch: { warnings: string[] } }>(search, { input });
    expect(after.data!.rentalSearch.warnings.join(' ')).toContain('utanfor opningstida');
  });
});

describe('deleteLocation', () => {
  it('deletes an unused location, returns its id and keeps its history readable to the network admin', async () => {
    const loc = created(await create(admin, { ...validLocation('Bryggen'), accountId: NETWORK, companyId: bergenId }));
    const r = await remove(admin, loc.id);
    expect(r).toEqual({ __typename: 'DeleteLocationSuccess', deletedId: loc.id });
    expect(await server.db.location.count({ where: { id: loc.databaseId } })).toBe(0);
    const history = await admin.rest('GET', `/location/history?location_id=${loc.databaseId}`);
    expect(history.status).toBe(200);
    expect(history.body.data[0]).toMatchObject({ history_status: 'deleted' });
    expect(history.body.data[0].history_changes.name).toEqual(['Bryggen', null]);
  });

  it('refuses a location in use with an InUseError naming what holds it, and deletes nothing', async () => {
    const used = await server.db.location.findFirstOrThrow({ where: { pickups: { some: {} } }, include: { _count: { select: { pickups: true, products: true } } } });
    const bookings = await server.db.booking.count({ where: { OR: [{ pickupLocationId: used.id }, { dropoffLocationId: used.id }] } });
    const products = await server.db.product.count({ where: { locationId: used.id } });
    const r = await remove(admin, encodeGlobalID('Location', used.id));
    expect(r).toMatchObject({ __typename: 'InUseError', code: 'IN_USE', bookings, products });
    if (r.__typename === 'InUseError') {
      expect(r.message).toMatch(new RegExp(`^Lokasjonen er i bruk av ${bookings} bookingar, ${products} køyretøy`));
      expect(r.message).toMatch(/ og .*\. Arkiver han i staden\.$/);
    }
    expect(await server.db.location.count({ where: { id: used.id } })).toBe(1);
  });

  it('answers NotFoundError for an id that does not exist', async () => {
    expect((await remove(admin, encodeGlobalID('Location', 999999))).__typename).toBe('NotFoundError');
  });
});

describe('Account.permissions', () => {
  it('tells the client what the role may do with each resource', async () => {
    const employee = server.client();
    await employee.login('flesland@fjordbil.no', 'demo1234');
    const q = `{ viewer { accounts { slug } } }`;
    const slug = (await employee.gql<{ viewer: { accounts: { slug: string }[] } }>(q)).data!.viewer.accounts[0]!.slug;
    const r = await employee.gql<{ account: { id: string; permissions: Record<string, { create: boolean; change: boolean; delete: boolean }> } }>(
      `query($slug: String!) { account(slug: $slug) { id permissions { locations { create change delete } bookings { create change delete } products { create change delete } rentalOptions { create change delete } customers { create change delete } } } }`,
      { slug },
    );
    expect(decodeGlobalID(r.data!.account.id)).toEqual({ typename: 'Account', id: slug });
    expect(r.data!.account.permissions.locations).toEqual({ create: false, change: false, delete: false });
    expect(r.data!.account.permissions.bookings).toEqual({ create: true, change: true, delete: true });
    expect(r.data!.account.permissions.customers.change).toBe(false);
  });

  it('marks rows the viewer may change', async () => {
    const manager = server.client();
    await manager.login('bergen@fjordbil.no', 'demo1234');
    const r = await manager.gql<{ account: { locations: { edges: { node: { viewerMayChange: boolean; viewerMayDelete: boolean } }[] } } }>(
      `{ account(slug: "fjordbil-bergen") { locations(first: 5) { edges { node { viewerMayChange viewerMayDelete } } } } }`,
      {},
      { 'x-account': 'fjordbil-bergen' },
    );
    expect(r.data!.account.locations.edges.length).toBeGreaterThan(0);
    expect(r.data!.account.locations.edges.every((e) => e.node.viewerMayChange && e.node.viewerMayDelete)).toBe(true);
    void sunnmoreId;
  });
});
