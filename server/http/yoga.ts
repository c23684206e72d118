/** The GraphQL endpoint: graphql-yoga over the Pothos schema, with limits, CSRF prevention and error masking. */
import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { GraphQLError } from 'graphql';
import { createYoga, type Plugin, type YogaServerInstance } from 'graphql-yoga';
import { errorText } from '../errorText.ts';
import { isBearer } from '../services/apiKeys.ts';
import { inLanguage, languageOfHeader, rewriteByPattern, type MessageLanguage } from '../domain/messages.ts';
import { schema } from '../graphql/index.ts';
import type { AppServices, RequestContext } from '../services/context.ts';
import { LICENCE_REQUEST_MAX_BYTES } from '../services/licenceFile.ts';
import { MAX_JSON_DEPTH } from './jsonDepth.ts';
import { getPublicSite } from '../services/company.ts';
import { AppError, ValidationError, foreignKeyRefusal, isUnstorableTextError, STATEMENT_TIMEOUT_MESSAGE, statementTimedOut, UNSTORABLE_INPUT_MESSAGE } from '../services/errors.ts';
import { useConnectionLimit } from './connection-limit.ts';
import { useSearchLimit } from './searchLimit.ts';
import { useDocumentLimits } from './documentLimits.ts';
import { graphiqlOptions, renderGraphiQLPage } from './graphiql.ts';
import { usePartnerAccess } from './partnerAccess.ts';
import { usePartnerCost } from './partnerCost.ts';
import { useTrustedDocuments } from './trustedDocuments.ts';

/** Limits a partner's query must stay within (also documented in the README). */
export const GRAPHQL_LIMITS = { maxDepth: 12, maxAliases: 15, maxCost: 50_000 } as const;

/** The one Norwegian message for a malformed global id or cursor, wherever it was sent (node, arguments, inputs). */
function badInputMessage(message: string): string {
  if (/global id/i.test(message)) return 'Ugyldig id: ikkje ein id frå dette API-et.';
  if (/cursor/i.test(message)) return 'Ugyldig markør (cursor).';
  return message;
}

/** The id a Pothos validation error says is malformed ("Invalid global ID: x", "ID: x is not of type: T"), if any. */
function malformedIdOf(error: GraphQLError): string | null {
  const original = error.originalError as Error | undefined;
  if (original?.name !== 'PothosValidationError') return null;
  return /^Invalid global ID: ([\s\S]*)$/.exec(original.message)?.[1] ?? /^ID: ([\s\S]*) is not of type: /.exec(original.message)?.[1] ?? null;
}

/**
 * Where `value` is among the request's variables, written as graphql-js names a place (`$input.accessories[0].id`).
 * Looks no deeper than a body may nest (MAX_JSON_DEPTH): undeclared variables nested thousands deep once overflowed
 * the stack here (a 500).
 */
export function variablePlaceOf(variables: unknown, value: string, at = '', depth = 0): string | null {
  if (variables === value) return at ? `$${at}` : null;
  if (depth >= MAX_JSON_DEPTH) return null;
  if (Array.isArray(variables)) {
    for (const [i, item] of variables.entries()) {
      const place = variablePlaceOf(item, value, `${at}[${i}]`, depth + 1);
      if (place) return place;
    }
  } else if (variables && typeof variables === 'object') {
    for (const [key, item] of Object.entries(variables)) {
      const place = variablePlaceOf(item, value, at ? `${at}.${key}` : key, depth + 1);
      if (place) return place;
    }
  }
  return null;
}

/**
 * A malformed global id sent in a variable: the answer says which one in `extensions.field`, as it does for other bad
 * variables (Pothos decodes ids before the resolver runs and knows only the value; a booking has several ids).
 * Runs before the error mask, which keeps the one message for every malformed id.
 */
