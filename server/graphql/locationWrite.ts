/**
 * createLocation, updateLocation, deleteLocation: one `input` each and a union of the payload and typed errors.
 * Resolvers only decode global ids and call services/locationWrite.ts (the same services as REST).
 */
import { formatPrismaCursor } from '@pothos/plugin-prisma';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { fullWeek, type OpeningDay } from '../domain/location.ts';
import type { Weekday } from '../domain/time.ts';
import { ConflictError, ForbiddenError, InUseError, NotFoundError, ValidationError } from '../services/errors.ts';
import { createLocation, deleteLocation, updateLocation } from '../services/locationWrite.ts';
import { optionalScope, recordInScope, writableScope } from '../services/scope.ts';
import { builder } from './builder.ts';
import { LocationStatusEnum } from './enums.ts';
import { accountSlugOf, dbId } from './ids.ts';
import { LocationEdgeRef, LocationRef } from './location.ts';

// ---------- opening hours as the form edits them ----------

const OpeningDayRef = builder.objectRef<OpeningDay>('OpeningDay').implement({
  description: 'One weekday of one list: closed, or open from `opens` to `closes` ("HH:MM", Europe/Oslo).',
  fields: (t) => ({
    weekday: t.exposeInt('weekday', { description: '1 = Monday … 7 = Sunday.' }),
    closed: t.exposeBoolean('closed', { description: 'Closed all day in this list (it has no hours that day).' }),
    opens: t.string({ nullable: true, description: 'Opening time, "HH:MM"; null when closed.', resolve: (d) => d.opens ?? null }),
    closes: t.string({ nullable: true, description: 'Closing time, "HH:MM"; null when closed.', resolve: (d) => d.closes ?? null }),
  }),
});

type Rows = { kind: string; day: string; opens: string; closes: string }[];
const week = (rows: Rows, kind: string) => fullWeek(rows.filter((r) => r.kind === kind) as { day: Weekday; opens: string; closes: string }[]);

const OpeningWeekRef = builder.objectRef<Rows>('OpeningWeek').implement({
  description: 'The three opening-hours lists, each with all seven weekdays (a day without hours is closed).',
  fields: (t) => ({
    pickup: t.field({ type: [OpeningDayRef], description: 'When customers pick up, Monday to Sunday.', resolve: (rows) => week(rows, 'pickup') }),
    dropoff: t.field({ type: [OpeningDayRef], description: 'When customers return, Monday to Sunday.', resolve: (rows) => week(rows, 'dropoff') }),
    employees: t.field({ type: [OpeningDayRef], description: 'When staff are at the location, Monday to Sunday.', resolve: (rows) => week(rows, 'employees') }),
  }),
});

/** True when a role the viewer holds in the chosen account (or any account) may change locations and holds this one. */
async function viewerMayChange(ctx: Parameters<typeof optionalScope>[0], loc: { id: number; siteId: number; companyId: number }) {
  const scope = await optionalScope(ctx);
  return scope !== null && recordInScope(writableScope(scope, 'locations'), 'location', loc);
}

builder.prismaObjectFields('Location', (t) => ({
  openingWeek: t.field({
    type: OpeningWeekRef,
    description: 'The opening hours as the form edits them (the same shape as OpeningHoursInput).',
    select: { openingHours: { select: { kind: true, day: true, opens: true, closes: true } } },
    resolve: (l) => l.openingHours,
  }),
  viewerMayChange: t.boolean({
    description: 'Whether the viewer may change this location in the chosen account (row action Endre).',
    select: { id: true, siteId: true, companyId: true },
    resolve: (l, _args, ctx) => viewerMayChange(ctx, l),
  }),
  viewerMayDelete: t.boolean({
    description: 'Whether the viewer may delete it (a location still in use is refused with InUseError even so).',
    select: { id: true, siteId: true, companyId: true },
    resolve: (l, _args, ctx) => viewerMayChange(ctx, l),
  }),
}));

// ---------- inputs ----------

const OpeningDayInput = builder.inputType('OpeningDayInput', {
  fields: (t) => ({
    weekday: t.int({ required: true, description: '1 = Monday … 7 = Sunday.' }),
    closed: t.boolean({ required: true }),
    opens: t.string({ description: '"HH:MM" in 30-minute steps; needed unless closed.' }),
    closes: t.string({ description: '"HH:MM" in 30-minute steps, after opens; needed unless closed.' }),
  }),
});

const OpeningHoursInput = builder.inputType('OpeningHoursInput', {
  description: 'A list that is given replaces that list (a weekday left out or closed has no hours); one not given stays.',
  fields: (t) => ({
    pickup: t.field({ type: [OpeningDayInput] }),
    dropoff: t.field({ type: [OpeningDayInput] }),
    employees: t.field({ type: [OpeningDayInput] }),
  }),
});

const DECIMAL = 'A number as text; comma or point.';

