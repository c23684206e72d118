/**
 * Cost limits for partner keys (issue 12). Before a partner's operation runs, its requested cost is computed from the
 * document (queryCost.ts) and taken from the key's bucket (costBucket.ts); after it ran, what it cost beyond or
 * below that is settled. Every answer to a key says where it stands in `extensions.cost`:
 * `{ requested, actual, remaining, resetAt }`. Over the limit: HTTP 429 with `Retry-After` and an error with code
 * `RATE_LIMITED` whose extensions give the same wait in whole seconds as `retryAfterSeconds` (the name of
 * `RateLimitedError`'s field) and as `retryAfter` (its first name, kept for the clients that read it), and nothing
 * runs. Requests without a key (the shop, the admin) are not counted here.
 */
import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { RequestContext } from '../services/context.ts';
import { KEY_REFUSED, KEY_REFUSED_CHALLENGE, partnerByHash } from '../services/apiKeys.ts';
import { COST_LIMIT, settlePoints, takePoints, type CostLimit } from '../services/costBucket.ts';
import { sentTrustedDocument, trustedOnlyError } from './trustedDocuments.ts';
import { actualCost, requestedCost } from './queryCost.ts';

export interface CostExtension {
  requested: number;
  actual: number;
  /** Whole points left in the key's bucket after this request. */
  remaining: number;
  /** When the bucket is full again (ISO 8601). */
  resetAt: string;
}

const cost = (requested: number, actual: number, remaining: number, resetAt: Date): CostExtension => ({
  requested, actual, remaining: Math.floor(remaining), resetAt: resetAt.toISOString(),
});

/** Yoga plugin: place it after the validation plugins (depth, aliases, page sizes), so refused documents cost nothing. */
export function usePartnerCost(limit: CostLimit = COST_LIMIT): Plugin {
  return {
    async onExecute({ args, setResultAndStopExecution }) {
      const ctx = args.contextValue as unknown as RequestContext;
      const partner = ctx.partner;
      if (!partner) return;
      const requested = requestedCost(args.schema, args.document, args.operationName, args.variableValues as Record<string, unknown>);
      if (requested > limit.capacity) {
        // Retrying never helps: refused as bad input, not as a rate limit, and nothing is taken; the answer still says
        // what the bucket holds (taking 0 reads it).
        const level = await takePoints(ctx.db, partner.keyId, 0, limit);
        setResultAndStopExecution({
          errors: [new GraphQLError(`Spørjinga kostar ${requested} poeng; ei spørjing kan koste høgst ${limit.capacity}. Be om færre element (first/last).`, {
            extensions: { code: 'QUERY_TOO_COSTLY', http: { status: 400 } },
          })],
          extensions: { cost: 'remaining' in level ? cost(requested, 0, level.remaining, level.resetAt) : cost(requested, 0, limit.capacity, new Date()) },
        });
        return;
      }
      let take = await takePoints(ctx.db, partner.keyId, requested, limit, partner.keyVersion);
      if ('keyChanged' in take) {
        // The key was read from the recent rows and has changed since: read it again, refuse it when it is no longer
        // usable, else act with what it may do now (and with its trusted-documents setting) and take once more.
        const now = await partnerByHash(ctx.db, partner.keyHash, { fresh: true });
        if (now && now.trustedDocumentsOnly && !sentTrustedDocument(ctx)) {
          setResultAndStopExecution({ errors: [trustedOnlyError()] });
          return;
        }
        if (now) {
          Object.assign(partner, now);
          take = await takePoints(ctx.db, partner.keyId, requested, limit, partner.keyVersion);
        }
        if (!now || 'keyChanged' in take) {
          setResultAndStopExecution({
            errors: [new GraphQLError(KEY_REFUSED.message, {
              extensions: { code: KEY_REFUSED.code, http: { status: 401, headers: { 'www-authenticate': KEY_REFUSED_CHALLENGE } } },
            })],
          });
          return;
        }
      }
      if (!take.granted) {
        const seconds = take.retryAfterSeconds;
        setResultAndStopExecution({
          errors: [new GraphQLError(`For mange førespurnader: kostnadsgrensa til API-nøkkelen er nådd. Prøv igjen om ${seconds} sekund.`, {
            extensions: { code: 'RATE_LIMITED', retryAfterSeconds: seconds, retryAfter: seconds, http: { status: 429, headers: { 'Retry-After': String(seconds) } } },
          })],
          extensions: { cost: cost(requested, 0, take.remaining, take.resetAt) },
        });
        return;
      }
      const granted = take;
      return {
        onExecuteDone({ result, setResult }) {
          // Streams (@defer) are not settled: they keep what was requested.
          if (Symbol.asyncIterator in result) return;
          // An answer with errors keeps at least everything requested: what ran is not told by what came back (an error
          // in one field can null the whole answer after every other field ran). It is charged more when more came back:
          // charged the estimate alone, a field that fails on purpose let a key take pages larger than it paid for.
          const returned = actualCost(args.schema, args.document, args.operationName, result.data);
          const actual = result.errors?.length ? Math.max(requested, returned) : returned;
          const refund = requested - actual;
          // Not awaited: the answer need not wait for the give-back (the bucket row is settled a moment later).
          if (refund !== 0) settlePoints(ctx.db, partner.keyId, refund, limit).catch((err) => ctx.log.error({ err }, 'cost limit: could not settle a bucket'));
          const remaining = Math.min(limit.capacity, granted.remaining + refund);
          const resetAt = new Date(Math.max(Date.now(), granted.resetAt.getTime() - (refund / limit.refillPerSecond) * 1000));
          setResult({ ...result, extensions: { ...result.extensions, cost: cost(requested, actual, remaining, resetAt) } });
        },
      };
    },
  };
}
