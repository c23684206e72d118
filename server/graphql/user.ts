/** User node, `viewer`, and the staff's customer list under Account. */
import { loadAccounts, narrowestAccountHolding } from '../services/scope.ts';
import { administeredAccounts } from '../services/visibility.ts';
import { countUsers, listUsers } from '../services/user.ts';
import { AccountRef, scopeOf } from './account.ts';
import { builder } from './builder.ts';
import { visibleBy } from './visibility.ts';
import { SortDirectionEnum } from './enums.ts';
import { dbId, filterFrom } from './ids.ts';
import { HistoriedRef } from './history.ts';
import { countAlongside, totalOf } from './totals.ts';

const UserSortEnum = builder.enumType('UserSort', { values: ['id', 'firstname', 'lastname', 'email', 'createdAt'] as const });

builder.prismaNode('User', {
  // The customer page's history tab (graphql/customer.ts answers the field).
  interfaces: [HistoriedRef],
  authScopes: visibleBy('User'),
  id: { field: 'id' },
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    isEmployee: t.exposeBoolean('isEmployee'),
    firstname: t.exposeString('firstname'),
    lastname: t.exposeString('lastname'),
    email: t.exposeString('email'),
    phoneCountryCode: t.exposeString('phoneCountryCode', { nullable: true }),
    phone: t.exposeString('phone', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    customerCompany: t.relation('customerCompany', { nullable: true }),
    accounts: t.field({
      type: [AccountRef],
      description: 'The accounts this user holds a role in: all of them for the viewer themself; for another user only those the viewer administers.',
      resolve: async (u, _args, ctx) =>
        u.id === ctx.viewer?.id ? ctx.accounts() : ctx.viewer?.isEmployee ? administeredAccounts(ctx, u.id, await loadAccounts(ctx.db, u.id)) : [],
    }),
    bookingAccount: t.field({
      type: AccountRef,
      nullable: true,
      description:
        "The viewer's own account in which the booking shows, the narrowest first (a location's, then its company's, its site's, the network's): where a link to one booking opens it (the staff notice mail's). Null for another user than the viewer, for a customer, and for a booking in none of the viewer's accounts.",
      args: { bookingId: t.arg.globalID({ required: true }) },
      resolve: async (u, { bookingId }, ctx) => {
        if (u.id !== ctx.viewer?.id || !ctx.viewer.isEmployee) return null;
        const id = dbId(bookingId, 'Booking', 'bookingId')!;
        const booking = await ctx.db.booking.findUnique({ where: { id }, select: { siteId: true, companyId: true, pickupLocationId: true, dropoffLocationId: true } });
        return booking ? narrowestAccountHolding(await ctx.accounts(), booking) : null;
      },
    }),
  }),
});

builder.prismaNode('CustomerCompany', {
  authScopes: visibleBy('CustomerCompany'),
  description: 'A business customer.',
  id: { field: 'id' },
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    name: t.exposeString('name'),
    orgnr: t.exposeString('orgnr'),
  }),
});

builder.queryField('viewer', (t) =>
  t.prismaField({
    type: 'User',
    nullable: true,
    description: 'The logged-in user, or null.',
    resolve: (query, _root, _args, ctx) => (ctx.viewer ? ctx.db.user.findUnique({ ...query, where: { id: ctx.viewer.id } }) : null),
  }),
);

builder.queryField('myBookings', (t) =>
  t.prismaConnection({
    type: 'Booking',
    cursor: 'id',
    description: 'The bookings the logged-in person placed while logged in, newest first ("Min side"); none for a visitor.',
    resolve: (query, _root, _args, ctx) =>
      // A visitor's list is asked for too (no row has id -1 as its customer): one way through, and Pothos sees its query used.
      ctx.db.booking.findMany({ ...query, where: { customerUserId: ctx.viewer?.id ?? -1 }, orderBy: { id: 'desc' } }),
  }),
);

builder.queryField('sessionExpired', (t) =>
  t.boolean({
    description: 'True when the request carried a session that has expired (the screens then say so before log-in).',
    resolve: (_root, _args, ctx) => ctx.viewer === null && ctx.sessionExpired,
  }),
);

builder.objectField(AccountRef, 'users', (t) =>
  t.prismaConnection({
    type: 'User',
    cursor: 'id',
    description: 'Customers and staff in this account\'s scope; isEmployee: true is "Vis kun ansatte".',
    args: {
      isEmployee: t.arg.boolean(),
      kind: t.arg.string({ description: 'private or business (a person with a business customer).' }),
      search: t.arg.string({ description: 'Words of the name, e-mail or phone (each word anywhere in them, ignoring case).' }),
      sort: t.arg({ type: UserSortEnum }),
      direction: t.arg({ type: SortDirectionEnum }),
    },
    resolve: async (query, account, args, ctx, info) => {
      const scope = await scopeOf(ctx, account);
      countAlongside(ctx, info, () => countUsers(ctx, scope, filterFrom(args)));
      return listUsers(ctx, scope, filterFrom(args), query);
    },
    totalCount: (account, args, ctx, info) => totalOf(ctx, info, async () => countUsers(ctx, await scopeOf(ctx, account), filterFrom(args))),
  }),
);
