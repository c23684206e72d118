/** A rental product's status (spec 3 section 4) as a kit status pill: the shared labels, the kit's colours. */
import { RENTAL_OPTION_STATUS_LABELS as LABELS, RENTAL_OPTION_STATUSES } from '@domain/rentalOption.ts';

type Colour = 'yellow' | 'blue' | 'green' | 'grey' | 'red';

const COLOURS: Record<string, Colour> = { draft: 'yellow', private: 'blue', public: 'green', archived: 'grey' };

/** Status → [label, colour] (Kladd, Privat, Publisert, Arkivert). */
export const RENTAL_OPTION_STATUS_LABELS: Record<string, [string, Colour]> = Object.fromEntries(RENTAL_OPTION_STATUSES.map((s) => [s, [LABELS[s], COLOURS[s]!]]));

/** The label of a rental product status, or "Ukjent status". */
export const rentalOptionStatusLabel = (status: string): string => RENTAL_OPTION_STATUS_LABELS[status]?.[0] ?? 'Ukjent status';

/** A coloured status pill of a rental product. */
export function RentalOptionStatusBadge({ status }: { status: string }) {
  const [label, colour] = RENTAL_OPTION_STATUS_LABELS[status] ?? ['Ukjent status', 'red'];
  return (
    <span className={`kit-status kit-status-${colour}`} data-status={status}>
      {label}
    </span>
  );
}
