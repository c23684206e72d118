/**
 * At most two `rentalSearch` fields in one document. Each is an availability and price computation over its period
 * (up to a year): fifteen aliases of it, which the alias and cost limits let through as cheap objects, kept the
 * database busy for ~1.5 s with one request, on as many pool connections. The shop, the admin's phone order and the
 * partners' operations ask for one; comparing two periods side by side is what two allow.
 */
import { GraphQLError, visit, type DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';

export const MAX_SEARCHES_PER_DOCUMENT = 2;

export const tooManySearches = (found: number) => `rentalSearch kan stå høgst ${MAX_SEARCHES_PER_DOCUMENT} gonger i ei spørjing (fann ${found}).`;

/** How many `rentalSearch` fields the document writes (aliases each count; a fragment counts where it is written). */
export function searchesIn(document: DocumentNode): number {
  let n = 0;
  visit(document, {
    Field(node) {
      if (node.name.value === 'rentalSearch') n += 1;
    },
  });
  return n;
}

/** Yoga plugin refusing a document with more searches than allowed, before anything runs. */
export function useSearchLimit(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const found = searchesIn(args.document);
      if (found > MAX_SEARCHES_PER_DOCUMENT) {
        setResultAndStopExecution({ errors: [new GraphQLError(tooManySearches(found), { extensions: { code: 'VALIDATION', field: 'rentalSearch', http: { status: 400 } } })] });
      }
    },
  };
}
