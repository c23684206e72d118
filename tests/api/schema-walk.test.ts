/**
 * The schema walk: for every kind of viewer (anonymous, a customer, staff at each level), read the schema by
 * introspection and follow every object field and connection from every root field and from `node` on every id in
 * the database, three hops deep from each (every object is itself a `node` root, so chains of any length are walked),
 * and check each object reached against an independent statement of the scope rule written in SQL here. For
 * customers and visitors every field that answers a value must be on the list of what a customer may read.
 *
 * New types, fields and root fields are covered without a new test: an unknown type, a root field the walk cannot
 * call, or a customer-readable field nobody classified fails this file until it is given a rule below.
 */
import { decodeGlobalID, encodeGlobalID } from '@pothos/plugin-relay';
import { getIntrospectionQuery, type IntrospectionQuery, type IntrospectionTypeRef } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateKey } from '../../server/services/apiKeys.ts';
import { createUser, grant, placeWithObjects } from '../support/fixtures.ts';
import { createTestServer, type TestClient, type TestServer } from '../support/server.ts';

let server: TestServer;
let schema: IntrospectionQuery['__schema'];
type TypeInfo = IntrospectionQuery['__schema']['types'][number];
const types = new Map<string, ObjectInfo>();

/** Node types and the table their ids live in. A Node type missing here fails the walk. */
const NODE_TABLES: Record<string, string> = {
  User: 'user', Company: 'company', Site: 'site', Location: 'location', Booking: 'booking', Product: 'product',
  ProductCategory: 'product_category', ProductTag: 'product_tag', RentalOption: 'rental_option', Country: 'country', Upload: 'upload',
  ApiKey: 'api_key', CustomerCompany: 'customer_company',
};

/** Types that are values computed for a request (prices, search answers, pages), not rows anyone owns. */
const VALUE_TYPES = new Set(['Partner', 'PageInfo', 'AccountPermissions', 'ResourcePermissions', 'AppInfo', 'RentalSearch', 'CartQuote', 'CartLineQuote', 'PriceLine', 'FieldError', 'Dashboard', 'SearchWarning', 'DepositInfo', 'VehicleRegisterLookup',
  'VehicleRegisterNotConfiguredError', 'VehicleNotFoundError', 'VehicleRegisterTimeoutError', 'VehicleRegisterQuotaError', 'VehicleRegisterUnavailableError',
  'PricePreviewRow', 'PricePreviewLine',
  // bookingQuote's answers: a refusal carries a message only; a quote, prices of a booking the viewer may change.
  'NotFoundError', 'ConflictError', 'BookingQuote', 'BookingQuoteLine']);

/** Types without an identity of their own: visible exactly when the object they were reached from is. */
const PART_TYPES = new Set(['OpeningHours', 'OpeningWeek', 'OpeningDay', 'RentalOptionTag', 'UploadVariant', 'RentalOptionProduct', 'Dashboard',
  // The planning week is computed for the account it hangs below (its vehicles and bookings are that account's).
  'PlanningWeek', 'PlanningGroup', 'PlanningVehicle', 'PlanningBlock',
  // What a booking's cart may take (staff only): the site's rental products that serve its place; the vehicles are checked below.
  'CartOptionChoice']);

