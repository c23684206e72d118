/** The one Pothos builder: plugins, context type, auth scopes and scalars. Types are defined in the domain files. */
import SchemaBuilder, { PothosValidationError } from '@pothos/core';
import ErrorsPlugin from '@pothos/plugin-errors';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin, { decodeGlobalID } from '@pothos/plugin-relay';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import { GraphQLError, type GraphQLObjectType, type GraphQLResolveInfo } from 'graphql';
import { parseDateTime } from '../domain/time.ts';
import { ACCOUNT_SLUG_PATTERN, MAX_DB_ID } from '../domain/lists.ts';
import { Prisma } from '../generated/prisma/client.ts';
import type PrismaTypes from '../generated/pothos-prisma-types.ts';
import { getDatamodel } from '../generated/pothos-prisma-types.ts';
import type { RequestContext } from '../services/context.ts';
import { MAX_PAGE_SIZE } from '../http/connection-limit.ts';
import { typeVisible } from '../services/visibility.ts';

type Loaded = Record<string, unknown> | null | undefined;

/** A node id whose row does not exist answers null, exactly like a hidden one; any other failure stays a failure. */
function missingAsNull(err: unknown): null {
  if ((err as { code?: string })?.code === 'P2025') return null;
  throw err;
}

/** What the id part of a global id may be: an Account's slug, a licence document's "booking:upload", else a row id. */
const ID_SHAPES = new Map<string, RegExp>([
  ['Account', ACCOUNT_SLUG_PATTERN],
  ['BookingDocument', /^[1-9]\d{0,9}:[1-9]\d{0,9}$/],
]);
const ROW_ID = /^[1-9]\d{0,9}$/;

/**
 * Pothos' decodeGlobalID, made strict: "Booking:1.5", "Booking: 1", "Booking:1e3" or "Booking:9999999999" are not
 * ids (Number() would read some of them as another row, or PostgreSQL refuse them with a 500). A malformed one is
 * Pothos' validation error, which the error mask answers as BAD_USER_INPUT "Ugyldig id".
 */
export function strictDecodeGlobalID(globalID: string): { typename: string; id: string } {
  const decoded = decodeGlobalID(globalID);
  const shape = ID_SHAPES.get(decoded.typename);
  const ok = shape ? shape.test(decoded.id) && decoded.id.split(':').every((p) => !ROW_ID.test(p) || Number(p) <= MAX_DB_ID) : ROW_ID.test(decoded.id) && Number(decoded.id) <= MAX_DB_ID;
  // Pothos' own error class (its name is what the error mask reads).
  if (!ok) throw new PothosValidationError(`Invalid global ID: ${globalID}`);
  return decoded;
}

/** Whether a global id's type is one `node`/`nodes` can load (a Node type of the schema); "Nope:1" is simply not found. */
function isNodeType(info: GraphQLResolveInfo, typename: string): boolean {
  const type = Object.hasOwn(info.schema.getTypeMap(), typename) ? info.schema.getType(typename) : undefined;
  // Duck-typed: graphql ships CJS and ESM builds, and isObjectType() refuses a type of the other copy.
  return type?.constructor.name === 'GraphQLObjectType' && (type as GraphQLObjectType).getInterfaces().some((i) => i.name === 'Node');
}

/** A connection's page without `first` or `last`; at most MAX_PAGE_SIZE (connection-limit.ts refuses more). */
export const DEFAULT_PAGE_SIZE = 20;

