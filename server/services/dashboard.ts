/** The dashboard's count badges for an account (spec 2, "Dashboard"). */
import { pkkDueBefore } from '../domain/vehicleRegister.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import type { RequestContext } from './context.ts';
import { scopeWhere, type Scope } from './scope.ts';
import { ACTIVE_BOOKING_STATUSES } from '../domain/booking.ts';
import { countUsers } from './user.ts';

export interface DashboardCounts {
  activeBookings: number;
  unplannedBookings: number;
  taskCount: number;
  customers: number;
  products: number;
  rentaloptions: number;
  locations: number;
  /** Vehicles whose next PKK (roadworthiness test) is past or within 30 days (domain/vehicleRegister.ts `pkkDue`). */
  pkkDue: number;
}

/**
 * Active bookings hold a vehicle now or later (pending, confirmed, delivered); unplanned ones are active bookings
 * with a rental line that has no vehicle assigned yet. Customers are the total of the customer list (services/user.ts). Tasks do not exist yet (the section is under development).
 */
export async function dashboardCounts(ctx: RequestContext, scope: Scope, companyId?: number, now = new Date()): Promise<DashboardCounts> {
  const company = companyId ? { companyId } : {};
  const active: Prisma.BookingWhereInput = { AND: [scopeWhere.booking(scope), company, { status: { in: [...ACTIVE_BOOKING_STATUSES] } }] };
  const [activeBookings, unplannedBookings, customers, products, rentaloptions, locations, pkkDue] = await Promise.all([
    ctx.db.booking.count({ where: active }),
    ctx.db.booking.count({ where: { AND: [active, { lines: { some: { lineType: 'rental', productId: null } } }] } }),
    // The customer list's own count (its default view: everyone in scope but the erased; no company filter, as the
    // spec says).
    countUsers(ctx, scope, {}),
    ctx.db.product.count({ where: { AND: [scopeWhere.product(scope), company] } }),
    ctx.db.rentalOption.count({ where: { AND: [scopeWhere.rentalOption(scope), company] } }),
    ctx.db.location.count({ where: { AND: [scopeWhere.location(scope), company] } }),
    ctx.db.product.count({ where: { AND: [scopeWhere.product(scope), company, { nextPkkAt: { lt: pkkDueBefore(now) } }] } }),
  ]);
  return { activeBookings, unplannedBookings, taskCount: 0, customers, products, rentaloptions, locations, pkkDue };
}
