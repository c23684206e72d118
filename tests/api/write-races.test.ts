/**
 * Writes that race each other as a busy desk makes them: a double-clicked save or two staff typing the same name (the
 * slug chosen twice at once), and a save that points at a row someone else deletes in the same instant (the foreign key
 * is the only thing left to notice). Each must get an answer a person can act on, never "Noko gjekk gale" or a 500.
 * The delete is held open in a transaction of its own, so the race happens every run, not by luck.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { createTestServer, type TestClient, type TestServer } from '../support/server.ts';
import { validLocation } from '../support/locations.ts';
import { createRo, ok, refs, updateRo, validAccessory } from '../support/rentalOptions.ts';
import { STAFF_BOOKING } from '../support/bookings.ts';
import { carClass, CREATE as CREATE_BOOKING, futureWeek, order } from '../support/shop.ts';

let server: TestServer;
let admin: TestClient;
let r: Awaited<ReturnType<typeof refs>>;
let sql: pg.Client;
const NETWORK = encodeGlobalID('Account', 'systemeier');

beforeAll(async () => {
  server = await createTestServer();
  admin = server.client();
  await admin.login('admin@fjordbil.no', 'demo1234');
  r = await refs(server.db);
  sql = new pg.Client({ connectionString: server.databaseUrl });
  await sql.connect();
});
afterAll(async () => {
  await sql?.end();
});

const CREATE_LOCATION = `mutation($input: CreateLocationInput!) { createLocation(input: $input) { __typename
  ... on CreateLocationSuccess { location { slug } } ... on Error { message } } }`;

/** Runs `write` while another transaction has deleted `table` row `id` and not yet committed; commits it meanwhile. */
async function whileDeleting<T>(table: 'location' | 'rental_option', id: number, write: () => Promise<T>): Promise<T> {
  await sql.query('BEGIN');
  await sql.query(`DELETE FROM ${table} WHERE id = $1`, [id]);
  const pending = write();
  // Long enough for the write to pass its checks (the delete is not visible yet) and wait on the deleted row.
  await sleep(400);
  await sql.query('COMMIT');
  return pending;
}

describe('the same name saved twice at once', () => {
  it('gives every new location its own slug (no unique-index error)', async () => {
    const name = `Samtidig stad ${Date.now()}`;
    const companyId = encodeGlobalID('Company', (await server.db.company.findFirstOrThrow({ where: { slug: 'fjordbil-bergen' } })).id);
    const answers = await Promise.all(Array.from({ length: 6 }, () => admin.gql(CREATE_LOCATION, { input: { accountId: NETWORK, companyId, ...validLocation(name) } })));
    for (const a of answers) expect(a.data?.createLocation?.__typename, JSON.stringify(a)).toBe('CreateLocationSuccess');
    const slugs = answers.map((a) => a.data.createLocation.location.slug as string);
    expect(new Set(slugs).size).toBe(6);
  });

  it('gives every new rental product, and two renamed to one title, their own slugs', async () => {
    const title = `Samtidig tilbehøyr ${Date.now()}`;
    const made = await Promise.all(Array.from({ length: 6 }, () => createRo(admin, { accountId: NETWORK, ...validAccessory(r, title) })));
    for (const m of made) expect(m.__typename, JSON.stringify(m)).toBe('CreateRentalOptionSuccess');
    const options = made.map(ok);
    expect(new Set(options.map((o) => o.slug)).size).toBe(6);

    const renamed = await Promise.all(options.slice(0, 4).map((o) => updateRo(admin, { id: o.id, updatedAt: o.updatedAt, title: `Nytt felles namn ${title}` })));
    for (const m of renamed) expect(m.__typename, JSON.stringify(m)).toBe('UpdateRentalOptionSuccess');
    expect(new Set(renamed.map((m) => ok(m).slug)).size).toBe(4);
  });
});

