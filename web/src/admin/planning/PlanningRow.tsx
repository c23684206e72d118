import { useDroppable } from '@dnd-kit/core';
import type { CSSProperties, ReactNode } from 'react';

/**
 * One row of the week: its label (a vehicle with its status colour, or a rental product's unassigned lane) and the
 * track the blocks sit on; a drop target for dragged blocks (`id` is `vehicle:<productId>` or `lane:<rentalOptionId>`).
 */
export function PlanningRow({
  id,
  label,
  rows = 1,
  status,
  lane = false,
  spoken,
  children,
}: {
  id: string;
  label: ReactNode;
  /** The row as the keyboard drag names it to a screen reader ("Ikkje tildelt, Småbil", "Toyota Yaris EL12345"). */
  spoken: string;
  rows?: number;
  status?: string;
  lane?: boolean;
  children: ReactNode;
}) {
  const { setNodeRef, isOver } = useDroppable({ id, data: { spoken } });
  const style = { '--plan-rows': rows } as CSSProperties;
  return (
    <div
      className={['plan-row', lane ? 'plan-lane' : 'plan-vehicle', isOver && 'plan-row-over', status && `plan-status-${status}`].filter(Boolean).join(' ')}
      data-row={id}
    >
      <div className="plan-label">
        {label}
      </div>
      <div ref={setNodeRef} className="plan-track" style={style}>
        {children}
      </div>
    </div>
  );
}
