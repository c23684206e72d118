/**
 * The `/…/history` paths of the staff objects, one route builder for all: the history of an object in the staff
 * member's scope; a deleted object's history for the network's staff (its rows outlive it); 404 for anyone else,
 * and 422 naming the id parameter when it is missing.
 */
import type { Hono } from 'hono';
import type { HistoryEntity } from '../generated/prisma/enums.ts';
import type { RequestContext } from '../services/context.ts';
import { listDeletedHistory, listHistory } from '../services/history.ts';
import { isVisible, requireScope, type ScopedEntity } from '../services/scope.ts';
import { fail, ok, restId } from './envelope.ts';
import { HISTORY_INCLUDE, legacyHistory } from './legacy.ts';

type Env = { Variables: { ctx: RequestContext } };

export function historyRoute(
  api: Hono<Env>,
  opts: {
    /** `/location/history` */
    path: string;
    /** The id's query parameter: `location_id`. */
    param: string;
    scoped: ScopedEntity;
    entity: HistoryEntity;
    /** The 422's message when the id is missing ("Ingen lokasjon"). */
    missing: string;
    /** The 404's message ("Fann ikkje lokasjonen."). */
    notFound: string;
  },
) {
  api.get(opts.path, async (c) => {
    const ctx = c.get('ctx');
    const id = restId(c.req.query(opts.param), opts.param);
    if (id === null) return fail(c, 422, 'ValidationError', opts.missing, { fields: [{ field: opts.param, message: `${opts.param} må fyllast ut.` }] });
    const scope = await requireScope(ctx);
    const include = HISTORY_INCLUDE;
    if (await isVisible(ctx.db, scope, opts.scoped, id)) return ok(c, (await listHistory(ctx, opts.entity, id, { include })).map(legacyHistory));
    const rows = await listDeletedHistory(ctx, scope, opts.entity, id, { include });
    if (!rows) return fail(c, 404, 'NotFound', opts.notFound);
    return ok(c, rows.map(legacyHistory));
  });
}
