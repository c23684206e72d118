/**
 * Trusted documents (persisted operations): the partner operations the product documents and registers, one
 * `.graphql` file each in `server/graphql/partnerOperations/`, known by the SHA-256 (hex) of the file's text. A
 * client sends either that hash (`extensions.persistedQuery.sha256Hash`, Apollo's format) or the text itself. A key
 * set to `trustedDocumentsOnly` may run these operations only; everyone else (cookie sessions, other keys) may also
 * send any query (a trusted-documents key may still introspect the schema, as anyone may). `manifest.json` beside the files lists the hashes for partners (kept equal to the files by a test;
 * `npx tsx server/http/trustedDocuments.ts --write` rewrites it). GraphiQL's first tab (PUBLIC_SITE) is registered too.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseWithinLimits } from './documentLimits.ts';
import { Kind, parse, print, type DocumentNode, type OperationDefinitionNode, type SelectionSetNode } from 'graphql';
import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import type { RequestContext } from '../services/context.ts';
import { DEFAULT_TIME } from '../domain/rentalPeriod.ts';
import { addLocalDays, formatOslo, fromOsloLocal, osloOffsetMinutes, osloParts, weekdayOf } from '../domain/time.ts';

export const PARTNER_OPERATIONS_DIR = path.resolve(import.meta.dirname, '../graphql/partnerOperations');
export const MANIFEST_FILE = path.join(PARTNER_OPERATIONS_DIR, 'manifest.json');

export interface TrustedDocument {
  /** The operation's name (`PartnerRentalSearch`). */
  name: string;
  type: 'query' | 'mutation' | 'subscription';
  /** The file's text, exactly as a client sends it. */
  text: string;
  /** SHA-256 of `text`, hex. */
  hash: string;
  document: DocumentNode;
  /** Variables GraphiQL opens the operation with, as of now (read again, a later date moves the example period). */
  readonly exampleVariables: string;
}

const sha256 = (text: string) => crypto.createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * Example variables per operation for GraphiQL's tabs. The place ids to fill in come from the key's own places,
 * `partner { locations }` (`publicLocations` lists every place of the shop, and the key is refused the others), the
 * rental option's from the search.
 */
