/** The dashboard's count badges under Account. */
import { dashboardCounts, type DashboardCounts } from '../services/dashboard.ts';
import { AccountRef, scopeOf } from './account.ts';
import { builder } from './builder.ts';
import { dbId } from './ids.ts';

const DashboardRef = builder.objectRef<DashboardCounts>('Dashboard').implement({
  fields: (t) => ({
    activeBookings: t.exposeInt('activeBookings', { description: 'Pending, confirmed or delivered.' }),
    unplannedBookings: t.exposeInt('unplannedBookings', { description: 'Active bookings with a rental line without a vehicle.' }),
    unplannedFrom: t.exposeString('unplannedFrom', {
      nullable: true,
      description: 'The planner week (?fra=, yyyy-mm-dd Oslo) showing the earliest unplanned booking; null when the default week shows it or there is none.',
    }),
    taskCount: t.exposeInt('taskCount'),
    customers: t.exposeInt('customers'),
    products: t.exposeInt('products'),
    rentaloptions: t.exposeInt('rentaloptions'),
    locations: t.exposeInt('locations'),
    pkkDue: t.exposeInt('pkkDue', { description: 'Vehicles whose next PKK (roadworthiness test) is past or within 30 days.' }),
  }),
});

builder.objectField(AccountRef, 'dashboard', (t) =>
  t.field({
    type: DashboardRef,
    description:
      'Counts for the tiles. Without companyId a company or location account counts its own company (Account.companyDatabaseId), the company_id its tiles link with, so each count is the total of the list its tile opens.',
    args: { companyId: t.arg.globalID() },
    resolve: async (account, args, ctx) =>
      dashboardCounts(ctx, await scopeOf(ctx, account), dbId(args.companyId, 'Company', 'companyId') ?? account.companyId ?? undefined),
  }),
);