function useMalformedIdPlace(): Plugin {
  return {
    onExecute({ args }) {
      return {
        onExecuteDone({ result, setResult }) {
          if (Symbol.asyncIterator in result || !result.errors?.length) return;
          let changed = false;
          const errors = result.errors.map((e) => {
            const id = malformedIdOf(e);
            const field = id === null ? null : variablePlaceOf(args.variableValues, id);
            if (!field) return e;
            changed = true;
            return new GraphQLError(badInputMessage((e.originalError as Error).message), { nodes: e.nodes, path: e.path, extensions: { code: 'BAD_USER_INPUT', field } });
          });
          if (changed) setResult({ ...result, errors });
        },
      };
    },
  };
}

/**
 * The CSRF header on GET (and other requests a browser sends without a preflight) guards the session cookie. A request
 * with an API key reads no cookie (http/context.ts), so a cross-site page gains nothing by it: it is exempt, as the
 * README promises partners (a GET with a key once answered 403 "Required CSRF header(s) not present").
 */
function useCookieCSRFPrevention(): Plugin {
  const csrf = useCSRFPrevention({ requestHeaders: ['x-graphql-yoga-csrf'] });
  return {
    onRequestParse(payload) {
      if (isBearer(payload.request)) return;
      return csrf.onRequestParse?.(payload);
    },
  };
}

/**
 * A variable coercion error of graphql-js (`Variable "$x" got invalid value <value>[ at "x.path"]; <reason>`, the
 * reason being the inner error): the place as `$x.path` and one message naming it, without echoing the value (it may
 * be long, or personal).
 */
export function variableErrorOf(error: GraphQLError): { field: string; message: string } | null {
  const inner = error.originalError as GraphQLError | undefined;
  if (!inner || inner.name !== 'GraphQLError' || !error.message.startsWith('Variable "$') || !error.message.endsWith(`; ${inner.message}`)) return null;
  const prefix = error.message.slice(0, error.message.length - inner.message.length - 2);
  const name = /^Variable "\$([_A-Za-z][_0-9A-Za-z]*)"/.exec(prefix)?.[1];
  if (!name) return null;
  const at = / at "([^"]+)"$/.exec(prefix)?.[1];
  const field = `$${at ?? name}`;
  return { field, message: `Ugyldig verdi ved ${field}: ${coercionReason(inner.message)}` };
}

/** graphql-js' coercion reasons a caller meets most, in Norwegian (the type kept for developers); others as they are. */
const COERCION_REASONS: [RegExp, (...g: string[]) => string][] = [
  [/^Field "(\w+)" of required type "([^"]+)" was not provided\.$/, (f, t) => `${f} må fyllast ut (${t}).`],
  [/^Expected non-nullable type "([^"]+)" not to be null\.$/, (t) => `Må fyllast ut (${t}).`],
  [/^Field "(\w+)" is not defined by type "(\w+)"\..*$/s, (f, t) => `Ukjend felt ${f} i ${t}.`],
  [/^Value .* does not exist in "(\w+)" enum\..*$/s, (t) => `Ukjend verdi for ${t}.`],
  [/^Enum "(\w+)" cannot represent non-(?:enum|string) value: .*$/s, (t) => `Ukjend verdi for ${t}.`],
  [/^Int cannot represent .*$/s, () => 'Må vere eit heiltal (Int).'],
  [/^Float cannot represent .*$/s, () => 'Må vere eit tal (Float).'],
  [/^String cannot represent .*$/s, () => 'Må vere tekst (String).'],
  [/^Boolean cannot represent .*$/s, () => 'Må vere true eller false (Boolean).'],
  [/^ID cannot represent .*$/s, () => 'Må vere ein id (ID).'],
  [/^Expected type "(\w+)" to be an object\.$/, (t) => `Må vere eit objekt (${t}).`],
  // A scalar of ours refused the value with its own message (DateTime, Money): that message alone, in one language.
  [/^Expected type "\w+"\. (.+)$/s, (own) => own],
];

const coercionReason = (reason: string): string => rewriteByPattern(COERCION_REASONS, reason) ?? reason;

/**
 * What Yoga, graphql-js and graphql-armor answer in English before any resolver runs (a malformed request, a limit, an
 * unknown field), in Norwegian for a caller who has not asked for English; the technical term kept in brackets for
 * developers. Others stay as they are.
 */
