import { Suspense, useState } from 'react';
import { FormProvider, get, useForm } from 'react-hook-form';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENTS } from '@domain/webhooks.ts';
import type { WebhookSettingsQuery } from '../../__generated__/WebhookSettingsQuery.graphql';
import type { WebhookSettingsSaveMutation, WebhookEventType } from '../../__generated__/WebhookSettingsSaveMutation.graphql';
import { toast } from '../../components/toast.ts';
import { INVALID_VALUE, TextField } from '../kit/Field.tsx';
import { revealField } from '../kit/FormTabs.tsx';
import { SAVE_FAILED_RETRY, useSaveMutation } from '../kit/useSaveMutation.ts';
import { BusyButton } from '../../components/BusyButton.tsx';

const enumOf = (event: string) => event.replace('.', '_').toUpperCase() as WebhookEventType;

interface WebhookFields {
  url: string;
  events: string[];
}

/**
 * A partner key's webhook (its global id): the HTTPS address and the events it wants. An empty address turns
 * webhooks off. The server checks the address (HTTPS only; the error names the field).
 */
export function WebhookSettings({ keyId, onSaved }: { keyId: string; /** After a save (the key's history has a new entry). */ onSaved?: () => void }) {
  return (
    <section className="kit-section" aria-labelledby="webhook-settings-title">
      <h2 id="webhook-settings-title">Webhook</h2>
      <Suspense fallback={<p role="status">Hentar …</p>}>
        <WebhookForm keyId={keyId} onSaved={onSaved} />
      </Suspense>
    </section>
  );
}

function WebhookForm({ keyId, onSaved }: { keyId: string; onSaved?: () => void }) {
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
  const form = useForm<WebhookFields>({
    defaultValues: { url: data.webhookEndpoint?.url ?? '', events: data.webhookEndpoint?.events.map(String) ?? WEBHOOK_EVENTS.map(enumOf) },
  });
  const [formError, setFormError] = useState<string | null>(null);
  const [save, saving] = useSaveMutation<WebhookSettingsSaveMutation>(
    graphql`
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
          ...useSaveMutation_answer @alias(as: "error")
        }
      }
    `,
    {
      form,
      setFormError,
      // One panel: the message above the form, and the first field the server named gets focus.
      showInvalid: (paths, message) => {
        setFormError(message);
        if (paths[0]) revealField(paths[0]);
      },
      requiredMessage: 'Sjå over felta som er merka.',
      failedMessage: SAVE_FAILED_RETRY,
    },
  );

  const submit = form.handleSubmit((values) => {
    setFormError(null);
    save({
      variables: { input: { keyId, url: values.url.trim() || null, events: values.events as WebhookEventType[] } },
      answer: (r) => r.setWebhookEndpoint,
      success: 'SetWebhookEndpointPayload',
      onSuccess: (r) => {
        form.reset(values);
        toast(r.endpoint ? 'Webhooken er lagra.' : 'Webhooken er slått av.', { type: 'success' });
        onSaved?.();
      },
    });
  });
  const eventsError = get(form.formState.errors, 'events') as { message?: string } | undefined;

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label="Webhook">
        {formError && (
          <p className="kit-form-error" role="alert">
            {formError}
          </p>
        )}
        <TextField name="url" label="Adresse (HTTPS)" type="url" hint="Til dømes https://partnar.no/webhook. Tom adresse slår webhooken av." />
        <fieldset className={eventsError ? 'kit-field invalid' : 'kit-field'} data-field="events">
          <legend>Hendingar</legend>
          {WEBHOOK_EVENTS.map((event) => (
            <label key={event} className="kit-check">
              <input type="checkbox" value={enumOf(event)} {...form.register('events')} />
              {/* One run of text: beside the tick, the code follows the words and wraps with them (as two flex items
                  the words were squeezed into a narrow column beside the code on a phone). */}
              <span>
                {WEBHOOK_EVENT_LABELS[event]} <code>{event}</code>
              </span>
            </label>
          ))}
          {eventsError && (
            <div className="kit-field-meta">
              <span className="kit-field-error">{eventsError.message || INVALID_VALUE}</span>
            </div>
          )}
        </fieldset>
        <BusyButton type="submit" className="button primary" busy={saving}>
          {saving ? 'Lagrar …' : 'Lagre webhook'}
        </BusyButton>
      </form>
    </FormProvider>
  );
}
