/** Accounts the viewer holds a role in, and `account(slug)`, the root of every staff list. */
import { mayChange, type Resource } from '../domain/roles.ts';
import type { RequestContext } from '../services/context.ts';
import { requireScope, type Account, type Scope } from '../services/scope.ts';
import { builder } from './builder.ts';
import { AccountKindEnum, RoleEnum } from './enums.ts';

/** What the viewer's role in an account may do with one kind of thing (the server enforces it regardless). */
const ResourcePermissionsRef = builder.objectRef<{ role: Account['role']; resource: Resource }>('ResourcePermissions').implement({
  fields: (t) => ({
    create: t.boolean({ resolve: (p) => mayChange(p.role, p.resource) }),
    change: t.boolean({ resolve: (p) => mayChange(p.role, p.resource) }),
    delete: t.boolean({ resolve: (p) => mayChange(p.role, p.resource) }),
  }),
});

/** Resources the client asks about, by GraphQL field name. */
const PERMISSION_RESOURCES = {
  locations: 'locations',
  products: 'products',
  rentalOptions: 'rentaloptions',
  bookings: 'bookings',
  customers: 'customers',
  /** Partner API keys (/admin/{slug}/partnere): roles that may change everything in their scope. */
  apiKeys: 'settings',
} as const satisfies Record<string, Resource>;

const AccountPermissionsRef = builder.objectRef<Account>('AccountPermissions').implement({
  description: 'Per resource: whether the viewer may create, change and delete it in this account (role table of the spec).',
  fields: (t) =>
    Object.fromEntries(
      Object.entries(PERMISSION_RESOURCES).map(([field, resource]) => [
        field,
        t.field({ type: ResourcePermissionsRef, resolve: (a) => ({ role: a.role, resource }) }),
      ]),
    ) as Record<keyof typeof PERMISSION_RESOURCES, ReturnType<typeof t.field>>,
});

export const AccountRef = builder.objectRef<Account>('Account').implement({
  description: 'An account of the tree (network, site, company or location) and the role the viewer holds in it.',
  fields: (t) => ({
    id: t.globalID({ description: 'Global id (Account + slug): the accountId of writes that create something.', resolve: (a) => ({ type: 'Account', id: a.slug }) }),
    permissions: t.field({ type: AccountPermissionsRef, resolve: (a) => a }),
    slug: t.exposeString('slug', { description: 'Used in admin paths: /admin/{slug}.' }),
    name: t.exposeString('name'),
    kind: t.field({ type: AccountKindEnum, resolve: (a) => a.kind }),
    role: t.field({ type: RoleEnum, resolve: (a) => a.role }),
    roleLabel: t.exposeString('roleLabel'),
    accessLevel: t.exposeInt('accessLevel', { description: '1 network, 2 site, 3 company, 4 location.' }),
    databaseId: t.exposeInt('id', { description: 'Id of the network, site, company or location.' }),
    companyDatabaseId: t.exposeInt('companyId', {
      nullable: true,
      description:
        'Database id of the company a company or location account belongs to: the company_id its admin links carry (spec 2). Null for network and site accounts (a site holds several companies).',
    }),
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
