/**
 * The legacy location paths over the same services as GraphQL: the envelope with the spec's texts, legacy field
 * names in and out (also in 422 answers), the full legacy object on update, and every field's validation with
 * nothing written.
 */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCATION_LIMITS, LOCATION_MESSAGES } from '../../server/domain/location.ts';
import { historyCount, locationCount, validLocation } from '../support/locations.ts';
import { createTestServer, type TestClient, type TestServer } from '../support/server.ts';

let server: TestServer;
let admin: TestClient;
let bergen: number;

const legacy = (name: string) => ({
  location_name: name,
  location_status: 'private',
  location_address1: 'Strandkaien 2',
  location_zip: '5013',
  location_city: 'Bergen',
  location_region: 'Bergen',
  location_distance_from_company_km: '2,5',
  location_distance_from_company_min: 6,
  location_aliases: 'Strandkaien, Vågen',
  location_openinghours_pickup: [
    { day: 'monday', open: '08:00', close: '16:00' },
    { day: 'tuesday', open: '08:00', close: '16:00' },
  ],
  company_id: bergen,
});

beforeAll(async () => {
  server = await createTestServer();
  admin = server.client();
  await admin.login('admin@fjordbil.no', 'demo1234');
  bergen = (await server.db.company.findFirstOrThrow({ where: { slug: 'fjordbil-bergen' } })).id;
});

describe('POST /api/v1/location/create', () => {
  it('answers "Lokasjon opprettet" with the location in legacy names', async () => {
    const r = await admin.rest('POST', '/location/create', legacy('Strandkaien'));
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ code: 200, status: 'OK', message: 'Lokasjon opprettet' });
    expect(r.body.data).toMatchObject({
      location_name: 'Strandkaien',
      location_status: 'private',
      location_country: 'Norge',
      location_aliases: ['Strandkaien', 'Vågen'],
      location_transport_factor: 1,
      location_delivery_prep_time_hours: 0.5,
      location_distance_from_company_km: 2.5,
      location_max_delivery_km: null,
      company_id: bergen,
      location_openinghours_pickup: [
        { day: 'monday', open: '08:00', close: '16:00' },
        { day: 'tuesday', open: '08:00', close: '16:00' },
      ],
      location_openinghours_dropoff: [],
    });
  });

  it('names the legacy fields in a 422 and writes nothing', async () => {
    const before = [await locationCount(server.db), await historyCount(server.db)];
    const r = await admin.rest('POST', '/location/create', {
      ...legacy(''),
      location_airport_code: 'BERGEN',
      location_openinghours_pickup: [{ day: 'monday', open: '16:00', close: '08:00' }, { day: 'someday', open: '08:00', close: '09:00' }],
    });
    expect(r.status).toBe(422);
    expect(r.body.fields.map((f: { field: string }) => f.field)).toEqual(expect.arrayContaining(['location_openinghours_pickup.1.day']));
    const r2 = await admin.rest('POST', '/location/create', { ...legacy(''), location_airport_code: 'BERGEN', location_openinghours_pickup: [{ day: 'monday', open: '16:00', close: '08:00' }] });
    expect(r2.status).toBe(422);
    expect(r2.body.fields.map((f: { field: string }) => f.field).sort()).toEqual(['location_airport_code', 'location_name', 'location_openinghours_pickup.0.close']);
    // The distances left out altogether, not sent blank: once stored as 0 without a word.
    const body: Record<string, unknown> = legacy('Utan avstand');
    delete body.location_distance_from_company_km;
    delete body.location_distance_from_company_min;
    const r3 = await admin.rest('POST', '/location/create', body);
    expect(r3.status).toBe(422);
    expect(r3.body.fields).toEqual([
      { field: 'location_distance_from_company_km', message: LOCATION_MESSAGES.required },
      { field: 'location_distance_from_company_min', message: LOCATION_MESSAGES.required },
    ]);
    // A list's element is named under its legacy field; a wrong kind of value in Norwegian.
    const r4 = await admin.rest('POST', '/location/create', { ...legacy('Alias'), location_aliases: ['ok', 'x'.repeat(101)], location_airport_code: 5 });
    expect(r4.status).toBe(422);
    expect(r4.body.fields).toEqual(
      expect.arrayContaining([
        { field: 'location_aliases.1', message: expect.any(String) },
        { field: 'location_airport_code', message: 'Ugyldig verdi: ventar tekst.' },
      ]),
    );
    expect([await locationCount(server.db), await historyCount(server.db)]).toEqual(before);
  });
});