const TRANSPORT_MESSAGES: [RegExp, (...g: string[]) => string][] = [
  [/^POST body sent invalid JSON\.?$/, () => 'Innhaldet er ikkje gyldig JSON.'],
  [/^POST body is expected to be object but received .*$/s, () => 'Innhaldet må vere eitt JSON-objekt.'],
  [/^Batching is not supported\.?$/, () => 'Fleire operasjonar i éin førespurnad (batching) er ikkje støtta: send éin om gongen.'],
  [/^Must provide query string\.?$/, () => 'Førespurnaden manglar spørjinga (query).'],
  [/^Expected "query" param to be a string, but given .*$/s, () => 'Spørjinga (query) må vere tekst.'],
  [/^Could not determine what operation to execute\.?$/, () => 'Dokumentet har fleire operasjonar: sei kva for ein med operationName.'],
  [/^Unknown operation named "([^"]*)"\.?$/, (n) => `Fann ingen operasjon med namnet ${n} (operationName).`],
  [/^(?:Syntax Error: )?Query depth limit of (\d+) exceeded, found (\d+)\.?$/, (max, found) => `Spørjinga går for djupt (depth): høgst ${max} nivå, fann ${found}.`],
  [/^(?:Syntax Error: )?Aliases limit of (\d+) exceeded, found (\d+)\.?$/, (max, found) => `For mange alias i spørjinga: høgst ${max}, fann ${found}.`],
  [/^(?:Syntax Error: )?Query Cost limit of (\d+) exceeded, found (\d+)\.?$/, (max, found) => `Spørjinga kostar for mykje (cost): høgst ${max}, fann ${found}.`],
  [/^Cannot query field "(\w+)" on type "(\w+)"\..*$/s, (f, t) => `Feltet ${f} finst ikkje på typen ${t}.`],
  [/^Unknown argument "(\w+)" on field "([\w.]+)"\..*$/s, (a, f) => `Argumentet ${a} finst ikkje på feltet ${f}.`],
  [/^Variable "\$(\w+)" is never used(?: in operation "\w+")?\.$/, (v) => `Variabelen $${v} er ikkje brukt.`],
  [/^Variable "\$(\w+)" is not defined(?: by operation "\w+")?\.$/, (v) => `Variabelen $${v} er ikkje definert.`],
  [/^Field "(\w+)" of type "([^"]+)" must have a selection of subfields\..*$/s, (f, t) => `Feltet ${f} (${t}) treng ei liste med underfelt.`],
  [/^Schema is not configured to execute subscription operation\.?$/, () => 'Abonnement (subscription) er ikkje støtta.'],
  [/^Request body too large\.?$/, () => 'Innhaldet er for stort.'],
  [/^Syntax Error: ([\s\S]*)$/, (detail) => `Syntaksfeil i spørjinga (syntax error): ${detail}`],
];

const LIMIT_NAMES: Record<string, string> = { 'Query depth': 'depth', Aliases: 'aliases', 'Query Cost': 'cost' };

/**
 * The code of a refusal that comes without one, so a client tells every refusal apart by `extensions.code`:
 * graphql-armor's limits are validation rules (GRAPHQL_VALIDATION_FAILED, with the limit, its maximum and what was
 * found), graphql-js' syntax errors GRAPHQL_PARSE_FAILED. Read from the English message, before it is translated.
 */
export function missingCodeOf(message: string): Record<string, unknown> | null {
  const limit = /^(?:Syntax Error: )?(Query depth|Aliases|Query Cost) limit of (\d+) exceeded, found (\d+)\.?$/.exec(message);
  if (limit) return { code: 'GRAPHQL_VALIDATION_FAILED', limit: { name: LIMIT_NAMES[limit[1]!], max: Number(limit[2]), found: Number(limit[3]) } };
  if (/^Syntax Error: /.test(message)) return { code: 'GRAPHQL_PARSE_FAILED' };
  return null;
}