/** What a customer or visitor may read of each type (every other field must answer null for them). */
const CUSTOMER_READABLE: Record<string, string[]> = {
  Country: ['id', 'databaseId', 'code', 'name', 'phoneCode', 'currencyCode', 'flagCode'],
  ProductCategory: ['id', 'databaseId', 'title', 'isCar', 'requireTransportationBetweenLocations', 'systemCode'],
  ProductTag: ['id', 'databaseId', 'title', 'slug', 'metric', 'value', 'highlight'],
  AcrissLetter: ['position', 'letter', 'description'],
  Site: ['id', 'databaseId', 'name', 'slug', 'email', 'phone', 'phone2', 'address1', 'address2', 'zip', 'city', 'orgnr', 'translatedSiteUrl'],
  Company: ['id', 'databaseId', 'name', 'slug', 'orgnr', 'site'],
  Location: [
    'id', 'databaseId', 'slug', 'order', 'status', 'name', 'address1', 'address2', 'zip', 'city', 'region', 'regionCode', 'country', 'aliases',
    'airportCode', 'description', 'gpsLong', 'gpsLat', 'publicEmail', 'publicPhone', 'externalNote', 'deliveryPrepTimeHours', 'isOtherPlace',
    'openingHours', 'company', 'createdAt', 'updatedAt',
    // The opening hours in the form's shape, and whether the viewer may edit (always false for customers).
    'openingWeek', 'viewerMayChange', 'viewerMayDelete',
  ],
  OpeningHours: ['kind', 'day', 'opens', 'closes'],
  OpeningWeek: ['pickup', 'dropoff', 'employees'],
  OpeningDay: ['weekday', 'closed', 'opens', 'closes'],
  RentalOption: [
    'id', 'databaseId', 'title', 'slug', 'description', 'status', 'acriss', 'image', 'imageUpload', 'imageAltText', 'category', 'company', 'location',
    'canBeRequestedFromOtherLocation', 'isDigital', 'samePricePrivateBusiness', 'nodailyprice', 'maxAmount', 'vatFactor', 'tags', 'createdAt', 'updatedAt',
    // The English name and description staff wrote: the shop's content under /en, public as the Norwegian ones.
    'titleEn', 'descriptionEn', 'imageAltTextEn',
    // Prices and included kilometres are the shop's public price list.
    ...['Hour', 'Day', 'Weekend', 'Week', 'Month', 'Onetime', 'TotalMinimum', 'TotalMaximum', 'DayMinimum', 'DayMaximum', 'DamageDeductible'].flatMap((u) => [`pricePrivate${u}`, `priceBusiness${u}`]),
    'mileageSameForBoth', ...['Day', 'Weekend', 'Week', 'Month'].flatMap((u) => [`mileagePrivate${u}`, `mileageBusiness${u}`]),
  ],
  RentalOptionTag: ['position', 'tag', 'value', 'displayValue', 'displayTitle', 'highlight'],
  Upload: ['id', 'databaseId', 'exists', 'url', 'alt', 'title', 'decorative', 'mime', 'resolution', 'width', 'height', 'variants'],
  UploadVariant: ['name', 'width', 'height', 'mime', 'url'],
  // A customer's own booking and user record: their own details, never the staff's or the fleet's.
  Booking: [
    'id', 'databaseId', 'number', 'status', 'orderType', 'reference', 'comment', 'pickupLocation', 'dropoffLocation', 'pickupAt', 'dropoffAt',
    'durationHours', 'totalPrice', 'guestFirstname', 'guestLastname', 'guestCountry', 'guestPhoneCountryCode', 'guestPhone', 'guestEmail',
    'guestBusinessName', 'guestBusinessOrgnr', 'above25', 'insurance', 'driversLicence', 'acceptedTerms', 'customerUser', 'customerCompany',
    'customerKind', 'paymentTotal', 'company', 'site', 'lines', 'createdAt', 'updatedAt',
    // Their own name (or business name), made of the guest and customer fields above.
    'customerName',
    // Their own deposit, length and whether staff placed it; the two permissions are always false for them.
    'deposit', 'durationDays', 'placedByStaff', 'viewerMayChange', 'viewerMayDelete',
    // The same customer kind under the name the customer list's guest rows use.
    'guestKind',
  ],
  BookingLine: ['id', 'position', 'lineType', 'rentalOption', 'amount', 'pricePerDay', 'totalPrice', 'manualPrice'],
  User: [
    'id', 'databaseId', 'isEmployee', 'firstname', 'lastname', 'email', 'phoneCountryCode', 'phone', 'createdAt', 'customerCompany', 'accounts',
    // Their own kind and last change, and whether the viewer may act on them as staff (always false for customers).
    'kind', 'updatedAt', 'erasedAt', 'viewerMayChange', 'viewerChangeRefusal', 'viewerMayChangeEmail', 'viewerMayErase', 'viewerEraseRefusal', 'viewerMayExport',
  ],
  // Their own business: its contact details and kind (its people and bookings are staff-only: null).
  CustomerCompany: ['id', 'databaseId', 'name', 'orgnr', 'email', 'phone', 'kind'],
};

const named = (ref: IntrospectionTypeRef): string => ('ofType' in ref && ref.ofType ? named(ref.ofType) : (ref as { name: string }).name);
const hasRequiredArgs = (f: { args: readonly { type: IntrospectionTypeRef; defaultValue?: string | null }[] }) =>
  f.args.some((a) => a.type.kind === 'NON_NULL' && a.defaultValue == null);
type ObjectInfo = TypeInfo & { fields?: readonly { name: string; type: IntrospectionTypeRef; args: readonly { type: IntrospectionTypeRef; defaultValue?: string | null }[] }[]; interfaces?: readonly { name: string }[]; possibleTypes?: readonly { name: string }[] };
const isConnection = (t: TypeInfo | undefined) => {
  const o = t as ObjectInfo | undefined;
  return o?.kind === 'OBJECT' && !!o.fields?.some((f) => f.name === 'edges') && !!o.fields?.some((f) => f.name === 'pageInfo');
};

/** Wraps a selection of the field's type in the field (a connection as its nodes). */
function wrap(f: { name: string; type: IntrospectionTypeRef }, inner: string): string {
  const child = types.get(named(f.type))!;
  if (!isConnection(child)) return `${f.name} { ${inner} }`;
  const total = child.fields!.some((x) => x.name === 'totalCount') ? 'totalCount ' : '';
  return `${f.name}(first: 10) { ${total}edges { node { ${inner} } } }`;
}

