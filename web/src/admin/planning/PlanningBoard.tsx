import { classChangeLabel, PLANNING_MESSAGES } from '@domain/planning.ts';
import {
  DndContext,
  KeyboardSensor,
  MouseSensor,
  pointerWithin,
  rectIntersection,
  TouchSensor,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
} from '@dnd-kit/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { StatusBadge } from '../kit/StatusBadge.tsx';
import { AssignPanel } from './AssignPanel.tsx';
import { PlanningBlockItem, type DragData } from './PlanningBlockItem.tsx';
import type { PlanningBlock, PlanningWeek } from './PlanningPage.tsx';
import { blockKey, drawnPeriod, formatDay, placeOnWeek, stackRows, weekBounds } from './planningLayout.ts';
import { PlanningRow } from './PlanningRow.tsx';
import { useAssignVehicle } from './useAssignVehicle.ts';

/** The answer to a move, about the booking moved (the focus goes back to it when the notice is closed). */
type Notice = { kind: 'error' | 'done'; text: string; warnings: readonly string[]; block: string };

// The pointer's row when there is a pointer; the keyboard drag has none, so the rows the block overlaps most.
const collision: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  return hits.length ? hits : rectIntersection(args);
};

/** The row a dragged block is over, as PlanningRow names it. */
type Over = { data: { current?: unknown } } | null;
const rowName = (over: Over) => (over?.data.current as { spoken?: string } | undefined)?.spoken;

/**
 * Screen-reader texts of the keyboard drag, in Norwegian (dnd-kit speaks English otherwise): how to use it (read with
 * each block, after its own notes), and where the block is as the arrows move it and where it was dropped.
 */
const accessibility = {
  screenReaderInstructions: {
    draggable: 'Enter opnar «Tildel bil». Mellomrom plukkar opp bookingen: flytt han til ein annan bil med piltastane, slepp med mellomrom, avbryt med Escape.',
  },
  announcements: {
    onDragStart: ({ active }: { active: { data: { current?: unknown } } }) =>
      `Booking ${(active.data.current as DragData | undefined)?.block.bookingNumber ?? ''} er plukka opp. Flytt med piltastane, slepp med mellomrom, avbryt med Escape.`,
    onDragOver: ({ over }: { over: Over }) => (rowName(over) ? `Over ${rowName(over)}.` : 'Utanfor planen.'),
    onDragMove: () => undefined,
    onDragEnd: ({ over }: { over: Over }) => (rowName(over) ? `Sleppt på ${rowName(over)}.` : 'Sleppt utanfor planen: ingenting er endra.'),
    onDragCancel: () => 'Flyttinga er avbroten.',
  },
};

/**
 * The week's rows by rental product (the unassigned lane, then each vehicle) with the bookings placed by time.
 * A block dropped on another row is assigned there (`assignVehicle`); while the server answers it already sits on the
 * new row, and a refusal puts it back and says why (naming the booking that holds the vehicle).
 */
