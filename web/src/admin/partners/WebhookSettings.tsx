import { Suspense, useState, type FormEvent } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENTS } from '@domain/webhooks.ts';
import type { WebhookSettingsQuery } from '../../__generated__/WebhookSettingsQuery.graphql';
import type { WebhookSettingsSaveMutation, WebhookEventType } from '../../__generated__/WebhookSettingsSaveMutation.graphql';
import { toast } from '../../components/toast.ts';

const enumOf = (event: string) => event.replace('.', '_').toUpperCase() as WebhookEventType;

/**
 * A partner key's webhook (its global id): the HTTPS address and the events it wants. An empty address turns
 * webhooks off. The server checks the address (HTTPS only; the error names the field).
 */
export function WebhookSettings({ keyId }: { keyId: string }) {
  return (
    <section className="kit-section" aria-labelledby="webhook-settings-title">
      <h2 id="webhook-settings-title">Webhook</h2>
      <Suspense fallback={<p role="status">Hentar …</p>}>
        <WebhookForm keyId={keyId} />
      </Suspense>
    </section>
  );
}

function WebhookForm({ keyId }: { keyId: string }) {
  const data = useLazyLoadQuery<WebhookSettingsQuery>(
    graphql`
      query WebhookSettingsQuery($keyId: ID!) {
        webhookEndpoint(keyId: $keyId) {
          id
          url
          events
        }
      }
    `,
    { keyId },
  );
  const [url, setUrl] = useState(data.webhookEndpoint?.url ?? '');
  const [events, setEvents] = useState<string[]>(data.webhookEndpoint?.events.map(String) ?? WEBHOOK_EVENTS.map(enumOf));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [save, saving] = useMutation<WebhookSettingsSaveMutation>(graphql`
    mutation WebhookSettingsSaveMutation($input: SetWebhookEndpointInput!) {
      setWebhookEndpoint(input: $input) {
        __typename
        ... on SetWebhookEndpointPayload {
          endpoint {
            id
            url
            events
          }
        }
        ... on ValidationError {
          fields {
            field
            message
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    save({
      variables: { input: { keyId, url: url.trim() || null, events: events as WebhookEventType[] } },
      onCompleted: (r) => {
        const result = r.setWebhookEndpoint;
        if (result.__typename === 'SetWebhookEndpointPayload') {
          setErrors({});
          toast(result.endpoint ? 'Webhooken er lagra.' : 'Webhooken er slått av.', { type: 'success' });
        } else if (result.__typename === 'ValidationError') {
          setErrors(Object.fromEntries((result.fields ?? []).map((f) => [f.field, f.message])));
        } else {
          toast(('message' in result && result.message) || 'Kunne ikkje lagre. Prøv igjen.', { type: 'error' });
        }
      },
      onError: () => {
        toast('Kunne ikkje lagre. Prøv igjen.', { type: 'error' });
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <div className={errors.url ? 'kit-field invalid' : 'kit-field'} data-field="url">
        <label htmlFor="webhook-url">Adresse (HTTPS)</label>
        <input id="webhook-url" type="url" value={url} placeholder="https://partnar.no/webhook" onChange={(e) => setUrl(e.target.value)} aria-invalid={Boolean(errors.url)} aria-describedby={errors.url ? 'webhook-url-error' : undefined} />
        {errors.url && (
          <div className="kit-field-meta">
            <span className="kit-field-error" id="webhook-url-error">{errors.url}</span>
          </div>
        )}
      </div>
      <fieldset className={errors.events ? 'kit-field invalid' : 'kit-field'} data-field="events">
        <legend>Hendingar</legend>
        {WEBHOOK_EVENTS.map((event) => {
          const value = enumOf(event);
          return (
            <label key={event} className="kit-checkbox">
              <input type="checkbox" checked={events.includes(value)} onChange={(e) => setEvents((list) => (e.target.checked ? [...list, value] : list.filter((x) => x !== value)))} />
              {WEBHOOK_EVENT_LABELS[event]} <code>{event}</code>
            </label>
          );
        })}
        {errors.events && (
          <div className="kit-field-meta">
            <span className="kit-field-error">{errors.events}</span>
          </div>
        )}
      </fieldset>
      <button type="submit" className="button primary" disabled={saving}>
        {saving ? 'Lagrar …' : 'Lagre webhook'}
      </button>
    </form>
  );
}