/** The location's own fields; every one optional in the schema so a missing one is a ValidationError naming it. */
const locationInputFields = (t: PothosSchemaTypes.InputFieldBuilder<PothosSchemaTypes.ExtendDefaultTypes<never>, 'InputObject'>) => ({
  companyId: t.globalID({ description: 'Owner (Eier): a Company. Chosen by network and site staff; implied for company staff.' }),
  name: t.string(),
  status: t.field({ type: LocationStatusEnum }),
  order: t.int(),
  address1: t.string(),
  address2: t.string(),
  zip: t.string(),
  city: t.string(),
  region: t.string({ description: 'Municipality.' }),
  regionCode: t.string(),
  country: t.string({ description: 'Default Norge.' }),
  aliases: t.stringList({ description: 'Each item may itself hold several, separated by commas; trimmed.' }),
  airportCode: t.string({ description: 'Three letters, e.g. BGO.' }),
  description: t.string(),
  cost: t.string({ description: `${DECIMAL} At most 2 decimals.` }),
  transportFactor: t.string({ description: `${DECIMAL} Default 1.0.` }),
  distanceFromCompanyKm: t.string({ description: DECIMAL }),
  distanceFromCompanyMin: t.int(),
  maxDeliveryKm: t.string({ description: `${DECIMAL} Blank or null: no limit.` }),
  gpsLat: t.string({ description: DECIMAL }),
  gpsLong: t.string({ description: DECIMAL }),
  publicEmail: t.string(),
  publicPhone: t.string(),
  privateContactName: t.string(),
  privateEmail: t.string(),
  privatePhone: t.string(),
  internalNote: t.string(),
  externalNote: t.string(),
  deliveryPrepTimeHours: t.string({ description: `${DECIMAL} Default 0.5.` }),
  openingHours: t.field({ type: OpeningHoursInput }),
});

const CreateLocationInput = builder.inputType('CreateLocationInput', {
  fields: (t) => ({
    accountId: t.globalID({ required: true, description: 'The account the staff member acts in (Account.id).' }),
    ...locationInputFields(t as never),
  }),
});

const UpdateLocationInput = builder.inputType('UpdateLocationInput', {
  description: 'Only the fields given change: { id, updatedAt, status: archived } archives.',
  fields: (t) => ({
    id: t.globalID({ required: true }),
    updatedAt: t.field({ type: 'DateTime', required: true, description: 'Location.updatedAt as loaded; a newer one answers ConflictError.' }),
    ...locationInputFields(t as never),
  }),
});

const DeleteLocationInput = builder.inputType('DeleteLocationInput', {
  fields: (t) => ({ id: t.globalID({ required: true }) }),
});

// ---------- payloads ----------

type LocationRow = { id: number };

const CreateLocationSuccess = builder.objectRef<{ location: LocationRow }>('CreateLocationSuccess').implement({
  fields: (t) => ({
    location: t.field({ type: LocationRef, resolve: (p) => p.location as never }),
    edge: t.field({
      type: LocationEdgeRef,
      description: 'For @appendEdge on Account.locations.',
      resolve: (p) => ({ cursor: formatPrismaCursor(p.location, 'id'), node: p.location as never }),
    }),
  }),
});

const UpdateLocationSuccess = builder.objectRef<{ location: LocationRow }>('UpdateLocationSuccess').implement({
  fields: (t) => ({ location: t.field({ type: LocationRef, resolve: (p) => p.location as never }) }),
});

const DeleteLocationSuccess = builder.objectRef<{ id: number }>('DeleteLocationSuccess').implement({
  fields: (t) => ({ deletedId: t.id({ description: 'Global id of the deleted location, for @deleteEdge.', resolve: (p) => encodeGlobalID('Location', p.id) }) }),
});

/** GraphQL input → service input: global ids decoded, GraphQL's "not given" (undefined) left out. */
function serviceFields(input: Record<string, unknown>) {
  const { companyId, accountId: _a, id: _i, ...rest } = input;
  return {
    ...Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)),
    ...(companyId !== undefined ? { companyId: companyId === null ? null : dbId(companyId as never, 'Company', 'companyId') } : {}),
  };
}

/** Every location write answers the same error types, so a screen handles them once. */
const LOCATION_WRITE_ERRORS = [ValidationError, ForbiddenError, NotFoundError, ConflictError, InUseError];

builder.mutationFields((t) => ({
  createLocation: t.field({
    type: CreateLocationSuccess,
    authScopes: { employee: true },
    errors: { types: LOCATION_WRITE_ERRORS, union: { name: 'CreateLocationResult' } },
    args: { input: t.arg({ type: CreateLocationInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({
      location: await createLocation(ctx, { ...serviceFields(input), accountSlug: accountSlugOf(input.accountId) }),
    }),
  }),
  updateLocation: t.field({
    type: UpdateLocationSuccess,
    authScopes: { employee: true },
    errors: { types: LOCATION_WRITE_ERRORS, union: { name: 'UpdateLocationResult' } },
    args: { input: t.arg({ type: UpdateLocationInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({
      location: await updateLocation(ctx, { ...serviceFields(input), id: dbId(input.id, 'Location', 'id')!, updatedAt: input.updatedAt }),
    }),
  }),
  deleteLocation: t.field({
    type: DeleteLocationSuccess,
    authScopes: { employee: true },
    errors: { types: LOCATION_WRITE_ERRORS, union: { name: 'DeleteLocationResult' } },
    args: { input: t.arg({ type: DeleteLocationInput, required: true }) },
    resolve: (_root, { input }, ctx) => deleteLocation(ctx, { id: dbId(input.id, 'Location', 'id')! }),
  }),
}));