describe('a save pointing at a row deleted in the same instant', () => {
  it('a vehicle moved to a location being deleted: refused on locationId, over GraphQL and REST', async () => {
    const p = await server.db.product.findFirstOrThrow({ where: { licensePlate: { not: null }, companyId: { not: null } }, orderBy: { id: 'asc' } });
    const company = p.companyId!;
    const doomed = await server.db.location.create({ data: { ...validLocation('Snart borte'), distanceFromCompanyKm: 1, slug: `snart-borte-${Date.now()}`, siteId: p.siteId, companyId: company } });
    const gql = await whileDeleting('location', doomed.id, () =>
      admin.gql(`mutation($input: UpdateProductInput!) { updateProduct(input: $input) { __typename ... on ValidationError { fields { field message } } } }`, {
        input: { id: encodeGlobalID('Product', p.id), updatedAt: p.updatedAt.toISOString(), locationId: encodeGlobalID('Location', doomed.id) },
      }),
    );
    expect(gql.data?.updateProduct, JSON.stringify(gql)).toMatchObject({ __typename: 'ValidationError', fields: [{ field: 'locationId', message: expect.stringMatching(/^Finst ikkje lenger/) }] });

    const again = await server.db.location.create({ data: { ...validLocation('Snart borte 2'), distanceFromCompanyKm: 1, slug: `snart-borte-2-${Date.now()}`, siteId: p.siteId, companyId: company } });
    const fresh = await server.db.product.findUniqueOrThrow({ where: { id: p.id } });
    const rest = await whileDeleting('location', again.id, () =>
      admin.rest('POST', '/product/update', { product_id: p.id, product_updated_at: fresh.updatedAt.toISOString(), location_id: again.id }),
    );
    expect(rest.status, JSON.stringify(rest.body)).toBe(422);
    expect(rest.body.fields.map((f: { field: string }) => f.field)).toEqual(['location_id']);
    // Nothing of the refused saves was written.
    expect((await server.db.product.findUniqueOrThrow({ where: { id: p.id } })).updatedAt).toEqual(fresh.updatedAt);
  });

  it('an accessory deleted while a customer and a phone order book it: a refusal naming it, no booking half-made', async () => {
    const klass = await carClass(server.db, 3);
    const accessories = await Promise.all([1, 2].map(() => createRo(admin, { accountId: NETWORK, ...validAccessory(r), status: 'public' }).then(ok)));
    const before = await server.db.booking.count();
    const shop = await whileDeleting('rental_option', accessories[0]!.databaseId, () =>
      server.client().gql(CREATE_BOOKING, { input: order(klass.locationGid, klass.optionGid, futureWeek(20), { accessories: [{ rentalOptionId: accessories[0]!.id, amount: 1 }] }) }),
    );
    expect(shop.errors, JSON.stringify(shop)).toBeUndefined();
    expect(shop.data.createBooking, JSON.stringify(shop)).toEqual({ __typename: 'ValidationError', fields: [{ field: 'cart', message: expect.stringMatching(/^Noko i bestillinga finst ikkje lenger/) }] });

    const phone = await whileDeleting('rental_option', accessories[1]!.databaseId, () =>
      admin.gql(STAFF_BOOKING, {
        input: {
          accountId: NETWORK, pickupLocationId: klass.locationGid, rentalOptionId: klass.optionGid, ...futureWeek(21), accessories: [{ rentalOptionId: accessories[1]!.id, amount: 1 }],
          firstname: 'Telefon', lastname: 'Kunde', email: 'telefon.race@example.no', phone: '+47 912 34 567', driversLicence: 'bring_on_pickup', termsAccepted: true,
        },
      }),
    );
    expect(phone.errors, JSON.stringify(phone)).toBeUndefined();
    expect(phone.data.createStaffBooking, JSON.stringify(phone)).toMatchObject({ __typename: 'ValidationError', fields: [{ field: 'cart', message: expect.stringMatching(/^Noko i bestillinga finst ikkje lenger/) }] });
    expect(await server.db.booking.count()).toBe(before);
  });
});
