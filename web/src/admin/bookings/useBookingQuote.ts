import { useEffect, useState } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { useBookingQuoteQuery, useBookingQuoteQuery$data } from '../../__generated__/useBookingQuoteQuery.graphql';
import { requestHeaders } from '../../relay/environment.ts';
import { changesOf, requiredErrors, type BookingFormFields } from './formValues.ts';

/** Milliseconds the quote waits after the last change. */
const DEBOUNCE_MS = 400;

/** The fields that decide the price and whether the save is possible (places for availability). */
const PRICED = ['pickupAt', 'dropoffAt', 'lines', 'pickupLocationId', 'dropoffLocationId'] as const;

const query = graphql`
  query useBookingQuoteQuery($input: UpdateBookingInput!) {
    bookingQuote(input: $input) {
      __typename
      ... on BookingQuote {
        totalPrice
        lines {
          pricePerDay
          totalPrice
          manualPrice
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

type Answer = NonNullable<useBookingQuoteQuery$data['bookingQuote']>;

export type BookingQuoteState =
  /** The period and cart are as stored: the stored prices hold. */
  | { kind: 'unchanged' }
  /** Asking the server (or waiting for the typing to stop). */
  | { kind: 'pending' }
  | { kind: 'quote'; totalPrice: string; lines: readonly { pricePerDay: string; totalPrice: string; manualPrice: boolean }[] }
  /** The save would be refused: the server's reason (not available, a vehicle taken, a field). */
  | { kind: 'refused'; message: string }
  | { kind: 'failed' };

/**
 * The price a save would give, before saving: when the period, the places or the cart differ from the stored
 * booking, the server runs the save and rolls it back (`bookingQuote`), so the form shows exactly what "Lagre" will
 * store, or why it would be refused.
 */
export function useBookingQuote(control: Control<BookingFormFields>, initial: BookingFormFields, booking: { id: string; updatedAt: string }, slug: string): BookingQuoteState {
  const environment = useRelayEnvironment();
  const values = useWatch({ control }) as BookingFormFields;
  const changes = changesOf(initial, values);
  const priced = Object.fromEntries(PRICED.filter((k) => k in changes).map((k) => [k, changes[k]]));
  // Incomplete input (a line without a rental product, a half-typed price) is the form's to point out, not a quote.
  const complete = Object.keys(requiredErrors(values)).length === 0 && Object.values(priced).every((v) => v !== undefined);
  const key = Object.keys(priced).length && complete ? JSON.stringify(priced) : null;
  const [state, setState] = useState<BookingQuoteState>({ kind: 'unchanged' });

  useEffect(() => {
    if (key === null) {
      setState({ kind: 'unchanged' });
      return;
    }
    setState({ kind: 'pending' });
    let live = true;
    const timer = setTimeout(() => {
      const input = { id: booking.id, updatedAt: booking.updatedAt, ...JSON.parse(key) } as useBookingQuoteQuery['variables']['input'];
      fetchQuery<useBookingQuoteQuery>(environment, query, { input }, { fetchPolicy: 'network-only', networkCacheConfig: requestHeaders({ 'x-account': slug }) })
        .toPromise()
        .then((data) => {
          if (!live) return;
          const answer = data?.bookingQuote as Answer | null | undefined;
          if (!answer) setState({ kind: 'failed' });
          else if (answer.__typename === 'BookingQuote') setState({ kind: 'quote', totalPrice: answer.totalPrice!, lines: answer.lines! });
          else setState({ kind: 'refused', message: answer.message ?? 'Kan ikkje lagrast slik.' });
        })
        .catch(() => live && setState({ kind: 'failed' }));
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [key, environment, slug, booking.id, booking.updatedAt]);

  return key === null ? { kind: 'unchanged' } : state;
}