export function PlanningBoard({
  week,
  unplaced,
  onChanged,
}: {
  week: PlanningWeek;
  unplaced: ReadonlyMap<string, string>;
  onChanged: () => Promise<unknown>;
}) {
  const [assign, busy] = useAssignVehicle();
  const [pending, setPending] = useState<ReadonlyMap<string, string | null>>(new Map());
  const [selected, setSelected] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  // The block to give the keyboard focus back to once it is drawn where it now belongs (after the panel closes or a
  // move lands): a block moved to another row is a new element, and a closed panel took the focus with it.
  const [refocus, setRefocus] = useState<string | null>(null);
  const dragEnded = useRef(0);
  const bounds = weekBounds(week.from, week.until);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 300, tolerance: 8 } }),
    useSensor(KeyboardSensor, { keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] } }),
  );

  // Every block with the vehicle it is on (null: its class's lane), moves in flight applied.
  const placement = useMemo(() => {
    const all: { block: PlanningBlock; productId: string | null }[] = [];
    for (const g of week.groups) {
      for (const v of g.vehicles) for (const block of v.blocks) all.push({ block, productId: v.productId });
      for (const block of g.unassigned) all.push({ block, productId: null });
    }
    const rows = new Map<string, { block: PlanningBlock; productId: string | null }[]>();
    for (const item of all) {
      const key = blockKey(item.block);
      const productId = pending.has(key) ? pending.get(key)! : item.productId;
      const row = productId ? `vehicle:${productId}` : `lane:${item.block.rentalOptionId}`;
      rows.set(row, [...(rows.get(row) ?? []), { block: item.block, productId }]);
    }
    return rows;
  }, [week, pending]);
  const current = selected ? [...placement.values()].flat().find((i) => blockKey(i.block) === selected) : undefined;

  useEffect(() => {
    if (refocus === null) return;
    const el = document.querySelector<HTMLElement>(`.plan-block[data-block-key="${CSS.escape(refocus)}"]`);
    if (!el) return;
    el.focus({ preventScroll: false });
    setRefocus(null);
  }, [refocus, placement]);

  /** Closes the panel and puts the focus back on the block it was opened from. */
  const closePanel = () => {
    if (selected) setRefocus(selected);
    setSelected(null);
  };

  const move = async (block: PlanningBlock, from: string | null, to: string | null) => {
    if (from === to) return;
    const key = blockKey(block);
    setPending((p) => new Map(p).set(key, to));
    setNotice(null);
    const settle = () =>
      setPending((p) => {
        const next = new Map(p);
        next.delete(key);
        return next;
      });
    const outcome = await assign(block, to);
    if (outcome.ok) {
      await onChanged();
      const vehicle = week.groups.flatMap((g) => g.vehicles).find((v) => v.productId === to);
      const text = to
        ? `Booking ${block.bookingNumber} har fått ${vehicle?.name ?? 'bilen'}${outcome.classChange ? ` (${classChangeLabel(outcome.classChange)})` : ''}.`
        : `Booking ${block.bookingNumber} har ikkje lenger bil.`;
      setNotice({ kind: 'done', text, warnings: outcome.warnings, block: key });
      // A move made from the panel (or the keyboard drag) goes on from the block in its new row.
      if (selected === key || document.activeElement === document.body) setRefocus(key);
      setSelected(null);
      settle();
    } else {
      // Back at once (the panel then offers the vehicle chosen again, its button enabled and keeping the focus).
      settle();
      setNotice({ kind: 'error', text: outcome.message, warnings: [], block: key });
      // A refusal often means the week on screen is out of date (someone else moved or changed the booking, or gave
      // the vehicle away): the block then goes where the server now has it, not where it was when the page loaded.
      await onChanged();
      // A dragged block is drawn anew where it belongs; from the panel, the focus stays there to choose again.
      if (selected !== key) setRefocus(key);
    }
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    dragEnded.current = Date.now();
    const data = active.data.current as DragData | undefined;
    if (!data || !over) return;
    const target = String(over.id);
    const to = target.startsWith('vehicle:') ? target.slice('vehicle:'.length) : null;
    void move(data.block, data.productId, to);
  };

  const blocksOf = (key: string, stacked: boolean) => {
    // Each block as drawn: an overdue rental runs on to the week's end, so a booking after it on the same car (given
    // it before the rental was overdue) goes on a sub-row of its own, both seen.
    const items = (placement.get(key) ?? []).map((i) => ({ ...i, drawn: drawnPeriod(i.block, bounds) }));
    const { rowOf, rows } = stacked ? stackRows(items.map((i) => i.drawn)) : { rowOf: new Map<{ pickupAt: string; dropoffAt: string }, number>(), rows: 1 };
    const nodes = items.map(({ block, productId, drawn }) => (
      <PlanningBlockItem
        key={blockKey(block)}
        block={block}
        productId={productId}
        place={{ ...placeOnWeek(drawn.pickupAt, drawn.dropoffAt, bounds), row: rowOf.get(drawn) ?? 0 }}
        selected={selected === blockKey(block)}
        unplacedReason={productId ? undefined : unplaced.get(blockKey(block))}
        onSelect={() => {
          // A click that ends a drag is not a selection.
          if (Date.now() - dragEnded.current > 300) setSelected(blockKey(block));
        }}
      />
    ));
    return { nodes, rows };
  };

  return (
    <>
      <div className="plan-notices" aria-live="polite">
        {notice && (
          <div className={notice.kind === 'error' ? 'plan-notice plan-notice-error' : 'plan-notice'} role={notice.kind === 'error' ? 'alert' : 'status'}>
            <div className="plan-notice-body">
              <p>{notice.text}</p>
              {notice.warnings.length > 0 && (
                <ul className="plan-warnings">
                  {notice.warnings.map((w) => (
                    <li key={w}>{w}</li>
                  ))}
                </ul>
              )}
            </div>
            {/* It stays over the board while scrolling: closed by hand (or by the next move). */}
            {/* Closing it puts the focus on the booking it was about, not on the top of the page. */}
            <button
              type="button"
              className="button small"
              onClick={() => {
                setRefocus(notice.block);
                setNotice(null);
              }}
            >
              Lukk
            </button>
          </div>
        )}
      </div>
      <DndContext sensors={sensors} collisionDetection={collision} onDragEnd={onDragEnd} accessibility={accessibility}>
        <div className="plan-scroll" tabIndex={-1}>
          <div className="plan-grid">
            <div className="plan-row plan-head">
              <div className="plan-label">Bil</div>
              <div className="plan-track plan-days">
                {week.days.map((d) => (
                  <div key={d} className="plan-day">
                    {formatDay(d)}
                  </div>
                ))}
              </div>
            </div>
            {week.groups.map((g) => {
              const lane = blocksOf(`lane:${g.rentalOptionId}`, true);
              return (
                <section key={g.rentalOptionId} className="plan-group" aria-label={g.title} data-rental-option-id={g.rentalOptionId}>
                  <h2 className="plan-group-title">{g.title}</h2>
                  {g.vehicles.length === 0 && <p className="plan-group-note">{PLANNING_MESSAGES.noVehiclesHere}</p>}
                  <PlanningRow id={`lane:${g.rentalOptionId}`} label="Ikkje tildelt" spoken={`Ikkje tildelt, ${g.title}`} rows={lane.rows} lane>
                    {lane.nodes}
                  </PlanningRow>
                  {g.vehicles.map((v) => {
                    const row = blocksOf(`vehicle:${v.productId}`, true);
                    return (
                    <PlanningRow
                      key={v.productId}
                      id={`vehicle:${v.productId}`}
                      status={v.status}
                      spoken={`${v.name} ${v.licensePlate ?? ''}`.trim()}
                      rows={row.rows}
                      label={
                        <>
                          {/* Cut short on a phone's narrow column: the whole name on hover (the text itself stays whole for a screen reader). */}
                          <span className="plan-vehicle-name" title={v.name}>
                            {v.name}
                          </span>
                          <span className="plan-vehicle-meta">
                            {v.licensePlate} <StatusBadge kind="product" status={v.status} />
                          </span>
                        </>
                      }
                    >
                      {row.nodes}
                    </PlanningRow>
                    );
                  })}
                </section>
              );
            })}
          </div>
        </div>
      </DndContext>
      {/* After the board, stuck to the bottom of the window while the board scrolls: next to a block low on the board
          as much as to one at the top (before the board it sat far above a low block, out of sight). */}
      {current && (
        <AssignPanel
          key={blockKey(current.block)}
          block={current.block}
          productId={current.productId}
          groups={week.groups}
          busy={busy}
          unplacedReason={current.productId ? undefined : unplaced.get(blockKey(current.block))}
          onAssign={(to) => void move(current.block, current.productId, to)}
          onClose={closePanel}
        />
      )}
    </>
  );
}
