/**
 * The customer section: a person's kind, permissions and history; guests and business customers under Account;
 * updateCustomer, exportCustomer and eraseCustomer (services/customerWrite.ts, the same services as REST).
 */
import { userCustomerKind } from '../domain/customer.ts';
import { customerKind } from '../domain/booking.ts';
import type { RequestContext } from '../services/context.ts';
import { businessCustomerList, customerCompanyPeople, getCustomerCompany, guestList } from '../services/customer.ts';
import { eraseCustomer } from '../services/customerErase.ts';
import { assertMayActOnCustomer, exportCustomer, mayChangeLoginEmail, updateCustomer } from '../services/customerWrite.ts';
import { AppError, ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../services/errors.ts';
import { listHistory } from '../services/history.ts';
import { isVisible, optionalScope } from '../services/scope.ts';
import { AccountRef, scopeOf } from './account.ts';
import { builder } from './builder.ts';
import { SortDirectionEnum } from './enums.ts';
import { HistoryConnectionRef } from './history.ts';
import { dbId, filterFrom } from './ids.ts';
import { countAlongside, totalOf } from './totals.ts';
import { BOOKING_SORT_FIELDS, CUSTOMER_COMPANY_SORT_FIELDS } from '../domain/lists.ts';

/**
 * The answers of one request, by person and action: `viewerMayX` and `viewerXRefusal` ask the same question (the erase
 * one reads the person's bookings), and a page selects both. Kept for the request only.
 */
const refusals = new WeakMap<RequestContext, Map<string, Promise<string | null>>>();

/** Why the viewer may not do `action` to the person (the service's own check and words), null when they may. */
function viewerRefusal(ctx: RequestContext, id: number, action: 'change' | 'erase' | 'export'): Promise<string | null> {
  let asked = refusals.get(ctx);
  if (!asked) refusals.set(ctx, (asked = new Map()));
  const key = `${id}:${action}`;
  let answer = asked.get(key);
  if (!answer) asked.set(key, (answer = refusalOf(ctx, id, action)));
  return answer;
}

async function refusalOf(ctx: RequestContext, id: number, action: 'change' | 'erase' | 'export'): Promise<string | null> {
  const scope = await optionalScope(ctx);
  if (!scope) return new ForbiddenError().message;
  try {
    await assertMayActOnCustomer(ctx, scope, id, action);
    return null;
  } catch (err) {
    if (err instanceof AppError) return err.message;
    throw err;
  }
}

/** Whether the viewer may do `action` to the person (a refusal is false). */
const viewerMay = async (ctx: RequestContext, id: number, action: 'change' | 'erase' | 'export') => (await viewerRefusal(ctx, id, action)) === null;

builder.prismaObjectFields('User', (t) => ({
  kind: t.string({
    description: 'private or business (a person with a business customer): domain/booking.ts customerKind.',
    select: { id: true, customerCompanyId: true },
    resolve: (u) => userCustomerKind(u),
  }),
  updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  erasedAt: t.expose('erasedAt', { type: 'DateTime', nullable: true, description: 'When the person was erased (anonymised) on request.' }),
  viewerMayChange: t.boolean({ description: 'Whether the viewer may change the contact details (updateCustomer).', resolve: (u, _a, ctx) => viewerMay(ctx, u.id, 'change') }),
  viewerChangeRefusal: t.string({
    nullable: true,
    description: 'Why the viewer may not change the contact details (the refusal updateCustomer would give, e.g. staff only from the network account); null when they may.',
    resolve: (u, _a, ctx) => viewerRefusal(ctx, u.id, 'change'),
  }),
  viewerMayChangeEmail: t.boolean({
    description: 'Whether the viewer may change the log-in e-mail: may change the person, from a national or network account that holds them.',
    resolve: async (u, _a, ctx) => (await viewerMay(ctx, u.id, 'change')) && mayChangeLoginEmail(ctx.db, (await optionalScope(ctx))!, u.id),
  }),
  viewerMayErase: t.boolean({ description: 'Whether the viewer may erase the person (site level and up).', resolve: (u, _a, ctx) => viewerMay(ctx, u.id, 'erase') }),
  viewerEraseRefusal: t.string({
    nullable: true,
    description: 'Why the viewer may not erase the person (the refusal eraseCustomer would give, e.g. bookings outside their account); null when they may.',
    resolve: (u, _a, ctx) => viewerRefusal(ctx, u.id, 'erase'),
  }),
  viewerMayExport: t.boolean({ description: 'Whether the viewer may export what is stored about the person.', resolve: (u, _a, ctx) => viewerMay(ctx, u.id, 'export') }),
  history: (t.prismaConnection as (...args: unknown[]) => never)(
    {
      type: 'HistoryEntry',
      cursor: 'id',
      nullable: true,
      description: 'Changes, exports and the erasure of this customer, newest first. Staff whose scope holds the person only.',
      authScopes: async (u: { id: number }, _args: object, ctx: RequestContext) => {
        const scope = await optionalScope(ctx);
        return scope !== null && isVisible(ctx.db, scope, 'user', u.id);
      },
      resolve: (query: object, u: { id: number }, _args: object, ctx: RequestContext) => listHistory(ctx, 'customer', u.id, query),
    },
    HistoryConnectionRef,
  ),
}));

builder.prismaObjectFields('Booking', (t) => ({
  guestKind: t.string({
    description: 'The customer kind of this booking (same as customerKind); used by the guest rows of the customer list.',
    select: { customerCompanyId: true, customerUserId: true, orderType: true },
    resolve: (b) => customerKind(b),
  }),
}));

builder.prismaObjectFields('CustomerCompany', (t) => ({
  email: t.exposeString('email', { nullable: true }),
  phone: t.exposeString('phone', { nullable: true }),
  kind: t.string({ resolve: () => 'business' }),
  people: t.prismaField({
    type: ['User'],
    nullable: true,
    description: 'The registered people of this business the viewer\'s scope holds. Staff only (null for others).',
    resolve: async (query, c, _a, ctx) => {
      const scope = await optionalScope(ctx);
      return scope ? customerCompanyPeople(ctx, scope, c.id, query) : null;
    },
  }),
}));

const GuestSortEnum = builder.enumType('GuestCustomerSort', { values: BOOKING_SORT_FIELDS });

builder.objectField(AccountRef, 'guestCustomers', (t) =>
  t.prismaConnection({
    type: 'Booking',
    cursor: 'id',
    description: 'Guest customers: one row per booking made without an account or business (private-guest, business-guest).',
    args: {
      kind: t.arg.string({ description: 'private-guest or business-guest.' }),
      search: t.arg.string({ description: 'Words of the guest\'s name, e-mail, phone or business name (each word anywhere in them, ignoring case).' }),
      sort: t.arg({ type: GuestSortEnum }),
      direction: t.arg({ type: SortDirectionEnum }),
    },
    resolve: async (query, account, args, ctx, info) => {
      const scope = await scopeOf(ctx, account);
      countAlongside(ctx, info, () => guestList.count(ctx, scope, filterFrom(args)));
      return guestList.list(ctx, scope, filterFrom(args), query);
    },
    totalCount: (account, args, ctx, info) => totalOf(ctx, info, async () => guestList.count(ctx, await scopeOf(ctx, account), filterFrom(args))),
  }),
);

const BusinessCustomerSortEnum = builder.enumType('BusinessCustomerSort', { values: CUSTOMER_COMPANY_SORT_FIELDS });

builder.objectField(AccountRef, 'businessCustomers', (t) =>
  t.prismaConnection({
    type: 'CustomerCompany',
    cursor: 'id',
    description: 'Business customers: companies that booked within this account or whose people did (the "Bedrift" kind of the customer list).',
    args: {
      search: t.arg.string({ description: 'Words of the name, organisation number, e-mail or phone (each word anywhere in them, ignoring case).' }),
      sort: t.arg({ type: BusinessCustomerSortEnum }),
      direction: t.arg({ type: SortDirectionEnum }),
    },
    resolve: async (query, account, args, ctx, info) => {
      const scope = await scopeOf(ctx, account);
      countAlongside(ctx, info, () => businessCustomerList.count(ctx, scope, filterFrom(args)));
      return businessCustomerList.list(ctx, scope, filterFrom(args), query);
    },
    totalCount: (account, args, ctx, info) => totalOf(ctx, info, async () => businessCustomerList.count(ctx, await scopeOf(ctx, account), filterFrom(args))),
  }),
);

builder.objectField(AccountRef, 'customerCompany', (t) =>
  t.prismaField({
    type: 'CustomerCompany',
    nullable: true,
    description: 'A business customer in this account\'s scope by database id (the page /admin/{slug}/bedrift{id}); null when not found.',
    args: { databaseId: t.arg.int({ required: true }) },
    resolve: async (query, account, { databaseId }, ctx) => {
      try {
        return await getCustomerCompany(ctx, await scopeOf(ctx, account), databaseId, query);
      } catch (err) {
        if (err instanceof NotFoundError) return null;
        throw err;
      }
    },
  }),
);

// ---------- writes ----------

const UpdateCustomerInput = builder.inputType('UpdateCustomerInput', {
  description: 'Only the fields given change.',
  fields: (t) => ({
    id: t.globalID({ required: true, description: 'A User.' }),
    updatedAt: t.field({ type: 'DateTime', required: true, description: 'User.updatedAt as loaded; a newer one answers ConflictError.' }),
    firstname: t.string(),
    lastname: t.string(),
    email: t.string(),
    phoneCountryCode: t.string(),
    phone: t.string(),
  }),
});

const CustomerIdInput = builder.inputType('CustomerIdInput', { fields: (t) => ({ id: t.globalID({ required: true, description: 'A User.' }) }) });

type UserRow = { id: number };

const UpdateCustomerSuccess = builder.objectRef<{ user: UserRow }>('UpdateCustomerSuccess').implement({
  fields: (t) => ({ user: t.prismaField({ type: 'User', resolve: (query, p, _a, ctx) => ctx.db.user.findUniqueOrThrow({ ...query, where: { id: p.user.id } }) }) }),
});
const EraseCustomerSuccess = builder.objectRef<{ user: UserRow }>('EraseCustomerSuccess').implement({
  fields: (t) => ({ user: t.prismaField({ type: 'User', resolve: (query, p, _a, ctx) => ctx.db.user.findUniqueOrThrow({ ...query, where: { id: p.user.id } }) }) }),
});
const ExportCustomerSuccess = builder.objectRef<{ fileName: string; document: unknown }>('ExportCustomerSuccess').implement({
  fields: (t) => ({
    fileName: t.exposeString('fileName'),
    document: t.field({ type: 'JSON', description: 'Everything stored about the person (services/customerWrite.ts exportCustomer).', resolve: (p) => JSON.parse(JSON.stringify(p.document)) }),
  }),
});

const CUSTOMER_WRITE_ERRORS = [ValidationError, ForbiddenError, NotFoundError, ConflictError];
const userId = (id: { typename: string; id: string }) => dbId(id, 'User', 'id')!;

builder.mutationFields((t) => ({
  updateCustomer: t.field({
    type: UpdateCustomerSuccess,
    authScopes: { employee: true },
    errors: { types: CUSTOMER_WRITE_ERRORS, union: { name: 'UpdateCustomerResult' } },
    args: { input: t.arg({ type: UpdateCustomerInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const { id, updatedAt, ...fields } = input;
      const rest = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
      return { user: await updateCustomer(ctx, { ...rest, id: userId(id), updatedAt }) };
    },
  }),
  eraseCustomer: t.field({
    type: EraseCustomerSuccess,
    authScopes: { employee: true },
    errors: { types: CUSTOMER_WRITE_ERRORS, union: { name: 'EraseCustomerResult' } },
    args: { input: t.arg({ type: CustomerIdInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({ user: await eraseCustomer(ctx, { id: userId(input.id) }) }),
  }),
  exportCustomer: t.field({
    type: ExportCustomerSuccess,
    authScopes: { employee: true },
    errors: { types: CUSTOMER_WRITE_ERRORS, union: { name: 'ExportCustomerResult' } },
    args: { input: t.arg({ type: CustomerIdInput, required: true }) },
    resolve: (_root, { input }, ctx) => exportCustomer(ctx, { id: userId(input.id) }),
  }),
}));