describe('POST /api/v1/location/update', () => {
  it('takes the full legacy object as GET gives it and answers "Endret"', async () => {
    const made = (await admin.rest('POST', '/location/create', legacy('Skuteviken'))).body.data;
    const loaded = (await admin.rest('GET', `/location/${made.location_id}`)).body.data;
    const r = await admin.rest('POST', '/location/update', { ...loaded, location_name: 'Skuteviken brygge', location_max_delivery_km: 40, location_openinghours_dropoff: [{ day: 'friday', open: '10:00', close: '18:00' }] });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ message: 'Endret', description: 'Endringen er lagret.' });
    expect(r.body.data).toMatchObject({ location_name: 'Skuteviken brygge', location_max_delivery_km: 40, location_openinghours_dropoff: [{ day: 'friday', open: '10:00', close: '18:00' }] });
    const history = await admin.rest('GET', `/location/history?location_id=${made.location_id}`);
    expect(history.body.data).toHaveLength(2);
    expect(history.body.data[0]).toMatchObject({ history_author: expect.any(String), history_comment: 'Lokasjonen er endra' });
    expect(history.body.data[0].history_changes).toEqual({
      name: ['Skuteviken', 'Skuteviken brygge'],
      maxDeliveryKm: [null, '40'],
      'openingHours.dropoff': [[], ['friday 10:00–18:00']],
    });
  });

  it('answers 409 Conflict for an object loaded before someone else saved', async () => {
    const made = (await admin.rest('POST', '/location/create', legacy('Sandviken'))).body.data;
    expect((await admin.rest('POST', '/location/update', { ...made, location_city: 'Sandviken' })).status).toBe(200);
    const r = await admin.rest('POST', '/location/update', { ...made, location_name: 'Gamal' });
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ status: 'Conflict', data: 'Lokasjonen er endra av nokon andre sidan du opna han. Last inn på nytt.' });
  });

  it('requires location_id and location_updated_at', async () => {
    expect((await admin.rest('POST', '/location/update', { location_name: 'X' })).body).toMatchObject({ code: 422, data: 'Ingen lokasjon' });
    const made = (await admin.rest('POST', '/location/create', legacy('Møhlenpris'))).body.data;
    const r = await admin.rest('POST', '/location/update', { location_id: made.location_id, location_name: 'Y' });
    expect(r.status).toBe(422);
    expect(r.body.fields[0].field).toBe('location_updated_at');
  });
});

describe('DELETE /api/v1/location/delete', () => {
  it('answers "Ingen lokasjon" without an id', async () => {
    const r = await admin.rest('DELETE', '/location/delete');
    expect(r.status).toBe(422);
    expect(r.body).toMatchObject({ data: 'Ingen lokasjon', message: 'Det er ingen lokasjon å slette.' });
  });

  it('deletes by query or body and answers "Slettet"', async () => {
    const a = (await admin.rest('POST', '/location/create', legacy('Nøstet'))).body.data;
    const b = (await admin.rest('POST', '/location/create', legacy('Verftet'))).body.data;
    const r1 = await admin.rest('DELETE', `/location/delete?location_id=${a.location_id}`);
    expect(r1.body).toMatchObject({ code: 200, message: 'Slettet', description: 'Lokasjonen er slettet.', data: { location_id: a.location_id } });
    const r2 = await admin.rest('DELETE', '/location/delete', { location_id: b.location_id });
    expect(r2.status).toBe(200);
    expect(await server.db.location.count({ where: { id: { in: [a.location_id, b.location_id] } } })).toBe(0);
  });

  it('answers 409 InUse for a location bookings use', async () => {
    const used = await server.db.location.findFirstOrThrow({ where: { pickups: { some: {} } } });
    const r = await admin.rest('DELETE', `/location/delete?location_id=${used.id}`);
    expect(r.status).toBe(409);
    expect(r.body.status).toBe('InUse');
    expect(r.body.data).toMatch(/^Lokasjonen er i bruk av \d+ bookingar.*Arkiver han i staden\.$/);
    // The spec's title for a failed delete, as the product and rental-product deletes carry theirs.
    expect(r.body).toMatchObject({ message: 'Kunne ikkje slette lokasjonen', description: r.body.data });
    expect(r.body.in_use.bookings).toBeGreaterThan(0);
  });

  it('keeps a deleted location\'s history from the network admin\'s view only', async () => {
    const a = (await admin.rest('POST', '/location/create', legacy('Marken'))).body.data;
    await admin.rest('DELETE', `/location/delete?location_id=${a.location_id}`);
    const manager = server.client();
    await manager.login('bergen@fjordbil.no', 'demo1234');
    expect((await manager.rest('GET', `/location/history?location_id=${a.location_id}`)).status).toBe(404);
    expect((await admin.rest('GET', `/location/history?location_id=${a.location_id}`)).body.data.map((h: { history_status: string }) => h.history_status)).toEqual(['deleted', 'private']);
  });
});

