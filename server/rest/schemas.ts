/**
 * The zod shapes of what /api/v1 answers and accepts, in the legacy field names. The OpenAPI document
 * (rest/openapi.ts) is generated from these, and tests/api/openapi.test.ts checks real answers against them, so the
 * document cannot drift from what the adapters send. Wide objects are built from the adapters' own name maps
 * (PRODUCT_LEGACY_NAMES, RENTAL_OPTION_LEGACY_NAMES), so a field added there is documented without typing it twice.
 */
import { extendZodWithOpenApi } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { MILEAGE_FIELDS, PRICE_FIELDS } from '../domain/rentalOption.ts';
import { PRODUCT_FIELDS } from '../domain/product.ts';
import { PRODUCT_LEGACY_NAMES } from './products.ts';
import { RENTAL_OPTION_LEGACY_NAMES } from './rentalOptions.ts';
import { LOCATION_LEGACY_NAMES } from './locations.ts';

extendZodWithOpenApi(z);

const int = z.number().int();
const id = int.positive();
const text = z.string();
const ntext = z.string().nullable();
const nnum = z.number().nullable();
const nint = int.nullable();
const instant = z.string().describe('ISO 8601 instant (UTC)');
const ninstant = instant.nullable();
/** A value of a wide object whose field kinds vary (text, number, yes/no, date), or null. */
const scalar = z.union([z.string(), z.number(), z.boolean()]).nullable();

// ── envelope ──────────────────────────────────────────────────────────────────────────────────────────────────

export const paginationSchema = z.object({ limit: int, page: int, total_count: int }).openapi('Pagination');

/** `{ code: 200, status: "OK", data }` (+ `pagination` on lists, `message`/`description` on writes). */
export function envelope<T extends z.ZodType>(data: T, opts: { paginated?: boolean } = {}) {
  return z.object({
    code: z.literal(200),
    status: z.literal('OK'),
    data,
    ...(opts.paginated ? { pagination: paginationSchema } : {}),
    message: text.optional(),
    description: text.optional(),
  });
}

export const errorSchema = z
  .object({
    code: int.min(400).max(599),
    status: text.describe('Legacy status text: ValidationError, Unauthenticated, SessionExpired, Forbidden, NotFound, Conflict, …'),
    data: z.unknown(),
    fields: z.array(z.object({ field: text, message: text, code: text.optional().describe('Set when the caller may act on the refusal: CLASS_SHORTAGE (send accept_shortage: true to take the vehicle out anyway).') })).optional(),
    message: text.optional(),
    description: text.optional(),
  })
  .openapi('Error');

// ── shared pieces ─────────────────────────────────────────────────────────────────────────────────────────────

const hours = z.array(z.object({ day: text, open: text, close: text }));

export const historySchema = z
  .object({
    datetime: instant,
    author: ntext,
    status: ntext,
    comment: text,
    history_id: id,
    history_datetime: instant,
    history_author: ntext,
    history_status: ntext,
    history_comment: text,
    history_changes: z.unknown(),
  })
  .openapi('HistoryEntry', { description: 'The spec\'s datetime, author, status, comment; the history_* names carry the same values for clients of the first version.' });

const variantSchema = z.object({ name: text, width: int, height: int, mime: text, url: text.optional() });

export const uploadSchema = z
  .object({ upload_id: id, upload_exists: z.literal(true), upload_url: text, upload_alt: ntext, upload_resolution: ntext, upload_variants: z.array(variantSchema) })
  .openapi('Upload');

// ── locations, companies, accounts, reference data ────────────────────────────────────────────────────────────

export const publicLocationSchema = z
  .object({
    location_id: id,
    location_name: text,
    location_address1: text,
    location_address2: ntext,
    location_zip: text,
    location_city: text,
    location_openinghours_pickup: hours,
    location_openinghours_dropoff: hours,
    location_openinghours_employees: hours,
  })
  .openapi('PublicLocation');

const locationValue = (legacy: string) =>
  legacy === 'location_aliases' ? z.array(text) : legacy === 'location_id' || legacy === 'company_id' ? id : scalar;

export const staffLocationSchema = publicLocationSchema
  .extend(
    Object.fromEntries(
      Object.values(LOCATION_LEGACY_NAMES)
        .filter((l) => !(l in publicLocationSchema.shape))
        .map((l) => [l, locationValue(l)]),
    ) as Record<string, z.ZodType>,
  )
  .extend({ location_media_upload_ids: z.array(id), location_author_id: nint, location_created_at: instant, location_updated_at: instant, company_name: ntext, site_id: id })
  .openapi('StaffLocation');

