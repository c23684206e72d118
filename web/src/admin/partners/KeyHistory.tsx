import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { API_KEY_STATUS_LABELS, rightChoiceLabel, type ApiKeyRight, type ApiKeyStatus } from '@domain/apiKeys.ts';
import { WEBHOOK_EVENT_LABELS, type WebhookEvent } from '@domain/webhooks.ts';
import type { KeyHistoryQuery } from '../../__generated__/KeyHistoryQuery.graphql';
import { dateTime } from '../kit/format.ts';
import { HistoryPanel } from '../kit/HistoryPanel.tsx';
import type { HistoryFormat } from '../kit/HistoryList.tsx';
import { StatusBadge } from '../kit/StatusBadge.tsx';

/** How a key's history reads: its fields as the detail names them, rights and events in words, instants in Oslo time. */
export const KEY_HISTORY: HistoryFormat = {
  labels: {
    name: 'Partnar',
    contactEmail: 'Kontakt',
    prefix: 'Nøkkel',
    rights: 'Rettar',
    locationIds: 'Lokasjonar',
    priceType: 'Prisar',
    trustedDocumentsOnly: 'Berre registrerte operasjonar',
    revokedAt: 'Trekt tilbake',
    expiresAt: 'Verkar til',
    replacedById: 'Erstatta av',
    webhookUrl: 'Webhook-adresse',
    webhookEvents: 'Webhook-hendingar',
  },
  values: {
    prefix: (v) => `${String(v)}…`,
    rights: (v) => rightChoiceLabel(v as ApiKeyRight),
    priceType: (v) => (v === 'business' ? 'Bedriftsprisar' : 'Privatprisar'),
    trustedDocumentsOnly: (v) => (v ? 'Ja' : 'Nei'),
    revokedAt: (v) => dateTime(String(v)),
    expiresAt: (v) => dateTime(String(v)),
    replacedById: (v) => `nøkkel nr. ${String(v)}`,
    webhookEvents: (v) => WEBHOOK_EVENT_LABELS[v as WebhookEvent] ?? String(v),
  },
  status: (s) => <StatusBadge kind="apiKey" status={s} />,
  statusLabel: (s) => API_KEY_STATUS_LABELS[s as ApiKeyStatus] ?? s,
};

/**
 * A key's history under its detail: made, webhook set, changed or removed, rotated, revoked; who and when. Asked for
 * when the detail opens and again when `version` changes (a save on the detail).
 */
export function KeyHistory({ keyId, version }: { keyId: string; version: number }) {
  return (
    <section className="kit-section" aria-labelledby="key-history-title">
      <h2 id="key-history-title">Historikk</h2>
      <Suspense fallback={<p className="kit-note">Hentar …</p>}>
        <Entries keyId={keyId} version={version} />
      </Suspense>
    </section>
  );
}

function Entries({ keyId, version }: { keyId: string; version: number }) {
  const data = useLazyLoadQuery<KeyHistoryQuery>(
    graphql`
      query KeyHistoryQuery($id: ID!) {
        node(id: $id) {
          ... on ApiKey {
            ...HistoryPanel_owner @alias(as: "historyOwner")
          }
        }
      }
    `,
    { id: keyId },
    { fetchPolicy: 'store-and-network', fetchKey: version },
  );
  const owner = data.node?.historyOwner;
  return owner ? <HistoryPanel owner={owner} format={KEY_HISTORY} /> : null;
}