export const builder = new SchemaBuilder<{
  Context: RequestContext;
  PrismaTypes: PrismaTypes;
  DefaultFieldNullability: false;
  AuthScopes: { loggedIn: boolean; employee: boolean };
  Scalars: {
    DateTime: { Input: Date; Output: Date | string };
    Decimal: { Input: string; Output: Prisma.Decimal | number | string };
    Money: { Input: string; Output: Prisma.Decimal | number | string };
    JSON: { Input: unknown; Output: unknown };
    File: { Input: File; Output: never };
  };
}>({
  plugins: [ScopeAuthPlugin, ErrorsPlugin, PrismaPlugin, RelayPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    // Type-level rules (services/visibility.ts) run on every object a field returns, not only on its fields.
    runScopesOnType: true,
    authScopes: (ctx) => ({ loggedIn: ctx.viewer !== null, employee: ctx.viewer?.isEmployee === true }),
    // The client tells "log in again" (expired session) from "log in" and "no access" by the code.
    // A partner's key is authenticated: what it may not read is forbidden to it, not a call to log in.
    unauthorizedError: (_parent, ctx) =>
      ctx.viewer || ctx.partner
        ? new GraphQLError('Du har ikkje tilgang til dette.', { extensions: { code: 'FORBIDDEN' } })
        : ctx.sessionExpired
          ? new GraphQLError('Økta di har gått ut. Logg inn på nytt.', { extensions: { code: 'SESSION_EXPIRED' } })
          : new GraphQLError('Du må logge inn.', { extensions: { code: 'UNAUTHENTICATED' } }),
  },
  prisma: {
    client: (ctx) => ctx.db,
    dmmf: getDatamodel(),
    exposeDescriptions: false,
    filterConnectionTotalCount: true,
    // Development aid: a resolver that leaves Pothos' selection unused loses its preloaded relations. `Query.viewer`
    // answers a visitor with null without asking the database, on purpose (the shop asks it on every page).
    onUnusedQuery:
      process.env.NODE_ENV === 'production'
        ? null
        : (info) => {
            if (`${info.parentType.name}.${info.fieldName}` !== 'Query.viewer') console.warn(`Prisma query was unused in resolver for ${info.parentType.name}.${info.fieldName}`);
          },
    maxConnectionSize: MAX_PAGE_SIZE,
    defaultConnectionSize: DEFAULT_PAGE_SIZE,
  },
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
    decodeGlobalID: strictDecodeGlobalID,
    // Every connection's paging arguments, described once: the limits hold for all of them (MAX_PAGE_SIZE is
    // enforced on any connection by connection-limit.ts; the page without first/last is DEFAULT_PAGE_SIZE).
    firstArgOptions: {
      description: `Pages forwards: at most this many items from the start of the list, or after \`after\`. 0 to ${MAX_PAGE_SIZE}; a larger number is refused. Without \`first\` and \`last\` a page holds at most ${DEFAULT_PAGE_SIZE}.`,
    },
    lastArgOptions: { description: `Pages backwards: at most this many items, ending before \`before\`. 0 to ${MAX_PAGE_SIZE}; a larger number is refused.` },
    afterArgOptions: { description: 'A cursor from this list (an edge\'s `cursor`, or `pageInfo.endCursor`): the page starts after that item.' },
    beforeArgOptions: { description: 'A cursor from this list (an edge\'s `cursor`, or `pageInfo.startCursor`): the page ends before that item.' },
    // An object outside the viewer's scope is "not found" through node/nodes too.
    nodeQueryOptions: {
      description:
        'The object with this global id, of any type implementing Node, or null when there is none or the caller may not see it (the same answer for both). A malformed id is refused (BAD_USER_INPUT).',
      args: { id: { description: 'A global id, as the object\'s `id` field gives it (e.g. Booking.id from PartnerBookings).' } },
      resolve: async (_root, { id }, ctx, info, resolveNode) => {
        if (!isNodeType(info, id.typename)) return null;
        const node = (await (resolveNode(id) as Promise<unknown>).catch(missingAsNull)) as Loaded;
        return node && (await typeVisible(ctx, id.typename, node)) ? node : null;
      },
    },
    nodesQueryOptions: {
      description: `The objects with these global ids, in the order asked: null in the place of one that does not exist or that the caller may not see. At most ${MAX_PAGE_SIZE} ids; more, or a malformed id, is refused (BAD_USER_INPUT).`,
      args: { ids: { description: `Global ids (each object's \`id\`), at most ${MAX_PAGE_SIZE}.` } },
      resolve: async (_root, args, ctx, info, resolveNodes) => {
        const asked = args.ids;
        // Bounded like a page: a list of 100 000 ids would become one query with 100 000 parameters.
        if (asked.length > MAX_PAGE_SIZE) {
          throw new GraphQLError(`Høgst ${MAX_PAGE_SIZE} id-ar per førespurnad.`, { extensions: { code: 'BAD_USER_INPUT', field: 'ids' } });
        }
        // Pothos' loader reads `args.ids` whatever it is handed: the ids to load go there for the call.
        const load = async (some: typeof asked): Promise<Loaded[]> => {
          args.ids = some;
          try {
            return (await resolveNodes(some)) as Loaded[];
          } finally {
            args.ids = asked;
          }
        };
        // Ids of no Node type are not looked up; they answer null in their place.
        const ids = asked.filter((id) => isNodeType(info, id.typename));
        // One missing id must not fail the others: when the batch fails on one, each is loaded on its own.
        let found: Loaded[];
        try {
          found = await load(ids);
        } catch (err) {
          missingAsNull(err);
          found = [];
          for (const id of ids) found.push(await load([id]).then((n) => n[0], missingAsNull));
        }
        const byId = new Map(ids.map((id, i) => [id, found[i]]));
        return Promise.all(asked.map(async (id) => {
          const n = byId.get(id);
          return n && (await typeVisible(ctx, id.typename, n)) ? n : null;
        }));
      },
    },
  },
  errors: {
    directResult: true,
  },
});