export const companySchema = z.object({ company_id: id, company_name: text, company_orgnr: ntext, site_id: id }).openapi('Company');

export const accountSchema = z
  .object({
    account_type: text,
    account_id: id,
    account_slug: text,
    account_name: text,
    role: text,
    role_label: text,
    access_level: int,
    site_id: nint,
    company_id: nint,
    location_id: nint,
  })
  .openapi('Account');

export const categorySchema = z
  .object({
    productcategory_id: id,
    productcategory_title: text,
    productcategory_iscar: z.boolean(),
    productcategory_require_transportation_between_locations: z.boolean(),
    productcategory_system_code: ntext,
  })
  .openapi('ProductCategory');

export const dashboardSchema = z
  .object({ active_bookings: int, unplanned_bookings: int, unplanned_from: ntext, task_count: int, customers: int, products: int, rentaloptions: int, locations: int })
  .openapi('Dashboard');

export const siteSchema = z
  .object({ site_name: text, site_email: ntext, site_phone: ntext, site_phone2: ntext, site_address1: ntext, site_address2: ntext, site_zip: ntext, site_city: ntext, site_orgnr: ntext })
  .nullable()
  .openapi('Site');

// ── products and rental products ──────────────────────────────────────────────────────────────────────────────

export const productSchema = z
  .object({
    product_id: id,
    ...Object.fromEntries(PRODUCT_FIELDS.map((f) => [PRODUCT_LEGACY_NAMES[f]!, scalar])),
    product_author_id: nint,
    product_created_at: instant,
    product_updated_at: instant,
    product_next_pkk_due: scalar,
    productcategory_title: ntext,
    productcategory_iscar: z.boolean().nullable(),
    company_name: ntext,
    company_manager_name: ntext,
    location_name: ntext,
    location_zip: ntext,
    location_city: ntext,
    site_id: id,
  })
  .openapi('Product');

const tagOfOptionSchema = z.object({
  tag_id: id,
  value: text,
  highlight: z.boolean(),
  producttag_title: text,
  producttag_slug: text,
  producttag_metric: ntext,
  producttag_display_value: text,
});

export const rentalOptionSchema = z
  .object({
    rentaloption_id: id,
    rentaloption_title: text,
    rentaloption_slug: text,
    rentaloption_description: ntext,
    rentaloption_title_en: ntext,
    rentaloption_description_en: ntext,
    rentaloption_status: text,
    rentaloption_acriss: ntext,
    rentaloption_image: ntext,
    rentaloption_image_upload_id: nint,
    rentaloption_image_upload: uploadSchema.nullable(),
    rentaloption_image_alttext: ntext,
    rentaloption_image_alttext_en: ntext,
    productcategory_id: id,
    productcategory_title: text,
    productcategory_iscar: z.boolean(),
    productcategory_require_transportation_between_locations: z.boolean(),
    company_id: nint,
    company_name: ntext,
    location_id: nint,
    location_name: ntext,
    location_zip: ntext,
    location_city: ntext,
    site_id: id,
    rentaloption_can_be_requested_from_other_location: z.boolean(),
    rentaloption_isdigital: z.boolean(),
    rentaloption_same_price_private_business: z.boolean(),
    rentaloption_nodailyprice: z.boolean(),
    rentaloption_max_amount: int,
    rentaloption_vatfactor: z.number(),
    ...Object.fromEntries(PRICE_FIELDS.map((f) => [RENTAL_OPTION_LEGACY_NAMES[f]!, nnum])),
    rentaloption_price_private_day_ex_vat: nnum,
    rentaloption_mileage_same_for_both: z.boolean(),
    ...Object.fromEntries(MILEAGE_FIELDS.map((f) => [RENTAL_OPTION_LEGACY_NAMES[f]!, nint])),
    rentaloption_product_ids: z.array(id),
    rentaloption_product_count: int,
    rentaloption_product_tag_ids: z.array(tagOfOptionSchema),
    rentaloption_created_at: instant,
    rentaloption_updated_at: instant,
  })
  .openapi('RentalOption');

export const productTagSchema = z
  .object({
    producttag_id: id,
    producttag_title: text,
    producttag_slug: text,
    producttag_metric: ntext,
    producttag_value: ntext,
    producttag_highlight: z.boolean(),
    producttag_display_value: ntext,
  })
  .openapi('ProductTag');

// ── the shop ──────────────────────────────────────────────────────────────────────────────────────────────────

