import { useRef } from 'react';
import { formatKr, toOre } from '@domain/money.ts';
import { manualLineTotal } from '@domain/bookingEdit.ts';
import { formatPriceInput, isPriceInput, manualPriceText } from '@domain/priceInput.ts';
import { get, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { describedBy, formattedRegistration } from '../kit/Field.tsx';
import type { BookingFormFields, LineValues } from './formValues.ts';
import type { BookingQuoteState } from './useBookingQuote.ts';

export interface RentalOptionChoice {
  id: string;
  title: string;
  /** A vehicle line (amount always 1, a vehicle may be assigned). */
  isVehicle: boolean;
  /** The vehicles of the class (the choices for its line). */
  vehicles: VehicleChoice[];
}
export interface VehicleChoice {
  id: string;
  label: string;
}
/** A stored line's price as the server last computed it (shown while the line is unchanged). */
export interface StoredLine {
  pricePerDay: string;
  totalPrice: string;
}

/** A line's error under its cell. */
function CellError({ name }: { name: string }) {
  const { formState } = useFormContext();
  const error = get(formState.errors, name) as { message?: string } | undefined;
  return error ? (
    <span className="kit-field-error" id={`f-${name}-error`}>
      {error.message || 'Ugyldig verdi'}
    </span>
  ) : null;
}

/**
 * The cart of the booking: rental product, assigned vehicle, amount, price per day and line total per line. A line
 * priced by the rental product has its price locked (the engine prices it on save); "Manuell pris" lets staff type a
 * price per day (marked). A vehicle line's amount is always 1; its vehicle is chosen among its class's vehicles.
 */
export function CartLines({
  options,
  stored,
  days,
  quote,
  readOnly,
}: {
  options: readonly RentalOptionChoice[];
  stored: readonly (StoredLine | null)[];
  days: number | null;
  /** The server's price of the changed period or cart, before saving. */
  quote: BookingQuoteState;
  readOnly: boolean;
}) {
  const form = useFormContext<BookingFormFields>();
  const { control, register } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  const lines = useWatch({ control, name: 'lines' }) as LineValues[];
  const initial = control._defaultValues.lines as LineValues[] | undefined;
  const optionOf = (id: string) => options.find((o) => o.id === id);
  const table = useRef<HTMLDivElement>(null);
  /**
   * Removes a line; the focus goes to the line that took its place (else the one before, else "Legg til linje")
   * rather than falling to <body> with the button that was pressed.
   */
  const removeLine = (i: number) => {
    remove(i);
    requestAnimationFrame(() => {
      const buttons = [...(table.current?.querySelectorAll<HTMLElement>('tr[data-line] td:last-child button') ?? [])];
      (buttons[i] ?? buttons[i - 1] ?? table.current?.querySelector<HTMLElement>('[data-add-line]'))?.focus();
    });
  };
  /** A cell control's invalid state, and its error read out with it (as the kit's fields do). */
  const checked = (name: string) => {
    const invalid = !!get(form.formState.errors, name);
    return { 'aria-invalid': invalid || undefined, 'aria-describedby': describedBy(name, { invalid }) };
  };

  /**
   * The line total shown: the server's quote while the period or cart differ from the stored booking, else the
   * stored total; a typed price × amount × days until the quote arrives.
   */
  const totalOf = (i: number): string => {
    const l = lines[i];
    if (!l) return '–';
    if (quote.kind === 'quote' && quote.lines[i]) return formatKr(toOre(quote.lines[i]!.totalPrice) ?? 0);
    if (l.manual) {
      // Blank is 0, as the save reads it (manualPriceText).
      const price = manualPriceText(l.pricePerDay);
      const ore = isPriceInput(price) ? toOre(price) : null;
      const amount = Number(l.amount) > 0 ? Number(l.amount) : 1;
      return ore !== null && days !== null ? formatKr(manualLineTotal(ore, amount, days)) : '–';
    }
    if (quote.kind === 'pending') return 'Reknar ut …';
    if (quote.kind === 'refused') return '–';
    const unchanged = initial?.[i] && JSON.stringify(initial[i]) === JSON.stringify(l) && stored[i];
    return unchanged ? formatKr(toOre(stored[i]!.totalPrice) ?? 0) : 'Reknast ut ved lagring';
  };
  /** A line's price per day priced by its rental product: the quote's, else the stored one while the product is unchanged. */
  const perDayOf = (i: number, l: LineValues): string => {
    if (quote.kind === 'quote' && quote.lines[i]) return formatKr(toOre(quote.lines[i]!.pricePerDay) ?? 0);
    const storedLine = stored[i];
    return storedLine && initial?.[i]?.rentalOptionId === l.rentalOptionId ? formatKr(toOre(storedLine.pricePerDay) ?? 0) : '–';
  };

  if (fields.length === 0 && readOnly) return <p className="kit-empty">Ingen varer i handlekurven</p>;
  return (
    <div className="booking-cart" ref={table}>
      {fields.length === 0 ? (
        <p className="kit-empty">Ingen varer i handlekurven</p>
      ) : (
        <table className="kit-table booking-cart-table">
          <caption className="visually-hidden">Handlekurv</caption>
          <thead>
            <tr>
              <th scope="col">Leigeprodukt *</th>
              <th scope="col">Køyretøy</th>
              <th scope="col">Antal</th>
              <th scope="col">Pris per dag</th>
              <th scope="col">Sum</th>
              {!readOnly && <th scope="col">Handlingar</th>}
            </tr>
          </thead>
          <tbody>
            {fields.map((f, i) => {
              const l = lines[i] ?? f;
              const option = optionOf(l.rentalOptionId);
              const vehicleLine = option?.isVehicle ?? false;
              return (
                <tr key={f.id} data-line={i}>
                  <td data-label="Leigeprodukt" data-field={`lines.${i}.rentalOptionId`}>
                    <select aria-label={`Leigeprodukt, linje ${i + 1}`} {...checked(`lines.${i}.rentalOptionId`)} {...register(`lines.${i}.rentalOptionId`)}>
                      <option value="">Vel …</option>
                      {options.map((o) => (
                        <option key={o.id} value={o.id}>
                          {o.title}
                        </option>
                      ))}
                    </select>
                    <CellError name={`lines.${i}.rentalOptionId`} />
                  </td>
                  <td data-label="Køyretøy" data-field={`lines.${i}.productId`}>
                    {vehicleLine ? (
                      <select aria-label={`Køyretøy, linje ${i + 1}`} {...checked(`lines.${i}.productId`)} {...register(`lines.${i}.productId`)}>
                        <option value="">Ikkje tildelt</option>
                        {(option?.vehicles ?? []).map((v) => (
                          <option key={v.id} value={v.id}>
                            {v.label}
                          </option>
                        ))}
                      </select>
                    ) : (
                      '–'
                    )}
                    <CellError name={`lines.${i}.productId`} />
                  </td>
                  <td data-label="Antal" data-field={`lines.${i}.amount`}>
                    <input
                      aria-label={`Antal, linje ${i + 1}`}
                      type="number"
                      min={1}
                      inputMode="numeric"
                      // A vehicle line holds one vehicle; a line priced by its rental product keeps its amount unless the price is typed.
                      readOnly={vehicleLine || !l.manual}
                      {...checked(`lines.${i}.amount`)}
                      {...register(`lines.${i}.amount`)}
                    />
                    <CellError name={`lines.${i}.amount`} />
                  </td>
                  <td data-label="Pris per dag" data-field={`lines.${i}.pricePerDay`}>
                    {l.manual ? (
                      <input
                        aria-label={`Pris per dag, linje ${i + 1}`}
                        type="text"
                        inputMode="decimal"
                        {...checked(`lines.${i}.pricePerDay`)}
                        // Shown with 2 decimals and a decimal comma once typed, as every price field of the kit.
                        {...formattedRegistration(form, `lines.${i}.pricePerDay`, formatPriceInput)}
                      />
                    ) : (
                      <output aria-label={`Pris per dag, linje ${i + 1}`}>{perDayOf(i, l)}</output>
                    )}
                    <label className="booking-manual">
                      <input type="checkbox" aria-label={`Manuell pris, linje ${i + 1}`} {...register(`lines.${i}.manual`)} /> Manuell pris
                    </label>
                    <CellError name={`lines.${i}.pricePerDay`} />
                  </td>
                  <td data-label="Sum" className="booking-line-total" data-testid={`line-total-${i}`}>
                    {totalOf(i)}
                  </td>
                  {!readOnly && (
                    <td data-label="Handlingar">
                      <button type="button" className="button small" aria-label={`Fjern linje ${i + 1}`} onClick={() => removeLine(i)}>
                        Fjern
                      </button>
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {!readOnly && (
        <button
          type="button"
          className="button small"
          data-add-line
          onClick={() => append({ rentalOptionId: '', productId: '', amount: '1', manual: false, pricePerDay: formatPriceInput('0') }, { shouldFocus: false })}
        >
          Legg til linje
        </button>
      )}
    </div>
  );
}