/** The type a field leads to (through a connection to its nodes). */
function target(f: { type: IntrospectionTypeRef }): string {
  const child = types.get(named(f.type))!;
  if (!isConnection(child)) return child.name;
  const edge = types.get(named(child.fields!.find((x) => x.name === 'edges')!.type))!;
  return named(edge.fields!.find((x) => x.name === 'node')!.type);
}

const isLeaf = (f: { type: IntrospectionTypeRef }) => ['SCALAR', 'ENUM'].includes(types.get(named(f.type))!.kind);
const walkable = (typeName: string) => (types.get(typeName)!.fields ?? []).filter((f) => !hasRequiredArgs(f));

/** All scalar fields of `typeName`, and its object fields `hops` deep. */
function selection(typeName: string, hops: number): string {
  const type = types.get(typeName)!;
  if (type.kind === 'UNION' || type.kind === 'INTERFACE') {
    return `__typename ${type.possibleTypes!.map((p) => `... on ${p.name} { ${selection(p.name, hops)} }`).join(' ')}`;
  }
  const fields = walkable(typeName);
  // At the end of a walk a node is named only: its own fields are read when the walk starts from it.
  if (hops === 0 && type.interfaces?.some((i) => i.name === 'Node')) return '__typename id databaseId';
  return ['__typename', ...fields.filter(isLeaf).map((f) => f.name), ...(hops > 0 ? fields.filter((f) => !isLeaf(f)).map((f) => wrap(f, selection(target(f), hops - 1))) : [])].join(' ');
}

/** A part of the walk below one object: its text, and the smaller parts it splits into when a query costs too much. */
interface Piece {
  text: string;
  split?: () => Piece[];
}

/** The walk below an object of `typeName`: the scalars with each object field in turn, `hops` deep. */
function pieces(typeName: string, hops: number): Piece[] {
  const type = types.get(typeName)!;
  if (type.kind !== 'OBJECT' || hops === 0) return [{ text: selection(typeName, hops) }];
  const fields = walkable(typeName);
  const leaves = ['__typename', ...fields.filter(isLeaf).map((f) => f.name)].join(' ');
  const edges = fields.filter((f) => !isLeaf(f));
  if (!edges.length) return [{ text: leaves }];
  return edges.map((f) => ({
    text: `${leaves} ${wrap(f, selection(target(f), hops - 1))}`,
    split: () => pieces(target(f), hops - 1).map(function inside(p): Piece {
      return { text: `${leaves} ${wrap(f, p.text)}`, split: p.split && (() => p.split!().map(inside)) };
    }),
  }));
}

/** A root call: the field with its arguments around a piece. */
interface Call {
  around: (inner: string) => string;
  pieces: Piece[];
}

interface Reached {
  typename: string;
  data: Record<string, unknown>;
  path: string;
  /** The nearest object above it (for parts). */
  parent: Reached | null;
}

/** Every object in a response, with the object it hangs below. */
function collect(value: unknown, path: string, parent: Reached | null, out: Reached[]): void {
  if (Array.isArray(value)) return value.forEach((v, i) => collect(v, `${path}.${i}`, parent, out));
  if (!value || typeof value !== 'object') return;
  const obj = value as Record<string, unknown>;
  let here = parent;
  if (typeof obj.__typename === 'string') {
    here = { typename: obj.__typename, data: obj, path, parent };
    out.push(here);
  }
  for (const [k, v] of Object.entries(obj)) if (k !== '__typename') collect(v, `${path}.${k}`, here, out);
}

interface Viewer {
  label: string;
  userId: number | null;
  isEmployee: boolean;
  client: TestClient;
}

