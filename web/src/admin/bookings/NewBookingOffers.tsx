import { staffHoursWarning } from '@domain/openingHours.ts';
import { useDeferredValue, useMemo } from 'react';
import { get, useFormContext, useWatch } from 'react-hook-form';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { NewBookingOffersQuery, RentalSearchInput } from '../../__generated__/NewBookingOffersQuery.graphql';
import { daysText, kr } from '../kit/format.ts';
import type { NewBookingFields } from './newBookingValues.ts';

/**
 * The shop's search for the chosen place, period, age and customer type (`rentalSearch`): its warnings (opening
 * hours: shown, not blocking for staff), the free rental products with their prices, the insurances and the
 * add-ons that fit the chosen vehicle, and the cart priced by the server, the total the order will have.
 */
export function NewBookingOffers({ search, accountId }: { search: RentalSearchInput; accountId: string }) {
  const { register, setValue, formState } = useFormContext<NewBookingFields>();
  const [rentalOptionId, insurance, accessories] = useWatch<NewBookingFields, ['rentalOptionId', 'insurance', 'accessories']>({ name: ['rentalOptionId', 'insurance', 'accessories'] });
  // Deferred: while the next answer loads, the last one stays on screen (no fallback on every change).
  const key = JSON.stringify({
    search,
    account: accountId,
    cart: { rentalOptionId: rentalOptionId || null, insurance: insurance || null, accessories: accessories.filter((a) => a.amount > 0) },
    vehicle: rentalOptionId || null,
    hasVehicle: !!rentalOptionId,
  });
  const deferredKey = useDeferredValue(key);
  const variables = useMemo(() => JSON.parse(deferredKey) as NewBookingOffersQuery['variables'], [deferredKey]);
  const data = useLazyLoadQuery<NewBookingOffersQuery>(
    graphql`
      query NewBookingOffersQuery($search: RentalSearchInput!, $account: ID!, $cart: CartInput!, $vehicle: ID, $hasVehicle: Boolean!) {
        rentalSearch(input: $search) {
          __typename
          ... on RentalSearch {
            days
            vatIncluded
            warnings
            # Only what this staff member may take a phone order for in the account (the order refuses the rest).
            vehicles: offers(group: vehicles, bookableIn: $account) {
              databaseId
              title
              availableCount
              totalPrice
              pricePerDay
              nodailyprice
              rentalOption {
                id
              }
            }
            insurances: offers(group: insurance) {
              databaseId
              slug
              title
              totalPrice
            }
            extras: offers(group: accessories, forRentalOptionId: $vehicle) @include(if: $hasVehicle) {
              databaseId
              title
              totalPrice
              maxAmount
              automatic
              rentalOption {
                id
              }
            }
            cart(input: $cart) @include(if: $hasVehicle) {
              total
              days
              lines {
                databaseId
                title
                amount
                totalPrice
                lineType
                slug
              }
            }
          }
          ... on ValidationError {
            message
            fields {
              field
              message
            }
          }
        }
      }
    `,
    variables,
    { fetchPolicy: 'store-or-network' },
  );
  const result = data.rentalSearch;
  const vehicleError = get(formState.errors, 'rentalOptionId') as { message?: string } | undefined;
  if (result.__typename === 'ValidationError') {
    return (
      <div className="kit-form-error" role="alert">
        {result.fields.length ? result.fields.map((f) => <p key={f.field + f.message}>{f.message}</p>) : <p>{result.message}</p>}
      </div>
    );
  }
  if (result.__typename !== 'RentalSearch') return null;
  // Nothing picked: the insurance the server's cart chose (Basis, or the cheapest when staff archived it), which is
  // also what the order gets, as the form sends no insurance then.
  const chosenInsurance = insurance || result.cart?.lines.find((l) => l.lineType === 'insurance')?.slug;
  const amountOf = (id: string) => accessories.find((a) => a.rentalOptionId === id)?.amount ?? 0;
  const setAmount = (id: string, amount: number) => {
    const rest = accessories.filter((a) => a.rentalOptionId !== id);
    setValue('accessories', amount > 0 ? [...rest, { rentalOptionId: id, amount }] : rest, { shouldDirty: true });
  };
  const vat = result.vatIncluded ? 'inkl. mva.' : 'eks. mva.';
  return (
    <div className="nb-offers">
      {result.warnings.length > 0 && (
        <ul className="nb-warnings" role="status" aria-label="Åtvaringar">
          {/* The shop's warnings speak to the customer; staff read them about the customer. */}
          {result.warnings.map(staffHoursWarning).map((w) => (
            <li key={w}>{w}</li>
          ))}
          <li className="nb-warning-note">Du kan likevel leggje inn bestillinga.</li>
        </ul>
      )}
      <fieldset className={vehicleError ? 'kit-field invalid nb-group' : 'kit-field nb-group'} data-field="rentalOptionId">
        <legend>Leieprodukt ({daysText(result.days)})</legend>
        {result.vehicles.length === 0 && <p className="notice">Ingen ledige leieprodukt for denne perioden.</p>}
        {result.vehicles.map((o) => (
          <label key={o.databaseId} className="nb-offer">
            <input
              type="radio"
              value={o.rentalOption.id}
              {...register('rentalOptionId', {
                // Another vehicle has other add-ons: the ones chosen for the last one go.
                onChange: () => setValue('accessories', []),
              })}
            />
            <span className="nb-offer-title">{o.title}</span>
            <span className="nb-offer-count">
              {o.availableCount} {o.availableCount === 1 ? 'ledig' : 'ledige'}
            </span>
            <span className="nb-offer-price">
              <strong>{kr(o.totalPrice)}</strong> {!o.nodailyprice && <small>({kr(o.pricePerDay)} per dag)</small>} <small>{vat}</small>
            </span>
          </label>
        ))}
        {vehicleError && <p className="kit-field-error">{vehicleError.message}</p>}
      </fieldset>
      {rentalOptionId && (
        <>
          <fieldset className="kit-field nb-group" data-field="insurance">
            <legend>Forsikring</legend>
            {result.insurances.map((o) => (
              <label key={o.databaseId} className="nb-offer">
                <input type="radio" name="insurance" value={o.slug} checked={o.slug === chosenInsurance} onChange={() => setValue('insurance', o.slug, { shouldDirty: true })} />
                <span className="nb-offer-title">{o.title}</span>
                <span className="nb-offer-price">{Number(o.totalPrice) === 0 ? 'Inkludert' : <strong>{kr(o.totalPrice)}</strong>}</span>
              </label>
            ))}
          </fieldset>
          {result.extras && result.extras.length > 0 && (
            <fieldset className="kit-field nb-group" data-field="accessories">
              <legend>Tilbehør og ekstra sjåførar</legend>
              {result.extras.map((o) => (
                <div key={o.databaseId} className="nb-offer nb-extra">
                  <label htmlFor={`nb-acc-${o.databaseId}`} className="nb-offer-title">
                    {o.title}
                  </label>
                  {o.automatic ? (
                    <span className="nb-offer-count">Lagt til (sjåfør under 25 år)</span>
                  ) : (
                    <input
                      id={`nb-acc-${o.databaseId}`}
                      className="nb-amount"
                      type="number"
                      min={0}
                      max={o.maxAmount}
                      value={amountOf(o.rentalOption.id)}
                      onChange={(e) => setAmount(o.rentalOption.id, Math.max(0, Math.min(o.maxAmount, Math.trunc(Number(e.target.value) || 0))))}
                    />
                  )}
                  <span className="nb-offer-price">{kr(o.totalPrice)} per stk.</span>
                </div>
              ))}
            </fieldset>
          )}
          {result.cart && (
            <table className="kit-table nb-cart" aria-label="Handlekorg">
              <thead>
                <tr>
                  <th>Vare</th>
                  <th>Antal</th>
                  <th>Sum</th>
                </tr>
              </thead>
              <tbody>
                {result.cart.lines.map((l) => (
                  <tr key={l.databaseId}>
                    <td>{l.title}</td>
                    <td>{l.amount}</td>
                    <td>{kr(l.totalPrice)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th colSpan={2}>Totalt {vat}</th>
                  <td data-testid="nb-total">{kr(result.cart.total)}</td>
                </tr>
              </tfoot>
            </table>
          )}
        </>
      )}
    </div>
  );
}