/**
 * A refused scalar value. The HTTP status rides in the extensions, which graphql copies onto the error it wraps this
 * in, so the answer is a 400 whichever copy of graphql (CJS or ESM) runs the coercion: an error of another copy's
 * class would otherwise read as unexpected, and Yoga answers those with 500.
 */
const badValue = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });

builder.scalarType('DateTime', {
  description: 'An instant, ISO 8601 with offset (e.g. 2026-06-01T10:00:00+02:00). Returned in UTC.',
  serialize: (v) => (v instanceof Date ? v.toISOString() : new Date(v).toISOString()),
  // The same calendar-exact rule as REST: 2027-02-30 is refused, never read as 2 March.
  parseValue: (v) => {
    const instant = typeof v === 'string' ? parseDateTime(v, { requireOffset: true }) : null;
    if (!instant) throw badValue('Ugyldig tidspunkt: bruk ISO 8601 med tidssone, t.d. 2026-06-01T10:00:00+02:00.');
    return instant;
  },
});

const toDecimal = (v: unknown) => (v instanceof Prisma.Decimal ? v : new Prisma.Decimal(v as string | number));

builder.scalarType('Decimal', {
  description: 'An exact decimal number, as a string.',
  serialize: (v) => toDecimal(v).toString(),
  parseValue: (v) => {
    if ((typeof v !== 'string' && typeof v !== 'number') || !/^-?\d+([.,]\d+)?$/.test(String(v))) {
      throw badValue('Ugyldig tal.');
    }
    return String(v).replace(',', '.');
  },
});

builder.scalarType('Money', {
  description: 'An amount in Norwegian kroner with 2 decimals, as a string (e.g. "1490.00").',
  serialize: (v) => toDecimal(v).toFixed(2),
  parseValue: (v) => {
    if ((typeof v !== 'string' && typeof v !== 'number') || !/^\d+([.,]\d{1,2})?$/.test(String(v))) {
      throw badValue('Ugyldig beløp: berre siffer, med høgst 2 desimalar.');
    }
    return String(v).replace(',', '.');
  },
});

builder.scalarType('JSON', {
  description: 'Arbitrary JSON (history change sets).',
  serialize: (v) => v,
  parseValue: (v) => v,
});

builder.scalarType('File', {
  description: 'A file sent with the GraphQL multipart request spec (multipart/form-data with `operations` and `map`). Input only.',
  serialize: () => {
    throw new GraphQLError('File er berre for input.');
  },
  // Yoga puts the form's File object where `map` says; anything else (a string in a JSON request) is refused.
  parseValue: (v) => {
    if (typeof v !== 'object' || v === null || typeof (v as File).arrayBuffer !== 'function' || typeof (v as File).size !== 'number') {
      throw badValue('Fila må sendast som multipart/form-data (GraphQL multipart request).');
    }
    return v as File;
  },
  parseLiteral: () => {
    throw badValue('Fila må sendast som multipart/form-data (GraphQL multipart request).');
  },
});

builder.queryType({});
builder.mutationType({});