const PLACE_ID = '<id frå partner { locations { id } }>';

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as Oslo's wall clock with its offset ("2027-06-01T10:00:00+02:00"), as a partner would write it. */
function osloIso(instant: Date): string {
  const offset = osloOffsetMinutes(instant);
  const abs = Math.abs(offset);
  return `${formatOslo(instant).replace(' ', 'T')}:00${offset < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/**
 * The examples' period at `now`: 10:00 on the first Tuesday at least four weeks ahead (a weekday, when the places are
 * staffed, so a licence shown at pick-up is accepted) to 10:00 the Friday after. Computed when the page is rendered, so
 * it stays ahead of now and well inside the booking horizon (MAX_ADVANCE_YEARS) whatever the date; a fixed date would
 * stop working once it had passed.
 */
function examplePeriod(now: Date): { pickupAt: string; dropoffAt: string } {
  let day = { ...addLocalDays(osloParts(now), 28), ...DEFAULT_TIME };
  while (weekdayOf(day) !== 'tuesday') day = addLocalDays(day, 1);
  return { pickupAt: osloIso(fromOsloLocal(day)), dropoffAt: osloIso(fromOsloLocal(addLocalDays(day, 3))) };
}

/** The example variables of an operation at `now` (none for an operation without). */
export function examplesOf(name: string, now: Date): Record<string, unknown> {
  const period = examplePeriod(now);
  const examples: Record<string, Record<string, unknown>> = {
    PartnerRentalSearch: { input: { pickupLocationId: PLACE_ID, ...period } },
    PartnerCreateBooking: {
      input: {
        pickupLocationId: PLACE_ID, ...period,
        rentalOptionId: '<rentalOption.id frå søket>', firstname: 'Kari', lastname: 'Nordmann', email: 'kari@example.no',
        phone: '+47 912 34 567', driversLicence: 'bring_on_pickup', termsAccepted: true,
      },
    },
    PartnerBookings: { first: 20 },
    PartnerCancelBooking: { input: { id: '<booking.id frå PartnerCreateBooking eller PartnerBookings>' } },
  };
  return examples[name] ?? {};
}

/** A registered document of `text` (`source` names it in an error). */
function trusted(text: string, source: string): TrustedDocument {
  const document = parse(text);
  const op = document.definitions.find((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition');
  if (!op?.name) throw new Error(`${source}: one named operation expected`);
  const name = op.name.value;
  return {
    name, type: op.operation, text, hash: sha256(text), document,
    get exampleVariables() {
      return JSON.stringify(examplesOf(name, new Date()), null, 2);
    },
  };
}

function load(): TrustedDocument[] {
  return fs.readdirSync(PARTNER_OPERATIONS_DIR).filter((f) => f.endsWith('.graphql')).sort().map((file) => trusted(fs.readFileSync(path.join(PARTNER_OPERATIONS_DIR, file), 'utf8'), file));
}

/** The registered partner operations, in file-name order. */
export const PARTNER_OPERATIONS: readonly TrustedDocument[] = load();

/**
 * GraphiQL's first tab, below its note: what anyone may read (the site's contact details and its public places).
 * Registered beside the partner operations (and listed in the manifest), so a key set to trusted documents only runs
 * every tab GraphiQL opens with; until 2026-11-29 this tab alone answered it 400 PERSISTED_QUERY_ONLY.
 */
export const PUBLIC_SITE: TrustedDocument = trusted(`query PublicSite {
  site { name email phone }
  publicLocations { id name city }
}
`, 'PUBLIC_SITE');

/** Every registered document: the partner operations and GraphiQL's first tab. */
export const TRUSTED_DOCUMENTS: readonly TrustedDocument[] = [...PARTNER_OPERATIONS, PUBLIC_SITE];

/** By the hash of the file's text, and by the hash of its printed form (the same operation differently spaced). */
const BY_HASH = new Map<string, TrustedDocument>();
for (const op of TRUSTED_DOCUMENTS) {
  BY_HASH.set(op.hash, op);
  BY_HASH.set(sha256(print(op.document)), op);
}

/** The registered operation with this SHA-256 (hex), if any. */
export function trustedDocument(hash: string): TrustedDocument | undefined {
  return BY_HASH.get(hash.toLowerCase());
}

/**
 * Whether this query text is a registered operation (as written, or differently spaced or commented), or asks for
 * nothing but the schema (introspection is open to everyone anyway, and GraphiQL needs it).
 */
export function isTrustedText(query: string): boolean {
  if (BY_HASH.has(sha256(query))) return true;
  try {
    const document = parseWithinLimits(query);
    return BY_HASH.has(sha256(print(document))) || isIntrospectionOnly(document);
  } catch {
    return false;
  }
}

/** Only queries, with no root field but `__schema`, `__type` and `__typename` (fragments may say more below them). */
function isIntrospectionOnly(document: DocumentNode): boolean {
  const fragments = new Map(document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])));
  const rootOnly = (set: SelectionSetNode, seen: Set<string>): boolean => set.selections.every((sel) => {
    if (sel.kind === Kind.FIELD) return sel.name.value.startsWith('__');
    if (sel.kind === Kind.INLINE_FRAGMENT) return rootOnly(sel.selectionSet, seen);
    const frag = fragments.get(sel.name.value);
    return !!frag && !seen.has(frag.name.value) && rootOnly(frag.selectionSet, new Set([...seen, frag.name.value]));
  });
  const ops = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  return ops.length > 0 && ops.every((op) => op.operation === 'query' && rootOnly(op.selectionSet, new Set()));
}

/** The manifest partners read the hashes from (Apollo's persisted-query manifest format). */
/** Where the product serves the manifest (the README and the trusted-only refusal point partners there). */
export const PARTNER_MANIFEST_PATH = '/graphql/partner-operations.json';

export function manifest() {
  return {
    format: 'apollo-persisted-query-manifest',
    version: 1,
    operations: TRUSTED_DOCUMENTS.map((op) => ({ id: op.hash, name: op.name, type: op.type, body: op.text })),
  };
}

const ONLY_TRUSTED = `Denne API-nøkkelen kan berre køyre registrerte operasjonar (trusted documents): send sha256-hashen til ein av dei i extensions.persistedQuery. Lista med hashar: ${PARTNER_MANIFEST_PATH}.`;

/**
 * Yoga plugins: registered operations by hash for everyone, and per key the trusted-documents rule. Must come before
 * any plugin that reads the query text.
 */
/**
 * The query text a partner's request sent (absent: it sent a registered operation's hash), by the request's partner
 * context (one object per request, shared by every copy Yoga makes of the context).
 */
const sentQueries = new WeakMap<object, string>();

/** Whether a partner's request ran a registered operation (by hash, or as its text). */
export function sentTrustedDocument(ctx: RequestContext): boolean {
  const query = ctx.partner ? sentQueries.get(ctx.partner) : undefined;
  return query === undefined || isTrustedText(query);
}

/** The refusal of a query text from a key that accepts registered operations only. */
export function trustedOnlyError() {
  return createGraphQLError(ONLY_TRUSTED, { extensions: { code: 'PERSISTED_QUERY_ONLY', http: { status: 400 } } });
}

export function useTrustedDocuments(): Plugin[] {
  const onlyTrusted: Plugin = {
    onParams({ params, context }) {
      const ctx = (context as { requestContext?: RequestContext }).requestContext;
      if (!ctx?.partner || !params.query) return;
      // Kept for the cost plugin, which may find the key's setting changed since it was read (partnerCost.ts).
      sentQueries.set(ctx.partner, params.query);
      if (ctx.partner.trustedDocumentsOnly && !isTrustedText(params.query)) throw trustedOnlyError();
    },
  };
  const persisted = usePersistedOperations({
    allowArbitraryOperations: true,
    getPersistedOperation: (hash) => trustedDocument(hash)?.document ?? null,
    customErrors: {
      notFound: { message: 'Ukjend operasjon: hashen er ikkje registrert.', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND', http: { status: 400 } } },
      keyNotFound: { message: 'Spørjinga manglar: send query eller extensions.persistedQuery.sha256Hash.', extensions: { code: 'BAD_REQUEST', http: { status: 400 } } },
    },
  });
  return [onlyTrusted, persisted];
}

if (process.argv.includes('--write') && process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  fs.writeFileSync(MANIFEST_FILE, `${JSON.stringify(manifest(), null, 2)}\n`);
  console.log(`${MANIFEST_FILE}: ${TRUSTED_DOCUMENTS.length} operations`);
}
