/**
 * A vehicle's own status follows its rentals out and back (spec 2 §4 shows it in the planner and the lists: rented
 * red, rentable green): a vehicle on a booking that becomes "Hentet av kunde" (delivered) is rented, and one that
 * leaves a delivered booking (returned, completed, cancelled, taken off its line) is rentable again. Only those two
 * statuses move: a vehicle staff put in maintenance or took out of rent keeps what they chose. Each move is in the
 * vehicle's history ("Utlevert på booking 0005", "Levert tilbake frå booking 0005"), as the demo data writes it.
 */
import { bookingNumber } from '../domain/booking.ts';
import { recordHistory } from './history.ts';
import type { Tx } from './write.ts';

const OUT_FROM = ['rentable', 'reserved'] as const;

/**
 * Called in the transaction that changed a booking: `before` and `after` are the vehicles the booking held while
 * delivered before and after the change (empty when it was, or is, in any other status).
 */
export async function followVehiclesOut(tx: Tx, authorId: number | null, bookingId: number, before: readonly number[], after: readonly number[], returned: boolean): Promise<void> {
  const out = after.filter((id) => !before.includes(id));
  const back = before.filter((id) => !after.includes(id));
  if (!out.length && !back.length) return;
  const number = bookingNumber(bookingId);
  const moved = [
    ...(await tx.product.findMany({ where: { id: { in: out }, status: { in: [...OUT_FROM] } }, select: { id: true, status: true } })).map((p) => ({ ...p, to: 'rented' as const, comment: `Utlevert på booking ${number}` })),
    ...(await tx.product.findMany({ where: { id: { in: back }, status: 'rented' }, select: { id: true, status: true } })).map((p) => ({
      ...p,
      to: 'rentable' as const,
      comment: returned ? `Levert tilbake frå booking ${number}` : `Ikkje lenger utlevert på booking ${number}`,
    })),
  ].sort((a, b) => a.id - b.id);
  for (const p of moved) {
    await tx.product.update({ where: { id: p.id }, data: { status: p.to, updatedAt: new Date() } });
    await recordHistory(tx, { entityType: 'product', entityId: p.id, authorId, status: p.to, comment: p.comment, changes: { status: [p.status, p.to] } });
  }
}
