/**
 * `GET /api/v1/openapi.json`: an OpenAPI 3.1 document of every /api/v1 path, generated with zod-to-openapi from the
 * zod shapes in rest/schemas.ts (never hand-written JSON schema). `REST_PATHS` is the one list of documented paths;
 * tests/api/openapi.test.ts fails when the router serves a path that is not in it, and checks real answers against
 * the schema each path names here.
 */
import { OpenAPIRegistry, OpenApiGeneratorV31, type RouteConfig } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { WEBHOOK_EVENT_TRIGGERS, WEBHOOK_EVENTS } from '../domain/webhooks.ts';
import { webhookBodySchema, webhookBookingSchema } from '../services/webhookPayload.ts';
import { WEBHOOK_HEADERS } from '../services/webhooks.ts';
import { registerSchema } from '../services/registration.ts';
import { CREATE_USER_FIELDS } from './auth.ts';
import { BOOKING_FILTER_PARAMS } from './bookings.ts';
import { LOCATION_FILTER_PARAMS } from './locations.ts';
import { PRODUCT_FILTER_PARAMS } from './products.ts';
import { RENTAL_OPTION_FILTER_PARAMS } from './rentalOptions.ts';
import * as s from './schemas.ts';
import { UPLOAD_FORM_FIELDS } from './uploads.ts';

export interface RestPath {
  method: 'get' | 'post' | 'delete';
  /** OpenAPI form: `/booking/{id}`. */
  path: string;
  summary: string;
  tag: string;
  /** Who may call it: anyone, or a logged-in member of staff (session cookie). */
  auth: 'public' | 'session' | 'staff';
  query?: z.ZodObject;
  params?: z.ZodObject;
  body?: z.ZodType;
  /** The body's media type (default JSON). */
  bodyType?: 'application/json' | 'multipart/form-data';
  /** `data` of the 200 answer. */
  data: z.ZodType;
  /** Lists carry `pagination`. */
  paginated?: boolean;
  /** The 200 answer is not the envelope (a file, a download): its whole body. */
  raw?: { contentType: string; schema: z.ZodType };
}

const pagingQuery = { limit: z.string().optional().describe('1–1000, default 100'), page: z.string().optional().describe('1-based') };
const idParam = z.object({ id: z.string().regex(/^[0-9]+$/) });
const searchQuery = { search: z.string().optional(), sort: z.string().optional(), direction: z.enum(['asc', 'desc']).optional() };

/** Descriptions of list parameters that say more than their name. */
const PARAM_NOTES: Record<string, string> = {
  booking_status: 'a status, or active (pending, confirmed or delivered)',
  booking_from: 'yyyy-mm-dd (from that Oslo midnight) or a date-time: bookings whose period ends after it',
  booking_to: 'yyyy-mm-dd (that Oslo day included) or a date-time: bookings whose period starts before it',
  booking_partner: 'a partner company id, any (placed with a partner\'s API key) or none',
  productcategory_id: 'the same filter as product_category_id',
};

/** A list's query: paging plus the parameters the route reads (the route's own constant), each an optional string. */
const listQuery = (params: readonly string[]) =>
  z.object({
    ...pagingQuery,
    ...Object.fromEntries(params.filter((name) => !(name in searchQuery)).map((name) => [name, PARAM_NOTES[name] ? z.string().optional().describe(PARAM_NOTES[name]) : z.string().optional()])),
    ...searchQuery,
  });
const bookingFilter = listQuery(BOOKING_FILTER_PARAMS);

/** POST /create_user: the registration's fields under their legacy names, required as the service requires them. */
const createUserBody = z.object({
  ...Object.fromEntries(
    (Object.entries(CREATE_USER_FIELDS) as [keyof typeof CREATE_USER_FIELDS, string][]).map(([field, legacy]) => [legacy, registerSchema.shape[field].isOptional() ? z.string().optional() : z.string()]),
  ),
  user_created_at: z.string().optional().describe('accepted and ignored: the server records when the account is created'),
});

/** POST /upload/image: the multipart form (spec 3 §7). */
const uploadForm = z.object({
  ...Object.fromEntries(Object.values(UPLOAD_FORM_FIELDS).map((name) => [name, name === 'file' ? z.string().openapi({ format: 'binary' }) : z.string().optional()])),
});
const list = <T extends z.ZodType>(item: T) => z.array(item);

