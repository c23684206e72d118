/**
 * What a partner's key may call (issue 12): a closed list of root fields, checked before anything runs. Queries:
 * `rentalSearch`, `partner`, `node`/`nodes` (their own bookings by id; the type rules decide), and the public facts a
 * booking needs (`site`, `publicLocations`, `countries`); mutations: `createBooking` and `cancelBooking` (its own bookings). Anything else (staff
 * lists, log-in, registration, admin writes) is refused with FORBIDDEN, so nothing staff-only is reachable and a key
 * can never become a session. Introspection stays open (developers explore the API in GraphiQL).
 */
import { GraphQLError, Kind, type DocumentNode, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { RequestContext } from '../services/context.ts';

export const PARTNER_QUERY_FIELDS = new Set(['rentalSearch', 'partner', 'node', 'nodes', 'site', 'publicLocations', 'countries', '__typename', '__schema', '__type']);
export const PARTNER_MUTATION_FIELDS = new Set(['createBooking', 'cancelBooking', '__typename']);

/** Root field names of the operation to run, through fragments. */
function rootFields(document: DocumentNode, operationName: string | null | undefined): { kind: string; names: string[] } | null {
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  const op = operationName ? operations.find((o) => o.name?.value === operationName) : operations.length === 1 ? operations[0] : undefined;
  if (!op) return null;
  const fragments = new Map(
    document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((f) => [f.name.value, f]),
  );
  const names: string[] = [];
  const seen = new Set<string>();
  const walk = (set: SelectionSetNode) => {
    for (const s of set.selections) {
      if (s.kind === Kind.FIELD) names.push(s.name.value);
      else if (s.kind === Kind.INLINE_FRAGMENT) walk(s.selectionSet);
      else if (!seen.has(s.name.value)) {
        seen.add(s.name.value);
        const f = fragments.get(s.name.value);
        if (f) walk(f.selectionSet);
      }
    }
  };
  walk(op.selectionSet);
  return { kind: op.operation, names };
}

/** Refuses a partner's operation that names a root field outside the lists above. */
export function usePartnerAccess(): Plugin<RequestContext> {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const ctx = args.contextValue as RequestContext;
      if (!ctx.partner) return;
      const root = rootFields(args.document, args.operationName);
      const allowed = root?.kind === 'query' ? PARTNER_QUERY_FIELDS : root?.kind === 'mutation' ? PARTNER_MUTATION_FIELDS : new Set<string>();
      const refused = root ? root.names.filter((n) => !allowed.has(n)) : ['(ukjend operasjon)'];
      if (refused.length === 0) return;
      setResultAndStopExecution({
        errors: [
          new GraphQLError(`Ikkje tilgjengeleg med API-nøkkel: ${[...new Set(refused)].join(', ')}.`, {
            // A status of its own: without one Yoga answered this data-less result 500, and a partner's client
            // retried a refusal (and its monitoring raised an alarm) as if the server had failed.
            extensions: { code: 'FORBIDDEN', fields: [...new Set(refused)], http: { status: 403 } },
          }),
        ],
      });
    },
  };
}
