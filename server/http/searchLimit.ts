/**
 * What one caller may ask of `rentalSearch`, the availability and price computation over a period (up to a year):
 *
 * - At most two in one document. Fifteen aliases of it, which the alias and cost limits let through as cheap objects,
 *   kept the database busy for ~1.5 s with one request, on as many pool connections. The shop, the admin's phone
 *   order and the partners' operations ask for one; comparing two periods side by side is what two allow.
 * - At most `MAX_CONCURRENT_SEARCHES` requests with a search running at once per client address (an IPv6 client's
 *   /64), in this process: forty parallel senders from one address slowed every other visitor's request from 10 ms to
 *   1.25 s. A person's browser runs one at a time; the rest is answered 429 at once (Retry-After: 1), never queued.
 *   Partners' keys have their own cost bucket and staff are known, so neither is counted.
 */
import { GraphQLError, visit, type DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { RequestContext } from '../services/context.ts';

export const MAX_SEARCHES_PER_DOCUMENT = 2;

export const tooManySearches = (found: number) => `rentalSearch kan stå høgst ${MAX_SEARCHES_PER_DOCUMENT} gonger i ei spørjing (fann ${found}).`;

export const MAX_CONCURRENT_SEARCHES = 4;
export const SEARCHES_BUSY = 'For mange søk på ein gong frå same nettverk. Prøv igjen om eit sekund.';

/** Requests with a search running, per client address. */
const running = new Map<string, number>();

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

/** Yoga plugin applying both limits before anything runs. */
export function useSearchLimit(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const found = searchesIn(args.document);
      if (found > MAX_SEARCHES_PER_DOCUMENT) {
        setResultAndStopExecution({ errors: [new GraphQLError(tooManySearches(found), { extensions: { code: 'VALIDATION', field: 'rentalSearch', http: { status: 400 } } })] });
        return;
      }
      const ctx = args.contextValue as unknown as RequestContext;
      if (found === 0 || ctx.partner || ctx.viewer?.isEmployee) return;
      const client = ctx.clientAddress;
      const now = running.get(client) ?? 0;
      if (now >= MAX_CONCURRENT_SEARCHES) {
        setResultAndStopExecution({
          errors: [new GraphQLError(SEARCHES_BUSY, { extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 1, retryAfter: 1, http: { status: 429, headers: { 'Retry-After': '1' } } } })],
        });
        return;
      }
      running.set(client, now + 1);
      return {
        onExecuteDone() {
          const left = (running.get(client) ?? 1) - 1;
          if (left > 0) running.set(client, left);
          else running.delete(client);
        },
      };
    },
  };
}
