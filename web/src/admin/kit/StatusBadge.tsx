/** Status badges with the spec's colours and labels (spec 2 section 4); an unknown value shows "Ukjent status" in red. */
import { API_KEY_STATUS_LABELS } from '@domain/apiKeys.ts';
import { BOOKING_STATUS_LABELS } from '@domain/booking.ts';
import { PRODUCT_STATUS_COLOURS, PRODUCT_STATUS_LABELS, type ProductStatusName } from '@domain/product.ts';

type Colour = 'yellow' | 'blue' | 'green' | 'grey' | 'red';

const LOCATION: Record<string, [string, Colour]> = {
  draft: ['Ny', 'yellow'],
  private: ['Privat', 'blue'],
  public: ['Publisert', 'green'],
  archived: ['Arkivert', 'grey'],
};

const BOOKING: Record<string, [string, Colour]> = {
  pending: [BOOKING_STATUS_LABELS.pending!, 'yellow'],
  confirmed: [BOOKING_STATUS_LABELS.confirmed!, 'blue'],
  delivered: [BOOKING_STATUS_LABELS.delivered!, 'blue'],
  returned: [BOOKING_STATUS_LABELS.returned!, 'blue'],
  completed: [BOOKING_STATUS_LABELS.completed!, 'green'],
  cancelled: [BOOKING_STATUS_LABELS.cancelled!, 'red'],
};

/** A customer's history entries (not in the spec): contact details changed, data exported, erased. */
const CUSTOMER: Record<string, [string, Colour]> = {
  changed: ['Endra', 'blue'],
  exported: ['Eksportert', 'grey'],
  erased: ['Sletta', 'red'],
};

/** The labels are the domain's; the colours spec 3's (rented red, reserved and not rentable yellow, ...). */
const PRODUCT: Record<string, [string, Colour]> = Object.fromEntries(
  Object.entries(PRODUCT_STATUS_COLOURS).map(([status, colour]) => [status, [PRODUCT_STATUS_LABELS[status as ProductStatusName], colour]]),
);

/** Partner API keys (not in the spec): in use green, rotated but still working yellow, refused red or grey. */
const API_KEY: Record<string, [string, Colour]> = {
  active: [API_KEY_STATUS_LABELS.active, 'green'],
  grace: [API_KEY_STATUS_LABELS.grace, 'yellow'],
  revoked: [API_KEY_STATUS_LABELS.revoked, 'red'],
  expired: [API_KEY_STATUS_LABELS.expired, 'grey'],
};

export const STATUS_LABELS = { location: LOCATION, booking: BOOKING, product: PRODUCT, apiKey: API_KEY, customer: CUSTOMER } as const;

/** The label of a status of `kind`, or "Ukjent status". */
export function statusLabel(kind: keyof typeof STATUS_LABELS, status: string): string {
  return STATUS_LABELS[kind][status]?.[0] ?? 'Ukjent status';
}

/** A coloured status pill. */
export function StatusBadge({ kind, status }: { kind: keyof typeof STATUS_LABELS; status: string }) {
  const [label, colour] = STATUS_LABELS[kind][status] ?? ['Ukjent status', 'red'];
  return (
    <span className={`kit-status kit-status-${colour}`} data-status={status}>
      {label}
    </span>
  );
}