/** Every path the /api/v1 router serves, with the shapes it takes and answers. */
export const REST_PATHS: RestPath[] = [
  // Reference data and accounts
  { method: 'get', path: '/locations', summary: 'Locations: the published ones for a visitor (paged; the filters are for staff), the scope\'s for staff (paged)', tag: 'Locations', auth: 'public', query: listQuery(Object.keys(LOCATION_FILTER_PARAMS)), data: z.union([list(s.staffLocationSchema), list(s.publicLocationSchema)]), paginated: true },
  { method: 'get', path: '/location/{id}', summary: 'One location (public or staff view)', tag: 'Locations', auth: 'public', params: idParam, data: z.union([s.staffLocationSchema, s.publicLocationSchema]) },
  { method: 'post', path: '/location/create', summary: 'Create a location', tag: 'Locations', auth: 'staff', body: s.objectBody, data: s.staffLocationSchema },
  { method: 'post', path: '/location/update', summary: 'Change a location (location_id, location_updated_at and the changed fields)', tag: 'Locations', auth: 'staff', body: s.objectBody, data: s.staffLocationSchema },
  { method: 'delete', path: '/location/delete', summary: 'Delete a location', tag: 'Locations', auth: 'staff', query: z.object({ location_id: z.string().optional() }), data: s.deletedSchema('location_id') },
  { method: 'get', path: '/location/history', summary: 'A location\'s history', tag: 'Locations', auth: 'staff', query: z.object({ location_id: z.string() }), data: list(s.historySchema) },
  { method: 'get', path: '/companies', summary: 'Companies (public ones, or the scope\'s)', tag: 'Accounts', auth: 'public', data: list(s.companySchema) },
  { method: 'get', path: '/accounts', summary: 'The viewer\'s accounts (scopes)', tag: 'Accounts', auth: 'session', data: list(s.accountSchema) },
  { method: 'get', path: '/productcategories', summary: 'Product categories', tag: 'Reference', auth: 'public', data: list(s.categorySchema) },
  { method: 'get', path: '/dashboard', summary: 'Counts for the staff dashboard', tag: 'Accounts', auth: 'staff', query: z.object({ company_id: z.string().optional() }), data: s.dashboardSchema },
  { method: 'get', path: '/site', summary: 'The public site (company name and contact details)', tag: 'Reference', auth: 'public', data: s.siteSchema },
  // Products
  { method: 'get', path: '/products', summary: 'Vehicles and other products (paged)', tag: 'Products', auth: 'staff', query: listQuery(Object.keys(PRODUCT_FILTER_PARAMS)), data: list(s.productSchema), paginated: true },
  { method: 'post', path: '/product/create', summary: 'Create a product', tag: 'Products', auth: 'staff', body: s.objectBody, data: s.productSchema },
  { method: 'post', path: '/product/update', summary: 'Change a product (product_id, product_updated_at and the changed fields)', tag: 'Products', auth: 'staff', body: s.objectBody, data: s.productSchema },
  { method: 'delete', path: '/product/delete', summary: 'Delete a product', tag: 'Products', auth: 'staff', query: z.object({ product_id: z.string().optional() }), data: s.deletedSchema('product_id') },
  { method: 'get', path: '/product/history', summary: 'A product\'s history', tag: 'Products', auth: 'staff', query: z.object({ product_id: z.string() }), data: list(s.historySchema) },
  // Rental products
  { method: 'get', path: '/rentaloptions', summary: 'Rental products (paged)', tag: 'Rental products', auth: 'staff', query: listQuery(Object.keys(RENTAL_OPTION_FILTER_PARAMS)), data: list(s.rentalOptionSchema), paginated: true },
  { method: 'get', path: '/rentaloption/history', summary: 'A rental product\'s history', tag: 'Rental products', auth: 'staff', query: z.object({ rentaloption_id: z.string() }), data: list(s.historySchema) },
  { method: 'get', path: '/rentaloption/{id}', summary: 'One rental product', tag: 'Rental products', auth: 'staff', params: idParam, data: s.rentalOptionSchema },
  { method: 'post', path: '/rentaloption/create', summary: 'Create a rental product', tag: 'Rental products', auth: 'staff', body: s.objectBody, data: s.rentalOptionSchema },
  { method: 'post', path: '/rentaloption/update', summary: 'Change a rental product', tag: 'Rental products', auth: 'staff', body: s.objectBody, data: s.rentalOptionSchema },
  { method: 'delete', path: '/rentaloption/delete', summary: 'Delete a rental product', tag: 'Rental products', auth: 'staff', query: z.object({ rentaloption_id: z.string().optional() }), data: s.deletedSchema('rentaloption_id') },
  { method: 'get', path: '/producttags', summary: 'Product tags', tag: 'Reference', auth: 'public', data: list(s.productTagSchema) },
  // The shop
  { method: 'get', path: '/browse_rentaloptions', summary: 'Availability and prices for a period (the shop\'s search)', tag: 'Shop', auth: 'public', query: z.object({ pickup_location_id: z.string(), return_location_id: z.string().optional(), pickup_datetime: z.string(), return_datetime: z.string(), above25: z.string().optional(), business: z.string().optional() }), data: list(s.offerSchema) },
  { method: 'post', path: '/booking/create', summary: 'Place an order (Idempotency-Key header recommended)', tag: 'Shop', auth: 'public', body: s.orderRequestSchema, data: s.orderReceiptSchema },
  // Bookings
  { method: 'get', path: '/bookings', summary: 'Bookings in the scope (paged)', tag: 'Bookings', auth: 'staff', query: bookingFilter, data: list(s.bookingSchema), paginated: true },
  { method: 'get', path: '/booking/overview', summary: 'Bookings with the rental products, vehicles, locations and companies they name', tag: 'Bookings', auth: 'staff', query: bookingFilter, data: s.bookingOverviewSchema, paginated: true },
  { method: 'get', path: '/booking/{id}', summary: 'One booking', tag: 'Bookings', auth: 'staff', params: idParam, data: s.bookingSchema },
  { method: 'get', path: '/booking/{id}/document/{uploadId}', summary: 'The driving licence uploaded with a booking (the file itself)', tag: 'Bookings', auth: 'staff', params: z.object({ id: z.string(), uploadId: z.string() }), data: z.never(), raw: { contentType: 'application/octet-stream', schema: z.string().openapi({ format: 'binary' }) } },
  { method: 'get', path: '/booking/history', summary: 'A booking\'s history', tag: 'Bookings', auth: 'staff', query: z.object({ booking_id: z.string() }), data: list(s.historySchema) },
  { method: 'post', path: '/booking/update', summary: 'Change a booking', tag: 'Bookings', auth: 'staff', body: s.bookingUpdateSchema, data: s.bookingSchema },
  { method: 'delete', path: '/booking/delete', summary: 'Delete a pending or cancelled booking', tag: 'Bookings', auth: 'staff', query: z.object({ booking_id: z.string().optional() }), data: s.deletedSchema('booking_id') },
  // Customers
  { method: 'get', path: '/users', summary: 'Customers in the scope (paged)', tag: 'Customers', auth: 'staff', query: z.object({ ...pagingQuery, ...searchQuery, is_employee: z.string().optional(), customer_kind: z.string().optional(), include_private_data: z.enum(['true', 'false', '1', '0']).optional() }), data: list(s.customerSchema), paginated: true },
  { method: 'post', path: '/user/update', summary: 'Change a customer\'s name and contact details', tag: 'Customers', auth: 'staff', body: s.objectBody, data: s.customerSchema },
  { method: 'delete', path: '/user/erase', summary: 'Erase (anonymise) a customer', tag: 'Customers', auth: 'staff', query: z.object({ user_id: z.string().optional() }), data: s.deletedSchema('user_id') },
  { method: 'get', path: '/user/{id}/export', summary: 'Everything stored about a customer (a JSON download)', tag: 'Customers', auth: 'staff', params: idParam, data: z.never(), raw: { contentType: 'application/json', schema: z.record(z.string(), z.unknown()) } },
  { method: 'get', path: '/user/history', summary: 'A customer\'s history', tag: 'Customers', auth: 'staff', query: z.object({ user_id: z.string() }), data: list(s.historySchema) },
  // Log-in and account (bodies may be encrypted: README, "Encrypted /api/v1 calls")
  { method: 'get', path: '/transit_key', summary: 'The server\'s current transit key', tag: 'Log-in', auth: 'public', data: s.transitKeySchema },
  { method: 'post', path: '/login', summary: 'Log in (sets the session cookie)', tag: 'Log-in', auth: 'public', body: z.object({ email: z.string(), password: z.string(), remember: z.boolean().optional() }), data: s.loginUserSchema },
  { method: 'post', path: '/request_reset_password_token', summary: 'Mail a password-reset link', tag: 'Log-in', auth: 'public', body: z.object({ user_email: z.string() }), data: z.string() },
  { method: 'post', path: '/update_password', summary: 'Set a new password with a reset token', tag: 'Log-in', auth: 'public', body: z.object({ reset_token: z.string(), new_password: z.string() }), data: z.string() },
  { method: 'post', path: '/create_user', summary: 'Register (a confirmation link is mailed)', tag: 'Log-in', auth: 'public', body: createUserBody, data: z.string() },
  { method: 'post', path: '/confirm_user', summary: 'Confirm a registration with the mailed token (logs in)', tag: 'Log-in', auth: 'public', body: z.object({ confirm_token: z.string() }), data: s.loginUserSchema },
  // Uploads and the vehicle register
  { method: 'post', path: '/upload/image', summary: 'Upload a picture (multipart/form-data: file, upload_type, upload_title, upload_alt, upload_decorative, upload_public)', tag: 'Uploads', auth: 'staff', body: uploadForm, bodyType: 'multipart/form-data', data: z.tuple([z.number().int(), s.uploadSchema]) },
  { method: 'get', path: '/external/regnr/{plate}', summary: 'Look a vehicle up in the national register by plate', tag: 'Products', auth: 'staff', params: z.object({ plate: z.string() }), data: s.vehicleLookupSchema },
  // This document
  { method: 'get', path: '/openapi.json', summary: 'This OpenAPI document', tag: 'Reference', auth: 'public', data: z.never(), raw: { contentType: 'application/json', schema: z.record(z.string(), z.unknown()) } },
];

