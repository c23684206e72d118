import { fromGlobalId } from '@domain/globalId.ts';
import { bookingMayHoldClass } from '@domain/bookingEdit.ts';
import { CLASS_CHANGE_LABELS, classChange, classChangeNote, maySiteCarry, mayUpgrade } from '@domain/planning.ts';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useBackState } from '../kit/listBack.ts';
import type { PlanningBlock, PlanningGroup } from './PlanningPage.tsx';
import { blockKey, formatPeriod } from './planningLayout.ts';

type PlanningVehicle = PlanningGroup['vehicles'][number];

/**
 * What staff should know before choosing a vehicle for a booking: another class than booked (an upgrade, a downgrade
 * or just another class, by ACRISS category), in the
 * workshop, not for rent, stationed elsewhere than the pick-up place. The server accepts all of them; the first
 * three come back as warnings after assigning too.
 */
function vehicleMarks(v: PlanningVehicle, group: PlanningGroup, block: PlanningBlock): string[] {
  const marks: string[] = [];
  // Another class than booked, ranked by ACRISS category (classChange): oppgradering, nedgradering or annan klasse.
  if (group.rentalOptionId !== block.rentalOptionId) marks.push(CLASS_CHANGE_LABELS[classChange(block.bookedAcriss, group.acriss)]);
  if (v.status === 'in_maintenance') marks.push('på verkstad');
  else if (!v.isRentable || v.status === 'not_rentable') marks.push('ikkje til utleige');
  if (v.locationName && v.locationName !== block.pickupLocationName) marks.push(`står på ${v.locationName}`);
  return marks;
}

/**
 * The way to assign without dragging (keyboard, touch, a narrow phone): the selected booking and a list of the
 * week's vehicles by rental product, each marked with what staff should know (`vehicleMarks`); only classes of the
 * same kind of vehicle (`mayUpgrade`: never a trailer for a car), of a company the booking may hold
 * (`bookingMayHoldClass`) and of the booking's own site (`maySiteCarry`) are offered, as the server decides; "Opne booking" leads to its edit page.
 */
export function AssignPanel({
  block,
  productId,
  groups,
  busy,
  unplacedReason,
  onAssign,
  onClose,
}: {
  block: PlanningBlock;
  productId: string | null;
  /** Why "Fordel automatisk" could not place it (its lane's mark). */
  unplacedReason?: string;
  groups: readonly PlanningGroup[];
  busy: boolean;
  onAssign: (productId: string | null) => void;
  onClose: () => void;
}) {
  const [choice, setChoice] = useState(productId ?? '');
  const selectRef = useRef<HTMLSelectElement>(null);
  const titleId = useId();
  const key = blockKey(block);
  useEffect(() => {
    const select = selectRef.current;
    if (!select) return;
    // The focus goes to the choice without scrolling the page to the panel: the block stays where the worker saw it,
    // scrolled only as far as needed to be in view above the panel (which stays at the bottom of the window).
    select.focus({ preventScroll: true });
    const panel = select.closest<HTMLElement>('.plan-assign');
    const item = document.querySelector<HTMLElement>(`.plan-block[data-block-key="${CSS.escape(key)}"]`);
    if (!panel || !item) return;
    const margins = { top: item.style.scrollMarginTop, bottom: item.style.scrollMarginBottom };
    item.style.scrollMarginTop = '5rem';
    // The panel's height and what it stands on (the phone's bottom bar).
    const below = Number.parseFloat(getComputedStyle(panel).bottom) || 0;
    item.style.scrollMarginBottom = `${panel.getBoundingClientRect().height + below + 8}px`;
    item.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    item.style.scrollMarginTop = margins.top;
    item.style.scrollMarginBottom = margins.bottom;
    // Once per block opened: a refetched week hands a new block object for the same one, which must not pull the focus.
  }, [key]);
  const { slug = '' } = useParams();
  const back = useBackState();
  const bookingDbId = fromGlobalId(block.bookingId)?.id;
  const booked = groups.find((g) => g.rentalOptionId === block.rentalOptionId);
  // Only what the server would accept (its own rules): the same kind of vehicle, a class of the booking's company or
  // the site's (a location's board may show another company's vehicle standing there), and a vehicle of the booking's
  // site (a network admin sees every site's vehicles on the board).
  const offered = groups
    .filter((g) => g === booked || ((!booked || mayUpgrade(booked.categoryId, g.categoryId)) && bookingMayHoldClass(block.companyId, g.companyId ?? null)))
    .map((g) => ({ ...g, vehicles: g.vehicles.filter((v) => maySiteCarry(block.siteId, v.siteId)) }))
    .filter((g) => g.vehicles.length > 0);

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
        {block.customerName}, {formatPeriod(block.pickupAt, block.dropoffAt)}, henting {block.pickupLocationName}
      </p>
      {/* The block's "!" and marks in words: a phone has no hover to show the block's title. */}
      {(block.classChange || block.warnings.length > 0 || unplacedReason) && (
        <ul className="plan-warnings" aria-label="Merknader">
          {block.classChange && <li>{classChangeNote(block.classChange)}</li>}
          {block.warnings.map((w) => (
            <li key={w}>{w}</li>
          ))}
          {unplacedReason && <li>Ikkje plassert: {unplacedReason}</li>}
        </ul>
      )}
      <form
        className="plan-assign-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (busy || (choice || null) === productId) return;
          onAssign(choice || null);
        }}
      >
        <label className="field">
          <span>Bil</span>
          <select ref={selectRef} value={choice} onChange={(e) => setChoice(e.target.value)}>
            <option value="">Ingen bil (ikkje tildelt)</option>
            {offered.map((g) => (
              <optgroup key={g.rentalOptionId} label={g.title}>
                {g.vehicles.map((v) => {
                  const marks = vehicleMarks(v, g, block);
                  return (
                    <option key={v.productId} value={v.productId}>
                      {v.name}
                      {v.licensePlate ? ` (${v.licensePlate})` : ''}
                      {marks.length ? ` – ${marks.join(', ')}` : ''}
                    </option>
                  );
                })}
              </optgroup>
            ))}
          </select>
        </label>
        <div className="plan-assign-actions">
          {/* aria-disabled while the server answers, not disabled: a disabled button drops the focus, and after a
              refusal the worker goes on choosing from here. */}
          <button type="submit" className="button primary" disabled={!busy && (choice || null) === productId} aria-disabled={busy || undefined}>
            Tildel
          </button>
          <button type="button" className="button" onClick={onClose}>
            Lukk
          </button>
          {/* The whole booking (status, period, customer); its Avbryt / Tilbake come back to this week. */}
          {bookingDbId && (
            <Link className="button" to={`/admin/${slug}/booking/${bookingDbId}`} state={back}>
              Opne booking
            </Link>
          )}
        </div>
      </form>
    </section>
  );
}
