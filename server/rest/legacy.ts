/** Shapes records into the legacy `/api/v1` field names (location_id, productcategory_title, ...). */
import type { Account } from '../services/scope.ts';
import type { DashboardCounts } from '../services/dashboard.ts';
import { historyAuthorName, listedChanges } from '../services/history.ts';

type Dec = { toString(): string } | null | undefined;
const num = (d: Dec) => (d === null || d === undefined ? null : Number(d.toString()));
const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

interface Hours {
  kind: string;
  day: string;
  opens: string;
  closes: string;
}

const hoursOf = (rows: Hours[] | undefined, kind: string) =>
  (rows ?? []).filter((h) => h.kind === kind).map((h) => ({ day: h.day, open: h.opens, close: h.closes }));

/** What anyone may read about a location (the wizard's public view). */
export function publicLocation(l: {
  id: number;
  name: string;
  address1: string;
  address2: string | null;
  zip: string;
  city: string;
  openingHours?: Hours[];
}) {
  return {
    location_id: l.id,
    location_name: l.name,
    location_address1: l.address1,
    location_address2: l.address2,
    location_zip: l.zip,
    location_city: l.city,
    location_openinghours_pickup: hoursOf(l.openingHours, 'pickup'),
    location_openinghours_dropoff: hoursOf(l.openingHours, 'dropoff'),
    location_openinghours_employees: hoursOf(l.openingHours, 'employees'),
  };
}

/** Every field of a location, for staff. */
export function staffLocation(l: Parameters<typeof publicLocation>[0] & {
  order: number;
  status: string;
  region: string;
  regionCode: string | null;
  country: string;
  aliases: string[];
  airportCode: string | null;
  description: string | null;
  cost: Dec;
  transportFactor: Dec;
  distanceFromCompanyKm: Dec;
  distanceFromCompanyMin: number;
  maxDeliveryKm: Dec;
  gpsLong: Dec;
  gpsLat: Dec;
  publicEmail: string | null;
  publicPhone: string | null;
  privateContactName: string | null;
  privateEmail: string | null;
  privatePhone: string | null;
  internalNote: string | null;
  externalNote: string | null;
  deliveryPrepTimeHours: Dec;
  authorId: number | null;
  createdAt: Date;
  updatedAt: Date;
  companyId: number;
  siteId: number;
  company?: { name: string } | null;
  media?: { uploadId: number; position: number }[];
}) {
  return {
    ...publicLocation(l),
    location_order: l.order,
    location_status: l.status,
    location_region: l.region,
    location_region_code: l.regionCode,
    location_country: l.country,
    location_aliases: l.aliases,
    location_airport_code: l.airportCode,
    location_description: l.description,
    location_cost: num(l.cost),
    location_transport_factor: num(l.transportFactor),
    location_distance_from_company_km: num(l.distanceFromCompanyKm),
    location_distance_from_company_min: l.distanceFromCompanyMin,
    location_max_delivery_km: num(l.maxDeliveryKm),
    location_gps_long: num(l.gpsLong),
    location_gps_lat: num(l.gpsLat),
    location_media_upload_ids: (l.media ?? []).sort((a, b) => a.position - b.position).map((m) => m.uploadId),
    location_public_email: l.publicEmail,
    location_public_phone: l.publicPhone,
    location_private_contact_name: l.privateContactName,
    location_private_email: l.privateEmail,
    location_private_phone: l.privatePhone,
    location_internal_note: l.internalNote,
    location_external_note: l.externalNote,
    location_delivery_prep_time_hours: num(l.deliveryPrepTimeHours),
    location_author_id: l.authorId,
    location_created_at: iso(l.createdAt),
    location_updated_at: iso(l.updatedAt),
    company_id: l.companyId,
    company_name: l.company?.name ?? null,
    site_id: l.siteId,
  };
}

export const legacyCompany = (c: { id: number; name: string; siteId: number; orgnr: string | null }) => ({
  company_id: c.id,
  company_name: c.name,
  company_orgnr: c.orgnr,
  site_id: c.siteId,
});

export const legacyCategory = (p: {
  id: number;
  title: string;
  isCar: boolean;
  requireTransportationBetweenLocations: boolean;
  systemCode: string | null;
}) => ({
  productcategory_id: p.id,
  productcategory_title: p.title,
  productcategory_iscar: p.isCar,
  productcategory_require_transportation_between_locations: p.requireTransportationBetweenLocations,
  productcategory_system_code: p.systemCode,
});

export const legacyAccount = (a: Account) => ({
  account_type: a.kind,
  account_id: a.id,
  account_slug: a.slug,
  account_name: a.name,
  role: a.role,
  role_label: a.roleLabel,
  access_level: a.accessLevel,
  site_id: a.siteId,
  company_id: a.companyId,
  location_id: a.locationId,
});

export const legacyDashboard = (d: DashboardCounts) => ({
  active_bookings: d.activeBookings,
  unplanned_bookings: d.unplannedBookings,
  // The week the planner opens on to show the earliest of them (`?fra=`, yyyy-mm-dd, Oslo), as the dashboard's tile.
  unplanned_from: d.unplannedFrom,
  task_count: d.taskCount,
  customers: d.customers,
  products: d.products,
  rentaloptions: d.rentaloptions,
  locations: d.locations,
});

/** What a history list must include for `legacyHistory` to name the author. */
export const HISTORY_INCLUDE = { author: { select: { firstname: true, lastname: true } } } as const;

/**
 * One history item of every `/…/history` path: the spec's `datetime, author, status, comment` (spec 2 §3, spec 3
 * §3), and the same values under the `history_*` names this API answered first (with `history_id` and
 * `history_changes`), which existing clients read.
 */
export function legacyHistory(h: { id: number; at: Date; status: string | null; comment: string; changes: unknown; authorLabel: string | null; author?: { firstname: string; lastname: string } | null }) {
  const datetime = h.at.toISOString();
  const author = historyAuthorName(h);
  return {
    datetime,
    author,
    status: h.status,
    comment: h.comment,
    history_id: h.id,
    history_datetime: datetime,
    history_author: author,
    history_status: h.status,
    history_comment: h.comment,
    history_changes: listedChanges(h.changes),
  };
}
