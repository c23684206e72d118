import { bookingNumber } from '@domain/booking.ts';
import { Suspense, useRef } from 'react';
import { graphql, useLazyLoadQuery, useMutation, usePaginationFragment } from 'react-relay';
import type { DeliveryLog_deliveries$data, DeliveryLog_deliveries$key } from '../../__generated__/DeliveryLog_deliveries.graphql';
import type { DeliveryLogPaginationQuery } from '../../__generated__/DeliveryLogPaginationQuery.graphql';
import type { DeliveryLogQuery } from '../../__generated__/DeliveryLogQuery.graphql';
import type { DeliveryLogResendMutation } from '../../__generated__/DeliveryLogResendMutation.graphql';
import { promptRelogin } from '../../components/sessionEnded.ts';
import { toast } from '../../components/toast.ts';
import { dateTime } from '../kit/format.ts';
import { Table, type KitColumn } from '../kit/Table.tsx';
import { BusyButton } from '../../components/BusyButton.tsx';

const STATUS_TEXT: Record<string, string> = { PENDING: 'Ventar', DELIVERED: 'Levert', FAILED: 'Feila' };

/** The event as the partner's receiver sees it ("booking.created"), breakable only after its dot on a narrow card. */
function EventName({ type }: { type: string }) {
  const [noun, verb] = type.toLowerCase().split('_');
  return verb ? (
    <code>
      {noun}.<wbr />
      {verb}
    </code>
  ) : (
    <code>{type}</code>
  );
}

/** Deliveries a page of the log shows, and how many more "Vis fleire" fetches. */
const LOG_PAGE = 20;

type Row = DeliveryLog_deliveries$data['webhookDeliveries']['edges'][number]['node'];

/**
 * The webhook delivery log of one partner key (its global id): event, booking, status, attempts and the receiver's
 * last answer, newest first, 20 at a time ("Vis fleire" follows the cursor); a delivered or failed one can be sent
 * again (same event id, so the partner can deduplicate). "Oppdater" reloads the log from the newest.
 */
export function DeliveryLog({ keyId }: { keyId: string }) {
  return (
    <section className="kit-section" aria-labelledby="delivery-log-title">
      <Suspense
        fallback={
          <>
            <h2 id="delivery-log-title">Webhook-leveringar</h2>
            <p role="status">Hentar leveringar …</p>
          </>
        }
      >
        <DeliveryRows keyId={keyId} />
      </Suspense>
    </section>
  );
}

/** The log's rows; "Send på nytt" only where a resend can go (resendRefusal says why not, once above the table). */
function DeliveryRows({ keyId }: { keyId: string }) {
  const query = useLazyLoadQuery<DeliveryLogQuery>(
    graphql`
      query DeliveryLogQuery($keyId: ID!, $count: Int!) {
        # Asked with the log (one key), not with the key list's rows: each answer is a query of the rotation chain.
        key: node(id: $keyId) {
          ... on ApiKey {
            webhookResendRefusal
          }
        }
        ...DeliveryLog_deliveries @arguments(keyId: $keyId, count: $count)
      }
    `,
    { keyId, count: LOG_PAGE },
    { fetchPolicy: 'store-and-network' },
  );
  const resendRefusal = query.key?.webhookResendRefusal ?? null;
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<DeliveryLogPaginationQuery, DeliveryLog_deliveries$key>(
    graphql`
      fragment DeliveryLog_deliveries on Query
      @refetchable(queryName: "DeliveryLogPaginationQuery")
      @argumentDefinitions(keyId: { type: "ID!" }, count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        webhookDeliveries(keyId: $keyId, first: $count, after: $cursor) @connection(key: "DeliveryLog_webhookDeliveries", filters: ["keyId"]) {
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
    query,
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
  // A resent delivery is pending again and loses its button: the keyboard goes on from the log's heading, not the page's top.
  const heading = useRef<HTMLHeadingElement>(null);
  const resendOne = (d: Row) =>
    resend({
      variables: { input: { id: d.id } },
      onCompleted: (r) => {
        const result = r.resendWebhookDelivery;
        if (result.__typename === 'ResendWebhookDeliveryPayload') {
          heading.current?.focus();
          toast('Leveringa blir send på nytt.', { type: 'success' });
        }
        else toast(('message' in result && result.message) || 'Kunne ikkje sende på nytt.', { type: 'error' });
      },
      onError: (error) => {
        if (!promptRelogin(error)) toast('Kunne ikkje sende på nytt. Prøv igjen.', { type: 'error' });
      },
    });
  return (
    <>
      <div className="kit-section-head">
        <h2 id="delivery-log-title" tabIndex={-1} ref={heading}>
          Webhook-leveringar
        </h2>
        <button type="button" className="button" onClick={() => refetch({}, { fetchPolicy: 'network-only' })}>
          Oppdater
        </button>
      </div>
      {resendRefusal && rows.length > 0 && <p className="kit-note">Leveringane kan ikkje sendast på nytt. {resendRefusal}</p>}
      <Table
        ofAddress={false}
        caption="Webhook-leveringar"
        columns={COLUMNS}
        rows={rows}
        rowKey={(d) => d.id}
        sort={null}
        direction="stigende"
        onSort={() => {}}
        empty="Ingen leveringar enno."
        actions={(d) =>
          d.status !== 'PENDING' &&
          !resendRefusal && (
            <BusyButton type="button" className="button" busy={resending} onClick={() => resendOne(d)}>
              Send på nytt
            </BusyButton>
          )
        }
      />
      {hasNext && (
        <p>
          <BusyButton type="button" className="button" busy={isLoadingNext} onClick={() => loadNext(LOG_PAGE)}>
            {isLoadingNext ? 'Hentar …' : 'Vis fleire'}
          </BusyButton>
        </p>
      )}
    </>
  );
}

const COLUMNS: readonly KitColumn<Row>[] = [
  { id: 'createdAt', header: 'Tid', title: true, cell: (d) => dateTime(d.createdAt) },
  { id: 'type', header: 'Hending', cell: (d) => <EventName type={d.type} /> },
  { id: 'bookingId', header: 'Booking', cell: (d) => bookingNumber(d.bookingId) },
  {
    id: 'status',
    header: 'Status',
    cell: (d) => `${STATUS_TEXT[d.status] ?? d.status}${d.status === 'PENDING' && d.nextAttemptAt ? ` (neste forsøk ${dateTime(d.nextAttemptAt)})` : ''}`,
  },
  { id: 'attempts', header: 'Forsøk', cell: (d) => d.attempts },
  {
    id: 'lastAnswer',
    header: 'Siste svar',
    cell: (d) => (
      <>
        {d.lastStatus !== null && d.lastStatus !== undefined ? `HTTP ${d.lastStatus}` : d.lastAttemptAt ? 'Ikkje noko svar' : '–'}
        {d.lastAnswer ? <div className="kit-muted">{d.lastAnswer.slice(0, 200)}</div> : null}
      </>
    ),
  },
];
