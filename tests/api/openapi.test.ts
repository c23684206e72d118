/**
 * GET /api/v1/openapi.json (issue 12): an OpenAPI 3.1 document of every path the /api/v1 router serves. The test
 * lists the routes registered on the app itself, so a path added without documenting it fails here; and it runs a
 * real request on every documented path, checking each answer against the document (a JSON Schema validator on the
 * served document) and against the zod schema the document was generated from.
 */
import { HonoRequest } from 'hono/request';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { answerSchema, REST_PATHS, type RestPath } from '../../server/rest/openapi.ts';
import { validate } from '../support/jsonSchema.ts';
import { legacyCar, productPlaces } from '../support/products.ts';
import { futureOslo } from '../support/shop.ts';
import { carClass } from '../support/shop.ts';
import { createTestServer, type TestClient, type TestServer } from '../support/server.ts';

let server: TestServer;
let admin: TestClient;
let doc: any;

/** `/booking/:id{[0-9]+}/document/:uploadId{[0-9]+}` → `/booking/{id}/document/{uploadId}`. */
const openApiPath = (honoPath: string) => honoPath.replace(/^\/api\/v1/, '').replace(/:(\w+)(\{[^}]*\})?\??/g, '{$1}');

beforeAll(async () => {
  server = await createTestServer();
  admin = server.client();
  await admin.login('admin@fjordbil.no', 'demo1234');
  const res = await server.client().rest('GET', '/openapi.json');
  expect(res.status).toBe(200);
  doc = res.body;
});

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 and documents every /api/v1 route the app serves', () => {
    expect(doc.openapi).toMatch(/^3\.1\./);
    const served = new Set(
      server.app.routes
        .filter((r) => r.path.startsWith('/api/v1/') && r.method !== 'ALL')
        .map((r) => `${r.method.toLowerCase()} ${openApiPath(r.path)}`),
    );
    expect(served.size).toBeGreaterThan(40);
    const documented = new Set(Object.entries(doc.paths as Record<string, object>).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m} ${path}`)));
    const missing = [...served].filter((r) => !documented.has(r));
    expect(missing, 'served under /api/v1 but not in openapi.json (add them to REST_PATHS in server/rest/openapi.ts)').toEqual([]);
    const stale = [...documented].filter((r) => !served.has(r));
    expect(stale, 'in openapi.json but not served').toEqual([]);
  });

  it('describes the registration and the image upload bodies as the server reads them', async () => {
    const register = doc.paths['/create_user'].post.requestBody.content['application/json'].schema;
    expect(Object.keys(register.properties).sort()).toEqual(['user_created_at', 'user_email', 'user_firstname', 'user_lastname', 'user_password', 'user_phone']);
    expect([...register.required].sort()).toEqual(['user_email', 'user_firstname', 'user_lastname', 'user_password', 'user_phone']);
    // Each field the document requires is refused when left out, naming it.
    const sample: Record<string, string> = { user_firstname: 'Ny', user_lastname: 'Kunde', user_phone: '+4791234567', user_email: 'krav@example.no', user_password: 'Hemmeleg-passord-1' };
    for (const name of register.required as string[]) {
      const { [name]: _left, ...body } = sample;
      const r = await server.client().rest('POST', '/create_user', body);
      expect(r.status, name).toBe(422);
      expect(r.body.fields.map((f: { field: string }) => f.field), name).toEqual([name]);
    }
    const upload = doc.paths['/upload/image'].post.requestBody;
    expect(Object.keys(upload.content)).toEqual(['multipart/form-data']);
    expect(Object.keys(upload.content['multipart/form-data'].schema.properties).sort()).toEqual(['file', 'upload_alt', 'upload_decorative', 'upload_public', 'upload_title', 'upload_type']);
    expect(upload.content['multipart/form-data'].schema.required).toEqual(['file']);
    expect(upload.content['multipart/form-data'].schema.properties.file).toMatchObject({ type: 'string', format: 'binary' });
  });

  it('documents the partner webhooks with the body the product sends', () => {
    expect(Object.keys(doc.webhooks).sort()).toEqual(['booking.cancelled', 'booking.changed', 'booking.confirmed', 'booking.created']);
    expect(doc.components.schemas.WebhookEvent.required).toEqual(expect.arrayContaining(['id', 'type', 'createdAt', 'booking']));
  });
});

type Answer = { status: number; body: unknown };

/** One real request per documented path (as the network admin unless said otherwise), and the status it should get. */
async function requests(): Promise<Record<string, { answer: Answer; expect: number }>> {
  const places = await productPlaces(server.db);
  const location = await server.db.location.findFirstOrThrow({ where: { slug: 'bergen-sentrum' } });
  const klass = await carClass(server.db, 2);
  const customer = await server.db.user.findFirstOrThrow({ where: { email: 'kunde@example.no' } });
  const booking = await server.db.booking.findFirstOrThrow({ orderBy: { id: 'asc' } });
  const rest = (c: TestClient, method: string, path: string, body?: unknown) => c.rest(method, path, body);
  const guest = server.client();

  const order = await rest(guest, 'POST', '/booking/create', {
    orderType: 'private', firstName: 'Ola', lastName: 'Nordmann', driversLicence: 'bring_on_pickup', country_code: 'NOR', phone: '+4798765432',
    email: 'ola@example.no', cart: JSON.stringify([{ rentaloption_id: klass.option.id, amount: 1 }]), pickupLocation: location.id, pickupDateTime: futureOslo(7),
    returnLocation: location.id, returnDateTime: futureOslo(9), termsAccepted: true,
  });
  const location1 = await rest(admin, 'POST', '/location/create', { location_name: 'OpenAPI-kaia', location_status: 'private', location_address1: 'Kaia 1', location_zip: '5013', location_city: 'Bergen', location_region: 'Bergen', location_distance_from_company_km: 2, location_distance_from_company_min: 5, company_id: places.bergen });
  const product = await rest(admin, 'POST', '/product/create', legacyCar(places, 'OpenAPI-bil'));
  const option = await rest(admin, 'POST', '/rentaloption/create', { rentaloption_title: 'OpenAPI-klasse', rentaloption_status: 'private', rentaloption_image: 'fa-car', rentaloption_acriss: 'edmv', productcategory_id: places.carCategory, company_id: places.bergen, location_id: places.flesland, rentaloption_price_private_day: '500' });
  const loc = (location1.body as any).data;
  const prod = (product.body as any).data;
  const ro = (option.body as any).data;
  const bookingRow = (await rest(admin, 'GET', `/booking/${booking.id}`)).body as any;
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366aa' } }).png().toBuffer();
  const form = new FormData();
  form.append('file', new File([new Uint8Array(png)], 'bil.png', { type: 'image/png' }));
  form.append('upload_alt', 'Ein blå bil');
  const uploadRes = await server.app.request('http://shop.test/api/v1/upload/image', { method: 'POST', body: form, headers: { cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
  const exportRes = await server.app.request(`http://shop.test/api/v1/user/${customer.id}/export`, { headers: { cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });

  const out: Record<string, { answer: Answer; expect: number }> = {};
  const put = (key: string, answer: Answer, status = 200) => (out[key] = { answer: { status: answer.status, body: answer.body }, expect: status });
  put('get /locations', await rest(admin, 'GET', '/locations?limit=5'));
  put('get /location/{id}', await rest(admin, 'GET', `/location/${location.id}`));
  put('post /location/create', location1);
  put('post /location/update', await rest(admin, 'POST', '/location/update', { location_id: loc.location_id, location_updated_at: loc.location_updated_at, location_city: 'Bergen sentrum' }));
  put('get /location/history', await rest(admin, 'GET', `/location/history?location_id=${loc.location_id}`));
  put('delete /location/delete', await rest(admin, 'DELETE', `/location/delete?location_id=${loc.location_id}`));
  put('get /companies', await rest(admin, 'GET', '/companies'));
  put('get /accounts', await rest(admin, 'GET', '/accounts'));
  put('get /productcategories', await rest(guest, 'GET', '/productcategories'));
  put('get /dashboard', await rest(admin, 'GET', '/dashboard'));
  put('get /site', await rest(guest, 'GET', '/site'));
  put('get /products', await rest(admin, 'GET', '/products?limit=20'));
  put('post /product/create', product);
  put('post /product/update', await rest(admin, 'POST', '/product/update', { product_id: prod.product_id, product_updated_at: prod.product_updated_at, product_color: 'Blå' }));
  put('get /product/history', await rest(admin, 'GET', `/product/history?product_id=${prod.product_id}`));
  put('delete /product/delete', await rest(admin, 'DELETE', `/product/delete?product_id=${prod.product_id}`));
  put('get /rentaloptions', await rest(admin, 'GET', '/rentaloptions?limit=20'));
  put('post /rentaloption/create', option);
  put('get /rentaloption/{id}', await rest(admin, 'GET', `/rentaloption/${ro.rentaloption_id}`));
  put('post /rentaloption/update', await rest(admin, 'POST', '/rentaloption/update', { rentaloption_id: ro.rentaloption_id, rentaloption_updated_at: ro.rentaloption_updated_at, rentaloption_title: 'OpenAPI-klasse 2' }));
  put('get /rentaloption/history', await rest(admin, 'GET', `/rentaloption/history?rentaloption_id=${ro.rentaloption_id}`));
  put('delete /rentaloption/delete', await rest(admin, 'DELETE', `/rentaloption/delete?rentaloption_id=${ro.rentaloption_id}`));
  put('get /producttags', await rest(guest, 'GET', '/producttags'));
  put('get /browse_rentaloptions', await rest(guest, 'GET', `/browse_rentaloptions?pickup_location_id=${location.id}&pickup_datetime=${encodeURIComponent(futureOslo(14))}&return_datetime=${encodeURIComponent(futureOslo(16))}`));
  put('post /booking/create', order);
  put('get /bookings', await rest(admin, 'GET', '/bookings?limit=20'));
  put('get /booking/overview', await rest(admin, 'GET', '/booking/overview?limit=20'));
  put('get /booking/{id}', await rest(admin, 'GET', `/booking/${booking.id}`));
  // No licence was uploaded with this booking: the documented failure answer.
  put('get /booking/{id}/document/{uploadId}', await rest(admin, 'GET', `/booking/${booking.id}/document/999999`), 404);
  put('get /booking/history', await rest(admin, 'GET', `/booking/history?booking_id=${booking.id}`));
  put('post /booking/update', await rest(admin, 'POST', '/booking/update', { booking_id: booking.id, booking_updated_at: bookingRow.data.booking_updated_at, booking_comment: 'Sjekka mot OpenAPI' }));
  const newOrder = (order.body as any).data;
  put('delete /booking/delete', await rest(admin, 'DELETE', `/booking/delete?booking_id=${newOrder.booking_id}`));
  put('get /users', await rest(admin, 'GET', '/users?limit=20&include_private_data=true'));
  const userRow = await server.db.user.findUniqueOrThrow({ where: { id: customer.id } });
  put('post /user/update', await rest(admin, 'POST', '/user/update', { user_id: customer.id, user_updated_at: userRow.updatedAt.toISOString(), user_phone: '+4793333333' }));
  put('get /user/{id}/export', { status: exportRes.status, body: await exportRes.json() });
  put('get /user/history', await rest(admin, 'GET', `/user/history?user_id=${customer.id}`));
  const eraseMe = await server.db.user.create({ data: { firstname: 'Slett', lastname: 'Meg', email: 'slett.meg@example.no', passwordHash: 'x' } });
  put('delete /user/erase', await rest(admin, 'DELETE', `/user/erase?user_id=${eraseMe.id}`));
  put('get /transit_key', await rest(guest, 'GET', '/transit_key'));
  put('post /login', await rest(server.client(), 'POST', '/login', { email: 'kunde@example.no', password: 'demo1234' }));
  put('post /request_reset_password_token', await rest(server.client(), 'POST', '/request_reset_password_token', { user_email: 'kunde@example.no' }));
  // Tokens are mailed and stored only as hashes: a made-up one gets the documented 422.
  put('post /update_password', await rest(server.client(), 'POST', '/update_password', { reset_token: 'x'.repeat(40), new_password: 'Nytt-passord-123' }), 422);
  put('post /create_user', await rest(server.client(), 'POST', '/create_user', { user_firstname: 'Ny', user_lastname: 'Kunde', user_phone: '+4791234567', user_email: 'ny.kunde@example.no', user_password: 'Hemmeleg-passord-1' }));
  put('post /confirm_user', await rest(server.client(), 'POST', '/confirm_user', { confirm_token: 'x'.repeat(40) }), 422);
  put('post /upload/image', { status: uploadRes.status, body: await uploadRes.json() });
  // The vehicle register is not set up in tests: the documented 503.
  put('get /external/regnr/{plate}', await rest(admin, 'GET', '/external/regnr/AB12345'), 503);
  put('get /openapi.json', await rest(guest, 'GET', '/openapi.json'));
  return out;
}

