/** Location node, its opening hours, the staff list and choice lists under Account and the public list for the wizard. */
import { isOtherPlace } from '../domain/otherPlace.ts';
import { countLocations, listLocations, listPublicLocations, LOCATION_SORT_FIELDS, returnPlacesWhere } from '../services/location.ts';
import { staffSees } from '../services/visibility.ts';
import { AccountRef, scopeOf } from './account.ts';
import { builder } from './builder.ts';
import { visibleBy, visibleByOrNamedByStaffBooking } from './visibility.ts';
import { LocationStatusEnum, OpeningHoursKindEnum, SortDirectionEnum, WeekdayEnum } from './enums.ts';
import { countAlongside, totalOf } from './totals.ts';
import { HistoriedRef, historyConnection } from './history.ts';
import { dbId, filterFrom } from './ids.ts';
import { scopeWhere } from '../services/scope.ts';

const LocationSortEnum = builder.enumType('LocationSort', { values: LOCATION_SORT_FIELDS });

/** What anyone but the staff who may read a location's internal fields gets for them. */
const STAFF_ONLY = 'Staff only: anyone else gets null with a FORBIDDEN error.';

/** Internal fields of a location, readable by staff whose scope holds it. */
const staffOnly = {
  nullable: true,
  authScopes: (loc: { id: number; siteId: number; companyId: number }, _args: object, ctx: Parameters<typeof staffSees>[0]) =>
    staffSees(ctx, 'location', loc),
} as const;

builder.prismaObject('OpeningHours', {
  authScopes: visibleBy('OpeningHours'),
  description: 'Open and close ("HH:MM", Europe/Oslo) for one weekday in one of the three lists.',
  fields: (t) => ({
    kind: t.expose('kind', { type: OpeningHoursKindEnum, description: 'Which list the row belongs to.' }),
    day: t.expose('day', { type: WeekdayEnum, description: 'The weekday; a day without a row in a list is closed in it.' }),
    opens: t.exposeString('opens', { description: 'Opening time, "HH:MM" (Europe/Oslo).' }),
    closes: t.exposeString('closes', { description: 'Closing time, "HH:MM" (Europe/Oslo); the closing minute still counts as open.' }),
  }),
});

