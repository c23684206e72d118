import { BOOKING_FIELD_LIMITS } from '@domain/booking.ts';
import { BOOKING_STATUSES } from '@domain/bookingEdit.ts';
import { timeOptionsOnDate } from '@domain/rentalPeriod.ts';
import { useFormContext, useWatch } from 'react-hook-form';
import { SelectField, TextField } from '../kit/Field.tsx';
import { statusLabel } from '../kit/StatusBadge.tsx';
import { CartLines, type RentalOptionChoice, type StoredLine } from './CartLines.tsx';
import { daysOf, daysText, type BookingFormFields } from './formValues.ts';
import type { BookingQuoteState } from './useBookingQuote.ts';

/**
 * The time choices (every 30 minutes from 07:00) that exist on `date` (not 02:00 and 02:30 on the spring-forward
 * night), with a stored time outside them kept as the first choice.
 */
function timeChoices(current: string, date: string) {
  const times = timeOptionsOnDate(date);
  const list = times.includes(current) || !current ? times : [current, ...times];
  return [{ value: '', label: 'Vel tid' }, ...list.map((t) => ({ value: t, label: t }))];
}

/**
 * Generelt (spec 2): pick-up and return place and time, status (any may be chosen), reference, comment and the
 * cart; the period's length as "%s dag" / "%s dager". The return place has its own, wider list (`returnLocations`).
 */
export function GeneralTab({
  locations,
  returnLocations,
  options,
  stored,
  quote,
  readOnly,
}: {
  locations: readonly { id: string; name: string }[];
  returnLocations: readonly { id: string; name: string }[];
  options: readonly RentalOptionChoice[];
  stored: readonly (StoredLine | null)[];
  quote: BookingQuoteState;
  readOnly: boolean;
}) {
  const { control } = useFormContext<BookingFormFields>();
  const [pickupDate, pickupTime, dropoffDate, dropoffTime] = useWatch({ control, name: ['pickupDate', 'pickupTime', 'dropoffDate', 'dropoffTime'] });
  const days = daysOf({ pickupDate, pickupTime, dropoffDate, dropoffTime });
  const choices = (list: readonly { id: string; name: string }[]) => [{ value: '', label: 'Vel stad' }, ...list.map((l) => ({ value: l.id, label: l.name }))];
  return (
    <>
      <fieldset className="kit-plain" disabled={readOnly}>
        <div className="kit-grid">
          <SelectField name="pickupLocationId" label="Hentestad" required options={choices(locations)} />
          <SelectField name="dropoffLocationId" label="Leveringsstad" required options={choices(returnLocations)} />
          <TextField name="pickupDate" label="Hentedato" type="date" required />
          <SelectField name="pickupTime" label="Hentetid" required options={timeChoices(pickupTime, pickupDate)} />
          <TextField name="dropoffDate" label="Leveringsdato" type="date" required />
          <SelectField name="dropoffTime" label="Leveringstid" required options={timeChoices(dropoffTime, dropoffDate)} />
          <SelectField name="status" label="Status" required options={BOOKING_STATUSES.map((s) => ({ value: s, label: statusLabel('booking', s) }))} />
          <TextField name="reference" label="Referanse" maxLength={BOOKING_FIELD_LIMITS.reference} />
          <TextField name="comment" label="Kommentar" multiline maxLength={BOOKING_FIELD_LIMITS.comment} />
        </div>
        <p className="booking-duration" data-testid="booking-duration">
          Leigeperiode: <strong>{days === null ? '–' : daysText(days)}</strong>
        </p>
        <h2 className="booking-subhead">Handlekurv</h2>
        <CartLines options={options} stored={stored} days={days} quote={quote} readOnly={readOnly} />
        {quote.kind === 'refused' && (
          <p className="booking-quote-refused" role="status" data-testid="booking-quote-refused">
            Kan ikkje lagrast slik: {quote.message}
          </p>
        )}
      </fieldset>
    </>
  );
}