/**
 * The answer's top-level error messages in the language the request asks for (Accept-Language); a Norwegian answer
 * gets the transport's own refusals in Norwegian (TRANSPORT_MESSAGES), and those without a code get one (missingCodeOf). The typed errors'
 * `message` fields already pass through `inLanguage`, these did not (a partner asking for English read "Du må logge
 * inn." and "For mange førespurnader …"). A message without an English version stays as it is.
 */
function useErrorLanguage(): Plugin {
  const translate = (result: unknown, language: MessageLanguage): unknown => {
    if (Array.isArray(result)) return result.map((r) => translate(r, language));
    const errors = (result as { errors?: readonly GraphQLError[] } | null)?.errors;
    if (!errors?.length) return result;
    return {
      ...(result as object),
      errors: errors.map((e) => {
        const message = language === 'no' ? (rewriteByPattern(TRANSPORT_MESSAGES, e.message) ?? e.message) : inLanguage(e.message, language);
        const code = e.extensions?.code ? null : missingCodeOf(e.message);
        // The fields' own messages (extensions.fields, see the error mask) in the same language as the message.
        const fields = language === 'no' ? undefined : (e.extensions?.fields as { field: string; message: string }[] | undefined)?.map((f) => ({ ...f, message: inLanguage(f.message, language) }));
        if (message === e.message && !code && !fields) return e;
        const extensions = { ...e.extensions, ...code, ...(fields ? { fields } : {}) };
        // Of the class that made it: graphql-armor's errors come from another copy of graphql-js than ours, and Yoga
        // answers an error that is not its kind of GraphQLError as unexpected (a 500 when there is no data).
        const Made = e.constructor as typeof GraphQLError;
        return new Made(message, { nodes: e.nodes, source: e.source, positions: e.positions, path: e.path, originalError: e.originalError, extensions });
      }),
    };
  };
  return {
    onResultProcess({ request, result, setResult }) {
      const language = languageOfHeader(request.headers.get('accept-language'));
      if (typeof result === 'object' && result !== null && Symbol.asyncIterator in result) return;
      setResult(translate(result, language) as typeof result);
    },
  };
}

