/**
 * Legacy booking paths for staff (spec 2 section 7): GET /bookings, GET /booking/overview, GET /booking/{id},
 * GET /booking/history, and the two the spec does not show, POST /booking/update and DELETE /booking/delete, in the
 * legacy shape of the others (README, "Bookings in the back office"). Plus GET /booking/{id}/document/{uploadId}:
 * the uploaded licence, for staff whose scope holds the booking only. The same services as GraphQL.
 */
import type { Hono } from 'hono';
import { bookingNumber } from '../domain/booking.ts';
import { formatOslo, osloDayStart } from '../domain/time.ts';
import { countBookings, getBooking, listBookings } from '../services/booking.ts';
import { bookingPatchSchema, deleteBooking, updateBooking } from '../services/bookingWrite.ts';
import type { RequestContext } from '../services/context.ts';
import { collectFieldErrors, NotFoundError, parseInput, throwFieldErrors, ValidationError, type FieldError } from '../services/errors.ts';
import { recordInScope, requireScope, type Scope } from '../services/scope.ts';
import { fail, jsonBody, ok, paging, requiredRestId, restId, withRenamedFields } from './envelope.ts';
import { historyRoute } from './history.ts';

type Env = { Variables: { ctx: RequestContext } };

const dec = (v: { toString(): string } | null | undefined) => (v === null || v === undefined ? null : Number(v.toString()));
const iso = (d: Date | null) => (d ? d.toISOString() : null);

const BOOKING_INCLUDE = {
  lines: { orderBy: { position: 'asc' as const }, include: { rentalOption: { select: { title: true } } } },
  documents: { select: { uploadId: true } },
  author: { select: { firstname: true, lastname: true } },
};

type BookingRow = Awaited<ReturnType<typeof loadFull>>;
const loadFull = (ctx: RequestContext, id: number) => ctx.db.booking.findUniqueOrThrow({ where: { id }, include: BOOKING_INCLUDE });

/** A booking in the legacy field names (times of the period as Oslo wall-clock, as the legacy API writes them). */
export function legacyBooking(b: BookingRow) {
  return {
    booking_id: b.id,
    booking_number: bookingNumber(b.id),
    booking_status: b.status,
    booking_order_type: b.orderType,
    booking_reference: b.reference,
    booking_comment: b.comment,
    booking_products: b.lines.map((l) => ({
      rentaloption_id: l.rentalOptionId,
      rentaloption_title: l.rentalOption.title,
      product_id: l.productId,
      line_type: l.lineType,
      amount: l.amount,
      price_per_day: dec(l.pricePerDay),
      total_item_price: dec(l.totalPrice),
      manual_price: l.manualPrice,
    })),
    booking_pickup_location_id: b.pickupLocationId,
    booking_dropoff_location_id: b.dropoffLocationId,
    booking_pickup_gps_long: dec(b.pickupGpsLong),
    booking_pickup_gps_lat: dec(b.pickupGpsLat),
    booking_dropoff_gps_long: dec(b.dropoffGpsLong),
    booking_dropoff_gps_lat: dec(b.dropoffGpsLat),
    booking_pickup_address: b.pickupAddress,
    booking_dropoff_address: b.dropoffAddress,
    booking_pickup_at: `${formatOslo(b.pickupAt)}:00`,
    booking_dropoff_at: `${formatOslo(b.dropoffAt)}:00`,
    booking_duration_hours: b.durationHours,
    booking_total_price: dec(b.totalPrice),
    booking_accounting_invoice_number: b.accountingInvoiceNumber,
    booking_accounting_order_number: b.accountingOrderNumber,
    booking_accounting_offer_number: b.accountingOfferNumber,
    booking_guest_firstname: b.guestFirstname,
    booking_guest_lastname: b.guestLastname,
    booking_guest_country: b.guestCountry,
    booking_guest_phone_country_code: b.guestPhoneCountryCode,
    booking_guest_phone: b.guestPhone,
    booking_guest_email: b.guestEmail,
    booking_guest_business_name: b.guestBusinessName,
    booking_guest_business_orgnr: b.guestBusinessOrgnr,
    booking_personal_document_upload_ids: b.documents.map((d) => d.uploadId),
    booking_business_booking_drivers: b.businessBookingDrivers ?? null,
    booking_accepted_terms: b.acceptedTerms,
    booking_placed_by_staff: b.placedByStaff,
    booking_language: b.language,
    customer_company_id: b.customerCompanyId,
    customer_user_id: b.customerUserId,
    booking_payment_total: dec(b.paymentTotal),
    booking_external_charges: dec(b.externalCharges),
    booking_external_charges_fetched_at: iso(b.externalChargesFetchedAt),
    booking_sponsor_type: b.sponsorType,
    booking_sponsor_agreement_id: b.sponsorAgreementId,
    booking_sponsor_invoice_amount: dec(b.sponsorInvoiceAmount),
    referral_company_id: b.referralCompanyId,
    author_id: b.authorId,
    // The spec's `author`: the name of the member of staff who placed the booking (a phone order), as the history's
    // author reads; null for the shop's and partners' orders.
    author: b.author ? `${b.author.firstname} ${b.author.lastname}`.trim() : null,
    booking_created_at: iso(b.createdAt),
    booking_updated_at: iso(b.updatedAt),
    company_id: b.companyId,
    site_id: b.siteId,
  };
}