export const LocationRef = builder.prismaNode('Location', {
  interfaces: [HistoriedRef],
  authScopes: visibleByOrNamedByStaffBooking('Location'),
  description:
    'A rental location (a branch), or "Annet sted" (isOtherPlace), where staff bring the vehicle to an address the customer gives. Anyone reads a published one; a partner searches and books at its key\'s (Partner.locations).',
  id: { field: 'id', description: 'The location\'s global id: what RentalSearchInput and CreateBookingInput take as pickupLocationId and dropoffLocationId.' },
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The location\'s numeric database id.' }),
    slug: t.exposeString('slug', { description: 'A unique name, given when the location was created (staff\'s admin addresses use it).' }),
    order: t.exposeInt('order', { description: 'Position in the staff\'s order of locations; publicLocations sorts by it, then by name.' }),
    status: t.expose('status', { type: LocationStatusEnum, description: 'Whether the location is in use, and by whom.' }),
    name: t.exposeString('name', { description: 'The location\'s name.' }),
    address1: t.exposeString('address1', { description: 'Street address.' }),
    address2: t.exposeString('address2', { nullable: true, description: 'Second address line; null when none.' }),
    zip: t.exposeString('zip', { description: 'Postcode.' }),
    city: t.exposeString('city', { description: 'Postal town.' }),
    region: t.exposeString('region', { description: 'Municipality.' }),
    regionCode: t.exposeString('regionCode', { nullable: true, description: 'Municipality number (kommunenummer); null when not set.' }),
    country: t.exposeString('country', { description: 'Country name, as staff wrote it ("Norge" by default).' }),
    aliases: t.exposeStringList('aliases', { description: 'Other names staff gave the location (at most 20); empty when none.' }),
    airportCode: t.exposeString('airportCode', { nullable: true, description: 'Three-letter airport code (e.g. BGO); null when none.' }),
    description: t.exposeString('description', { nullable: true, description: 'A description staff wrote (Norwegian); null when none.' }),
    gpsLong: t.expose('gpsLong', { type: 'Decimal', nullable: true, description: 'Longitude in decimal degrees; null when not set.' }),
    gpsLat: t.expose('gpsLat', { type: 'Decimal', nullable: true, description: 'Latitude in decimal degrees; null when not set.' }),
    publicEmail: t.exposeString('publicEmail', { nullable: true, description: 'The location\'s e-mail address for customers; null when none.' }),
    publicPhone: t.exposeString('publicPhone', { nullable: true, description: 'The location\'s phone number for customers; null when none.' }),
    externalNote: t.exposeString('externalNote', { nullable: true, description: 'A note to customers, as staff wrote it (Norwegian); null when none.' }),
    deliveryPrepTimeHours: t.expose('deliveryPrepTimeHours', {
      type: 'Decimal',
      description: 'Hours staff keep free for preparing a vehicle before a pick-up here and after a return here (between two bookings of one vehicle).',
    }),
    isOtherPlace: t.boolean({
      description: 'The "Annet sted" location: the city is shown alone and staff contact the customer.',
      resolve: (l) => isOtherPlace(l),
    }),
    openingHours: t.relation('openingHours', {
      description: 'The opening hours, one row per list and open weekday, by list then weekday (Monday first). A weekday without a row is closed in that list.',
      args: { kind: t.arg({ type: OpeningHoursKindEnum, description: 'Only this list; all three when absent.' }) },
      query: (args) => ({ where: args.kind ? { kind: args.kind } : {}, orderBy: [{ kind: 'asc' }, { day: 'asc' }] }),
    }),
    company: t.relation('company', { description: 'The rental company that runs the location.' }),
    cost: t.expose('cost', { type: 'Money', ...staffOnly, description: `The location's cost (Kostnad), in kroner. ${STAFF_ONLY}` }),
    transportFactor: t.expose('transportFactor', { type: 'Decimal', ...staffOnly, description: `The transport factor (Transportfaktor), 1.0 by default. ${STAFF_ONLY}` }),
    distanceFromCompanyKm: t.expose('distanceFromCompanyKm', { type: 'Decimal', ...staffOnly, description: `Distance from the company, in km. ${STAFF_ONLY}` }),
    distanceFromCompanyMin: t.exposeInt('distanceFromCompanyMin', { ...staffOnly, description: `Distance from the company, in minutes. ${STAFF_ONLY}` }),
    maxDeliveryKm: t.expose('maxDeliveryKm', { type: 'Decimal', ...staffOnly, description: `The longest delivery distance, in km (null: no limit). ${STAFF_ONLY}` }),
    privateContactName: t.exposeString('privateContactName', { ...staffOnly, description: `Internal contact person. ${STAFF_ONLY}` }),
    privateEmail: t.exposeString('privateEmail', { ...staffOnly, description: `Internal e-mail address. ${STAFF_ONLY}` }),
    privatePhone: t.exposeString('privatePhone', { ...staffOnly, description: `Internal phone number. ${STAFF_ONLY}` }),
    internalNote: t.exposeString('internalNote', { ...staffOnly, description: `Internal note. ${STAFF_ONLY}` }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the location was created.' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', description: 'When the location last changed.' }),
    history: historyConnection(t, 'location', 'location'),
  }),
});

/** The edge of Account.locations, named so createLocation can return one for @appendEdge. */
export const LocationEdgeRef = builder.edgeObject({ type: LocationRef, name: 'AccountLocationsConnectionEdge' });