/** The scope rule, stated again in SQL: the ids of each kind of object the viewer may see. */
async function expectedVisibility(v: Viewer) {
  const q = <T,>(sql: string) => server.db.$queryRawUnsafe<T[]>(sql);
  const uid = v.userId ?? -1;
  const members = v.isEmployee
    ? await q<{ role: string; network_id: number | null; site_id: number | null; company_id: number | null; location_id: number | null; l_site: number | null; l_company: number | null; c_site: number | null }>(
        `SELECT m.role::text, m.network_id, m.site_id, m.company_id, m.location_id, l.site_id AS l_site, l.company_id AS l_company, c.site_id AS c_site
         FROM membership m LEFT JOIN location l ON l.id = m.location_id LEFT JOIN company c ON c.id = m.company_id WHERE m.user_id = ${uid}`,
      )
    : [];
  const or = (parts: string[]) => (parts.length ? `(${parts.join(' OR ')})` : 'FALSE');
  const scope = (pick: (m: (typeof members)[number]) => string) => or(members.map(pick));
  const level = (m: (typeof members)[number]) => (m.network_id ? 'network' : m.site_id ? 'site' : m.company_id ? 'company' : 'location');
  const bookingScope = (alias: string) =>
    scope((m) => ({ network: 'TRUE', site: `${alias}.site_id = ${m.site_id}`, company: `${alias}.company_id = ${m.company_id}`, location: `(${alias}.pickup_location_id = ${m.location_id} OR ${alias}.dropoff_location_id = ${m.location_id})` })[level(m)]);
  const ids = async (sql: string) => new Set((await q<{ id: number }>(sql)).map((r) => Number(r.id)));
  const own = `SELECT id FROM booking WHERE customer_user_id = ${uid}`;
  return {
    members,
    Booking: await ids(`SELECT id FROM booking b WHERE b.customer_user_id = ${uid} OR ${bookingScope('b')}`),
    Location: await ids(`SELECT id FROM location x WHERE x.status = 'public' OR x.id IN (SELECT pickup_location_id FROM booking WHERE customer_user_id = ${uid})
      OR x.id IN (SELECT dropoff_location_id FROM booking WHERE customer_user_id = ${uid})
      OR ${scope((m) => ({ network: 'TRUE', site: `x.site_id = ${m.site_id}`, company: `x.company_id = ${m.company_id}`, location: `x.id = ${m.location_id}` })[level(m)])}`),
    RentalOption: await ids(`SELECT id FROM rental_option x WHERE x.status = 'public' OR x.id IN (SELECT rental_option_id FROM booking_line WHERE booking_id IN (${own}))
      OR ${scope((m) => ({ network: 'TRUE', site: `x.site_id = ${m.site_id}`, company: `x.company_id = ${m.company_id}`, location: `x.location_id = ${m.location_id}` })[level(m)])}`),
    Company: await ids(`SELECT id FROM company x WHERE x.id IN (SELECT company_id FROM location WHERE status = 'public') OR x.id IN (SELECT company_id FROM booking WHERE customer_user_id = ${uid})
      OR ${scope((m) => ({ network: 'TRUE', site: `x.site_id = ${m.site_id}`, company: `x.id = ${m.company_id}`, location: `x.id = ${m.l_company}` })[level(m)])}`),
    Product: await ids(`SELECT id FROM product x WHERE ${scope((m) => ({ network: 'TRUE', site: `x.site_id = ${m.site_id}`, company: `(x.company_id = ${m.company_id} OR x.company_id_manager = ${m.company_id})`, location: `x.location_id = ${m.location_id}` })[level(m)])}`),
    User: await ids(`SELECT id FROM "user" u WHERE u.id = ${uid} OR u.id IN (SELECT b.customer_user_id FROM booking b WHERE ${bookingScope('b')})
      OR u.id IN (SELECT mm.user_id FROM membership mm LEFT JOIN location ml ON ml.id = mm.location_id LEFT JOIN company mc ON mc.id = mm.company_id WHERE ${scope((m) =>
        ({ network: 'TRUE', site: `(mm.site_id = ${m.site_id} OR mc.site_id = ${m.site_id} OR ml.site_id = ${m.site_id})`, company: `(mm.company_id = ${m.company_id} OR ml.company_id = ${m.company_id})`, location: `mm.location_id = ${m.location_id}` })[level(m)])})`),
    CustomerCompany: await ids(`SELECT id FROM customer_company x WHERE x.id IN (SELECT customer_company_id FROM "user" WHERE id = ${uid})
      OR x.id IN (SELECT customer_company_id FROM booking b WHERE b.customer_user_id = ${uid} OR ${bookingScope('b')})`),
    BookingLine: await ids(`SELECT l.id FROM booking_line l JOIN booking b ON b.id = l.booking_id WHERE b.customer_user_id = ${uid} OR ${bookingScope('b')}`),
    /** The booking filter's choices: rental products in the staff scope, and those named by lines of its bookings. */
    RentalOptionChoice: await ids(`SELECT id FROM rental_option x WHERE x.id IN (SELECT l.rental_option_id FROM booking_line l JOIN booking b ON b.id = l.booking_id WHERE ${bookingScope('b')})
      OR ${scope((m) => ({ network: 'TRUE', site: `x.site_id = ${m.site_id}`, company: `x.company_id = ${m.company_id}`, location: `x.location_id = ${m.location_id}` })[level(m)])}`),
    /** The booking filter's vehicle choices: vehicles in the staff scope, and those on lines of its bookings. */
    ProductChoice: await ids(`SELECT id FROM product x WHERE x.id IN (SELECT l.product_id FROM booking_line l JOIN booking b ON b.id = l.booking_id WHERE ${bookingScope('b')})
      OR ${scope((m) => ({ network: 'TRUE', site: `x.site_id = ${m.site_id}`, company: `(x.company_id = ${m.company_id} OR x.company_id_manager = ${m.company_id})`, location: `x.location_id = ${m.location_id}` })[level(m)])}`),
    /** Bookings in the viewer's staff scope, and their lines: the places, vehicle and rental product they name are shown. */
    staffBookings: await ids(`SELECT b.id FROM booking b WHERE ${bookingScope('b')}`),
    staffLines: await ids(`SELECT l.id FROM booking_line l JOIN booking b ON b.id = l.booking_id WHERE ${bookingScope('b')}`),
    HistoryEntry: v.isEmployee
      ? await ids(`SELECT h.id FROM history_entry h WHERE (h.entity_type = 'booking' AND h.entity_id IN (SELECT id FROM booking b WHERE ${bookingScope('b')}))
          OR (h.entity_type = 'location' AND h.entity_id IN (SELECT id FROM location x WHERE ${scope((m) => ({ network: 'TRUE', site: `x.site_id = ${m.site_id}`, company: `x.company_id = ${m.company_id}`, location: `x.id = ${m.location_id}` })[level(m)])}))
          OR (h.entity_type = 'product' AND h.entity_id IN (SELECT id FROM product x WHERE ${scope((m) => ({ network: 'TRUE', site: `x.site_id = ${m.site_id}`, company: `(x.company_id = ${m.company_id} OR x.company_id_manager = ${m.company_id})`, location: `x.location_id = ${m.location_id}` })[level(m)])}))
          OR (h.entity_type = 'rentaloption' AND h.entity_id IN (SELECT id FROM rental_option x WHERE ${scope((m) => ({ network: 'TRUE', site: `x.site_id = ${m.site_id}`, company: `x.company_id = ${m.company_id}`, location: `x.location_id = ${m.location_id}` })[level(m)])}))`)
      : new Set<number>(),
    Upload: await ids(`SELECT id FROM upload WHERE public`),
    // Partner API keys: staff whose role may change everything (network/site admin, company manager) where it was made.
    ApiKey: await ids(`SELECT id FROM api_key x WHERE ${scope((m) => (['network_admin', 'site_admin', 'company_manager'].includes(m.role)
      ? ({ network: 'TRUE', site: `x.site_id = ${m.site_id}`, company: `x.company_id = ${m.company_id}`, location: 'FALSE' })[level(m)]
      : 'FALSE'))}`),
    /** Where each company and location sits (site, company), for who administers an account there. */
    companies: new Map((await q<{ id: number; site_id: number }>(`SELECT id, site_id FROM company`)).map((r) => [Number(r.id), { site: Number(r.site_id) }])),
    locations: new Map((await q<{ id: number; site_id: number; company_id: number }>(`SELECT id, site_id, company_id FROM location`)).map((r) => [Number(r.id), { site: Number(r.site_id), company: Number(r.company_id) }])),
    accountSlugs: new Set((await q<{ slug: string }>(`SELECT coalesce(n.slug, s.slug, c.slug, l.slug) AS slug FROM membership m LEFT JOIN network n ON n.id = m.network_id
      LEFT JOIN site s ON s.id = m.site_id LEFT JOIN company c ON c.id = m.company_id LEFT JOIN location l ON l.id = m.location_id WHERE m.user_id = ${uid}`)).map((r) => r.slug)),
  };
}