/**
 * A legacy period filter: a plain date "yyyy-mm-dd" is a whole Oslo day, so `booking_from` starts at its midnight and
 * `booking_to` includes it (up to the next midnight, `plusDays` 1), as the admin's date fields mean; anything else
 * (a date-time) goes to the list's own rule unchanged, which refuses what it cannot read.
 */
const periodBound = (value: string | undefined, plusDays: number) => (value ? (osloDayStart(value, plusDays) ?? value) : undefined);

/** Legacy filter names → the list's filter. */
function filterOf(q: Record<string, string>) {
  return {
    // booking_status=active: pending, confirmed or delivered (the dashboard's booking tile).
    status: q.booking_status === 'active' ? undefined : q.booking_status || undefined,
    active: q.booking_status === 'active' ? true : undefined,
    orderType: q.booking_order_type || undefined,
    from: periodBound(q.booking_from, 0),
    to: periodBound(q.booking_to, 1),
    rentalOptionId: q.rentaloption_id || undefined,
    productId: q.product_id || undefined,
    locationId: q.location_id || undefined,
    companyId: q.company_id || undefined,
    siteId: q.site_id || undefined,
    customerUserId: q.customer_user_id || undefined,
    // booking_partner: a partner company id, or `any` / `none` (placed with a partner's API key or not).
    ...(q.booking_partner === 'any' ? { fromPartner: true } : q.booking_partner === 'none' ? { fromPartner: false } : { partnerId: q.booking_partner || undefined }),
    search: q.search || undefined,
    sort: q.sort || undefined,
    direction: q.direction || undefined,
  };
}

/** The list's filter → the query parameter it is read from (for 422s). */
const FILTER_NAMES: Record<string, string> = {
  status: 'booking_status', active: 'booking_status', orderType: 'booking_order_type', from: 'booking_from', to: 'booking_to', rentalOptionId: 'rentaloption_id',
  productId: 'product_id', locationId: 'location_id', companyId: 'company_id', siteId: 'site_id', customerUserId: 'customer_user_id',
  partnerId: 'booking_partner', fromPartner: 'booking_partner',
};

/** The query parameters of /bookings and /booking/overview besides paging (OpenAPI documents the same names). */
export const BOOKING_FILTER_PARAMS = [...new Set(Object.values(FILTER_NAMES)), 'search', 'sort', 'direction'];

