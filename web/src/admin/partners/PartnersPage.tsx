// First: zod must know it may not use eval before the shared schemas are built.
import '../kit/zodConfig.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { graphql, useMutation, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router-dom';
import { z } from 'zod';
import type { PartnersPageQuery } from '../../__generated__/PartnersPageQuery.graphql';
import type { PartnersPageCreateMutation } from '../../__generated__/PartnersPageCreateMutation.graphql';
import type { PartnersPageRevokeMutation } from '../../__generated__/PartnersPageRevokeMutation.graphql';
import type { PartnersPageRotateMutation } from '../../__generated__/PartnersPageRotateMutation.graphql';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { CheckboxField } from '../kit/CheckboxField.tsx';
import { ConfirmDialog } from '../kit/ConfirmDialog.tsx';
import { SelectField, TextField } from '../kit/Field.tsx';
import { loadAdminQuery } from '../kit/loadAdminQuery.ts';
import { Table, type KitColumn } from '../kit/Table.tsx';
import { DeliveryLog } from './DeliveryLog.tsx';
import { WebhookSettings } from './WebhookSettings.tsx';

const query = graphql`
  query PartnersPageQuery($slug: String!) {
    account(slug: $slug) {
      id
      name
      locations(first: 100) {
        edges {
          node {
            id
            name
          }
        }
      }
      apiKeys(first: 100) {
        edges {
          node {
            id
            name
            contactEmail
            prefix
            status
            rights
            priceType
            lastUsedAt
            requestsToday
            expiresAt
            createdAt
            locations {
              name
            }
          }
        }
      }
    }
  }
`;

export function loader({ params }: LoaderFunctionArgs) {
  const slug = params.slug ?? '';
  return loadAdminQuery<PartnersPageQuery>('partners', query, { slug }, slug, 'network-only');
}

const RIGHTS = [
  { value: 'search', label: 'Ledigheit og prisar' },
  { value: 'book', label: 'Legge inn bestillingar' },
  { value: 'read_bookings', label: 'Lese eigne bestillingar' },
] as const;
const STATUS = { active: 'Aktiv', grace: 'Rotert (verkar til overgangstida er ute)', revoked: 'Trekt tilbake', expired: 'Utgått' } as Record<string, string>;
const GRACE = [
  { value: '0', label: 'Ingen: den gamle sluttar å verke no' },
  { value: '1', label: '1 time' },
  { value: '24', label: '1 døgn' },
  { value: '168', label: '7 dagar' },
  { value: '720', label: '30 dagar' },
];

/** The form's own rules (the server checks the same and more). */
const formSchema = z.object({
  name: z.string().trim().min(1, 'Namn må fyllast ut.').max(200, 'Namnet er for langt.'),
  contactEmail: z.string().trim().min(1, 'E-post må fyllast ut.').pipe(z.email('Ugyldig e-postadresse.')),
  locationIds: z.array(z.string()).min(1, 'Vel minst éin lokasjon.'),
  search: z.boolean(),
  book: z.boolean(),
  read_bookings: z.boolean(),
  priceType: z.enum(['private', 'business']),
  trustedDocumentsOnly: z.boolean(),
}).refine((v) => v.search || v.book || v.read_bookings, { message: 'Vel minst éin rett.', path: ['search'] });
type FormValues = z.infer<typeof formSchema>;
const resolver = zodResolver(formSchema) as unknown as Resolver<FormValues>;

const dateTime = (iso: unknown) => (iso ? new Date(String(iso)).toLocaleString('nb-NO', { timeZone: 'Europe/Oslo', dateStyle: 'short', timeStyle: 'short' }) : '–');

type KeyRow = NonNullable<PartnersPageQuery['response']['account']>['apiKeys']['edges'][number]['node'];

