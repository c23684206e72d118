/**
 * The vehicle-register lookup (Statens vegvesen) against a fake register started here: the mapping of recorded
 * answers field by field, the messages, the day's cache, the register's failures (unknown plate, quota, timeout,
 * error), no key configured, who may look up, the per-user throttle and the REST envelope.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../support/server.ts';
import { FAKE_KEY, PLATES, startFakeRegister, type FakeRegister } from '../support/vegvesen.ts';

const LOOKUP = `query($plate: String!) {
  vehicleRegisterLookup(plate: $plate) {
    __typename
    ... on VehicleRegisterLookup {
      plate message cached make model vin year color fuelType seatCapacity transmission co2EmissionsPerKm engineHp
      engineVolumeCm3 trailerHitchCapacityKg driveshaft fuelConsumption rangeKm lastPkkAt nextPkkAt isValidRentalcar
      acrissTransmission acrissFuel registrationStatus use
    }
    ... on Error { message code }
    ... on ValidationError { fields { field message } }
    ... on VehicleRegisterQuotaError { retryAfterSeconds }
    ... on RateLimitedError { retryAfterSeconds }
  }
}`;

let fake: FakeRegister;
let server: TestServer;

beforeAll(async () => {
  fake = await startFakeRegister({ slowMs: 3000 });
  server = await createTestServer({ vegvesenApiUrl: fake.url, vegvesenApiKey: FAKE_KEY, vegvesenTimeoutMs: 500 });
});

async function staff(email = 'admin@fjordbil.no') {
  const c = server.client();
  await c.login(email, 'demo1234');
  return c;
}

const lookup = async (c: Awaited<ReturnType<typeof staff>>, plate: string) => (await c.gql(LOOKUP, { plate })).data?.vehicleRegisterLookup;

/** The mapped fields of a successful answer, without the bookkeeping ones. */
const fieldsOf = (r: Record<string, unknown>) => {
  const { __typename, message, cached, plate, ...fields } = r;
  return fields;
};

