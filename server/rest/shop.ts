/**
 * The shop's legacy paths: GET /api/v1/browse_rentaloptions and POST /api/v1/booking/create. Failures map through
 * the shared envelope (422 with legacy field names, 409 NotAvailable).
 */
import type { Hono } from 'hono';
import { oreToDecimal } from '../domain/money.ts';
import { tagDisplayValue } from '../domain/tags.ts';
import { createBooking, parseLegacyCart, splitLegacyCart } from '../services/bookingCreate.ts';
import type { RequestContext } from '../services/context.ts';
import { loadOffers, OFFER, prepareSearch, type OfferFacts } from '../services/rentalSearch.ts';
import { fail, jsonBody, ok, withLegacyFields } from './envelope.ts';
import { bookingNumber } from '../domain/booking.ts';

type Env = { Variables: { ctx: RequestContext } };

/** Service field names → the legacy names the old front end sent, so a 422 names what the caller typed. */
const LEGACY_FIELDS: Record<string, string> = {
  pickupLocationId: 'pickupLocation',
  dropoffLocationId: 'returnLocation',
  pickupAt: 'pickupDateTime',
  dropoffAt: 'returnDateTime',
  dropoffAddress: 'returnAddress',
  firstname: 'firstName',
  lastname: 'lastName',
  countryCode: 'country_code',
  customerType: 'orderType',
  rentalOptionId: 'cart',
  totalPrice: 'total_price',
  expectedTotal: 'total_price',
  expectedDurationHours: 'rental_duration_hours',
};
const SEARCH_FIELDS: Record<string, string> = {
  pickupLocationId: 'pickup_location_id',
  dropoffLocationId: 'return_location_id',
  pickupAt: 'pickup_datetime',
  dropoffAt: 'return_datetime',
  customerType: 'business',
};

const facts = (r: object) => (r as { [OFFER]?: OfferFacts })[OFFER]!;

/** Registers the shop paths on the /api/v1 router. */
export function shopRoutes(api: Hono<Env>) {
  api.get('/browse_rentaloptions', async (c) => {
    const ctx = c.get('ctx');
    const q = c.req.query();
    const search = await withLegacyFields(SEARCH_FIELDS, () => prepareSearch(ctx, {
      pickupLocationId: q.pickup_location_id,
      dropoffLocationId: q.return_location_id || undefined,
      pickupAt: q.pickup_datetime,
      dropoffAt: q.return_datetime,
      above25: q.above25 ?? 'true',
      customerType: q.business === 'true' || q.business === '1' ? 'business' : 'private',
    }));
    const rows = await loadOffers(ctx, search, undefined, {
      select: {
        description: true,
        image: true,
        imageAltText: true,
        tags: { select: { value: true, highlight: true, tag: { select: { title: true, slug: true, metric: true } } }, orderBy: { position: 'asc' } },
        imageUpload: { select: { id: true, alt: true, width: true, height: true, variants: { select: { name: true, width: true, height: true, mime: true } } } },
      },
    // As GraphQL's rentalSearch: only what this driver may choose (no young-driver option over 25, which the order
    // would drop again and then refuse the total).
    }, { onlyOffered: true });
    return ok(
      c,
      rows.map((r) => {
        const f = facts(r);
        const row = r as typeof r & { tags: { value: string; highlight: boolean; tag: { title: string; slug: string; metric: string | null } }[]; imageUpload: { id: number; alt: string | null; width: number | null; height: number | null; variants: { name: string; width: number; height: number; mime: string }[] } | null };
        return {
          rentaloption_id: r.id,
          rentaloption_title: r.title,
          rentaloption_slug: r.slug,
          rentaloption_description: r.description,
          rentaloption_price: Number(oreToDecimal(f.quote.total)),
          rentaloption_price_per_day: Number(oreToDecimal(f.quote.perDay)),
          rentaloption_price_breakdown: f.quote.breakdown.map((l) => ({ unit: l.unit, count: l.count, unit_price: Number(oreToDecimal(l.unitPrice)), amount: Number(oreToDecimal(l.amount)) })),
          rentaloption_nodailyprice: r.nodailyprice,
          rentaloption_max_amount: r.maxAmount,
          rentaloption_available_count: f.available,
          rentaloption_vat_included: f.quote.vatIncluded,
          rentaloption_rental_days: f.quote.days,
          rentaloption_image: row.imageUpload
            ? {
                upload_exists: true,
                upload_url: `/uploads/${row.imageUpload.id}`,
                upload_alt: row.imageUpload.alt,
                upload_resolution: row.imageUpload.width ? `${row.imageUpload.width}x${row.imageUpload.height}` : null,
                upload_variants: row.imageUpload.variants.map((v) => ({ name: v.name, width: v.width, height: v.height, mime: v.mime })),
              }
            : r.image,
          rentaloption_image_alttext: r.imageAltText,
          rentaloption_product_tags: row.tags.map((t) => ({
            producttag_title: t.tag.title,
            producttag_slug: t.tag.slug,
            producttag_metric: t.tag.metric,
            producttag_value: t.value,
            producttag_display_value: tagDisplayValue(t.tag.slug, t.tag.title, t.value, t.tag.metric),
            producttag_highlight: t.highlight,
          })),
          productcategory: {
            productcategory_id: r.category.id,
            productcategory_system_code: r.category.systemCode,
            productcategory_iscar: r.category.isCar,
            productcategory_require_transportation_between_locations: r.category.requireTransportationBetweenLocations,
          },
        };
      }),
    );
  });

  api.post('/booking/create', async (c) => {
    const ctx = c.get('ctx');
    const b = await jsonBody(c);
    if (!b) return fail(c, 400, 'BadRequest', 'Forventa eit JSON-objekt.');
    const entries = parseLegacyCart(b.cart);
    const cart = await splitLegacyCart(ctx, entries);
    const booking = await withLegacyFields(LEGACY_FIELDS, () => createBooking(ctx, {
      pickupLocationId: b.pickupLocation,
      dropoffLocationId: b.returnLocation ?? undefined,
      pickupAt: b.pickupDateTime,
      dropoffAt: b.returnDateTime,
      above25: b.above25 ?? true,
      customerType: b.orderType === 'business' ? 'business' : b.orderType === 'private' || b.orderType === undefined ? 'private' : b.orderType,
      rentalOptionId: cart.rentalOptionId ?? 0,
      insurance: typeof b.insurance === 'string' && b.insurance ? b.insurance : cart.insurance,
      accessories: cart.accessories,
      firstname: b.firstName,
      lastname: b.lastName,
      email: b.email,
      phone: b.phone,
      countryCode: b.country_code ?? undefined,
      businessName: b.businessName,
      businessNumber: b.businessNumber === null || b.businessNumber === undefined ? null : String(b.businessNumber),
      driversLicence: b.driversLicence,
      driversLicenceFile: b.driversLicenceFile,
      pickupAddress: b.pickupAddress,
      dropoffAddress: b.returnAddress,
      reference: b.reference,
      comment: b.comment,
      termsAccepted: b.termsAccepted,
      expectedTotal: b.total_price as string | number | null | undefined,
      expectedDurationHours: b.rental_duration_hours as number | null | undefined,
    }), cart.accessoryCartIndex);
    return ok(c, {
      booking_id: booking.id,
      booking_number: bookingNumber(booking.id),
      booking_status: booking.status,
      total_price: Number(booking.totalPrice.toString()),
      rental_duration_hours: booking.durationHours,
      customer_email: booking.guestEmail,
      licence_at_pickup: booking.driversLicence === 'bring_on_pickup',
    });
  });
}
