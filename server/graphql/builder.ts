/** The one Pothos builder: plugins, context type, auth scopes and scalars. Types are defined in the domain files. */
import SchemaBuilder from '@pothos/core';
import ErrorsPlugin from '@pothos/plugin-errors';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin from '@pothos/plugin-relay';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import { GraphQLError } from 'graphql';
import { parseDateTime } from '../domain/time.ts';
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
    unauthorizedError: (_parent, ctx) =>
      ctx.viewer
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
    onUnusedQuery: process.env.NODE_ENV === 'production' ? null : 'warn',
    maxConnectionSize: 100,
    defaultConnectionSize: 20,
  },
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
    // An object outside the viewer's scope is "not found" through node/nodes too.
    nodeQueryOptions: {
      resolve: async (_root, { id }, ctx, _info, resolveNode) => {
        const node = (await (resolveNode(id) as Promise<unknown>).catch(missingAsNull)) as Loaded;
        return node && (await typeVisible(ctx, id.typename, node)) ? node : null;
      },
    },
    nodesQueryOptions: {
      resolve: async (_root, { ids }, ctx, _info, resolveNodes) => {
        // Bounded like a page: a list of 100 000 ids would become one query with 100 000 parameters.
        if (ids.length > MAX_PAGE_SIZE) {
          throw new GraphQLError(`Høgst ${MAX_PAGE_SIZE} id-ar per førespurnad.`, { extensions: { code: 'BAD_USER_INPUT', field: 'ids' } });
        }
        // One missing id must not fail the others: when the batch fails on one, each is loaded on its own.
        const nodes = (await (resolveNodes(ids) as Promise<unknown[]>).catch((err) => {
          missingAsNull(err);
          return Promise.all(ids.map((id) => (resolveNodes([id]) as Promise<unknown[]>).then((n) => n[0], missingAsNull)));
        })) as Loaded[];
        return Promise.all(
          nodes.map(async (n, i) => (n && (await typeVisible(ctx, ids[i].typename, n)) ? n : null)),
        );
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
