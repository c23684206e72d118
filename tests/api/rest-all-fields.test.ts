/**
 * A legacy write with several bad fields is refused once, naming every one of them with its own message under its
 * REST name (the README's rule: "Bad input gets a clear error naming the field ... and leaves nothing half-written"),
 * not one at a time: the fields the adapter decodes itself (ids, opening-hours and tag lists, the vehicle list,
 * booking_products) together with those the service's schema refuses. Nothing is written.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCATION_MESSAGES } from '../../server/domain/location.ts';
import { PRODUCT_MESSAGES } from '../../server/domain/product.ts';
import { RENTAL_OPTION_MESSAGES } from '../../server/domain/rentalOption.ts';
import { legacyCar, productPlaces, type ProductPlaces } from '../support/products.ts';
import { createTestServer, type TestClient, type TestServer } from '../support/server.ts';

let server: TestServer;
let admin: TestClient;
let p: ProductPlaces;
let sentrum: number;

interface Field {
  field: string;
  message: string;
}

/** The answer's fields, in field order (the order among them is not the point). */
const fieldsOf = (body: { fields?: Field[] }) => [...(body.fields ?? [])].map(({ field, message }) => ({ field, message })).sort((a, b) => a.field.localeCompare(b.field));
const sorted = (fields: Field[]) => [...fields].sort((a, b) => a.field.localeCompare(b.field));

/** Rows any of these writes would add to or change. */
async function rows() {
  const db = server.db;
  const [locations, hours, products, options, tags, members, history, lines] = await Promise.all([
    db.location.count(),
    db.openingHours.count(),
    db.product.count(),
    db.rentalOption.count(),
    db.rentalOptionTag.count(),
    db.rentalOptionProduct.count(),
    db.historyEntry.count(),
    db.bookingLine.count(),
  ]);
  return { locations, hours, products, options, tags, members, history, lines };
}

beforeAll(async () => {
  server = await createTestServer();
  admin = server.client();
  await admin.login('admin@fjordbil.no', 'demo1234');
  p = await productPlaces(server.db);
  sentrum = (await server.db.location.findFirstOrThrow({ where: { slug: 'bergen-sentrum' } })).id;
});

describe('POST /api/v1/location/create and /update', () => {
  const location = () => ({
    location_name: 'Alle felt',
    location_status: 'private',
    location_address1: 'Strandkaien 2',
    location_zip: '5013',
    location_city: 'Bergen',
    location_region: 'Bergen',
    location_distance_from_company_km: '2,5',
    location_distance_from_company_min: 6,
    company_id: p.bergen,
  });

  it('names every bad field at once, the adapter\'s (id, opening hours) and the schema\'s, and writes nothing', async () => {
    const before = await rows();
    const r = await admin.rest('POST', '/location/create', {
      ...location(),
      location_status: 'closed-for-good',
      company_id: 0,
      location_distance_from_company_min: 'six',
      location_aliases: 42,
      location_openinghours_pickup: 'weekdays 8-16',
      location_openinghours_dropoff: [
        { day: 'someday', open: '08:00', close: '16:00' },
        { day: 'tuesday', open: '08:15', close: '16:00' },
      ],
    });
    expect(r.status, JSON.stringify(r.body)).toBe(422);
    expect(r.body.status).toBe('ValidationError');
    expect(fieldsOf(r.body)).toEqual(
      sorted([
        { field: 'location_status', message: LOCATION_MESSAGES.status },
        { field: 'company_id', message: 'Ugyldig id.' },
        { field: 'location_distance_from_company_min', message: LOCATION_MESSAGES.integer },
        { field: 'location_aliases', message: 'Må vere ein tekst eller ei liste.' },
        { field: 'location_openinghours_pickup', message: 'Må vere ei liste med day, open og close.' },
        { field: 'location_openinghours_dropoff.0.day', message: 'Ukjend vekedag: bruk monday … sunday.' },
        { field: 'location_openinghours_dropoff.1.open', message: LOCATION_MESSAGES.time },
      ]),
    );
    expect(await rows()).toEqual(before);
  });

  it('does the same on update, and leaves the location as it was', async () => {
    const loc = await server.db.location.findUniqueOrThrow({ where: { id: sentrum } });
    const before = await rows();
    const r = await admin.rest('POST', '/location/update', {
      location_id: loc.id,
      location_updated_at: loc.updatedAt.toISOString(),
      location_name: '',
      location_status: 'closed-for-good',
      company_id: -4,
      location_openinghours_employees: { monday: '08-16' },
      location_openinghours_pickup: [{ day: 'funday', open: '08:00', close: '16:00' }],
    });
    expect(r.status, JSON.stringify(r.body)).toBe(422);
    expect(fieldsOf(r.body)).toEqual(
      sorted([
        { field: 'location_name', message: LOCATION_MESSAGES.required },
        { field: 'location_status', message: LOCATION_MESSAGES.status },
        { field: 'company_id', message: 'Ugyldig id.' },
        { field: 'location_openinghours_employees', message: 'Må vere ei liste med day, open og close.' },
        { field: 'location_openinghours_pickup.0.day', message: 'Ukjend vekedag: bruk monday … sunday.' },
      ]),
    );
    expect(await rows()).toEqual(before);
    expect((await server.db.location.findUniqueOrThrow({ where: { id: sentrum } })).updatedAt).toEqual(loc.updatedAt);
  });

  it('still answers one bad field alone as before', async () => {
    const r = await admin.rest('POST', '/location/create', { ...location(), company_id: 0 });
    expect(r.status).toBe(422);
    expect(r.body.data).toBe('Ugyldige felt: company_id');
    expect(r.body.fields).toEqual([{ field: 'company_id', message: 'Ugyldig id.' }]);
  });
});