describe('vehicle-register lookup', () => {
  describe('mapping of the register\'s answers', () => {
    it('maps a petrol car field by field, from a plate typed with a space and in lower case, sending the API key', async () => {
      const admin = await staff();
      const r = await lookup(admin, ' ek 39085 ');
      expect(r).toMatchObject({ __typename: 'VehicleRegisterLookup', plate: 'EK39085', message: 'Kjøretøyopplysninger oppdatert', cached: false });
      expect(fieldsOf(r)).toEqual({
        make: 'VOLKSWAGEN',
        model: 'GOLF',
        vin: 'WVWZZZCDZMW012345',
        year: 2021,
        color: 'Grå',
        fuelType: 'petrol',
        seatCapacity: 5,
        transmission: 'manual',
        co2EmissionsPerKm: 128,
        engineHp: 148, // 110 kW × 1.34102 = 147.5
        engineVolumeCm3: 1498,
        trailerHitchCapacityKg: 1500,
        driveshaft: 'front',
        fuelConsumption: 5.6,
        rangeKm: null,
        lastPkkAt: '2025-02-20',
        nextPkkAt: '2027-03-15',
        isValidRentalcar: true,
        acrissTransmission: 'M',
        acrissFuel: 'V',
        registrationStatus: 'REGISTRERT',
        use: 'Utleie',
      });
      expect(fake.calls.get('EK39085')).toBe(1);
      expect(fake.keys.at(-1)).toBe(`Apikey ${FAKE_KEY}`);
    });

    it('maps a diesel van with a tow bar (older NEDC figures, first registered abroad, not for hire) through REST', async () => {
      const admin = await staff();
      const r = await admin.rest('GET', '/external/regnr/cv45678');
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ code: 200, status: 'OK' });
      expect(r.body.data.message).toBe('Kjøretøyopplysninger oppdatert');
      expect(r.body.data.cached).toBe(false);
      expect(r.body.data.kjoretoydataListe).toHaveLength(1);
      expect(r.body.data.kjoretoydataListe[0].kjoretoyId.kjennemerke).toBe('CV 45678');
      expect(r.body.data.product).toEqual({
        product_license_plate: 'CV45678',
        product_make: 'FORD',
        product_model: 'TRANSIT CUSTOM',
        product_vin: 'WF0YXXTTGYJA54321',
        product_year: 2018,
        product_color: 'Hvit',
        product_fuel_type: 'diesel',
        product_seat_capacity: 3,
        product_transmission: 'manual',
        product_co2_emissions_per_km: 189,
        product_engine_hp: 168, // 125 kW
        product_engine_volume_cm3: 1995,
        product_trailer_hitch_capacity_kg: 2500,
        product_driveshaft: 'rear',
        product_fuel_consumption: 7.2,
        product_range_km: null,
        product_last_pkk_at: '2024-11-28',
        product_next_pkk_at: '2026-12-01',
        product_is_valid_rentalcar: false,
        product_is_valid_rentalcar_checked_at: r.body.data.fetched_at,
        acriss_transmission: 'M',
        acriss_fuel: 'D',
        registration_status: 'REGISTRERT',
        registration_use: 'Egentransport',
      });
    });

    it('maps a plug-in hybrid: petrol+electric, weighted WLTP figures, all-wheel drive, ACRISS H', async () => {
      const r = await lookup(await staff(), PLATES.plugIn);
      expect(fieldsOf(r)).toEqual({
        make: 'VOLVO',
        model: 'XC60',
        vin: 'YV1UZA8VCL1234567',
        year: 2022,
        color: 'Svart',
        fuelType: 'petrol_electric',
        seatCapacity: 5,
        transmission: 'auto',
        co2EmissionsPerKm: 31,
        engineHp: 312, // the petrol engine's 233 kW
        engineVolumeCm3: 1969,
        trailerHitchCapacityKg: 2100,
        driveshaft: 'awd',
        fuelConsumption: 1.4,
        rangeKm: null,
        lastPkkAt: '2024-09-15',
        nextPkkAt: '2026-09-30',
        isValidRentalcar: true,
        acrissTransmission: 'A',
        acrissFuel: 'H',
        registrationStatus: 'REGISTRERT',
        use: 'Utleie',
      });
      const rest = await (await staff()).rest('GET', `/external/regnr/${PLATES.plugIn}`);
      expect(rest.body.data.product.product_fuel_type).toBe('petrol+electric');
    });

    it('maps an electric car: two motors summed, kWh per 100 km, range, no CO2, de-registered so not a valid rental car', async () => {
      const r = await lookup(await staff(), PLATES.electric);
      expect(fieldsOf(r)).toEqual({
        make: 'TESLA',
        model: 'MODEL Y',
        vin: 'LRWYGCEK5NC123456',
        year: 2023,
        color: 'Blå',
        fuelType: 'electric',
        seatCapacity: 5,
        transmission: 'auto',
        co2EmissionsPerKm: 0,
        engineHp: 479, // 137 + 220 kW
        engineVolumeCm3: null,
        trailerHitchCapacityKg: 1600,
        driveshaft: 'awd',
        fuelConsumption: 16.8,
        rangeKm: 533,
        lastPkkAt: null,
        nextPkkAt: '2027-01-10',
        isValidRentalcar: false,
        acrissTransmission: 'A',
        acrissFuel: 'E',
        registrationStatus: 'AVREGISTRERT',
        use: 'Utleie',
      });
    });
  });

  describe('the day\'s cache', () => {
    it('answers a second lookup (GraphQL or REST, any spelling) from PostgreSQL without asking the register', async () => {
      const admin = await staff();
      const before = fake.calls.get('EK39085') ?? 0;
      expect(before).toBeGreaterThan(0);
      const again = await lookup(admin, 'EK39085');
      expect(again).toMatchObject({ __typename: 'VehicleRegisterLookup', cached: true, make: 'VOLKSWAGEN', engineHp: 148 });
      const rest = await (await staff('nasjonal@fjordbil.no')).rest('GET', '/external/regnr/EK%2039085');
      expect(rest.status).toBe(200);
      expect(rest.body.data.cached).toBe(true);
      expect(rest.body.data.product.product_make).toBe('VOLKSWAGEN');
      expect(fake.calls.get('EK39085')).toBe(before);
      const row = await server.db.vehicleRegisterCache.findUniqueOrThrow({ where: { plate: 'EK39085' } });
      const hours = (row.expiresAt.getTime() - row.fetchedAt.getTime()) / 3_600_000;
      expect(hours).toBe(24);
    });

    it('asks the register again once the day has passed', async () => {
      const before = fake.calls.get('EK39085')!;
      await server.db.vehicleRegisterCache.update({ where: { plate: 'EK39085' }, data: { expiresAt: new Date(Date.now() - 1000) } });
      const r = await lookup(await staff(), 'EK39085');
      expect(r.cached).toBe(false);
      expect(fake.calls.get('EK39085')).toBe(before + 1);
    });
  });

  describe('failures, each with its own answer', () => {
    it('an unknown plate (204, or an empty list) is "Ingen kjøretøy funnet", not cached', async () => {
      const admin = await staff();
      const a = await lookup(admin, PLATES.unknown);
      expect(a).toEqual({ __typename: 'VehicleNotFoundError', code: 'VEHICLE_NOT_FOUND', message: 'Ingen kjøretøy funnet med registreringsnummer ZZ 99999.' });
      const b = await admin.rest('GET', `/external/regnr/${PLATES.unknownEmptyList}`);
      expect(b.status).toBe(404);
      expect(b.body).toMatchObject({ code: 404, status: 'VehicleNotFound', title: 'Ingen kjøretøy funnet', data: 'Ingen kjøretøy funnet med registreringsnummer ZZ 99998.' });
      await lookup(admin, PLATES.unknown);
      expect(fake.calls.get(PLATES.unknown)).toBe(2);
      expect(await server.db.vehicleRegisterCache.count({ where: { plate: { in: [PLATES.unknown, PLATES.unknownEmptyList] } } })).toBe(0);
    });

    it('a missing or malformed plate is refused naming the field, without asking the register', async () => {
      const admin = await staff();
      const before = fake.total();
      for (const path of ['/external/regnr', '/external/regnr/']) {
        const empty = await admin.rest('GET', path);
        expect(empty.status, path).toBe(422);
        expect(empty.body.fields, path).toEqual([{ field: 'regnr', message: 'Ingen registreringsnummer' }]);
      }
      for (const bad of ['E39085', 'EK390851', 'ÆØ12345', '12EK345', 'EK-39085', "EK3908'"]) {
        const r = await admin.rest('GET', `/external/regnr/${encodeURIComponent(bad)}`);
        expect(r.status, bad).toBe(422);
        expect(r.body.fields, bad).toEqual([{ field: 'regnr', message: 'Registreringsnummeret må vere 2 store bokstavar og 5 siffer, til dømes EK 39085.' }]);
      }
      const g = await lookup(admin, '   ');
      expect(g).toMatchObject({ __typename: 'ValidationError', fields: [{ field: 'plate', message: 'Ingen registreringsnummer' }] });
      expect(fake.total()).toBe(before);
    });

    it('a register that does not answer in time gets a timeout answer', async () => {
      const admin = await staff();
      const g = await lookup(admin, PLATES.slow);
      expect(g).toEqual({
        __typename: 'VehicleRegisterTimeoutError',
        code: 'VEHICLE_REGISTER_TIMEOUT',
        message: 'Kunne ikkje hente kjøretøyopplysninger: kjøretøyregisteret svarte ikkje innan 1 sekund. Prøv igjen om litt.',
      });
      const r = await admin.rest('GET', `/external/regnr/${PLATES.slow}`);
      expect(r.status).toBe(504);
      expect(r.body).toMatchObject({ code: 504, status: 'RegisterTimeout', title: 'Kunne ikkje hente kjøretøyopplysninger' });
    });

    it('a register error (500 with an HTML page) is "Kunne ikkje hente kjøretøyopplysninger", never our 500', async () => {
      const admin = await staff();
      const g = await lookup(admin, PLATES.broken);
      expect(g.__typename).toBe('VehicleRegisterUnavailableError');
      expect(g.message).toMatch(/^Kunne ikkje hente kjøretøyopplysninger: /);
      const r = await admin.rest('GET', `/external/regnr/${PLATES.broken}`);
      expect(r.status).toBe(502);
      expect(r.body).toMatchObject({ code: 502, status: 'RegisterUnavailable', title: 'Kunne ikkje hente kjøretøyopplysninger' });
    });

    it('the daily quota (422 with Retry-After) is passed on, and the register is not asked again until then', async () => {
      const admin = await staff();
      const g = await lookup(admin, PLATES.quota);
      expect(g).toMatchObject({ __typename: 'VehicleRegisterQuotaError', code: 'VEHICLE_REGISTER_QUOTA', retryAfterSeconds: 5400 });
      expect(g.message).toBe('Kunne ikkje hente kjøretøyopplysninger: dagskvoten for oppslag i kjøretøyregisteret er brukt opp. Prøv igjen om 2 timar.');
      const before = fake.total();
      const r = await admin.rest('GET', `/external/regnr/${PLATES.van.toLowerCase().replace('cv', 'cx')}`);
      expect(r.status).toBe(503);
      expect(r.body).toMatchObject({ code: 503, status: 'RegisterQuotaExceeded', title: 'Kunne ikkje hente kjøretøyopplysninger' });
      const retry = Number(r.headers.get('retry-after'));
      expect(retry).toBeGreaterThan(5300);
      expect(retry).toBeLessThanOrEqual(5400);
      expect(r.body.retry_after).toBe(retry);
      expect(fake.total()).toBe(before);
      // What is cached still answers while the quota is used.
      expect(await lookup(admin, PLATES.van)).toMatchObject({ __typename: 'VehicleRegisterLookup', cached: true });
      await server.db.vehicleRegisterQuota.deleteMany();
    });
  });

  describe('who may look up', () => {
    it('refuses visitors and customers, and an account that is not the caller\'s, without asking the register', async () => {
      const before = fake.total();
      const visitor = server.client();
      expect((await visitor.rest('GET', `/external/regnr/${PLATES.petrol}`)).status).toBe(401);
      expect((await visitor.gql(LOOKUP, { plate: PLATES.petrol })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      const customer = server.client();
      await customer.login('kunde@example.no', 'demo1234');
      const r = await customer.rest('GET', `/external/regnr/${PLATES.petrol}`);
      expect(r.status).toBe(403);
      expect(r.body).toMatchObject({ code: 403, status: 'Forbidden' });
      expect((await customer.gql(LOOKUP, { plate: PLATES.petrol })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const bergen = await staff('bergen@fjordbil.no');
      const other = await bergen.rest('GET', `/external/regnr/${PLATES.petrol}`, undefined, { 'x-account': 'fjordbil' });
      expect(other.status).toBe(404);
      expect(fake.total()).toBe(before);
    });

    it('lets a location employee look up, and throttles each member of staff (60 an hour)', async () => {
      const employee = await staff('flesland@fjordbil.no');
      for (let i = 0; i < 60; i++) {
        const r = await employee.rest('GET', `/external/regnr/${PLATES.petrol}`);
        expect(r.status, `lookup ${i + 1}`).toBe(200);
      }
      const over = await employee.rest('GET', `/external/regnr/${PLATES.petrol}`);
      expect(over.status).toBe(429);
      expect(over.body.status).toBe('RateLimited');
      expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await lookup(employee, PLATES.petrol)).toMatchObject({ __typename: 'RateLimitedError', code: 'RATE_LIMITED' });
      // Another member of staff is not held back by it.
      expect((await (await staff('nasjonal@fjordbil.no')).rest('GET', `/external/regnr/${PLATES.petrol}`)).status).toBe(200);
    });
  });

  describe('without an API key', () => {
    it('says plainly that the lookup is not set up, once the plate is fine', async () => {
      const unset = await createTestServer({ vegvesenApiUrl: fake.url, vegvesenApiKey: undefined });
      const before = fake.total();
      const c = unset.client();
      await c.login('admin@fjordbil.no', 'demo1234');
      const text = 'Oppslag i kjøretøyregisteret er ikkje sett opp. Fyll ut felta for hand, eller be systemansvarleg leggje inn API-nøkkelen.';
      const g = (await c.gql(LOOKUP, { plate: PLATES.petrol })).data?.vehicleRegisterLookup;
      expect(g).toEqual({ __typename: 'VehicleRegisterNotConfiguredError', code: 'VEHICLE_REGISTER_NOT_CONFIGURED', message: text });
      const r = await c.rest('GET', `/external/regnr/${PLATES.petrol}`);
      expect(r.status).toBe(503);
      expect(r.body).toEqual({ code: 503, status: 'NotConfigured', data: text });
      expect(fake.total()).toBe(before);
      // The plate is checked first: no plate, or a malformed one, is the caller's to fix whether or not a key is set.
      for (const path of ['/external/regnr/', '/external/regnr']) {
        const empty = await c.rest('GET', path);
        expect(empty.status, path).toBe(422);
        expect(empty.body.fields, path).toEqual([{ field: 'regnr', message: 'Ingen registreringsnummer' }]);
      }
      const malformed = await c.rest('GET', '/external/regnr/x');
      expect(malformed.status).toBe(422);
      expect(malformed.body.fields[0].field).toBe('regnr');
      const none = (await c.gql(LOOKUP, { plate: '' })).data?.vehicleRegisterLookup;
      expect(none).toMatchObject({ __typename: 'ValidationError', fields: [{ field: 'plate', message: 'Ingen registreringsnummer' }] });
    });
  });

  describe('PKK due (beyond the seed)', () => {
    it('the dashboard counts, in the caller\'s scope, the vehicles whose next PKK is past or within 30 days, and each vehicle says so', async () => {
      const bergen = await server.db.company.findFirstOrThrow({ where: { slug: 'fjordbil-bergen' } });
      const sunnmore = await server.db.company.findFirstOrThrow({ where: { slug: 'fjordbil-sunnmore' } });
      const own = await server.db.product.findMany({ where: { companyId: bergen.id }, take: 3, orderBy: { id: 'asc' } });
      const away = await server.db.product.findFirstOrThrow({ where: { companyId: sunnmore.id, companyIdManager: { not: bergen.id } } });
      expect(own).toHaveLength(3);
      const day = 86_400_000;
      await server.db.product.updateMany({ data: { nextPkkAt: new Date('2099-01-01T00:00:00Z') } });
      await server.db.product.update({ where: { id: own[0]!.id }, data: { nextPkkAt: new Date(Date.now() - 5 * day) } });
      await server.db.product.update({ where: { id: own[1]!.id }, data: { nextPkkAt: new Date(Date.now() + 10 * day) } });
      await server.db.product.update({ where: { id: own[2]!.id }, data: { nextPkkAt: new Date(Date.now() + 60 * day) } });
      await server.db.product.update({ where: { id: away.id }, data: { nextPkkAt: new Date(Date.now() - day) } });

      const q = `query($slug: String!) { account(slug: $slug) { dashboard { pkkDue products } products(first: 100) { edges { node { databaseId pkkDue } } } } }`;
      const admin = await staff();
      const all = await admin.gql(q, { slug: 'systemeier' });
      expect(all.data.account.dashboard.pkkDue).toBe(3);
      const due = new Map(all.data.account.products.edges.map((e: { node: { databaseId: number; pkkDue: boolean } }) => [e.node.databaseId, e.node.pkkDue]));
      expect(due.get(own[0]!.id)).toBe(true);
      expect(due.get(own[1]!.id)).toBe(true);
      expect(due.get(own[2]!.id)).toBe(false);
      expect(due.get(away.id)).toBe(true);
      expect([...due.values()].filter(Boolean)).toHaveLength(3);

      const manager = await staff('bergen@fjordbil.no');
      const mine = await manager.gql(q, { slug: 'fjordbil-bergen' });
      expect(mine.data.account.dashboard.pkkDue).toBe(2);
    });
  });
});