describe('validation of every field (GraphQL), nothing written', () => {
  const long = (n: number) => 'x'.repeat(n + 1);
  const cases: [field: string, value: unknown, message: string | RegExp][] = [
    ['name', '', 'Må fyllast ut.'],
    ['name', long(LOCATION_LIMITS.name), `Høgst ${LOCATION_LIMITS.name} teikn.`],
    ['name', 'To\nlinjer', 'Kan ikkje innehalde linjeskift eller tabulator.'],
    ['order', -1, 'Kan ikkje vere mindre enn 0.'],
    ['address1', ' ', 'Må fyllast ut.'],
    ['address2', long(LOCATION_LIMITS.address), `Høgst ${LOCATION_LIMITS.address} teikn.`],
    ['zip', '', 'Må fyllast ut.'],
    ['city', null, 'Må fyllast ut.'],
    ['region', '', 'Må fyllast ut.'],
    ['regionCode', long(LOCATION_LIMITS.regionCode), `Høgst ${LOCATION_LIMITS.regionCode} teikn.`],
    ['country', long(LOCATION_LIMITS.country), `Høgst ${LOCATION_LIMITS.country} teikn.`],
    ['aliases', Array.from({ length: LOCATION_LIMITS.aliases + 1 }, (_, i) => `a${i}`), `Høgst ${LOCATION_LIMITS.aliases} alias.`],
    ['airportCode', 'BG', 'Flyplasskoden er tre bokstavar (t.d. BGO).'],
    ['description', long(LOCATION_LIMITS.description), `Høgst ${LOCATION_LIMITS.description} teikn.`],
    ['cost', '12.345', 'Høgst 2 desimalar.'],
    ['cost', '-5', 'Kan ikkje vere mindre enn 0.'],
    ['transportFactor', 'mykje', 'Må vere eit tal.'],
    ['distanceFromCompanyKm', '', 'Må fyllast ut.'],
    ['distanceFromCompanyKm', '-1', 'Kan ikkje vere mindre enn 0.'],
    ['distanceFromCompanyMin', -3, 'Kan ikkje vere mindre enn 0.'],
    ['maxDeliveryKm', '-2', 'Kan ikkje vere mindre enn 0.'],
    ['gpsLat', '91', 'Kan ikkje vere større enn 90.'],
    ['gpsLong', '-181', 'Kan ikkje vere mindre enn -180.'],
    ['publicEmail', 'ikkje-epost', 'Ugyldig e-postadresse.'],
    ['publicPhone', '12', 'Ugyldig telefonnummer. Husk å inkludere landskode.'],
    ['privateContactName', long(LOCATION_LIMITS.contactName), `Høgst ${LOCATION_LIMITS.contactName} teikn.`],
    ['privateEmail', 'a@b', 'Ugyldig e-postadresse.'],
    ['privatePhone', 'telefon', 'Ugyldig telefonnummer. Husk å inkludere landskode.'],
    ['internalNote', long(LOCATION_LIMITS.note), `Høgst ${LOCATION_LIMITS.note} teikn.`],
    ['externalNote', 'a\u0000b', 'Inneheld teikn som ikkje er tillatne.'],
    ['deliveryPrepTimeHours', '1000', 'Kan ikkje vere større enn 999,99.'],
  ];
  const CREATE = `mutation($input: CreateLocationInput!) { createLocation(input: $input) { __typename ... on ValidationError { fields { field message } } } }`;

  it.each(cases)('refuses %s = %j', async (field, value, message) => {
    const before = [await locationCount(server.db), await historyCount(server.db)];
    const r = await admin.gql<{ createLocation: { __typename: string; fields?: { field: string; message: string }[] } }>(CREATE, {
      input: { ...validLocation('Gyldig'), accountId: encodeGlobalID('Account', 'systemeier'), companyId: encodeGlobalID('Company', bergen), [field]: value },
    });
    expect(r.data?.createLocation.__typename, JSON.stringify(r)).toBe('ValidationError');
    expect(r.data!.createLocation.fields).toContainEqual({ field, message });
    expect([await locationCount(server.db), await historyCount(server.db)]).toEqual(before);
  });

  it('refuses a weekday twice and a missing time on an open day', async () => {
    const r = await admin.gql<{ createLocation: { __typename: string; fields: { field: string; message: string }[] } }>(CREATE, {
      input: {
        ...validLocation('Dagar'), accountId: encodeGlobalID('Account', 'systemeier'), companyId: encodeGlobalID('Company', bergen),
        openingHours: { employees: [{ weekday: 1, closed: false, opens: '08:00', closes: '15:00' }, { weekday: 1, closed: false, opens: '09:00' }, { weekday: 8, closed: true }] },
      },
    });
    expect(r.data!.createLocation.fields).toEqual(expect.arrayContaining([
      { field: 'openingHours.employees.1.weekday', message: 'Vekedagen står to gonger i lista.' },
      { field: 'openingHours.employees.1.closes', message: 'Vel når staden stengjer, eller merk dagen som stengd.' },
      { field: 'openingHours.employees.2.weekday', message: 'Vekedag må vere 1 (måndag) til 7 (søndag).' },
    ]));
  });
});
