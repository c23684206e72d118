/** The planning calendar (stub: answers empty lists; the real work follows). */
import type { RequestContext } from './context.ts';
import type { Scope } from './scope.ts';
import type { AutoAssignmentData, AutoAssignUnplacedData, PlanningBlockData, PlanningWeekData } from './planningTypes.ts';

export async function planningWeek(_ctx: RequestContext, _scope: Scope, from: string | null): Promise<PlanningWeekData> {
  return { from: from ?? '', until: '', days: [], viewerMayChange: false, groups: [] };
}

export async function assignVehicle(_ctx: RequestContext, _input: { bookingId: number; productId: number | null; updatedAt: Date | null }): Promise<{ booking: { id: number }; block: PlanningBlockData; warnings: string[] }> {
  throw new Error('not yet');
}

export async function proposeAutoAssignment(_ctx: RequestContext, _input: { accountSlug: string; from: string | null }): Promise<{ proposal: AutoAssignmentData[]; unplaced: AutoAssignUnplacedData[] }> {
  return { proposal: [], unplaced: [] };
}

export async function applyAutoAssignment(_ctx: RequestContext, _input: { accountSlug: string; from: string | null; assignments: { bookingId: number; productId: number }[] }): Promise<{ assigned: number; week: PlanningWeekData }> {
  throw new Error('not yet');
}
