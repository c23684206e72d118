import { useEffect, useRef } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useOrderReceivedEventMutation } from '../__generated__/useOrderReceivedEventMutation.graphql';
import { useConsent } from './consent.ts';
import { visitorId } from './visitor.ts';

/**
 * The `order_received` analytics event of the order just placed (spec 1, section 4), only after the visitor accepted
 * cookies (also when they accept on the order-received page itself). The server stores one per booking (a unique
 * key), so a reload or a second tab does not count it again; the order's Idempotency-Key proves who placed it.
 * Failures are silent: statistics never get in a person's way.
 */
export function useOrderReceivedEvent(order: { bookingNumber: string; orderKey: string | null } | null): void {
  const consent = useConsent();
  const sent = useRef<string | null>(null);
  const [commit] = useMutation<useOrderReceivedEventMutation>(graphql`
    mutation useOrderReceivedEventMutation($input: RecordOrderReceivedInput!) {
      recordOrderReceived(input: $input) {
        __typename
      }
    }
  `);
  const bookingNumber = order?.bookingNumber ?? '';
  const orderKey = order?.orderKey ?? null;
  useEffect(() => {
    if (!consent?.accepted || !bookingNumber || !orderKey || sent.current === bookingNumber) return;
    sent.current = bookingNumber;
    commit({
      variables: { input: { bookingNumber, orderKey, visitorId: visitorId(), consent: { version: consent.version, acceptedAt: consent.at } } },
      onError: () => {},
    });
  }, [bookingNumber, orderKey, consent, commit]);
}
