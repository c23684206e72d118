/** Accounts the viewer holds a role in, and `account(slug)`, the root of every staff list. */
import type { RequestContext } from '../services/context.ts';
import { requireScope, type Account, type Scope } from '../services/scope.ts';
import { builder } from './builder.ts';
import { AccountKindEnum, RoleEnum } from './enums.ts';

export const AccountRef = builder.objectRef<Account>('Account').implement({
  description: 'An account of the tree (network, site, company or location) and the role the viewer holds in it.',
  fields: (t) => ({
    slug: t.exposeString('slug', { description: 'Used in admin paths: /admin/{slug}.' }),
    name: t.exposeString('name'),
    kind: t.field({ type: AccountKindEnum, resolve: (a) => a.kind }),
    role: t.field({ type: RoleEnum, resolve: (a) => a.role }),
    roleLabel: t.exposeString('roleLabel'),
    accessLevel: t.exposeInt('accessLevel', { description: '1 network, 2 site, 3 company, 4 location.' }),
    databaseId: t.exposeInt('id', { description: 'Id of the network, site, company or location.' }),
  }),
});

/**
 * The scope a list under `Account` acts in: the viewer's own membership in that account, looked up again at resolve
 * time. An `Account` object reached through the graph (another user's accounts) lends no scope of its own: a viewer
 * who does not hold that account gets "not found".
 */
export const scopeOf = (ctx: RequestContext, account: Account): Promise<Scope> => requireScope(ctx, account.slug);

builder.queryField('account', (t) =>
  t.field({
    type: AccountRef,
    description: 'One of the viewer\'s accounts by slug; staff lists hang below it. Not found outside the viewer\'s accounts.',
    authScopes: { employee: true },
    args: { slug: t.arg.string({ required: true }) },
    resolve: async (_root, { slug }, ctx) => (await requireScope(ctx, slug)).accounts[0],
  }),
);