type Expected = Awaited<ReturnType<typeof expectedVisibility>>;
const PUBLIC = new Set(['Country', 'ProductCategory', 'ProductTag', 'AcrissLetter', 'Site']);

/** Why the viewer must not see the reached object, or null when they may. */
function refusal(o: Reached, v: Viewer, exp: Expected): string | null {
  const { typename: t, data } = o;
  if (t.endsWith('Connection') || t.endsWith('Edge') || t.endsWith('Payload') || VALUE_TYPES.has(t) || PUBLIC.has(t)) return null;
  if (t === 'Account') {
    // The viewer's own accounts; another user's only when the viewer administers them (network or site admin,
    // company manager over that company).
    if (exp.accountSlugs.has(data.slug as string)) return null;
    const id = Number(data.databaseId);
    const held =
      data.kind === 'site' ? { site: id, company: null } : data.kind === 'company' ? { site: exp.companies.get(id)?.site, company: id } : data.kind === 'location' ? exp.locations.get(id) : null;
    const administers = exp.members.some(
      (m) =>
        m.role === 'network_admin' ||
        (m.role === 'site_admin' && held?.site === m.site_id) ||
        (m.role === 'company_manager' && held?.company != null && held.company === m.company_id),
    );
    return administers && o.parent?.typename === 'User' ? null : `another user's account ${String(data.slug)}`;
  }
  if (t === 'CartVehicleChoice') {
    const id = Number(decodeGlobalID(String(data.productId)).id);
    return exp.Product.has(id) ? null : `a cart's vehicle choice ${id} outside the viewer's scope`;
  }
  if (PART_TYPES.has(t)) return o.parent && refusal(o.parent, v, exp) === null ? null : `${t} below a hidden object`;
  // A booking the staff viewer sees names its places, and its cart lines their vehicle and rental product, wherever
  // those belong.
  const onStaffLine = o.parent?.typename === 'BookingLine' && /\.(product|rentalOption)$/.test(o.path) && exp.staffLines.has(Number(o.parent.data.id));
  if ((t === 'Product' || t === 'RentalOption') && onStaffLine) return null;
  const onStaffBooking = o.parent?.typename === 'Booking' && /\.(pickupLocation|dropoffLocation)$/.test(o.path) && exp.staffBookings.has(Number(o.parent.data.databaseId));
  if (t === 'Location' && onStaffBooking) return null;
  const key = t === 'RentalOffer' ? 'RentalOption' : t;
  const set = (exp as unknown as Record<string, Set<number>>)[key];
  if (!set) return `no visibility rule in the walk for type ${t}: add one`;
  const rawId = data.databaseId ?? data.id;
  if (rawId === undefined) return `${t} reached without an id`;
  const id = Number(rawId);
  return set.has(id) ? null : `${t} ${id} is outside the viewer's scope`;
}

