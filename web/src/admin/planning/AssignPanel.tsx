import { mayUpgrade } from '@domain/planning.ts';
import { useEffect, useId, useRef, useState } from 'react';
import type { PlanningBlock, PlanningGroup } from './PlanningPage.tsx';
import { formatPeriod } from './planningLayout.ts';

/**
 * The way to assign without dragging (keyboard, touch, a narrow phone): the selected booking and a list of the
 * week's vehicles by rental product; another class than booked is marked as an upgrade, and only classes of the same
 * kind of vehicle are offered (`mayUpgrade`: never a trailer for a car).
 */
export function AssignPanel({
  block,
  productId,
  groups,
  busy,
  onAssign,
  onClose,
}: {
  block: PlanningBlock;
  productId: string | null;
  groups: readonly PlanningGroup[];
  busy: boolean;
  onAssign: (productId: string | null) => void;
  onClose: () => void;
}) {
  const [choice, setChoice] = useState(productId ?? '');
  const selectRef = useRef<HTMLSelectElement>(null);
  const titleId = useId();
  useEffect(() => {
    selectRef.current?.focus();
  }, [block.bookingId]);
  const booked = groups.find((g) => g.rentalOptionId === block.rentalOptionId);
  const offered = booked ? groups.filter((g) => mayUpgrade(booked.categoryId, g.categoryId)) : groups;

  return (
    <section
      className="plan-assign"
      aria-labelledby={titleId}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onClose();
      }}
    >
      <h2 id={titleId}>
        Tildel bil til booking {block.bookingNumber}
      </h2>
      <p>
        {block.customerName}, {formatPeriod(block.pickupAt, block.dropoffAt)}
      </p>
      <form
        className="plan-assign-form"
        onSubmit={(e) => {
          e.preventDefault();
          onAssign(choice || null);
        }}
      >
        <label className="field">
          <span>Bil</span>
          <select ref={selectRef} value={choice} onChange={(e) => setChoice(e.target.value)}>
            <option value="">Ingen bil (ikkje tildelt)</option>
            {offered.map((g) => (
              <optgroup key={g.rentalOptionId} label={g.title}>
                {g.vehicles.map((v) => (
                  <option key={v.productId} value={v.productId}>
                    {v.name}
                    {v.licensePlate ? ` (${v.licensePlate})` : ''}
                    {g.rentalOptionId !== block.rentalOptionId ? ' – oppgradering' : ''}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </label>
        <div className="plan-assign-actions">
          <button type="submit" className="button primary" disabled={busy || (choice || null) === productId}>
            Tildel
          </button>
          <button type="button" className="button" onClick={onClose}>
            Lukk
          </button>
        </div>
      </form>
    </section>
  );
}