describe('POST /api/v1/product/create and /update', () => {
  it('names every bad field at once, the unreadable ids with the schema\'s, and writes nothing', async () => {
    const before = await rows();
    const r = await admin.rest('POST', '/product/create', {
      ...legacyCar(p, 'Alle felt'),
      product_category_id: 'personbil',
      location_id: -1,
      product_ownership_type: 'stolen',
      product_seat_capacity: 500,
      product_year: 'last year',
    });
    expect(r.status, JSON.stringify(r.body)).toBe(422);
    expect(fieldsOf(r.body)).toEqual(
      sorted([
        { field: 'product_category_id', message: 'Ugyldig id.' },
        { field: 'location_id', message: 'Ugyldig id.' },
        { field: 'product_ownership_type', message: PRODUCT_MESSAGES.ownershipType },
        { field: 'product_seat_capacity', message: PRODUCT_MESSAGES.seats },
        { field: 'product_year', message: 'Må vere eit heiltal.' },
      ]),
    );
    expect(await rows()).toEqual(before);
  });

  it('does the same on update, and leaves the product as it was', async () => {
    const car = await server.db.product.findFirstOrThrow({ where: { companyId: p.bergen, categoryId: p.carCategory } });
    const before = await rows();
    const r = await admin.rest('POST', '/product/update', {
      product_id: car.id,
      product_updated_at: car.updatedAt.toISOString(),
      company_id: 'fjordbil',
      productcategory_id: '0',
      product_ownership_type: 'stolen',
      product_name: 'x'.repeat(1000),
    });
    expect(r.status, JSON.stringify(r.body)).toBe(422);
    // The category under the spelling sent (productcategory_id), as every 422 of this path names it.
    expect(fieldsOf(r.body)).toEqual(
      sorted([
        { field: 'company_id', message: 'Ugyldig id.' },
        { field: 'productcategory_id', message: 'Ugyldig id.' },
        { field: 'product_ownership_type', message: PRODUCT_MESSAGES.ownershipType },
        { field: 'product_name', message: 'Høgst 200 teikn.' },
      ]),
    );
    expect(await rows()).toEqual(before);
    expect((await server.db.product.findUniqueOrThrow({ where: { id: car.id } })).updatedAt).toEqual(car.updatedAt);
  });
});

