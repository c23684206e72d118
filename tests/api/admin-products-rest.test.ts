/**
 * The legacy product paths over the same services as GraphQL: the list with its filters and legacy names, create and
 * update with the wider product object (legacy names in and out, also in 422 answers, nothing written when refused),
 * delete with the texts of spec 3 section 8, and the history tab's call, also for a deleted product.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestClient, type TestServer } from '../support/server.ts';
import { historyCount, legacyCar, productCount, productPlaces, type ProductPlaces } from '../support/products.ts';

let server: TestServer;
let admin: TestClient;
let p: ProductPlaces;

const counts = async () => [await productCount(server.db), await historyCount(server.db)];

beforeAll(async () => {
  server = await createTestServer();
  admin = server.client();
  await admin.login('admin@fjordbil.no', 'demo1234');
  p = await productPlaces(server.db);
});

describe('GET /api/v1/products', () => {
  it('lists the vehicles in legacy names, newest updated first, with paging', async () => {
    const r = await admin.rest('GET', '/products?limit=5');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ code: 200, status: 'OK', pagination: { limit: 5, page: 1 } });
    expect(r.body.pagination.total_count).toBe(await server.db.product.count());
    const rows = r.body.data as Record<string, unknown>[];
    expect(rows).toHaveLength(5);
    const stamps = rows.map((x) => Date.parse(x.product_updated_at as string));
    expect([...stamps].sort((a, b) => b - a)).toEqual(stamps);
    expect(rows[0]).toHaveProperty('product_license_plate');
    expect(rows[0]).toHaveProperty('product_montly_cost_insurance');
    expect(rows[0]).toHaveProperty('productcategory_title');
    expect(rows[0]).toHaveProperty('location_zip');
  });

  it('filters by product_status, product_make, product_ownership_type, company_id and location_id; unknown parameters pass', async () => {
    const rows = async (query: string) => (await admin.rest('GET', `/products?limit=1000&${query}`)).body.data as Record<string, unknown>[];
    const maintenance = await rows('product_status=in_maintenance&whatever=1');
    expect(maintenance.length).toBe(await server.db.product.count({ where: { status: 'in_maintenance' } }));
    expect(maintenance.every((x) => x.product_status === 'in_maintenance')).toBe(true);
    const toyota = await rows('product_make=toyo');
    expect(toyota.length).toBeGreaterThan(0);
    expect(toyota.every((x) => String(x.product_make).toLowerCase().includes('toyo'))).toBe(true);
    const leased = await rows('product_ownership_type=lease');
    expect(leased.every((x) => x.product_ownership_type === 'lease')).toBe(true);
    const sunnmore = await rows(`company_id=${p.sunnmore}`);
    expect(sunnmore.length).toBe(await server.db.product.count({ where: { companyId: p.sunnmore } }));
    const flesland = await rows(`location_id=${p.flesland}`);
    expect(flesland.every((x) => x.location_id === p.flesland)).toBe(true);
  });

  it('answers a bad filter with 422 naming the legacy parameter', async () => {
    const r = await admin.rest('GET', '/products?product_ownership_type=stolen');
    expect(r.status).toBe(422);
    expect(r.body.fields[0].field).toBe('product_ownership_type');
    // The category filter has two spellings: the 422 names the one sent.
    for (const name of ['product_category_id', 'productcategory_id']) {
      const bad = await admin.rest('GET', `/products?${name}=xyz`);
      expect(bad.status, name).toBe(422);
      expect(bad.body.fields.map((f: { field: string }) => f.field), name).toEqual([name]);
    }
  });

  it('is for staff only', async () => {
    expect((await server.client().rest('GET', '/products')).status).toBe(401);
    const customer = server.client();
    await customer.login('kunde@example.no', 'demo1234');
    expect((await customer.rest('GET', '/products')).status).toBe(403);
  });

  it('scopes the list to the account (x-account)', async () => {
    const r = await admin.rest('GET', '/products?limit=1000', undefined, { 'x-account': 'fjordbil-sunnmore' });
    expect(r.status).toBe(404); // the admin holds no role in that company's account itself
    const bergen = server.client();
    await bergen.login('bergen@fjordbil.no', 'demo1234');
    const rows = (await bergen.rest('GET', '/products?limit=1000')).body.data as Record<string, unknown>[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((x) => x.company_id === p.bergen || x.company_id_manager === p.bergen)).toBe(true);
  });
});

describe('POST /api/v1/product/create and /product/update', () => {
  it('creates from legacy names (synonyms accepted) and answers the wider object with "Endringene er lagret"', async () => {
    const r = await admin.rest('POST', '/product/create', { ...legacyCar(p, 'Rest-bil'), product_driveshaft: '4x4', product_transmission: 'automatic', product_montly_cost_insurance: '650,50', product_last_pkk_at: '2026-03-01' });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ code: 200, status: 'OK', message: 'Endringene er lagret' });
    expect(r.body.data).toMatchObject({
      product_name: 'Rest-bil', product_status: 'rentable', product_is_rentable: true, product_fuel_type: 'petrol', product_driveshaft: 'awd',
      product_transmission: 'auto', product_taxrate: 25, product_montly_cost_insurance: 650.5, company_id: p.bergen, company_id_manager: p.bergen,
      location_id: p.flesland, product_category_id: p.carCategory, productcategory_title: 'Personbil', product_last_pkk_at: '2026-02-28T23:00:00.000Z',
    });
    expect(r.body.data.product_id).toBeGreaterThan(0);
  });

  it('names the legacy fields in a 422 and writes nothing', async () => {
    const before = await counts();
    const r = await admin.rest('POST', '/product/create', { ...legacyCar(p, ''), product_license_plate: '', product_year: 1700, product_seat_capacity: 0, product_acriss: 'QQQQ', product_montly_cost_other: -5 });
    expect(r.status).toBe(422);
    expect(r.body.status).toBe('ValidationError');
    expect(r.body.fields.map((f: { field: string }) => f.field).sort()).toEqual(['product_license_plate', 'product_montly_cost_other', 'product_name', 'product_seat_capacity', 'product_year']);
    const acriss = await admin.rest('POST', '/product/create', { ...legacyCar(p, 'ACRISS'), product_acriss: 'QQQQ' });
    expect(acriss.status).toBe(422);
    expect(acriss.body.fields.map((f: { field: string }) => f.field)).toEqual(['product_acriss']);
    const owner = await admin.rest('POST', '/product/create', { ...legacyCar(p, 'Eigar'), company_id: 'bergen' });
    expect(owner.status).toBe(422);
    expect(owner.body.fields[0].field).toBe('company_id');
    // The category is product_category_id in the product object; the alias productcategory_id is named when sent.
    const empty = await admin.rest('POST', '/product/create', {});
    expect(empty.status).toBe(422);
    expect(empty.body.fields.map((f: { field: string }) => f.field)).toContain('product_category_id');
    expect(empty.body.fields.map((f: { field: string }) => f.field)).not.toContain('productcategory_id');
    const { product_category_id: _category, ...withoutCategory } = legacyCar(p, 'Alias');
    const alias = await admin.rest('POST', '/product/create', { ...withoutCategory, productcategory_id: 'personbil' });
    expect(alias.status).toBe(422);
    expect(alias.body.fields.map((f: { field: string }) => f.field)).toEqual(['productcategory_id']);
    expect(await counts()).toEqual(before);
  });

  it('names product_license_plate when the plate is another vehicle\'s', async () => {
    const first = await admin.rest('POST', '/product/create', legacyCar(p, 'Rest-skilt'));
    expect(first.status).toBe(200);
    const before = await counts();
    const twice = await admin.rest('POST', '/product/create', { ...legacyCar(p, 'Rest-skilt igjen'), product_license_plate: first.body.data.product_license_plate.toLowerCase() });
    expect(twice.status).toBe(422);
    expect(twice.body.fields).toEqual([{ field: 'product_license_plate', message: 'Registreringsnummeret er allereie registrert på «Rest-skilt».' }]);
    expect(await counts()).toEqual(before);
  });

  it('refuses a text field sent as a number in Norwegian, naming the field, and writes nothing', async () => {
    const before = await counts();
    for (const field of ['product_name', 'product_description', 'product_make', 'product_model', 'product_color', 'product_vin', 'accounting_product_number', 'product_license_plate']) {
      const r = await admin.rest('POST', '/product/create', { ...legacyCar(p, 'Talfelt'), [field]: 5 });
      expect(r.status, field).toBe(422);
      expect(r.body.fields, field).toEqual([{ field, message: 'Må vere tekst.' }]);
    }
    expect(await counts()).toEqual(before);
  });

  it('names a whole-number field once for a number too large to be an integer (1e20), and writes nothing', async () => {
    const before = await counts();
    const r = await admin.rest('POST', '/product/create', { ...legacyCar(p, 'Stort tal'), product_year: 1e20, product_seat_capacity: 1e20, product_odometer_km: 1e20 });
    expect(r.status).toBe(422);
    expect(r.body.fields).toEqual([
      { field: 'product_year', message: 'Må vere eit heiltal.' },
      { field: 'product_odometer_km', message: 'Må vere eit heiltal.' },
      { field: 'product_seat_capacity', message: 'Må vere eit heiltal.' },
    ]);
    expect(await counts()).toEqual(before);
  });

  it('takes the full object as it was answered, changes what differs, and answers 409 for a stale product_updated_at', async () => {
    const created = (await admin.rest('POST', '/product/create', legacyCar(p, 'Rest-endring'))).body.data;
    const r = await admin.rest('POST', '/product/update', { ...created, product_name: 'Rest-endra', product_color: 'Grøn' });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ message: 'Endringene er lagret', data: { product_name: 'Rest-endra', product_color: 'Grøn', product_license_plate: created.product_license_plate } });
    const history = await server.db.historyEntry.findMany({ where: { entityType: 'product', entityId: created.product_id }, orderBy: { id: 'asc' } });
    expect(history.at(-1)!.changes).toEqual({ name: ['Rest-endring', 'Rest-endra'], color: [null, 'Grøn'] });
    const before = await counts();
    const stale = await admin.rest('POST', '/product/update', { ...created, product_name: 'For seint' });
    expect(stale.status).toBe(409);
    expect(stale.body.status).toBe('Conflict');
    expect(await counts()).toEqual(before);
    const noId = await admin.rest('POST', '/product/update', { product_name: 'x' });
    expect(noId.status).toBe(422);
    expect(noId.body.data).toBe('Ingen produkt');
  });
});

describe('DELETE /api/v1/product/delete and GET /api/v1/product/history', () => {
  it('says "Ingen produkt" without an id, refuses while booked naming the booking, deletes after, and keeps the history', async () => {
    const none = await admin.rest('DELETE', '/product/delete');
    expect(none.status).toBe(422);
    expect(none.body).toMatchObject({ data: 'Ingen produkt', message: 'Det er ingen produkt å slette.' });

    const created = (await admin.rest('POST', '/product/create', legacyCar(p, 'Rest-slett'))).body.data;
    const option = await server.db.rentalOption.findFirstOrThrow({ where: { category: { isCar: true } } });
    const pickup = new Date(Date.now() + 15 * 86400_000);
    const booking = await server.db.booking.create({
      data: {
        status: 'confirmed', pickupLocationId: p.flesland, dropoffLocationId: p.flesland, pickupAt: pickup, dropoffAt: new Date(pickup.getTime() + 86400_000),
        durationHours: 24, totalPrice: '600.00', companyId: p.bergen, siteId: option.siteId,
        lines: { create: [{ position: 0, rentalOptionId: option.id, productId: created.product_id, lineType: 'rental', amount: 1, pricePerDay: '600.00', totalPrice: '600.00' }] },
      },
    });
    const before = await counts();
    const refused = await admin.rest('DELETE', `/product/delete?product_id=${created.product_id}`);
    expect(refused.status).toBe(409);
    const number = String(booking.id).padStart(4, '0');
    expect(refused.body).toMatchObject({ status: 'InUse', message: 'Kunne ikkje slette produktet', in_use: { bookings: 1, booking_numbers: [number] } });
    expect(refused.body.data).toContain(number);
    expect(await counts()).toEqual(before);

    await server.db.booking.update({ where: { id: booking.id }, data: { status: 'cancelled' } });
    const deleted = await admin.rest('DELETE', '/product/delete', { product_id: created.product_id });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ message: 'Produkt sletta', data: { product_id: created.product_id } });

    const history = await admin.rest('GET', `/product/history?product_id=${created.product_id}`);
    expect(history.status).toBe(200);
    expect(history.body.data.map((h: { history_status: string }) => h.history_status)).toEqual(['deleted', 'rentable']);
    expect(history.body.data[0]).toMatchObject({ history_comment: 'Produktet «Rest-slett» er sletta', history_author: expect.any(String) });
    // Staff below the network do not read a deleted product's history.
    const bergen = server.client();
    await bergen.login('bergen@fjordbil.no', 'demo1234');
    expect((await bergen.rest('GET', `/product/history?product_id=${created.product_id}`)).status).toBe(404);
  });

  it('lists the history of a product newest first, and 422 without product_id', async () => {
    const created = (await admin.rest('POST', '/product/create', legacyCar(p, 'Rest-historikk'))).body.data;
    await admin.rest('POST', '/product/update', { product_id: created.product_id, product_updated_at: created.product_updated_at, product_odometer_km: 12000 });
    const r = await admin.rest('GET', `/product/history?product_id=${created.product_id}`);
    expect(r.body.data.map((h: { history_comment: string }) => h.history_comment)).toEqual(['Produktet er endra', 'Produktet er oppretta']);
    expect(r.body.data[0].history_changes).toEqual({ odometerKm: [null, 12000] });
    expect((await admin.rest('GET', '/product/history')).status).toBe(422);
    expect((await admin.rest('GET', '/product/history?product_id=999999')).status).toBe(404);
  });
});
