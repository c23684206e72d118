/**
 * The partner API is documented where partners read it: GraphiQL shows the schema's descriptions, so every type,
 * field, argument and enum value a partner's key reaches (rentalSearch, partner, site, publicLocations, countries,
 * node/nodes as far as Booking, Location and RentalOption, createBooking, cancelBooking) must have one, the paging
 * arguments of its connections (first, last, before, after) too, naming the page limits that apply. Staff-only types
 * reached from them are listed apart, and Relay's own connection types, whose fields the plugin makes.
 */
import type { GraphQLArgument, GraphQLEnumValue, GraphQLField, GraphQLInputField, GraphQLNamedType, GraphQLSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from '../../server/graphql/index.ts';
import { DEFAULT_PAGE_SIZE } from '../../server/graphql/builder.ts';
import { MAX_PAGE_SIZE } from '../../server/http/connection-limit.ts';

/** The root fields a partner's key uses. */
const PARTNER_ROOT_FIELDS = {
  Query: ['rentalSearch', 'partner', 'site', 'publicLocations', 'countries', 'node', 'nodes'],
  Mutation: ['createBooking', 'cancelBooking'],
} as const;

/** The types of the partner's surface: each must be described, with every field, argument and enum value. */
const PARTNER_TYPES = [
  // rentalSearch
  'RentalSearchInput',
  'RentalSearchResult',
  'RentalSearch',
  'RentalOffer',
  'PriceLine',
  'CartInput',
  'CartItemInput',
  'CartQuote',
  'CartLineQuote',
  // createBooking, cancelBooking
  'CreateBookingInput',
  'CreateBookingResult',
  'CreateBookingPayload',
  'CancelBookingInput',
  'CancelBookingResult',
  'CancelBookingPayload',
  // what they answer, and what node/nodes load for a partner
  'Booking',
  'BookingLine',
  'Location',
  'OpeningHours',
  'OpeningWeek',
  'OpeningDay',
  'RentalOption',
  'RentalOptionTag',
  'ProductTag',
  'ProductCategory',
  'Site',
  'Partner',
  'Country',
  // typed errors
  'Error',
  'FieldError',
  'ValidationError',
  'NotAvailableError',
  'NotFoundError',
  'RateLimitedError',
  // enums
  'CustomerType',
  'OfferGroup',
  'PriceUnit',
  'CustomerLanguage',
  'DriversLicenceChoice',
  'BookingStatus',
  'BookingLineType',
  'OrderType',
  'LocationStatus',
  'OpeningHoursKind',
  'Weekday',
  'ApiKeyRight',
  'ApiKeyPriceType',
  'RentalOptionStatus',
  'CategorySystemCode',
  'ProductTagSlug',
  // public types a place and a picture lead to
  'Company',
  'Upload',
  'UploadVariant',
  // scalars
  'DateTime',
  'Money',
  'Decimal',
] as const;

/** Types a partner's fields lead to that are not documented for partners: staff-only types (a partner is refused them). */
const STAFF_TYPES = new Set([
  'User',
  'CustomerCompany',
  'Product',
  'RentalOptionProduct',
  'Historied',
  'HistoryConnection',
  'HistoryEdge',
  'HistoryEntry',
  'BookingDocument',
  'CartOptionChoice',
  'CartVehicleChoice',
]);

/** Relay's types and GraphQL's own scalars: their fields and descriptions come from the plugin and the spec. */
const BUILT_IN_TYPES = new Set(['Node', 'PageInfo', 'String', 'Int', 'Float', 'Boolean', 'ID']);
const isRelayConnectionType = (name: string) => /Connection(Edge)?$/.test(name);

type AnyField = GraphQLField<unknown, unknown> | GraphQLInputField;

// Duck-typed: graphql ships a CJS and an ESM build, and `isObjectType()` of one refuses the other's types.
const fieldsOf = (type: GraphQLNamedType): AnyField[] =>
  'getFields' in type && typeof type.getFields === 'function' ? Object.values((type as { getFields(): Record<string, AnyField> }).getFields()) : [];
const argsOf = (field: AnyField): readonly GraphQLArgument[] => ('args' in field ? field.args : []);
const valuesOf = (type: GraphQLNamedType): readonly GraphQLEnumValue[] => ('getValues' in type && typeof type.getValues === 'function' ? type.getValues() : []);
const membersOf = (type: GraphQLNamedType): readonly GraphQLNamedType[] => [
  ...('getTypes' in type && typeof type.getTypes === 'function' ? type.getTypes() : []),
  ...('getInterfaces' in type && typeof type.getInterfaces === 'function' ? type.getInterfaces() : []),
];
const namedType = (type: unknown): GraphQLNamedType => {
  let t = type as { ofType?: unknown };
  while (t.ofType) t = t.ofType as { ofType?: unknown };
  return t as unknown as GraphQLNamedType;
};
const described = (thing: { description?: string | null }) => typeof thing.description === 'string' && thing.description.trim() !== '';

/** Each field, argument and enum value of `type` that lacks a description (its own name first when it lacks one). */
function undocumented(type: GraphQLNamedType): string[] {
  const missing: string[] = [];
  if (!described(type)) missing.push(type.name);
  for (const field of fieldsOf(type)) {
    if (!described(field)) missing.push(`${type.name}.${field.name}`);
    for (const arg of argsOf(field)) if (!described(arg)) missing.push(`${type.name}.${field.name}(${arg.name})`);
  }
  for (const value of valuesOf(type)) if (!described(value)) missing.push(`${type.name}.${value.name}`);
  return missing;
}

function rootField(s: GraphQLSchema, root: 'Query' | 'Mutation', name: string): GraphQLField<unknown, unknown> | undefined {
  return (root === 'Query' ? s.getQueryType() : s.getMutationType())?.getFields()[name];
}

describe('the partner API documentation (schema descriptions)', () => {
  it('describes every partner root field and its arguments', () => {
    const missing: string[] = [];
    for (const [root, names] of Object.entries(PARTNER_ROOT_FIELDS) as ['Query' | 'Mutation', readonly string[]][]) {
      for (const name of names) {
        const field = rootField(schema, root, name);
        if (!field) {
          missing.push(`${root}.${name} (not in the schema)`);
          continue;
        }
        if (!described(field)) missing.push(`${root}.${name}`);
        for (const arg of field.args) if (!described(arg)) missing.push(`${root}.${name}(${arg.name})`);
      }
    }
    if (missing.length) expect.fail(`${missing.length} undescribed:\n${missing.join('\n')}`);
  });

  it('describes every partner type, field, argument and enum value', () => {
    const missing: string[] = [];
    for (const name of PARTNER_TYPES) {
      const type = schema.getType(name);
      if (!type) missing.push(`${name} (not in the schema: update PARTNER_TYPES)`);
      else missing.push(...undocumented(type));
    }
    if (missing.length) expect.fail(`${missing.length} undescribed:\n${missing.join('\n')}`);
  });

  it('names the limits a partner pages within: a page of at most 100 (20 unless asked), at most 100 ids in nodes', () => {
    const partner = schema.getType('Partner') as unknown as { getFields(): Record<string, GraphQLField<unknown, unknown>> };
    const args = Object.fromEntries(partner.getFields().bookings!.args.map((a) => [a.name, a.description ?? '']));
    for (const name of ['first', 'last']) expect(args[name], name).toContain(String(MAX_PAGE_SIZE));
    expect(args.first).toContain(String(DEFAULT_PAGE_SIZE));
    for (const name of ['after', 'before']) expect(args[name], name).toMatch(/cursor/i);
    const nodes = rootField(schema, 'Query', 'nodes')!;
    expect(`${nodes.description} ${nodes.args[0]!.description}`).toContain(String(MAX_PAGE_SIZE));
    expect(rootField(schema, 'Query', 'node')!.description).toMatch(/null/);
  });

  it('lists every type the partner surface reaches, as documented or as staff-only', () => {
    const listed = new Set<string>(PARTNER_TYPES);
    const unlisted = new Set<string>();
    const seen = new Set<string>();
    const queue: GraphQLNamedType[] = [];
    const visit = (type: unknown, from: string) => {
      const t = namedType(type);
      if (seen.has(t.name)) return;
      seen.add(t.name);
      if (!listed.has(t.name) && !STAFF_TYPES.has(t.name) && !BUILT_IN_TYPES.has(t.name) && !isRelayConnectionType(t.name)) unlisted.add(`${t.name} (from ${from})`);
      // Staff-only types are not walked: what they lead to is not the partner's.
      if (!STAFF_TYPES.has(t.name)) queue.push(t);
    };
    for (const [root, names] of Object.entries(PARTNER_ROOT_FIELDS) as ['Query' | 'Mutation', readonly string[]][]) {
      for (const name of names) {
        const field = rootField(schema, root, name)!;
        visit(field.type, `${root}.${name}`);
        for (const arg of field.args) visit(arg.type, `${root}.${name}(${arg.name})`);
      }
    }
    // What node/nodes answer a partner.
    for (const name of ['Booking', 'Location', 'RentalOption']) visit(schema.getType(name), 'Query.node');
    while (queue.length) {
      const type = queue.shift()!;
      for (const field of fieldsOf(type)) {
        visit(field.type, `${type.name}.${field.name}`);
        for (const arg of argsOf(field)) visit(arg.type, `${type.name}.${field.name}(${arg.name})`);
      }
      for (const member of membersOf(type)) visit(member, type.name);
    }
    if (unlisted.size) expect.fail(`Reached by a partner but neither in PARTNER_TYPES (to describe) nor in STAFF_TYPES:\n${[...unlisted].join('\n')}`);
  });
});
