import { useEffect, useRef, useState } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay';
import type { KeyDetail_apiKey$key } from '../../__generated__/KeyDetail_apiKey.graphql';
import type { KeyDetailRevokeMutation } from '../../__generated__/KeyDetailRevokeMutation.graphql';
import type { KeyDetailRotateMutation } from '../../__generated__/KeyDetailRotateMutation.graphql';
import { promptRelogin } from '../../components/sessionEnded.ts';
import { ConfirmDialog } from '../kit/ConfirmDialog.tsx';
import { dateTime } from '../kit/format.ts';
import { StatusBadge } from '../kit/StatusBadge.tsx';
import { DeliveryLog } from './DeliveryLog.tsx';
import { RIGHTS, type OnceShownSecret } from './keyRights.ts';
import { WebhookSettings } from './WebhookSettings.tsx';
import { KeyHistory } from './KeyHistory.tsx';
import { EmailText } from '../kit/EmailText.tsx';

const GRACE = [
  { value: '0', label: 'Ingen: den gamle sluttar å verke no' },
  { value: '1', label: '1 time' },
  { value: '24', label: '1 døgn' },
  { value: '168', label: '7 dagar' },
  { value: '720', label: '30 dagar' },
];

/** One key: its facts, revoke and rotate (each asked first), and the partner's webhooks. */
export function KeyDetail({
  apiKey: ref,
  onClose,
  onRotated,
}: {
  apiKey: KeyDetail_apiKey$key;
  onClose: () => void;
  onRotated: (s: OnceShownSecret) => void;
}) {
  const apiKey = useFragment(
    graphql`
      fragment KeyDetail_apiKey on ApiKey {
        id
        name
        contactEmail
        prefix
        status
        rights
        priceType
        expiresAt
        createdAt
        webhookUnavailableReason
        predecessorWorking
        locations {
          name
        }
      }
    `,
    ref,
  );
  const [asking, setAsking] = useState<'revoke' | 'rotate' | null>(null);
  const [grace, setGrace] = useState('24');
  const [error, setError] = useState<string | null>(null);
  const [revoke, revoking] = useMutation<KeyDetailRevokeMutation>(graphql`
    mutation KeyDetailRevokeMutation($input: ApiKeyIdInput!) {
      revokeApiKey(input: $input) {
        __typename
        ... on ApiKeyPayload {
          apiKey {
            id
            status
            revokedAt
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const [rotate, rotating] = useMutation<KeyDetailRotateMutation>(graphql`
    mutation KeyDetailRotateMutation($input: RotateApiKeyInput!) {
      rotateApiKey(input: $input) {
        __typename
        ... on ApiKeySecretPayload {
          key
          signingSecret
          apiKey {
            name
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  // A rotated key in its grace period still works, so it can still be revoked (say the old key leaked); only an
  // active key is rotated (a rotated one already has its successor).
  const rotatable = apiKey.status === 'active';
  const revocable = rotatable || apiKey.status === 'grace';
  // Chosen from a long list, the detail opens below it: bring it into view. (A block body: Chromium's scrollIntoView
  // returns a promise, which React would take for the effect's cleanup and fail on when the detail closes.)
  // Focus goes to its heading, so the detail is announced and the keyboard continues there, not at the top of the page.
  const box = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    box.current?.scrollIntoView?.({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, []);
  // A revoked key has no buttons left for the question's dialog to give the focus back to: the keyboard goes on from
  // the detail's heading. (An effect: it runs after the dialog's own clean-up, which would otherwise move it.)
  const [revoked, setRevoked] = useState(false);
  // Bumped by a save on this detail: the history asks again.
  const [historyVersion, setHistoryVersion] = useState(0);
  useEffect(() => {
    if (revoked && asking === null) heading.current?.focus();
  }, [revoked, asking]);
  return (
    <section className="kit-section" data-testid="key-detail" ref={box} aria-labelledby="key-detail-heading">
      <h2 id="key-detail-heading" tabIndex={-1} ref={heading}>
        {apiKey.name} <code>{apiKey.prefix}…</code>
      </h2>
      <dl className="facts">
        <dt>Status</dt>
        <dd>
          <StatusBadge kind="apiKey" status={apiKey.status} />
          {apiKey.expiresAt ? (apiKey.status === 'expired' ? ` ${dateTime(apiKey.expiresAt)}` : ` – verkar til ${dateTime(apiKey.expiresAt)}`) : ''}
        </dd>
        <dt>Kontakt</dt>
        <dd>
          <EmailText email={apiKey.contactEmail} />
        </dd>
        <dt>Rettar</dt>
        <dd>{apiKey.rights.map((r) => RIGHTS.find((x) => x.value === r)?.label ?? r).join(', ')}</dd>
        <dt>Prisar</dt>
        <dd>{apiKey.priceType === 'business' ? 'Bedriftsprisar' : 'Privatprisar'}</dd>
        <dt>Lokasjonar</dt>
        <dd>{apiKey.locations.map((l) => l.name).join(', ')}</dd>
        <dt>Laga</dt>
        <dd>{dateTime(apiKey.createdAt)}</dd>
      </dl>
      {error && <p className="kit-field-error" role="alert">{error}</p>}
      <div className="kit-actions">
        <button type="button" className="button" onClick={onClose}>
          Lukk
        </button>
        {rotatable && (
          <button type="button" className="button" onClick={() => setAsking('rotate')}>
            Roter
          </button>
        )}
        {revocable && (
          <button type="button" className="button danger" onClick={() => setAsking('revoke')}>
            Trekk tilbake
          </button>
        )}
      </div>
      <div className="partner-webhooks">
        {/* A key that cannot have a webhook (revoked, rotated, no right to read bookings) is told why, not offered a
            form whose save is refused; its delivery log stays. */}
        {apiKey.webhookUnavailableReason ? (
          <section className="kit-section" aria-labelledby="webhook-settings-title">
            <h2 id="webhook-settings-title">Webhook</h2>
            <p className="kit-note">{apiKey.webhookUnavailableReason}</p>
          </section>
        ) : (
          <WebhookSettings keyId={apiKey.id} onSaved={() => setHistoryVersion((v) => v + 1)} />
        )}
        <DeliveryLog keyId={apiKey.id} />
      </div>
      <KeyHistory keyId={apiKey.id} version={historyVersion} />
      {asking === 'revoke' && (
        <ConfirmDialog
          title="Trekke tilbake nøkkelen?"
          confirmLabel="Ja, trekk tilbake"
          danger
          busy={revoking}
          onCancel={() => setAsking(null)}
          onConfirm={() =>
            revoke({
              variables: { input: { id: apiKey.id } },
              onCompleted: ({ revokeApiKey: r }) => {
                setAsking(null);
                if (r.__typename !== 'ApiKeyPayload') setError('message' in r ? String(r.message) : 'Noko gjekk gale. Prøv igjen.');
                else {
                  setRevoked(true);
                  setHistoryVersion((v) => v + 1);
                }
              },
              onError: (e) => setError(promptRelogin(e) ?? 'Noko gjekk gale. Prøv igjen.'),
            })
          }
        >
          <p>{apiKey.name} kan ikkje bruke nøkkelen {apiKey.prefix}… lenger, frå neste førespurnad.</p>
          <p>Dette kan ikkje angrast: skal partnaren inn att, må du lage ein ny nøkkel (med ny signeringsnøkkel for webhookar) og setje opp webhooken på nytt. Vil du berre byte nøkkelen, vel «Roter».</p>
          {apiKey.predecessorWorking && (
            <p>Den førre nøkkelen verkar ut overgangstida si, men webhookane stoppar: dei går berre til den nyaste nøkkelen.</p>
          )}
        </ConfirmDialog>
      )}
      {asking === 'rotate' && (
        <ConfirmDialog
          title="Rotere nøkkelen?"
          confirmLabel="Lag ny nøkkel"
          busy={rotating}
          onCancel={() => setAsking(null)}
          onConfirm={() =>
            rotate({
              variables: { input: { id: apiKey.id, graceHours: Number(grace) } },
              onCompleted: ({ rotateApiKey: r }) => {
                setAsking(null);
                if (r.__typename === 'ApiKeySecretPayload') onRotated({ key: r.key!, signingSecret: r.signingSecret ?? null, name: r.apiKey!.name });
                else setError('message' in r ? String(r.message) : 'Noko gjekk gale. Prøv igjen.');
              },
              onError: (e) => setError(promptRelogin(e) ?? 'Noko gjekk gale. Prøv igjen.'),
            })
          }
        >
          <p>Partnaren får ein ny nøkkel. Kor lenge skal den gamle verke?</p>
          <label className="field">
            <span>Overgangstid</span>
            <select value={grace} onChange={(e) => setGrace(e.target.value)}>
              {GRACE.map((g) => (
                <option key={g.value} value={g.value}>
                  {g.label}
                </option>
              ))}
            </select>
          </label>
        </ConfirmDialog>
      )}
    </section>
  );
}
