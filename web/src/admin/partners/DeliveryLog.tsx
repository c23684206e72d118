import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import type { DeliveryLogQuery } from '../../__generated__/DeliveryLogQuery.graphql';
import type { DeliveryLogResendMutation } from '../../__generated__/DeliveryLogResendMutation.graphql';
import { toast } from '../../components/toast.ts';
import { dateTime } from '../kit/format.ts';

const STATUS_TEXT: Record<string, string> = { PENDING: 'Ventar', DELIVERED: 'Levert', FAILED: 'Feila' };
const EVENT_TEXT: Record<string, string> = {
  BOOKING_CREATED: 'booking.created',
  BOOKING_CONFIRMED: 'booking.confirmed',
  BOOKING_CANCELLED: 'booking.cancelled',
  BOOKING_CHANGED: 'booking.changed',
};

/**
 * The webhook delivery log of one partner key (its global id): event, booking, status, attempts and the receiver's
 * last answer, newest first; a delivered or failed one can be sent again (same event id, so the partner can
 * deduplicate). "Oppdater" reloads the log.
 */
export function DeliveryLog({ keyId }: { keyId: string }) {
  const [fetchKey, setFetchKey] = useState(0);
  return (
    <section className="kit-section" aria-labelledby="delivery-log-title">
      <div className="kit-section-head">
        <h2 id="delivery-log-title">Webhook-leveringar</h2>
        <button type="button" className="button" onClick={() => setFetchKey((k) => k + 1)}>
          Oppdater
        </button>
      </div>
      <Suspense fallback={<p role="status">Hentar leveringar …</p>}>
        <DeliveryRows keyId={keyId} fetchKey={fetchKey} />
      </Suspense>
    </section>
  );
}

function DeliveryRows({ keyId, fetchKey }: { keyId: string; fetchKey: number }) {
  const data = useLazyLoadQuery<DeliveryLogQuery>(
    graphql`
      query DeliveryLogQuery($keyId: ID!) {
        webhookDeliveries(keyId: $keyId, first: 50) {
          edges {
            node {
              id
              eventId
              type
              bookingId
              status
              attempts
              lastStatus
              lastAnswer
              lastAttemptAt
              nextAttemptAt
              createdAt
            }
          }
        }
      }
    `,
    { keyId },
    { fetchKey, fetchPolicy: 'store-and-network' },
  );
  const [resend, resending] = useMutation<DeliveryLogResendMutation>(graphql`
    mutation DeliveryLogResendMutation($input: ResendWebhookDeliveryInput!) {
      resendWebhookDelivery(input: $input) {
        __typename
        ... on ResendWebhookDeliveryPayload {
          delivery {
            id
            status
            attempts
            lastStatus
            lastAnswer
            nextAttemptAt
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const rows = data.webhookDeliveries.edges.map((e) => e.node);
  if (!rows.length) return <p className="kit-empty" role="status">Ingen leveringar enno.</p>;
  return (
    <table className="kit-table" aria-label="Webhook-leveringar">
      <thead>
        <tr>
          <th scope="col">Tid</th>
          <th scope="col">Hending</th>
          <th scope="col">Booking</th>
          <th scope="col">Status</th>
          <th scope="col">Forsøk</th>
          <th scope="col">Siste svar</th>
          <th scope="col">
            <span className="visually-hidden">Handlingar</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((d) => (
          <tr key={d.id} data-event-id={d.eventId}>
            <td>{dateTime(String(d.createdAt))}</td>
            <td>
              <code>{EVENT_TEXT[d.type] ?? d.type}</code>
            </td>
            <td>{d.bookingId}</td>
            <td>
              {STATUS_TEXT[d.status] ?? d.status}
              {d.status === 'PENDING' && d.nextAttemptAt ? ` (neste forsøk ${dateTime(String(d.nextAttemptAt))})` : ''}
            </td>
            <td>{d.attempts}</td>
            <td>
              {d.lastStatus !== null && d.lastStatus !== undefined ? `HTTP ${d.lastStatus}` : d.lastAttemptAt ? 'Ikkje noko svar' : '–'}
              {d.lastAnswer ? <div className="kit-muted">{d.lastAnswer.slice(0, 200)}</div> : null}
            </td>
            <td>
              {d.status !== 'PENDING' && (
                <button
                  type="button"
                  className="button"
                  disabled={resending}
                  onClick={() =>
                    resend({
                      variables: { input: { id: d.id } },
                      onCompleted: (r) => {
                        const result = r.resendWebhookDelivery;
                        if (result.__typename === 'ResendWebhookDeliveryPayload') toast('Leveringa blir send på nytt.', { type: 'success' });
                        else toast(('message' in result && result.message) || 'Kunne ikkje sende på nytt.', { type: 'error' });
                      },
                      onError: () => {
                        toast('Kunne ikkje sende på nytt. Prøv igjen.', { type: 'error' });
                      },
                    })
                  }
                >
                  Send på nytt
                </button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
