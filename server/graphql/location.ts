/** Location node, its opening hours, the staff list under Account and the public list for the wizard. */
import { isOtherPlace } from '../domain/otherPlace.ts';
import { countLocations, listLocations, listPublicLocations, LOCATION_SORT_FIELDS } from '../services/location.ts';
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
    kind: t.expose('kind', { type: OpeningHoursKindEnum }),
    day: t.expose('day', { type: WeekdayEnum }),
    opens: t.exposeString('opens'),
    closes: t.exposeString('closes'),
  }),
});

export const LocationRef = builder.prismaNode('Location', {
  interfaces: [HistoriedRef],
  authScopes: visibleByOrNamedByStaffBooking('Location'),
  id: { field: 'id' },
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    slug: t.exposeString('slug'),
    order: t.exposeInt('order'),
    status: t.expose('status', { type: LocationStatusEnum }),
    name: t.exposeString('name'),
    address1: t.exposeString('address1'),
    address2: t.exposeString('address2', { nullable: true }),
    zip: t.exposeString('zip'),
    city: t.exposeString('city'),
    region: t.exposeString('region', { description: 'Municipality.' }),
    regionCode: t.exposeString('regionCode', { nullable: true }),
    country: t.exposeString('country'),
    aliases: t.exposeStringList('aliases'),
    airportCode: t.exposeString('airportCode', { nullable: true }),
    description: t.exposeString('description', { nullable: true }),
    gpsLong: t.expose('gpsLong', { type: 'Decimal', nullable: true }),
    gpsLat: t.expose('gpsLat', { type: 'Decimal', nullable: true }),
    publicEmail: t.exposeString('publicEmail', { nullable: true }),
    publicPhone: t.exposeString('publicPhone', { nullable: true }),
    externalNote: t.exposeString('externalNote', { nullable: true }),
    deliveryPrepTimeHours: t.expose('deliveryPrepTimeHours', { type: 'Decimal' }),
    isOtherPlace: t.boolean({
      description: 'The "Annet sted" location: the city is shown alone and staff contact the customer.',
      resolve: (l) => isOtherPlace(l),
    }),
    openingHours: t.relation('openingHours', {
      args: { kind: t.arg({ type: OpeningHoursKindEnum }) },
      query: (args) => ({ where: args.kind ? { kind: args.kind } : {}, orderBy: [{ kind: 'asc' }, { day: 'asc' }] }),
    }),
    company: t.relation('company'),
    cost: t.expose('cost', { type: 'Money', ...staffOnly }),
    transportFactor: t.expose('transportFactor', { type: 'Decimal', ...staffOnly }),
    distanceFromCompanyKm: t.expose('distanceFromCompanyKm', { type: 'Decimal', ...staffOnly }),
    distanceFromCompanyMin: t.exposeInt('distanceFromCompanyMin', staffOnly),
    maxDeliveryKm: t.expose('maxDeliveryKm', { type: 'Decimal', ...staffOnly }),
    privateContactName: t.exposeString('privateContactName', staffOnly),
    privateEmail: t.exposeString('privateEmail', staffOnly),
    privatePhone: t.exposeString('privatePhone', staffOnly),
    internalNote: t.exposeString('internalNote', staffOnly),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
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

builder.queryField('publicLocations', (t) =>
  t.prismaField({
    type: ['Location'],
    description: 'Published locations, for choosing pick-up and return.',
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