/** The schema of the whole 200 answer of `p` (the envelope around `data`, or the raw body). */
export function answerSchema(p: RestPath): z.ZodType {
  return p.raw ? p.raw.schema : s.envelope(p.data, { paginated: p.paginated });
}

/** The registry every path and webhook is registered on; other modules may add to it before the first request. */
export const registry = new OpenAPIRegistry();

/** Extra registrations (the partner webhooks) run before the document is built. */
const extensions: ((r: OpenAPIRegistry) => void)[] = [];
export function extendOpenApi(register: (r: OpenAPIRegistry) => void): void {
  extensions.push(register);
}

let built: object | null = null;

/** The document, built once per process. */
export function openApiDocument(): object {
  if (built) return built;
  registry.registerComponent('securitySchemes', 'session', { type: 'apiKey', in: 'cookie', name: 'sid', description: 'The log-in session (POST /login sets it). Writes from another site are refused.' });
  registry.register('Error', s.errorSchema);
  for (const p of REST_PATHS) {
    const request: RouteConfig['request'] = {};
    if (p.query) request.query = p.query;
    if (p.params) request.params = p.params;
    if (p.body) request.body = { content: { [p.bodyType ?? 'application/json']: { schema: p.body } }, required: true };
    const errors = { description: 'Failure in the legacy envelope (400, 401, 403, 404, 409, 413, 422, 429)', content: { 'application/json': { schema: s.errorSchema } } };
    registry.registerPath({
      method: p.method,
      path: p.path,
      summary: p.summary,
      tags: [p.tag],
      ...(p.auth === 'public' ? {} : { security: [{ session: [] }] }),
      request,
      responses: {
        200: { description: 'OK', content: { [p.raw?.contentType ?? 'application/json']: { schema: answerSchema(p) } } },
        default: errors,
      },
    });
  }
  // The partner webhooks (OpenAPI 3.1 `webhooks`): what the product POSTs to a key's endpoint.
  // Rebuilt here, after zod-to-openapi extended zod (the service's schemas may have been made before).
  const booking = z.object(webhookBookingSchema.shape).openapi('WebhookBooking');
  const body = z.object({ ...webhookBodySchema.shape, booking }).openapi('WebhookEvent');
  for (const event of WEBHOOK_EVENTS) {
    registry.registerWebhook({
      method: 'post',
      path: event,
      summary: `${event}: signed with the key's signing secret (README, "Partner webhooks")`,
      description: `Sent when: ${WEBHOOK_EVENT_TRIGGERS[event]} Only to a key with the read_bookings right, for its partner's bookings at its locations.`,
      tags: ['Webhooks'],
      request: {
        headers: z.object({
          [WEBHOOK_HEADERS.id]: z.string().describe('The event id (deduplicate by it)'),
          [WEBHOOK_HEADERS.event]: z.string(),
          [WEBHOOK_HEADERS.timestamp]: z.string().describe('Unix seconds'),
          [WEBHOOK_HEADERS.signature]: z.string().describe('sha256=<hex HMAC-SHA256 of `${timestamp}.${body}`>'),
        }),
        body: { content: { 'application/json': { schema: body } } },
      },
      responses: { 200: { description: 'Any 2xx: delivered. Anything else (or no answer in 5 s) is retried, 8 attempts over about 4 hours.' } },
    });
  }
  for (const register of extensions) register(registry);
  const generator = new OpenApiGeneratorV31(registry.definitions);
  built = generator.generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Fjordbil /api/v1',
      version: '1.0.0',
      description: 'The legacy REST paths. Every answer is the envelope `{ code, status, data }` (plus `pagination` on lists). Partners: see also the GraphQL API at /graphql and the webhooks below.',
    },
    servers: [{ url: '/api/v1' }],
  });
  return built;
}