describe('POST /api/v1/rentaloption/create and /update', () => {
  const carCategory = () => p.carCategory;
  const option = () => ({
    rentaloption_title: 'Alle felt',
    rentaloption_status: 'public',
    rentaloption_image: 'fa-car',
    rentaloption_acriss: 'EDMV',
    productcategory_id: carCategory(),
    company_id: p.bergen,
    location_id: sentrum,
    rentaloption_price_private_day: '590',
  });

  it('names every bad field at once, the adapter\'s (ids, tags, vehicles) and the schema\'s, and writes nothing', async () => {
    const vehicle = await server.db.product.findFirstOrThrow({ where: { companyId: p.bergen } });
    const before = await rows();
    const r = await admin.rest('POST', '/rentaloption/create', {
      ...option(),
      rentaloption_status: 'everywhere',
      location_id: 'sentrum',
      rentaloption_image_upload_id: -3,
      rentaloption_max_amount: 'many',
      rentaloption_product_tag_ids: [{ tag_id: 'seats', value: '5' }],
      rentaloption_product_ids: [vehicle.id],
    });
    expect(r.status, JSON.stringify(r.body)).toBe(422);
    expect(fieldsOf(r.body)).toEqual(
      sorted([
        { field: 'location_id', message: 'location_id må vere eit positivt heiltal.' },
        { field: 'rentaloption_image_upload_id', message: 'rentaloption_image_upload_id må vere eit positivt heiltal.' },
        { field: 'rentaloption_product_tag_ids.0.tag_id', message: 'rentaloption_product_tag_ids.0.tag_id må vere eit positivt heiltal.' },
        { field: 'rentaloption_product_ids', message: expect.stringContaining('Køyretøya i leieproduktet blir ikkje endra her') },
        { field: 'rentaloption_status', message: 'Ukjend status.' },
        { field: 'rentaloption_max_amount', message: 'Maks per bestilling må vere minst 1.' },
      ]),
    );
    expect(await rows()).toEqual(before);
  });

  it('still answers the vehicle list alone with its own text', async () => {
    const vehicle = await server.db.product.findFirstOrThrow({ where: { companyId: p.bergen } });
    const r = await admin.rest('POST', '/rentaloption/create', { ...option(), rentaloption_product_ids: [vehicle.id] });
    expect(r.status, JSON.stringify(r.body)).toBe(422);
    expect(r.body.data).toEqual(expect.stringContaining('Køyretøya i leieproduktet blir ikkje endra her'));
    expect(r.body.fields).toEqual([{ field: 'rentaloption_product_ids', message: r.body.data }]);
  });

  it('names the category\'s missing fields with an unreadable category-free field', async () => {
    const before = await rows();
    const { location_id: _l, ...noLocation } = option();
    const r = await admin.rest('POST', '/rentaloption/create', { ...noLocation, rentaloption_product_tag_ids: 'seats=5' });
    expect(r.status, JSON.stringify(r.body)).toBe(422);
    expect(fieldsOf(r.body)).toEqual(
      sorted([
        { field: 'rentaloption_product_tag_ids', message: 'Må vere ei liste med tag_id, value og highlight.' },
        { field: 'location_id', message: RENTAL_OPTION_MESSAGES.location },
      ]),
    );
    expect(await rows()).toEqual(before);
  });

  it('does the same on update, and leaves the rental product as it was', async () => {
    const klass = await server.db.rentalOption.findFirstOrThrow({ where: { companyId: p.bergen, category: { requireTransportationBetweenLocations: true } } });
    const before = await rows();
    const r = await admin.rest('POST', '/rentaloption/update', {
      rentaloption_id: klass.id,
      rentaloption_updated_at: klass.updatedAt.toISOString(),
      rentaloption_status: 'everywhere',
      productcategory_id: 'bil',
      rentaloption_product_tag_ids: { seats: 5 },
      rentaloption_title: '',
    });
    expect(r.status, JSON.stringify(r.body)).toBe(422);
    expect(fieldsOf(r.body)).toEqual(
      sorted([
        { field: 'productcategory_id', message: 'productcategory_id må vere eit positivt heiltal.' },
        { field: 'rentaloption_product_tag_ids', message: 'Må vere ei liste med tag_id, value og highlight.' },
        { field: 'rentaloption_status', message: 'Ukjend status.' },
        { field: 'rentaloption_title', message: 'Må fyllast ut.' },
      ]),
    );
    expect(await rows()).toEqual(before);
    expect((await server.db.rentalOption.findUniqueOrThrow({ where: { id: klass.id } })).updatedAt).toEqual(klass.updatedAt);
  });
});

describe('POST /api/v1/booking/update', () => {
  it('names booking_products that is no list together with the other bad fields, and changes nothing', async () => {
    const booking = await server.db.booking.findFirstOrThrow({ where: { status: { in: ['pending', 'confirmed'] } }, orderBy: { id: 'asc' } });
    const before = await rows();
    const r = await admin.rest('POST', '/booking/update', {
      booking_id: booking.id,
      booking_updated_at: booking.updatedAt.toISOString(),
      booking_products: 'one car',
      booking_status: 'maybe',
      booking_guest_email: 'not an address',
    });
    expect(r.status, JSON.stringify(r.body)).toBe(422);
    expect(fieldsOf(r.body)).toEqual(
      sorted([
        { field: 'booking_products', message: 'booking_products må vere ei liste.' },
        { field: 'booking_status', message: 'Ukjend status.' },
        { field: 'booking_guest_email', message: 'Ugyldig e-postadresse.' },
      ]),
    );
    expect(await rows()).toEqual(before);
    expect((await server.db.booking.findUniqueOrThrow({ where: { id: booking.id } })).updatedAt).toEqual(booking.updatedAt);
  });
});