builder.objectField(AccountRef, 'locations', (t) =>
  t.prismaConnection(
    {
      type: 'Location',
      cursor: 'id',
      description: 'Locations in this account\'s scope with the list\'s filters; default order is the staff\'s order.',
      args: {
        status: t.arg({ type: LocationStatusEnum }),
        region: t.arg.string(),
        companyId: t.arg.globalID(),
        search: t.arg.string({ description: 'Words of the name, city, region, street address, zip or owner (each word anywhere in them, ignoring case).' }),
        sort: t.arg({ type: LocationSortEnum }),
        direction: t.arg({ type: SortDirectionEnum }),
      },
      resolve: async (query, account, args, ctx, info) => {
        const scope = await scopeOf(ctx, account);
        const filter = filterFrom(args, { companyId: 'Company' });
        countAlongside(ctx, info, () => countLocations(ctx, scope, filter));
        return listLocations(ctx, scope, filter, query);
      },
      totalCount: (account, args, ctx, info) =>
        totalOf(ctx, info, async () => countLocations(ctx, await scopeOf(ctx, account), filterFrom(args, { companyId: 'Company' }))),
    },
    {},
    LocationEdgeRef,
  ),
);

/**
 * The most locations a choice list holds: every one of a scope, where the `locations` connection pages at 100 (a
 * company a few years on had 200, and half could not be chosen in any form or filter).
 */
export const LOCATION_CHOICES_MAX = 2000;

builder.objectField(AccountRef, 'locationChoices', (t) =>
  t.prismaField({
    type: ['Location'],
    description: `Every location in this account's scope (at most ${LOCATION_CHOICES_MAX}), by name: the forms' and filters' choice lists. The \`locations\` connection pages at 100.`,
    args: { status: t.arg({ type: LocationStatusEnum }) },
    resolve: async (query, account, args, ctx) =>
      listLocations(ctx, await scopeOf(ctx, account), { ...(args.status ? { status: args.status } : {}), sort: 'name', direction: 'asc' }, { ...query, take: LOCATION_CHOICES_MAX }),
  }),
);

builder.objectField(AccountRef, 'returnChoices', (t) =>
  t.prismaField({
    type: ['Location'],
    description:
      `The booking forms' return places (at most ${LOCATION_CHOICES_MAX}), by name: every location of this account's scope ` +
      '(locationChoices, the pick-up places) and every published location of its site, as the shop offers them.',
    args: { status: t.arg({ type: LocationStatusEnum, description: 'Only places of this status (another company\'s are always published).' }) },
    resolve: async (query, account, args, ctx) =>
      ctx.db.location.findMany({
        ...query,
        where: { AND: [returnPlacesWhere(await scopeOf(ctx, account)), args.status ? { status: args.status } : {}] },
        orderBy: [{ name: 'asc' }, { id: 'asc' }],
        take: LOCATION_CHOICES_MAX,
      }),
  }),
);

builder.queryField('publicLocations', (t) =>
  t.prismaField({
    type: ['Location'],
    description:
      'Published locations, for choosing pick-up and return, in the staff\'s order then by name. A partner\'s key searches and books only at its own (Partner.locations).',
    resolve: (query, _root, _args, ctx) => listPublicLocations(ctx, query),
  }),
);

builder.objectField(AccountRef, 'location', (t) =>
  t.prismaField({
    type: 'Location',
    nullable: true,
    description:
      'A location in this account\'s scope (the page /admin/{slug}/lokasjoner/{id}); null when it does not exist or lies outside ' +
      'the scope, also when it is public (node() answers a public one to anyone, without its staff fields).',
    args: { id: t.arg.globalID({ required: true, description: 'A Location.' }) },
    resolve: async (query, account, args, ctx) => {
      const id = dbId(args.id, 'Location', 'id')!;
      const scope = await scopeOf(ctx, account);
      return ctx.db.location.findFirst({ ...query, where: { AND: [{ id }, scopeWhere.location(scope) ?? {}] } });
    },
  }),
);