/** /admin/{slug}/partnere: partners' API keys: list, create (shown once), revoke and rotate. */
export function Component() {
  const ref = useLoaderData() as PreloadedQuery<PartnersPageQuery>;
  const data = usePreloadedQuery<PartnersPageQuery>(query, ref);
  const revalidator = useRevalidator();
  usePageTitle('Partnarar');
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<{ key: string; signingSecret: string | null; name: string } | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const keys = data.account.apiKeys.edges.map((e) => e.node);
  const current = keys.find((k) => k.id === selected) ?? null;

  const columns: KitColumn<KeyRow>[] = [
    { id: 'name', header: 'Partnar', title: true, cell: (k) => <button type="button" className="link" onClick={() => setSelected(k.id)}>{k.name}</button> },
    { id: 'prefix', header: 'Nøkkel', cell: (k) => <code data-testid="key-prefix">{k.prefix}…</code> },
    { id: 'status', header: 'Status', cell: (k) => STATUS[k.status] ?? k.status },
    { id: 'lastUsedAt', header: 'Sist brukt', cell: (k) => dateTime(k.lastUsedAt) },
    { id: 'requestsToday', header: 'Førespurnader i dag', cell: (k) => String(k.requestsToday) },
  ];

  return (
    <section className="page">
      <div className="kit-page-head">
        <h1>Partnarar</h1>
        <button type="button" className="button primary" onClick={() => { setCreating(true); setSecret(null); }}>
          Ny API-nøkkel
        </button>
      </div>
      {secret && <OnceShown secret={secret} onClose={() => setSecret(null)} />}
      {creating && (
        <CreateKeyForm
          accountId={data.account.id}
          locations={data.account.locations.edges.map((e) => e.node)}
          onCancel={() => setCreating(false)}
          onCreated={(s) => { setCreating(false); setSecret(s); revalidator.revalidate(); }}
        />
      )}
      <Table
        caption="API-nøklar"
        columns={columns}
        rows={keys}
        rowKey={(k) => k.id}
        sort={null}
        direction="stigende"
        onSort={() => {}}
        empty="Ingen API-nøklar enno."
      />
      {current && (
        <KeyDetail
          key={current.id}
          apiKey={current}
          onClose={() => setSelected(null)}
          onRotated={(s) => { setSecret(s); setSelected(null); revalidator.revalidate(); }}
          onRevoked={() => revalidator.revalidate()}
        />
      )}
    </section>
  );
}

/** The full key (and signing secret) right after create or rotate: shown this once, with a copy button. */
function OnceShown({ secret, onClose }: { secret: { key: string; signingSecret: string | null; name: string }; onClose: () => void }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="kit-section" role="status" data-testid="once-shown">
      <h2>Ny nøkkel for {secret.name}</h2>
      <p>
        <strong>Kopier nøkkelen no: han blir ikkje vist igjen.</strong> Partnaren sender han som <code>Authorization: Bearer &lt;nøkkel&gt;</code>.
      </p>
      <p>
        <code data-testid="full-key">{secret.key}</code>{' '}
        <button
          type="button"
          className="button"
          onClick={() => void navigator.clipboard?.writeText(secret.key).then(() => setCopied(true), () => setCopied(false))}
        >
          {copied ? 'Kopiert' : 'Kopier'}
        </button>
      </p>
      {secret.signingSecret && (
        <p>
          Signeringsnøkkel for webhookar (visast berre no): <code data-testid="signing-secret">{secret.signingSecret}</code>
        </p>
      )}
      <button type="button" className="button" onClick={onClose}>
        Lukk
      </button>
    </div>
  );
}