/** Service field → legacy field of the booking object (for 422s). */
const BOOKING_LEGACY_NAMES: Record<string, string> = {
  id: 'booking_id',
  updatedAt: 'booking_updated_at',
  status: 'booking_status',
  reference: 'booking_reference',
  comment: 'booking_comment',
  pickupLocationId: 'booking_pickup_location_id',
  dropoffLocationId: 'booking_dropoff_location_id',
  pickupAt: 'booking_pickup_at',
  dropoffAt: 'booking_dropoff_at',
  pickupAddress: 'booking_pickup_address',
  dropoffAddress: 'booking_dropoff_address',
  guestFirstname: 'booking_guest_firstname',
  guestLastname: 'booking_guest_lastname',
  guestEmail: 'booking_guest_email',
  guestPhone: 'booking_guest_phone',
  guestCountry: 'booking_guest_country',
  guestBusinessName: 'booking_guest_business_name',
  guestBusinessOrgnr: 'booking_guest_business_orgnr',
  customerUserId: 'customer_user_id',
  lines: 'booking_products',
};
const LINE_LEGACY_NAMES: Record<string, string> = { rentalOptionId: 'rentaloption_id', productId: 'product_id', amount: 'amount', manualPricePerDay: 'price_per_day' };

function legacyField(path: string, names: Record<string, string> = BOOKING_LEGACY_NAMES): string {
  const m = /^lines\.(\d+)\.(\w+)$/.exec(path);
  if (m) return `booking_products.${m[1]}.${LINE_LEGACY_NAMES[m[2]!] ?? m[2]}`;
  return names[path] ?? path;
}

const withLegacyNames = <T>(work: () => Promise<T>, names?: Record<string, string>): Promise<T> => withRenamedFields((field) => legacyField(field, names), work);

const LINES_NOT_A_LIST = 'booking_products må vere ei liste.';

/** `booking_products` that is no list: nothing the service can be given. */
const INVALID = Symbol('invalid');

/** The legacy `booking_products` → the service's lines. A price is taken only from a line marked `manual_price`. */
function linesFromLegacy(value: unknown): unknown {
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) return INVALID;
  return value.slice(0, 51).map((raw) => {
    const l = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
    return {
      rentalOptionId: l.rentaloption_id,
      amount: l.amount ?? undefined,
      productId: l.product_id === '' ? null : (l.product_id ?? null),
      manualPricePerDay: l.manual_price === true ? (l.price_per_day ?? null) : null,
    };
  });
}

/**
 * The legacy update object → the service's patch; only the keys present are passed on (absent = unchanged). What
 * cannot be read (`booking_products` that is no list) is in `errors`, in legacy names.
 */
function patchFromLegacy(body: Record<string, unknown>): { patch: Record<string, unknown>; errors: FieldError[] } {
  const out: Record<string, unknown> = {};
  const errors: FieldError[] = [];
  for (const [field, legacy] of Object.entries(BOOKING_LEGACY_NAMES)) {
    if (field === 'id' || field === 'updatedAt' || field === 'lines') continue;
    if (legacy in body) out[field] = body[legacy];
  }
  for (const key of ['pickupLocationId', 'dropoffLocationId', 'customerUserId']) if (typeof out[key] === 'string' && /^\d+$/.test(out[key] as string)) out[key] = Number(out[key]);
  // GET /booking/{id} gives a registered customer's booking its guest fields as null; sent back unchanged, a null
  // there means "not given" (a guest's name cannot be emptied anyway), so the object round-trips.
  for (const key of Object.keys(out)) if (key.startsWith('guest') && out[key] === null) delete out[key];
  const lines = linesFromLegacy(body.booking_products);
  if (lines === INVALID) errors.push({ field: 'booking_products', message: LINES_NOT_A_LIST });
  else if (lines !== undefined) out.lines = lines;
  return { patch: out, errors };
}

/**
 * Refuses an update whose object could not all be read, naming with it every other field the service's patch schema
 * refuses (in legacy names), as one 422: the service is not called, so nothing is written.
 */
function refuseUnreadable(patch: Record<string, unknown>, errors: FieldError[]): void {
  if (!errors.length) return;
  const found: FieldError[] = [];
  collectFieldErrors(found, () => parseInput(bookingPatchSchema, Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined))));
  throwFieldErrors(errors, found.map((f) => ({ ...f, field: legacyField(f.field) })));
}

/**
 * A page of the staff list with each booking's lines and documents: the page's bookings first (the list helper's one
 * statement, which pages in SQL), then their lines for those rows only. Asked in one go, Prisma built the lines of
 * every row the page skipped (`?page=500`: 1.6–2.5 s on 300 000 bookings).
 */