let viewers: Viewer[];

/**
 * A partner's API key over every public location of the first site, with every right (issue 12): it walks the schema
 * like the others, sending `Authorization: Bearer <key>`; it must reach nothing an anonymous visitor cannot (it has
 * placed no bookings).
 */
async function partnerViewer(): Promise<Viewer> {
  const { db } = server;
  const site = await db.site.findFirstOrThrow({ orderBy: { id: 'asc' } });
  const partner = await db.company.create({ data: { siteId: site.id, name: 'Walk-partnar', slug: 'walk-partnar', partner: true } });
  const locations = await db.location.findMany({ where: { siteId: site.id, status: 'public' }, select: { id: true } });
  const { key, prefix, secretHash } = generateKey();
  await db.apiKey.create({
    data: { accountKind: 'site', siteId: site.id, referralCompanyId: partner.id, name: 'Walk-partnar', contactEmail: 'walk@partner.test', prefix, secretHash,
      rights: ['search', 'book', 'read_bookings'], locationIds: locations.map((l) => l.id), signingSecret: 'whsec_walk' },
  });
  const base = server.client();
  return { label: 'a partner key', userId: null, isEmployee: false, client: { ...base, gql: (q, vars, h) => base.gql(q, vars, { ...h, authorization: `Bearer ${key}` }) } };
}
/**
 * Object hops followed below each root and each node. Every object with an id is itself walked from `node`, so
 * chains of any length are covered: Location → history → author (a User) → accounts → bookings is the walk from
 * the Location, then from that User.
 */
const HOPS = 3;

beforeAll(async () => {
  // The partner's cost limit (tested in partner-limits.test.ts) is lifted here: the walk asks for far more per query
  // than a partner may, to reach every field; what it checks is what a key can reach, not what it may spend.
  server = await createTestServer({ partnerCostCapacity: 1_000_000_000, partnerCostRefillPerSecond: 1_000_000_000 });
  const { db } = server;
  // Objects outside every demo account: another site with its own company, place, vehicle and booking.
  const network = await db.network.findFirstOrThrow();
  const otherSite = await db.site.create({
    data: { networkId: network.id, name: 'Annan merkevare', slug: 'walk-annan', email: 'x@annan.no', phone: '+4711111111', address1: 'Gata 1', zip: '0001', city: 'Oslo', orgnr: '900000001' },
  });
  const otherCompany = await db.company.create({ data: { siteId: otherSite.id, name: 'Annan AS', slug: 'walk-annan-as' } });
  await placeWithObjects(db, { siteId: otherSite.id, companyId: otherCompany.id, label: 'walk' });
  // A colleague with a second, wider role elsewhere: staff who see the colleague must not borrow that role's scope.
  const flesland = await db.location.findFirstOrThrow({ where: { slug: 'bergen-lufthamn-flesland' } });
  const sunnmore = await db.company.findFirstOrThrow({ where: { slug: 'fjordbil-sunnmore' } });
  const colleague = await createUser(db, 'kollega@walk.test');
  await grant(db, colleague.id, 'location_employee', { locationId: flesland.id });
  await grant(db, colleague.id, 'company_manager', { companyId: sunnmore.id });

  const introspection = await server.client().gql<IntrospectionQuery>(getIntrospectionQuery());
  schema = introspection.data!.__schema;
  for (const t of schema.types) types.set(t.name, t as ObjectInfo);

  const login = async (label: string, email: string | null): Promise<Viewer> => {
    const client = server.client();
    if (!email) return { label, userId: null, isEmployee: false, client };
    await client.login(email, 'demo1234');
    const user = await db.user.findFirstOrThrow({ where: { email } });
    return { label, userId: user.id, isEmployee: user.isEmployee, client };
  };
  viewers = [
    await login('an anonymous visitor', null),
    await login('a customer', 'kunde@example.no'),
    await login('a location employee', 'flesland@fjordbil.no'),
    await login('a company manager', 'bergen@fjordbil.no'),
    await login('a site admin', 'nasjonal@fjordbil.no'),
    await login('the network admin', 'admin@fjordbil.no'),
    await partnerViewer(),
  ];
});