export const offerSchema = z
  .object({
    rentaloption_id: id,
    rentaloption_title: text,
    rentaloption_slug: text,
    rentaloption_description: ntext,
    rentaloption_price: z.number(),
    rentaloption_price_per_day: z.number(),
    rentaloption_price_breakdown: z.array(z.object({ unit: text, count: int, unit_price: z.number(), amount: z.number() })),
    rentaloption_nodailyprice: z.boolean(),
    rentaloption_max_amount: int,
    rentaloption_available_count: int,
    rentaloption_vat_included: z.boolean(),
    rentaloption_rental_days: int,
    rentaloption_image: z.union([uploadSchema.omit({ upload_id: true }), text]).nullable(),
    rentaloption_image_alttext: ntext,
    rentaloption_product_tags: z.array(
      z.object({
        producttag_title: text,
        producttag_slug: text,
        producttag_metric: ntext,
        producttag_value: text,
        producttag_display_value: text,
        producttag_highlight: z.boolean(),
      }),
    ),
    productcategory: z.object({
      productcategory_id: id,
      productcategory_system_code: ntext,
      productcategory_iscar: z.boolean(),
      productcategory_require_transportation_between_locations: z.boolean(),
    }),
  })
  .openapi('Offer');

export const orderRequestSchema = z
  .object({
    pickupLocation: z.union([id, text]),
    returnLocation: z.union([id, text]).optional(),
    pickupDateTime: text,
    returnDateTime: text,
    above25: z.boolean().optional(),
    orderType: z.enum(['private', 'business']).optional(),
    cart: z.union([z.array(z.object({ rentaloption_id: z.union([id, text]), amount: z.union([int, text]).optional() })), text]),
    insurance: text.optional(),
    firstName: text,
    lastName: text,
    email: text,
    phone: text,
    country_code: text.optional(),
    country: text.optional(),
    businessName: ntext.optional(),
    businessNumber: z.union([text, int]).nullable().optional(),
    driversLicence: z.enum(['upload', 'bring_on_pickup']),
    driversLicenceFile: ntext.optional().describe('data: URL (base64) of the licence picture or PDF'),
    pickupAddress: text.optional(),
    returnAddress: text.optional(),
    reference: ntext.optional(),
    comment: ntext.optional(),
    termsAccepted: z.boolean(),
    total_price: z.union([z.number(), text]).nullable().optional(),
    rental_duration_hours: int.nullable().optional(),
  })
  .openapi('OrderRequest');

export const orderReceiptSchema = z
  .object({
    booking_id: id,
    booking_number: text,
    booking_status: text,
    total_price: z.number(),
    rental_duration_hours: int,
    customer_email: text,
    licence_at_pickup: z.boolean(),
  })
  .openapi('OrderReceipt');

// ── bookings ──────────────────────────────────────────────────────────────────────────────────────────────────

export const bookingSchema = z
  .object({
    booking_id: id,
    booking_number: text,
    booking_status: text,
    booking_order_type: text,
    booking_reference: ntext,
    booking_comment: ntext,
    booking_products: z.array(
      z.object({
        rentaloption_id: id,
        rentaloption_title: text,
        product_id: nint,
        line_type: text,
        amount: int,
        price_per_day: nnum,
        total_item_price: nnum,
        manual_price: z.boolean(),
      }),
    ),
    booking_pickup_location_id: id,
    booking_dropoff_location_id: id,
    booking_pickup_gps_long: nnum,
    booking_pickup_gps_lat: nnum,
    booking_dropoff_gps_long: nnum,
    booking_dropoff_gps_lat: nnum,
    booking_pickup_address: ntext,
    booking_dropoff_address: ntext,
    booking_pickup_at: text.describe('Oslo wall-clock time, YYYY-MM-DD HH:MM:SS'),
    booking_dropoff_at: text.describe('Oslo wall-clock time, YYYY-MM-DD HH:MM:SS'),
    booking_duration_hours: int,
    booking_total_price: nnum,
    booking_accounting_invoice_number: ntext,
    booking_accounting_order_number: ntext,
    booking_accounting_offer_number: ntext,
    booking_guest_firstname: ntext,
    booking_guest_lastname: ntext,
    booking_guest_country: ntext,
    booking_guest_phone_country_code: ntext,
    booking_guest_phone: ntext,
    booking_guest_email: ntext,
    booking_guest_business_name: ntext,
    booking_guest_business_orgnr: ntext,
    booking_personal_document_upload_ids: z.array(id),
    booking_business_booking_drivers: z.unknown(),
    booking_accepted_terms: z.boolean(),
    booking_placed_by_staff: z.boolean(),
    booking_language: ntext,
    customer_company_id: nint,
    customer_user_id: nint,
    booking_payment_total: nnum,
    booking_external_charges: nnum,
    booking_external_charges_fetched_at: ninstant,
    booking_sponsor_type: ntext,
    booking_sponsor_agreement_id: ntext,
    booking_sponsor_invoice_amount: nnum,
    referral_company_id: nint,
    author_id: nint,
    author: ntext.describe('The name of the member of staff who placed the booking (a phone order); null for the shop\'s and partners\' orders.'),
    booking_created_at: instant,
    booking_updated_at: instant,
    company_id: id,
    site_id: id,
  })
  .openapi('Booking');

