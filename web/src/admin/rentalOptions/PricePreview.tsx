import { isPriceInput } from '@domain/priceInput.ts';
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { PricePreviewQuery, PricePreviewQuery$data } from '../../__generated__/PricePreviewQuery.graphql';
import { requestHeaders } from '../../relay/environment.ts';
import { daysText, kr } from '../kit/format.ts';
import { PRICE_FIELDS } from './formValues.ts';

/** Milliseconds the preview waits after the last keystroke. */
const DEBOUNCE_MS = 400;

const query = graphql`
  query PricePreviewQuery($input: PricePreviewInput!) {
    rentalOptionPricePreview(input: $input) {
      days
      customerKind
      total
      lines {
        label
        amount
      }
    }
  }
`;

type Rows = PricePreviewQuery$data['rentalOptionPricePreview'];

/** A price input as the API takes it: "590.50", or null when empty or not a price (the field shows its own error). */
const money = (value: string | undefined) => (value && isPriceInput(value) ? value.trim().replace(',', '.') : null);

/**
 * The live price preview of the Prisar tab: from the form's unsaved price fields, the price for 1, 3, 7 and 30 days
 * for a private and a business customer with the pricing engine's breakdown (the same engine the shop uses), asked
 * of the server a moment after the last change.
 */
export function PricePreview({ slug }: { slug: string }) {
  const environment = useRelayEnvironment();
  const watched = useWatch({ name: [...PRICE_FIELDS, 'samePricePrivateBusiness', 'vatFactor', 'nodailyprice'] }) as unknown[];
  const key = JSON.stringify(watched);
  const [rows, setRows] = useState<Rows | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const values = JSON.parse(key) as unknown[];
    const input: Record<string, unknown> = {};
    PRICE_FIELDS.forEach((f, i) => (input[f] = money(values[i] as string)));
    input.samePricePrivateBusiness = Boolean(values[PRICE_FIELDS.length]);
    const vat = String(values[PRICE_FIELDS.length + 1] ?? '').replace(',', '.');
    input.vatFactor = /^0(\.\d{1,4})?$/.test(vat) ? vat : null;
    input.nodailyprice = Boolean(values[PRICE_FIELDS.length + 2]);
    let live = true;
    const timer = setTimeout(() => {
      fetchQuery<PricePreviewQuery>(environment, query, { input: input as PricePreviewQuery['variables']['input'] }, { fetchPolicy: 'network-only', networkCacheConfig: requestHeaders({ 'x-account': slug }) })
        .toPromise()
        .then((data) => {
          if (!live) return;
          setRows(data?.rentalOptionPricePreview ?? null);
          setFailed(false);
        })
        .catch(() => live && setFailed(true));
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [key, environment, slug]);

  const byDays = new Map<number, Partial<Record<string, Rows[number]>>>();
  for (const r of rows ?? []) byDays.set(r.days, { ...byDays.get(r.days), [r.customerKind]: r });

  return (
    <section className="kit-section kit-price-preview" aria-labelledby="price-preview-title" aria-live="polite">
      <h2 id="price-preview-title">Prisførehandsvising</h2>
      {failed && <p className="kit-form-error">Kunne ikkje rekne ut prisane. Prøv igjen.</p>}
      {!rows && !failed && <p>Reknar ut …</p>}
      {rows && (
        <div className="kit-table-wrap">
          <table className="kit-table">
            <thead>
              <tr>
                <th scope="col">Dagar</th>
                <th scope="col">Privat (inkl. mva.)</th>
                <th scope="col">Bedrift (eks. mva.)</th>
              </tr>
            </thead>
            <tbody>
              {[...byDays.entries()].map(([days, kinds]) => (
                <tr key={days} data-days={days}>
                  <th scope="row">{daysText(days)}</th>
                  {(['private', 'business'] as const).map((kind) => {
                    const row = kinds[kind];
                    return (
                      <td key={kind} data-kind={kind}>
                        <strong className="kit-preview-total">{row ? kr(row.total) : '–'}</strong>
                        {row && row.lines.length > 0 && (
                          <ul className="kit-preview-lines">
                            {row.lines.map((l, i) => (
                              <li key={i}>
                                {l.label}: {kr(l.amount)}
                              </li>
                            ))}
                          </ul>
                        )}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