/** Creates the Yoga instance; the context is built per request from the cookie and headers. */
export function createGraphQL(services: AppServices): YogaServerInstance<{ requestContext: RequestContext }, RequestContext> {
  return createYoga<{ requestContext: RequestContext }, RequestContext>({
    schema,
    graphqlEndpoint: '/graphql',
    landingPage: false,
    // The largest operation is createBooking with a 10 MB licence as base64; anything bigger is answered 413.
    maxRequestBodySize: LICENCE_REQUEST_MAX_BYTES,
    // GraphiQL from our own files (works offline, under its own CSP), opening with the partner operations, titled
    // with the site's name (read per page, so a renamed site shows at once).
    graphiql: async (_request, { requestContext }) => graphiqlOptions((await getPublicSite(requestContext, { select: { name: true } }))?.name ?? null),
    renderGraphiQL: renderGraphiQLPage,
    logging: false,
    // The HTTP layer builds the context (it also needs it to send the cookies a mutation set).
    context: ({ requestContext }) => requestContext,
    // Cookies authenticate: no CORS answer for any other origin (crossSite.ts refuses foreign origins and non-JSON
    // POSTs before Yoga runs). A GET (queries only; Yoga refuses mutations over GET) must carry the CSRF header.
    cors: false,
    plugins: [
      useDocumentLimits(),
      ...useTrustedDocuments(),
      useErrorLanguage(),
      useMalformedIdPlace(),
      useCookieCSRFPrevention(),
      maxDepthPlugin({ n: GRAPHQL_LIMITS.maxDepth, ignoreIntrospection: true, flattenFragments: true, exposeLimits: true }),
      maxAliasesPlugin({ n: GRAPHQL_LIMITS.maxAliases, exposeLimits: true }),
      costLimitPlugin({ maxCost: GRAPHQL_LIMITS.maxCost, ignoreIntrospection: true, exposeLimits: true }),
      useConnectionLimit(),
      useSearchLimit(),
      usePartnerAccess(),
      // Partner keys only: the cost is taken from the key's bucket before execution (after the checks above).
      usePartnerCost({ capacity: services.config.partnerCostCapacity, refillPerSecond: services.config.partnerCostRefillPerSecond }),
    ],
    maskedErrors: {
      // Duck-typed: graphql ships CJS and ESM builds, so `instanceof GraphQLError` is not reliable across them.
      maskError(error, message, isDev) {
        const gqlError = error as GraphQLError;
        const original = gqlError.originalError ?? error;
        if (original instanceof AppError) {
          // A refusal outside a result union (a list's arguments, a partner's right) names its fields as typed errors do,
          // so a client reads them from `extensions.fields` instead of parsing the message.
          const fields = original instanceof ValidationError ? { fields: original.fields } : {};
          return new GraphQLError(original.message, { nodes: gqlError.nodes, path: gqlError.path, extensions: { code: original.code, ...fields } });
        }
        // Bad input Pothos itself detects (a malformed global id or cursor).
        if ((original as Error)?.name === 'PothosValidationError') {
          return new GraphQLError(badInputMessage((original as Error).message), { nodes: gqlError.nodes, path: gqlError.path, extensions: { code: 'BAD_USER_INPUT' } });
        }
        // A string no schema checked reached PostgreSQL with a NUL or a lone surrogate: bad input, not a crash.
        if (isUnstorableTextError(original)) {
          return new GraphQLError(UNSTORABLE_INPUT_MESSAGE, { nodes: gqlError.nodes, path: gqlError.path, extensions: { code: 'BAD_USER_INPUT' } });
        }
        // A statement ran past the statement timeout (db/client.ts): cancelled and rolled back, said as such.
        if (statementTimedOut(original)) {
          services.log.warn({ err: errorText(original), path: gqlError.path?.join('.') }, 'GraphQL: setninga tok for lang tid');
          return new GraphQLError(STATEMENT_TIMEOUT_MESSAGE, { nodes: gqlError.nodes, path: gqlError.path, extensions: { code: 'TIMEOUT' } });
        }
        // A row the request pointed at was deleted meanwhile (a write outside inTransaction): bad input, named.
        const gone = foreignKeyRefusal(original);
        if (gone) return new GraphQLError(gone.fields[0]!.message, { nodes: gqlError.nodes, path: gqlError.path, extensions: { code: 'BAD_USER_INPUT', field: gone.fields[0]!.field } });
        // A variable that does not fit its type: graphql-js says where in the outer message ('Variable "$input" got
        // invalid value … at "input.accessories[0]"; Field "rentalOptionId" … was not provided.') and what in the
        // inner one. Keep both, as bad input with the place named (once only the inner text was left).
        const variable = variableErrorOf(gqlError);
        if (variable) return new GraphQLError(variable.message, { nodes: gqlError.nodes, extensions: { code: 'BAD_USER_INPUT', field: variable.field, http: { status: 400 } } });
        // Errors the server raised on purpose (validation, limits, CSRF, scope-auth) carry a code or no cause.
        if (original && (original as Error).name === 'GraphQLError') {
          // Keep where it happened (errors thrown by type rules and scope checks carry no path of their own).
          const e = original as GraphQLError;
          return e.path || !gqlError.path ? e : new GraphQLError(e.message, { nodes: gqlError.nodes, path: gqlError.path, extensions: e.extensions });
        }
        if (gqlError.name === 'GraphQLError' && !gqlError.originalError) return gqlError;
        services.log.error({ err: original }, 'GraphQL-feil');
        return new GraphQLError(isDev ? String((original as Error)?.message ?? message) : 'Noko gjekk gale. Feilen er logga og vil bli retta.', {
          nodes: gqlError.nodes,
          path: gqlError.path,
          extensions: { code: 'INTERNAL_SERVER_ERROR' },
        });
      },
    },
  });
}
