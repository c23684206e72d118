/** A rental product's status (spec 3 section 4): Kladd, Privat, Publisert, Arkivert, as a kit status pill. */

type Colour = 'yellow' | 'blue' | 'green' | 'grey' | 'red';

export const RENTAL_OPTION_STATUS_LABELS: Record<string, [string, Colour]> = {
  draft: ['Kladd', 'yellow'],
  private: ['Privat', 'blue'],
  public: ['Publisert', 'green'],
  archived: ['Arkivert', 'grey'],
};

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