export const bookingOverviewSchema = z
  .object({
    bookings: z.array(bookingSchema),
    rentaloptions: z.array(
      z.object({ rentaloption_id: id, rentaloption_title: text, rentaloption_slug: text, rentaloption_status: text, productcategory_id: id, location_id: nint, company_id: nint }),
    ),
    products: z.array(
      z.object({
        product_id: id,
        product_name: text,
        product_description: ntext,
        productcategory_id: id,
        product_acriss: ntext,
        product_license_plate: ntext,
        location_id: nint,
        product_is_rentable: z.boolean(),
        product_status: text,
      }),
    ),
    locations: z.array(
      z.object({ location_id: id, location_name: text, location_city: text, location_status: text, location_gps_lat: nnum, location_gps_long: nnum, company_id: id, site_id: id }),
    ),
    companies: z.array(z.object({ company_id: id, company_name: text, site_id: id })),
  })
  .openapi('BookingOverview');

/** The writable booking fields of POST /booking/update (absent = unchanged). */
export const bookingUpdateSchema = z
  .object({
    booking_id: z.union([id, text]),
    booking_updated_at: instant,
    booking_status: text.optional(),
    booking_reference: ntext.optional(),
    booking_comment: ntext.optional(),
    booking_pickup_location_id: z.union([id, text]).optional(),
    booking_dropoff_location_id: z.union([id, text]).optional(),
    booking_pickup_at: text.optional(),
    booking_dropoff_at: text.optional(),
    booking_pickup_address: ntext.optional(),
    booking_dropoff_address: ntext.optional(),
    booking_guest_firstname: text.optional(),
    booking_guest_lastname: text.optional(),
    booking_guest_email: text.optional(),
    booking_guest_phone: text.optional(),
    booking_guest_country: text.optional(),
    booking_guest_business_name: ntext.optional(),
    booking_guest_business_orgnr: ntext.optional(),
    customer_user_id: z.union([id, text]).nullable().optional(),
    booking_products: z
      .array(z.object({ rentaloption_id: id, amount: int.optional(), product_id: z.union([id, z.literal('')]).nullable().optional(), manual_price: z.boolean().optional(), price_per_day: z.union([z.number(), text]).nullable().optional() }))
      .optional(),
  })
  .openapi('BookingUpdate');

// ── users and account paths ───────────────────────────────────────────────────────────────────────────────────

export const loginUserSchema = z
  .object({ user_id: id, user_isemployee: z.boolean(), user_firstname: text, user_lastname: text, user_email: text, user_phone: ntext, user_created_at: instant })
  .openapi('LoginUser');

export const customerSchema = z
  .object({
    user_id: id,
    user_isemployee: z.boolean(),
    user_created_at: instant,
    user_updated_at: instant,
    customer_kind: z.enum(['private', 'business', 'private-guest', 'business-guest']),
    company_id: nint,
    company_name: ntext,
    user_erased_at: ninstant,
    user_firstname: text.optional(),
    user_lastname: text.optional(),
    user_email: text.optional(),
    user_phone_country_code: ntext.optional(),
    user_phone: ntext.optional(),
  })
  .openapi('Customer');

export const transitKeySchema = z.object({ kid: text, enc: text, public_key: z.unknown(), server_time: int }).openapi('TransitKey');

export const vehicleLookupSchema = z
  .object({
    message: ntext,
    cached: z.boolean(),
    fetched_at: instant,
    product: z.record(z.string(), z.unknown()),
    kjoretoydataListe: z.array(z.unknown()),
  })
  .openapi('VehicleLookup');

/** `data` of a delete: the id that was deleted, under its legacy name. */
export const deletedSchema = (field: string) => z.object({ [field]: id });

/** A legacy write body: any JSON object (its fields are documented on the object it writes). */
export const objectBody = z.record(z.string(), z.unknown());
