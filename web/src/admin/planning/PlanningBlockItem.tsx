import { classChangeLabel, PLANNING_MESSAGES } from '@domain/planning.ts';
import { capitalise } from '@domain/text.ts';
import { useDraggable } from '@dnd-kit/core';
import type { CSSProperties, FocusEvent, KeyboardEvent } from 'react';
import { statusLabel } from '../kit/StatusBadge.tsx';
import type { PlanningBlock } from './PlanningPage.tsx';
import { blockKey, formatPeriod } from './planningLayout.ts';

/** What a drag carries: the block and the vehicle it is on now (null in the unassigned lane). */
export interface DragData {
  block: PlanningBlock;
  productId: string | null;
}

/**
 * A block reached by Tab is scrolled out from under the sticky vehicle column: the browser counts a block there as in
 * view (it is inside the board's box) and leaves it hidden, on a phone often wholly. Not for a pointer's focus (a
 * drag may be starting).
 */
function clearOfVehicleColumn(e: FocusEvent<HTMLElement>) {
  const block = e.currentTarget;
  if (!block.matches(':focus-visible')) return;
  const board = block.closest<HTMLElement>('.plan-scroll');
  const label = block.closest('.plan-row')?.querySelector<HTMLElement>('.plan-label');
  if (!board || !label) return;
  const hidden = label.getBoundingClientRect().right + 8 - block.getBoundingClientRect().left;
  if (hidden > 0) board.scrollLeft -= hidden;
}

/**
 * One booking on the week: dragged with the mouse, a long press, or the keyboard (Space picks it up, arrows move it,
 * Space drops it); a click or Enter selects it for the "choose a vehicle" panel instead.
 */
export function PlanningBlockItem({
  block,
  productId,
  place,
  selected,
  unplacedReason,
  onSelect,
}: {
  block: PlanningBlock;
  productId: string | null;
  place: { left: number; width: number; row: number };
  selected: boolean;
  unplacedReason?: string;
  onSelect: () => void;
}) {
  const data: DragData = { block, productId };
  // Another account's booking on one of the viewer's vehicles: shown (the vehicle is taken) but not theirs to move,
  // select or open, so it is no button and cannot be dragged (the server would refuse it as not found).
  const locked = !block.viewerMayChange;
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: blockKey(block), data, disabled: locked, attributes: { roleDescription: 'flyttbar booking' } });
  const notesId = `plan-notes-${blockKey(block).replace(/[^\w-]/g, '-')}`;
  const style: CSSProperties = {
    left: `${place.left}%`,
    width: `${place.width}%`,
    top: `calc(${place.row} * var(--plan-block-step) + 0.25rem)`,
    transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
  };
  const period = formatPeriod(block.pickupAt, block.dropoffAt);
  const notes = [
    statusLabel('booking', block.status),
    block.classChange ? classChangeLabel(block.classChange) : null,
    ...block.warnings,
    unplacedReason ? `ikkje plassert: ${unplacedReason}` : null,
  ].filter(Boolean);
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key === 'Enter' && !isDragging) {
      e.preventDefault();
      onSelect();
      return;
    }
    listeners?.onKeyDown?.(e);
  };

  return (
    <div
      ref={setNodeRef}
      {...(locked ? {} : { ...attributes, ...listeners, onKeyDown, onClick: onSelect, 'aria-pressed': selected })}
      // The visible "Ikkje levert" is in the name too, in the order it is seen (WCAG 2.5.3, label in name).
      aria-label={`Booking ${block.bookingNumber}, ${block.customerName}${block.overdue ? `, ${PLANNING_MESSAGES.overdueTag}` : ''}, ${period}`}
      onFocus={clearOfVehicleColumn}
      // The block's own notes first, then how to move it (dnd-kit's instructions): aria-describedby wins over an
      // aria-description, which left the notes unread.
      aria-describedby={[notesId, locked ? null : attributes['aria-describedby']].filter(Boolean).join(' ')}
      className={[
        'plan-block',
        locked && 'plan-block-locked',
        `plan-block-${block.status}`,
        selected && 'plan-block-selected',
        isDragging && 'plan-block-dragging',
        block.classChange && 'plan-block-upgrade',
        block.warnings.length > 0 && 'plan-block-warning',
        block.overdue && 'plan-block-overdue',
        unplacedReason && 'plan-block-unplaced',
      ]
        .filter(Boolean)
        .join(' ')}
      style={style}
      data-booking-id={block.bookingId}
      data-block-key={blockKey(block)}
      data-booking-number={block.bookingNumber}
      title={[`${block.bookingNumber} ${block.customerName}`, period, ...notes].join('\n')}
    >
      <strong>{block.bookingNumber}</strong> <span>{block.customerName}</span>
      {/* Not back though due: said in words on the block (the warning naming the planned return is in its notes). The
          space keeps it a word of its own in the block's text (the flex gap alone does not), as its name reads it. */}
      {block.overdue && (
        <>
          {' '}
          <span className="plan-tag plan-tag-overdue">{PLANNING_MESSAGES.overdueTag}</span>
        </>
      )}
      {block.classChange && <span className="plan-tag">{capitalise(classChangeLabel(block.classChange))}</span>}
      {block.warnings.length > 0 && (
        <span className="plan-tag plan-tag-warning" aria-hidden="true">
          !
        </span>
      )}
      {unplacedReason && <span className="plan-tag plan-tag-warning">{unplacedReason}</span>}
      <span id={notesId} className="visually-hidden">
        {notes.join(', ')}
      </span>
    </div>
  );
}