/** Ten o'clock (UTC) `days` from now: a search period the shop accepts whenever the test runs. */
const soon = (days: number) => new Date(Math.floor(Date.now() / 86_400_000 + days) * 86_400_000 + 10 * 3_600_000).toISOString();

/** Sample inputs for root fields with required arguments; a new one fails the walk until it is added here. */
async function rootCalls(): Promise<Call[]> {
  const bergen = await server.db.location.findFirstOrThrow({ where: { status: 'public' }, orderBy: { id: 'asc' } });
  const slugs = (await server.db.$queryRawUnsafe<{ slug: string }[]>(
    `SELECT slug FROM network UNION SELECT slug FROM site UNION SELECT slug FROM company UNION SELECT slug FROM location`,
  )).map((r) => r.slug);
  const loc = encodeGlobalID('Location', bergen.id);
  const search = `{ pickupLocationId: "${loc}", dropoffLocationId: "${loc}", pickupAt: "${soon(30)}", dropoffAt: "${soon(33)}" }`;
  // Every API key: the webhook fields answer only staff who manage the key.
  const keys = (await server.db.apiKey.findMany({ select: { id: true }, orderBy: { id: 'asc' } })).map((k) => JSON.stringify(encodeGlobalID('ApiKey', k.id)));
  const special: Record<string, string[]> = {
    webhookEndpoint: keys.map((k) => `webhookEndpoint(keyId: ${k})`),
    webhookDeliveries: keys.map((k) => `webhookDeliveries(keyId: ${k})`),
    node: [],
    nodes: [],
    account: slugs.map((s) => `account(slug: ${JSON.stringify(s)})`),
    rentalSearch: [`rentalSearch(input: ${search})`],
    vehicleRegisterLookup: ['vehicleRegisterLookup(plate: "EK 39085")'],
    rentalOptionPricePreview: ['rentalOptionPricePreview(input: { pricePrivateDay: "590", pricePrivateWeek: "3290" })'],
    // A quote is a save rolled back: a longer period for a booking each viewer may or may not hold.
    bookingQuote: (await server.db.booking.findMany({ orderBy: { id: 'asc' }, take: 3 })).map(
      (b) => `bookingQuote(input: { id: ${JSON.stringify(encodeGlobalID('Booking', b.id))}, updatedAt: "${b.updatedAt.toISOString()}", dropoffAt: "${new Date(b.dropoffAt.getTime() + 86_400_000).toISOString()}" })`,
    ),
  };
  const calls: Call[] = [];
  const query = types.get(schema.queryType.name)!;
  for (const f of query.fields!) {
    if (isLeaf(f)) {
      calls.push({ around: () => f.name, pieces: [{ text: '' }] });
      continue;
    }
    let heads: string[];
    if (special[f.name]) heads = special[f.name];
    else if (hasRequiredArgs(f)) throw new Error(`the schema walk cannot call Query.${f.name}: add sample arguments in rootCalls()`);
    else heads = [f.name];
    for (const head of heads) {
      if (isConnection(types.get(named(f.type)))) {
        // A head with its own arguments (webhookDeliveries(keyId: …)) takes `first` among them.
        const call = (inner: string) => wrap({ ...f, name: head }, inner).replace('(first: 10)', '(first: 100)').replace(/\)\(first: 100\)/, ', first: 100)');
        calls.push({ around: call, pieces: pieces(target(f), HOPS - 1) });
      } else {
        calls.push({ around: (inner) => `${head} { ${inner} }`, pieces: pieces(target(f), HOPS) });
      }
    }
  }
  return calls;
}

/** `nodes(ids)` over every row of every Node type, in pages. */
async function nodeCalls(): Promise<Call[]> {
  const nodeTypes = schema.types.filter((t) => t.kind === 'OBJECT' && t.interfaces?.some((i) => i.name === 'Node')).map((t) => t.name);
  const calls: Call[] = [];
  for (const t of nodeTypes) {
    const table = NODE_TABLES[t];
    if (!table) throw new Error(`Node type ${t} has no table in the schema walk: add it to NODE_TABLES`);
    const rows = await server.db.$queryRawUnsafe<{ id: number }[]>(`SELECT id FROM "${table}" ORDER BY id`);
    const ids = rows.map((r) => encodeGlobalID(t, r.id));
    // Big public lists (countries) are walked in larger pages.
    const page = t === 'Country' ? 100 : 25;
    for (let i = 0; i < ids.length; i += page) {
      const list = JSON.stringify(ids.slice(i, i + page));
      calls.push({ around: (inner) => `nodes(ids: ${list}) { __typename ... on ${t} { ${inner} } }`, pieces: pieces(t, HOPS) });
    }
  }
  return calls;
}

