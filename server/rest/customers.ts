/**
 * Legacy customer paths: GET /users (spec 2 section 7: `include_private_data=true`, `is_employee`), and the writes the
 * spec does not show, in the legacy shape of the others: POST /user/update, DELETE /user/erase, GET /user/{id}/export
 * (a JSON file) and GET /user/history. The same services as GraphQL (services/user.ts, services/customerWrite.ts).
 */
import type { Hono } from 'hono';
import { userCustomerKind } from '../domain/customer.ts';
import type { RequestContext } from '../services/context.ts';
import { eraseCustomer } from '../services/customerErase.ts';
import { exportCustomer, updateCustomer } from '../services/customerWrite.ts';
import { ValidationError } from '../services/errors.ts';
import { listHistory } from '../services/history.ts';
import { booleanish } from '../services/lists.ts';
import { isVisible, requireScope } from '../services/scope.ts';
import { countUsers, listUsers } from '../services/user.ts';
import { fail, jsonBody, ok, paging, requiredRestId, withLegacyFields } from './envelope.ts';
import { HISTORY_INCLUDE, legacyHistory } from './legacy.ts';

type Env = { Variables: { ctx: RequestContext } };

/** Service field → legacy field of the user object. */
const USER_LEGACY_NAMES: Record<string, string> = {
  id: 'user_id',
  updatedAt: 'user_updated_at',
  firstname: 'user_firstname',
  lastname: 'user_lastname',
  email: 'user_email',
  phoneCountryCode: 'user_phone_country_code',
  phone: 'user_phone',
};

type UserRow = {
  id: number;
  isEmployee: boolean;
  createdAt: Date;
  updatedAt: Date;
  erasedAt: Date | null;
  firstname: string;
  lastname: string;
  email: string;
  phoneCountryCode: string | null;
  phone: string | null;
  customerCompanyId: number | null;
  customerCompany?: { id: number; name: string } | null;
};

/** The legacy user: id, employee flag, kind and dates always; names and contact details only when asked for. */
function legacyUser(u: UserRow, privateData: boolean) {
  return {
    user_id: u.id,
    user_isemployee: u.isEmployee,
    user_created_at: u.createdAt.toISOString(),
    user_updated_at: u.updatedAt.toISOString(),
    customer_kind: userCustomerKind(u),
    company_id: u.customerCompanyId,
    company_name: u.customerCompany?.name ?? null,
    user_erased_at: u.erasedAt?.toISOString() ?? null,
    ...(privateData
      ? { user_firstname: u.firstname, user_lastname: u.lastname, user_email: u.email, user_phone_country_code: u.phoneCountryCode, user_phone: u.phone }
      : {}),
  };
}

/** Registers the customer paths on the /api/v1 router. */
export function customerRoutes(api: Hono<Env>) {
  api.get('/users', async (c) => {
    const ctx = c.get('ctx');
    const q = c.req.query();
    const scope = await requireScope(ctx);
    const page = paging(q);
    if (page instanceof ValidationError) throw page;
    // Asked for in writing (spec 2 section 7: `include_private_data=true`); anything but true or false is refused by
    // name rather than read as false, so a caller who wrote `yes` is not handed a list without the data it wanted.
    const privateData = booleanish.optional().safeParse(q.include_private_data || undefined);
    if (!privateData.success) throw new ValidationError([{ field: 'include_private_data', message: 'include_private_data må vere true eller false (eller 1 eller 0).' }]);
    const filter = { isEmployee: q.is_employee, kind: q.customer_kind, search: q.search, sort: q.sort || undefined, direction: q.direction || undefined };
    const [rows, total] = await withLegacyFields({ isEmployee: 'is_employee', kind: 'customer_kind' }, () =>
      Promise.all([
        listUsers<UserRow>(ctx, scope, filter, { include: { customerCompany: true }, take: page.take, skip: page.skip }),
        countUsers(ctx, scope, filter),
      ]),
    );
    return ok(c, rows.map((u) => legacyUser(u, privateData.data === true)), { limit: page.limit, page: page.page, total_count: total });
  });

  api.post('/user/update', async (c) => {
    const ctx = c.get('ctx');
    const body = await jsonBody(c);
    if (!body) return fail(c, 400, 'BadRequest', 'Forventa eit JSON-objekt.');
    const id = requiredRestId(body.user_id, 'user_id');
    const stamp = typeof body.user_updated_at === 'string' ? new Date(body.user_updated_at) : null;
    if (!stamp || Number.isNaN(stamp.getTime())) {
      const message = 'user_updated_at må fyllast ut: sist endra, slik kunden vart lasta.';
      return fail(c, 422, 'ValidationError', message, { fields: [{ field: 'user_updated_at', message }] });
    }
    const fields: Record<string, unknown> = {};
    for (const [field, legacy] of Object.entries(USER_LEGACY_NAMES)) if (field !== 'id' && field !== 'updatedAt' && legacy in body) fields[field] = body[legacy];
    const updated = await withLegacyFields(USER_LEGACY_NAMES, () => updateCustomer(ctx, { ...fields, id, updatedAt: stamp }));
    const full = await ctx.db.user.findUniqueOrThrow({ where: { id: updated.id }, include: { customerCompany: true } });
    return ok(c, legacyUser(full, true), undefined, { message: 'Endret', description: 'Endringen er lagret.' });
  });

  api.delete('/user/erase', async (c) => {
    const ctx = c.get('ctx');
    const body = c.req.header('content-type')?.includes('json') ? await jsonBody(c) : null;
    const id = requiredRestId(c.req.query('user_id') ?? body?.user_id, 'user_id');
    await eraseCustomer(ctx, { id });
    return ok(c, { user_id: id }, undefined, { message: 'Slettet', description: 'Kunden er anonymisert.' });
  });

  api.get('/user/:id{[0-9]+}/export', async (c) => {
    const ctx = c.get('ctx');
    const { fileName, document } = await exportCustomer(ctx, { id: requiredRestId(c.req.param('id'), 'user_id') });
    return new Response(JSON.stringify(document, null, 2), {
      status: 200,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'content-disposition': `attachment; filename="${fileName}"`,
        'cache-control': 'no-store',
      },
    });
  });

  api.get('/user/history', async (c) => {
    const ctx = c.get('ctx');
    const id = requiredRestId(c.req.query('user_id'), 'user_id');
    const scope = await requireScope(ctx);
    if (!(await isVisible(ctx.db, scope, 'user', id))) return fail(c, 404, 'NotFound', 'Fann ikkje kunden.');
    const rows = await listHistory(ctx, 'customer', id, { include: HISTORY_INCLUDE });
    return ok(c, rows.map(legacyHistory));
  });
}
