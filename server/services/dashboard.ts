/** The dashboard's count badges for an account (spec 2, "Dashboard"). */
import { planningWeekParam, planningWeekRange } from '../domain/planning.ts';
import { pkkDueBefore } from '../domain/vehicleRegister.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import type { RequestContext } from './context.ts';
import { scopeWhere, type Scope } from './scope.ts';
import { ACTIVE_BOOKING_STATUSES, isOverdue } from '../domain/booking.ts';
import { countUsers } from './user.ts';

export interface DashboardCounts {
  activeBookings: number;
  unplannedBookings: number;
  taskCount: number;
  customers: number;
  products: number;
  rentaloptions: number;
  locations: number;
  /**
   * Where the planner tile leads: the `?fra=` (yyyy-mm-dd, Oslo) of a week that shows the earliest unplanned booking,
   * or null when the planner's default week shows it (or there is none). The count covers every week; the planner
   * shows one, so the tile opens the one where the work starts.
   */
  unplannedFrom: string | null;
  /** Vehicles whose next PKK (roadworthiness test) is past or within 30 days (domain/vehicleRegister.ts `pkkDue`). */
  pkkDue: number;
}

/**
 * Active bookings hold a vehicle now or later (pending, confirmed, delivered); unplanned ones are active bookings
 * with a rental line that has no vehicle assigned yet: the bookings the planner's "Ikkje tildelt" lanes show, week by
 * week, whatever their class (services/planning.ts loadWeek, the same rule in SQL). Customers are the total of the customer list (services/user.ts). Tasks do not exist yet (the section is under development).
 */
export async function dashboardCounts(ctx: RequestContext, scope: Scope, companyId?: number, now = new Date()): Promise<DashboardCounts> {
  const company = companyId ? { companyId } : {};
  const active: Prisma.BookingWhereInput = { AND: [scopeWhere.booking(scope), company, { status: { in: [...ACTIVE_BOOKING_STATUSES] } }] };
  // Without the company filter: the planner the tile opens shows every booking of the account without a car (a
  // one-way booking from another company's place returned here included), and the count is of those.
  const unplanned: Prisma.BookingWhereInput = { AND: [scopeWhere.booking(scope), { status: { in: [...ACTIVE_BOOKING_STATUSES] } }, { lines: { some: { lineType: 'rental', productId: null } } }] };
  const [activeBookings, unplannedBookings, firstUnplanned, customers, products, rentaloptions, locations, pkkDue] = await Promise.all([
    ctx.db.booking.count({ where: active }),
    ctx.db.booking.count({ where: unplanned }),
    ctx.db.booking.findFirst({ where: unplanned, orderBy: [{ pickupAt: 'asc' }, { id: 'asc' }], select: { pickupAt: true, dropoffAt: true, status: true } }),
    // The customer list's own count (its default view: everyone in scope but the erased; no company filter, as the
    // spec says).
    countUsers(ctx, scope, {}),
    ctx.db.product.count({ where: { AND: [scopeWhere.product(scope), company] } }),
    ctx.db.rentalOption.count({ where: { AND: [scopeWhere.rentalOption(scope), company] } }),
    ctx.db.location.count({ where: { AND: [scopeWhere.location(scope), company] } }),
    ctx.db.product.count({ where: { AND: [scopeWhere.product(scope), company, { nextPkkAt: { lt: pkkDueBefore(now) } }] } }),
  ]);
  return { activeBookings, unplannedBookings, unplannedFrom: firstUnplanned && weekShowing(firstUnplanned, now), taskCount: 0, customers, products, rentaloptions, locations, pkkDue };
}

/**
 * The planner's `?fra=` for a week showing the booking: null when the default week does (a rental out past its return
 * time shows in every week from its pick-up on, the default one included), else its pick-up day.
 */
function weekShowing(booking: { pickupAt: Date; dropoffAt: Date; status: string }, now: Date): string | null {
  const week = planningWeekRange(null, now)!;
  if (booking.pickupAt < week.end && (isOverdue(booking, now) || booking.dropoffAt > week.start)) return null;
  return planningWeekParam(booking.pickupAt);
}