/** The query parameters each route read while the real requests ran (`c.req.query(name)` and `c.req.query().name`). */
const readParams = new Map<string, Set<string>>();

/** Records every query parameter a route handler reads, until the returned function puts `query` back. */
function recordQueryReads(): () => void {
  const original = HonoRequest.prototype.query;
  const read = original as (this: HonoRequest, key?: string) => unknown;
  HonoRequest.prototype.query = function (this: HonoRequest, key?: string) {
    const route = `${this.method.toLowerCase()} ${openApiPath(this.routePath)}`;
    const seen = readParams.get(route) ?? readParams.set(route, new Set()).get(route)!;
    if (typeof key === 'string') {
      seen.add(key);
      return read.call(this, key);
    }
    const all = read.call(this) as Record<string, string>;
    return new Proxy(all, {
      get(target, prop, receiver) {
        if (typeof prop === 'string' && !(prop in Object.prototype)) seen.add(prop);
        return Reflect.get(target, prop, receiver);
      },
    });
  } as typeof original;
  return () => {
    HonoRequest.prototype.query = original;
  };
}

describe('real answers match the document', () => {
  let answers: Awaited<ReturnType<typeof requests>>;
  beforeAll(async () => {
    const restore = recordQueryReads();
    try {
      answers = await requests();
    } finally {
      restore();
    }
  });

  it('documents every query parameter a path reads (a served filter missing from the document fails here)', () => {
    const missing: string[] = [];
    for (const [route, names] of readParams) {
      const [method, path] = route.split(' ') as [string, string];
      const op = doc.paths[path]?.[method];
      if (!op) continue; // an undocumented route fails the test above
      const documented = new Set(((op.parameters ?? []) as { in: string; name: string }[]).filter((p) => p.in === 'query').map((p) => p.name));
      for (const name of names) if (!documented.has(name)) missing.push(`${route}: ${name}`);
    }
    expect(readParams.size).toBeGreaterThan(15);
    expect(missing, 'read by the route but not among its parameters in openapi.json (REST_PATHS in server/rest/openapi.ts)').toEqual([]);
  });

  it('every documented path answers what its schema says (the document\'s JSON Schema and the zod schema behind it)', async () => {
    const problems: string[] = [];
    for (const p of REST_PATHS) {
      const key = `${p.method} ${p.path}`;
      const got = answers[key];
      if (!got) {
        problems.push(`${key}: no request in this test`);
        continue;
      }
      if (got.answer.status !== got.expect) {
        problems.push(`${key}: status ${got.answer.status}, expected ${got.expect}: ${JSON.stringify(got.answer.body).slice(0, 300)}`);
        continue;
      }
      const op = doc.paths[p.path]?.[p.method];
      const response = got.expect === 200 ? op?.responses?.['200'] : op?.responses?.default;
      const schema = response && (Object.values(response.content) as { schema: object }[])[0]!.schema;
      if (!schema) {
        problems.push(`${key}: no schema for ${got.expect} in the document`);
        continue;
      }
      problems.push(...validate(doc, schema, got.answer.body).slice(0, 5).map((e) => `${key}: ${e}`));
      if (got.expect === 200) {
        const zod = answerSchema(p as RestPath).safeParse(got.answer.body);
        if (!zod.success) problems.push(`${key} (zod): ${zod.error.issues.slice(0, 3).map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('a changed answer fails its schema (the check can fail)', () => {
    const bookingSchema = doc.components.schemas.Booking;
    expect(validate(doc, bookingSchema, { booking_id: 'B-1' })).not.toEqual([]);
    expect(validate(doc, doc.components.schemas.Pagination, { limit: 1, page: 1, total_count: 3 })).toEqual([]);
  });
});