/** The cost refusal, as graphql-query-complexity words it and as the server's Norwegian (yoga.ts TRANSPORT_MESSAGES). */
const COST_LIMIT = /Cost limit|kostar for mykje \(cost\)/;

describe('the schema walk', () => {
  it('reaches only what each viewer may see, and customers read only customer fields', { timeout: 600_000 }, async () => {
    const calls = [...(await rootCalls()), ...(await nodeCalls())];
    const problems: string[] = [];
    const seen: Record<string, Set<string>> = {};
    let queries = 0;
    // The viewers walk side by side (the database works while Node checks answers).
    await Promise.all(viewers.map(async (v) => {
      const exp = await expectedVisibility(v);
      const reachedTypes = new Set<string>();
      const queue: string[] = [];
      /** Runs one piece; answers false when the root itself is hidden (its other pieces would show nothing more). */
      const run = async (call: Call, piece: Piece): Promise<boolean> => {
        let text = call.around(piece.text);
        let res = await v.client.gql(`{ ${text} }`);
        // A root list of a deep type (myBookings) costs too much at 100 a page even in its smallest part: 10 a page.
        if (!piece.split && text.includes('(first: 100)') && res.errors?.some((e) => COST_LIMIT.test(e.message))) {
          text = text.replace('(first: 100)', '(first: 10)');
          res = await v.client.gql(`{ ${text} }`);
        }
        // Too costly for one query: walk the same ground in smaller parts.
        if (piece.split && res.errors?.some((e) => COST_LIMIT.test(e.message))) {
          for (const p of piece.split()) await run(call, p);
          return true;
        }
        queue.push(text);
        for (const e of res.errors ?? []) {
          // Hidden objects answer FORBIDDEN/NOT_FOUND (or null); anything else is a defect.
          const code = e.extensions?.code;
          if (!['FORBIDDEN', 'NOT_FOUND', 'UNAUTHENTICATED'].includes(code ?? '')) problems.push(`${v.label}: ${code} ${e.message} in ${text.slice(0, 80)}`);
        }
        inspect(res.data);
        const root = res.data && Object.values(res.data)[0];
        return !(root === null || (Array.isArray(root) && root.every((x) => x === null)));
      };
      const inspect = (data: unknown) => {
        const reached: Reached[] = [];
        collect(data, 'data', null, reached);
        for (const o of reached) {
          reachedTypes.add(o.typename);
          const why = refusal(o, v, exp);
          if (why) problems.push(`${v.label} reached ${o.path}: ${why}`);
          if (!v.isEmployee && !o.typename.endsWith('Connection') && !o.typename.endsWith('Edge') && !VALUE_TYPES.has(o.typename) && o.typename !== 'Account') {
            const allowed = CUSTOMER_READABLE[o.typename === 'RentalOffer' ? 'RentalOption' : o.typename];
            for (const [field, value] of Object.entries(o.data)) {
              if (field === '__typename' || value === null) continue;
              if (o.typename === 'RentalOffer') continue; // priced offers: a search answer, checked by the booking tests
              if (!allowed?.includes(field)) problems.push(`${v.label} read ${o.typename}.${field} at ${o.path}: not a customer field`);
            }
          }
        }
      };
      for (const call of calls) {
        for (const piece of call.pieces) if (!(await run(call, piece))) break;
      }
      queries += queue.length;
      seen[v.label] = reachedTypes;
    }));
    expect(problems.slice(0, 40)).toEqual([]);
    expect(queries).toBeGreaterThan(100);
    // The walk really went places: staff reach bookings, vehicles, history and other users; a customer their bookings.
    for (const t of ['Booking', 'BookingLine', 'Product', 'HistoryEntry', 'User', 'Account', 'Location', 'RentalOption']) expect(seen['the network admin']).toContain(t);
    for (const t of ['Booking', 'BookingLine', 'Product', 'HistoryEntry']) expect(seen['a location employee']).toContain(t);
    for (const t of ['Booking', 'BookingLine', 'User', 'Location', 'RentalOption']) expect(seen['a customer']).toContain(t);
    for (const t of ['Product', 'HistoryEntry', 'Booking']) expect(seen['an anonymous visitor']).not.toContain(t);
    // A partner's key reaches public places, never vehicles, history, people or keys.
    expect(seen['a partner key']).toContain('Location');
    for (const t of ['Product', 'HistoryEntry', 'User', 'ApiKey', 'Account']) expect(seen['a partner key']).not.toContain(t);
  });
});