function CreateKeyForm({
  accountId,
  locations,
  onCancel,
  onCreated,
}: {
  accountId: string;
  locations: readonly { id: string; name: string }[];
  onCancel: () => void;
  onCreated: (s: { key: string; signingSecret: string | null; name: string }) => void;
}) {
  const form = useForm<FormValues>({
    resolver,
    defaultValues: { name: '', contactEmail: '', locationIds: [], search: true, book: false, read_bookings: false, priceType: 'private', trustedDocumentsOnly: false },
  });
  const [serverError, setServerError] = useState<string | null>(null);
  const [commit, busy] = useMutation<PartnersPageCreateMutation>(graphql`
    mutation PartnersPageCreateMutation($input: CreateApiKeyInput!) {
      createApiKey(input: $input) {
        __typename
        ... on ApiKeySecretPayload {
          key
          signingSecret
          apiKey {
            name
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
  const submit = form.handleSubmit((v) => {
    setServerError(null);
    commit({
      variables: {
        input: {
          accountId,
          name: v.name,
          contactEmail: v.contactEmail,
          locationIds: v.locationIds,
          rights: RIGHTS.map((r) => r.value).filter((r) => v[r]),
          priceType: v.priceType,
          trustedDocumentsOnly: v.trustedDocumentsOnly,
        },
      },
      onCompleted: ({ createApiKey: r }) => {
        if (r.__typename === 'ApiKeySecretPayload') onCreated({ key: r.key!, signingSecret: r.signingSecret ?? null, name: r.apiKey!.name });
        else if (r.__typename === 'ValidationError') {
          for (const f of r.fields ?? []) {
            const name = (['name', 'contactEmail', 'locationIds'].includes(f.field) ? f.field : f.field === 'rights' ? 'search' : null) as keyof FormValues | null;
            if (name) form.setError(name, { message: f.message });
            else setServerError(f.message);
          }
        } else setServerError('message' in r ? String(r.message) : 'Noko gjekk gale. Prøv igjen.');
      },
      onError: () => setServerError('Noko gjekk gale. Prøv igjen.'),
    });
  });
  const errors = form.formState.errors;
  return (
    <FormProvider {...form}>
      <form className="kit-section" onSubmit={submit} noValidate aria-label="Ny API-nøkkel">
        <h2>Ny API-nøkkel</h2>
        <TextField name="name" label="Partnar (namn)" required maxLength={200} />
        <TextField name="contactEmail" label="Kontakt-e-post" type="email" required />
        <fieldset className={errors.locationIds ? 'kit-field invalid' : 'kit-field'} data-field="locationIds">
          <legend>Lokasjonar partnaren kan bestille på *</legend>
          {locations.map((l) => (
            <label key={l.id} className="kit-check">
              <input type="checkbox" value={l.id} {...form.register('locationIds')} /> {l.name}
            </label>
          ))}
          {errors.locationIds && <span className="kit-field-error">{errors.locationIds.message}</span>}
        </fieldset>
        <fieldset className="kit-field">
          <legend>Rettar *</legend>
          {RIGHTS.map((r) => (
            <CheckboxField key={r.value} name={r.value} label={r.label} />
          ))}
        </fieldset>
        <SelectField name="priceType" label="Prisar" options={[{ value: 'private', label: 'Privatprisar' }, { value: 'business', label: 'Bedriftsprisar' }]} />
        <CheckboxField name="trustedDocumentsOnly" label="Berre registrerte operasjonar (trusted documents)" />
        {serverError && <p className="kit-field-error" role="alert">{serverError}</p>}
        <div className="kit-actions">
          <button type="button" className="button" onClick={onCancel}>
            Avbryt
          </button>
          <button type="submit" className="button primary" disabled={busy}>
            Lag nøkkel
          </button>
        </div>
      </form>
    </FormProvider>
  );
}

/** One key: its facts, revoke and rotate (each asked first), and the partner's webhooks. */
function KeyDetail({
  apiKey,
  onClose,
  onRotated,
  onRevoked,
}: {
  apiKey: KeyRow;
  onClose: () => void;
  onRotated: (s: { key: string; signingSecret: string | null; name: string }) => void;
  onRevoked: () => void;
}) {
  const [asking, setAsking] = useState<'revoke' | 'rotate' | null>(null);
  const [grace, setGrace] = useState('24');
  const [error, setError] = useState<string | null>(null);
  const [revoke, revoking] = useMutation<PartnersPageRevokeMutation>(graphql`
    mutation PartnersPageRevokeMutation($input: ApiKeyIdInput!) {
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
  const [rotate, rotating] = useMutation<PartnersPageRotateMutation>(graphql`
    mutation PartnersPageRotateMutation($input: RotateApiKeyInput!) {
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
  const usable = apiKey.status === 'active';
  return (
    <div className="kit-section" data-testid="key-detail">
      <h2>
        {apiKey.name} <code>{apiKey.prefix}…</code>
      </h2>
      <dl>
        <dt>Status</dt>
        <dd>{STATUS[apiKey.status] ?? apiKey.status}{apiKey.expiresAt ? ` (til ${dateTime(apiKey.expiresAt)})` : ''}</dd>
        <dt>Kontakt</dt>
        <dd>{apiKey.contactEmail}</dd>
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
        {usable && (
          <>
            <button type="button" className="button" onClick={() => setAsking('rotate')}>
              Roter
            </button>
            <button type="button" className="button danger" onClick={() => setAsking('revoke')}>
              Trekk tilbake
            </button>
          </>
        )}
      </div>
      <div className="partner-webhooks">
        <WebhookSettings keyId={apiKey.id} />
        <DeliveryLog keyId={apiKey.id} />
      </div>
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
                if (r.__typename === 'ApiKeyPayload') onRevoked();
                else setError('message' in r ? String(r.message) : 'Noko gjekk gale. Prøv igjen.');
              },
              onError: () => setError('Noko gjekk gale. Prøv igjen.'),
            })
          }
        >
          <p>{apiKey.name} kan ikkje bruke nøkkelen {apiKey.prefix}… lenger, frå neste førespurnad.</p>
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
              onError: () => setError('Noko gjekk gale. Prøv igjen.'),
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
    </div>
  );
}