async function bookingPage(ctx: RequestContext, scope: Scope, filter: Record<string, unknown>, page: { take: number; skip: number }): Promise<BookingRow[]> {
  const rows = await listBookings<{ id: number }>(ctx, scope, filter, { take: page.take, skip: page.skip });
  if (!rows.length) return [];
  const full = await ctx.db.booking.findMany({ where: { id: { in: rows.map((r) => r.id) } }, include: BOOKING_INCLUDE });
  const byId = new Map(full.map((b) => [b.id, b]));
  // In the list's order; a booking deleted between the two reads is left out.
  return rows.flatMap((r) => byId.get(r.id) ?? []);
}

/** Registers the staff booking paths on the /api/v1 router. */
export function bookingRoutes(api: Hono<Env>) {
  api.get('/bookings', async (c) => {
    const ctx = c.get('ctx');
    const q = c.req.query();
    const scope = await requireScope(ctx);
    const page = paging(q);
    if (page instanceof ValidationError) throw page;
    const filter = filterOf(q);
    const [rows, total] = await withLegacyNames(
      () => Promise.all([bookingPage(ctx, scope, filter, page), countBookings(ctx, scope, filter)]),
      FILTER_NAMES,
    );
    return ok(c, rows.map(legacyBooking), { limit: page.limit, page: page.page, total_count: total });
  });

  api.get('/booking/overview', async (c) => {
    const ctx = c.get('ctx');
    const q = c.req.query();
    const scope = await requireScope(ctx);
    const page = paging(q);
    if (page instanceof ValidationError) throw page;
    const filter = filterOf(q);
    const [rows, total] = await withLegacyNames(
      () => Promise.all([bookingPage(ctx, scope, filter, page), countBookings(ctx, scope, filter)]),
      FILTER_NAMES,
    );
    const ids = <T>(pick: (b: BookingRow) => (T | null)[]) => [...new Set(rows.flatMap(pick).filter((v): v is T => v !== null))];
    const [rentaloptions, products, locations, companies] = await Promise.all([
      ctx.db.rentalOption.findMany({ where: { id: { in: ids((b) => b.lines.map((l) => l.rentalOptionId)) } }, select: { id: true, title: true, slug: true, categoryId: true, status: true, locationId: true, companyId: true }, orderBy: { id: 'asc' } }),
      ctx.db.product.findMany({ where: { id: { in: ids((b) => b.lines.map((l) => l.productId)) } }, select: { id: true, name: true, description: true, categoryId: true, acriss: true, licensePlate: true, locationId: true, isRentable: true, status: true }, orderBy: { id: 'asc' } }),
      ctx.db.location.findMany({ where: { id: { in: ids((b) => [b.pickupLocationId, b.dropoffLocationId]) } }, select: { id: true, name: true, city: true, status: true, companyId: true, siteId: true, gpsLat: true, gpsLong: true }, orderBy: { id: 'asc' } }),
      ctx.db.company.findMany({ where: { id: { in: ids((b) => [b.companyId, b.referralCompanyId]) } }, select: { id: true, name: true, siteId: true, partner: true }, orderBy: { id: 'asc' } }),
    ]);
    return ok(
      c,
      {
        bookings: rows.map(legacyBooking),
        rentaloptions: rentaloptions.map((r) => ({ rentaloption_id: r.id, rentaloption_title: r.title, rentaloption_slug: r.slug, rentaloption_status: r.status, productcategory_id: r.categoryId, location_id: r.locationId, company_id: r.companyId })),
        products: products.map((p) => ({
          product_id: p.id, product_name: p.name, product_description: p.description, productcategory_id: p.categoryId, product_acriss: p.acriss,
          product_license_plate: p.licensePlate, location_id: p.locationId, product_is_rentable: p.isRentable, product_status: p.status,
        })),
        locations: locations.map((l) => ({ location_id: l.id, location_name: l.name, location_city: l.city, location_status: l.status, location_gps_lat: dec(l.gpsLat), location_gps_long: dec(l.gpsLong), company_id: l.companyId, site_id: l.siteId })),
        // company_partner: a partner (referral_company_id of its bookings placed with an API key).
        companies: companies.map((co) => ({ company_id: co.id, company_name: co.name, site_id: co.siteId, company_partner: co.partner })),
      },
      { limit: page.limit, page: page.page, total_count: total },
    );
  });

  api.get('/booking/:id{[0-9]+}', async (c) => {
    const ctx = c.get('ctx');
    const id = requiredRestId(c.req.param('id'), 'booking_id');
    const scope = await requireScope(ctx);
    await getBooking(ctx, scope, id);
    return ok(c, legacyBooking(await loadFull(ctx, id)));
  });

  api.get('/booking/:id{[0-9]+}/document/:uploadId{[0-9]+}', async (c) => {
    const ctx = c.get('ctx');
    const id = requiredRestId(c.req.param('id'), 'booking_id');
    const uploadId = requiredRestId(c.req.param('uploadId'), 'upload_id');
    const scope = await requireScope(ctx);
    const booking = await ctx.db.booking.findUnique({ where: { id }, select: { id: true, siteId: true, companyId: true, pickupLocationId: true, dropoffLocationId: true } });
    if (!booking || !recordInScope(scope, 'booking', booking)) throw new NotFoundError('Fann ikkje dokumentet.');
    const doc = await ctx.db.bookingDocument.findUnique({ where: { bookingId_uploadId: { bookingId: id, uploadId } }, select: { upload: { select: { data: true, mime: true } } } });
    if (!doc?.upload.data) throw new NotFoundError('Fann ikkje dokumentet.');
    // A personal document: never cached, never rendered inline as anything but itself, never framed elsewhere.
    return c.body(new Uint8Array(doc.upload.data), 200, {
      'content-type': doc.upload.mime,
      'cache-control': 'private, no-store',
      'content-disposition': `inline; filename="forarkort-${bookingNumber(id)}"`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    });
  });

  historyRoute(api, { path: '/booking/history', param: 'booking_id', scoped: 'booking', entity: 'booking', missing: 'Ingen booking', notFound: 'Fann ikkje bookingen.' });

  api.post('/booking/update', async (c) => {
    const ctx = c.get('ctx');
    const body = await jsonBody(c);
    if (!body) return fail(c, 400, 'BadRequest', 'Forventa eit JSON-objekt.');
    const id = restId(body.booking_id, 'booking_id');
    if (id === null) return fail(c, 422, 'ValidationError', 'Ingen booking', { fields: [{ field: 'booking_id', message: 'booking_id må fyllast ut.' }] });
    const stampText = typeof body.booking_updated_at === 'string' ? new Date(body.booking_updated_at) : null;
    if (!stampText || Number.isNaN(stampText.getTime())) {
      const message = 'booking_updated_at må fyllast ut: sist endra, slik bookingen vart lasta.';
      return fail(c, 422, 'ValidationError', message, { fields: [{ field: 'booking_updated_at', message }] });
    }
    const { patch, errors } = patchFromLegacy(body);
    refuseUnreadable(patch, errors);
    const updated = await withLegacyNames(() => updateBooking(ctx, { ...patch, id, updatedAt: stampText }));
    return ok(c, legacyBooking(await loadFull(ctx, updated.id)), undefined, { message: 'Endret', description: 'Endringen er lagret.' });
  });

  api.delete('/booking/delete', async (c) => {
    const ctx = c.get('ctx');
    const body = c.req.header('content-type')?.includes('json') ? await jsonBody(c) : null;
    const id = restId(c.req.query('booking_id') ?? body?.booking_id, 'booking_id');
    if (id === null) {
      return fail(c, 422, 'ValidationError', 'Ingen booking', { message: 'Det er ingen booking å slette.', fields: [{ field: 'booking_id', message: 'Det er ingen booking å slette.' }] });
    }
    await withLegacyNames(() => deleteBooking(ctx, { id }));
    return ok(c, { booking_id: id }, undefined, { message: 'Slettet', description: 'Bookingen er slettet.' });
  });
}
