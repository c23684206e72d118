// First: zod must know it may not use eval before the shared schemas are built.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { API_KEY_STATUS_LABELS, API_KEY_STATUSES } from '@domain/apiKeys.ts';
import { emailFormat } from '@domain/email.ts';
import { API_KEY_SORT_FIELDS } from '@domain/lists.ts';
import { graphql, useMutation, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router-dom';
import { z } from 'zod';
import type { KeyDetail_apiKey$key } from '../../__generated__/KeyDetail_apiKey.graphql';
import type { ApiKeySort, PartnersPageQuery } from '../../__generated__/PartnersPageQuery.graphql';
import type { PartnersPageCreateMutation } from '../../__generated__/PartnersPageCreateMutation.graphql';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { CheckboxField } from '../kit/CheckboxField.tsx';
import { CopyButton } from '../kit/CopyButton.tsx';
import { describedBy, SelectField, TextField } from '../kit/Field.tsx';
import { FilterPopover, FilterSelect } from '../kit/FilterPopover.tsx';
import { errorPaths, firstOnScreen } from '../kit/formErrors.ts';
import { revealField } from '../kit/FormTabs.tsx';
import { filtersInEffect, listVariables, readListParams, useListParams } from '../kit/listParams.ts';
import { loadAdminQuery } from '../kit/loadAdminQuery.ts';
import { SearchBox } from '../kit/SearchBox.tsx';
import { readSaveError } from '../kit/useSaveMutation.ts';
import { SectionPage } from '../SectionPage.tsx';
import { section } from '../sections.ts';
import { KeyDetail } from './KeyDetail.tsx';
import { RIGHTS, type OnceShownSecret } from './keyRights.ts';
import { PartnerKeyTable } from './PartnerKeyTable.tsx';
import { BusyButton } from '../../components/BusyButton.tsx';
import { promptRelogin } from '../../components/sessionEnded.ts';

/** The list's filter parameter in the address: the key's state. */
const FILTERS = ['status'] as const;
const SORTS = API_KEY_SORT_FIELDS satisfies readonly ApiKeySort[];

const query = graphql`
  query PartnersPageQuery($slug: String!, $count: Int!, $search: String, $status: ApiKeyStatus, $sort: ApiKeySort, $direction: SortDirection) {
    account(slug: $slug) {
      id
      name
      permissions {
        apiKeys {
          create
        }
      }
      # Every location of the scope (the connection pages at 100; a company may have more).
      locationChoices {
        id
        name
      }
    }
    ...PartnerKeyTable_query @arguments(slug: $slug, count: $count, search: $search, status: $status, sort: $sort, direction: $direction)
  }
`;

/** The query variables a list address stands for (unknown values are ignored, never sent). */
function variablesOf(slug: string, url: URL): PartnersPageQuery['variables'] {
  const p = readListParams(url.searchParams, FILTERS);
  const read = readFilters(p.filters);
  return {
    slug,
    ...listVariables(p, SORTS),
    status: read.status,
  };
}

/** Each filter of the address as the query takes it (null: absent, or not understood and ignored). */
function readFilters(f: Readonly<Record<string, string>>) {
  return { status: API_KEY_STATUSES.find((s) => s === f.status) ?? null };
}

/** Starts the page's query as soon as the route matches (fresh each visit: "last used" and "requests today" move). */
export function loader({ params, request }: LoaderFunctionArgs) {
  const slug = params.slug ?? '';
  return loadAdminQuery<PartnersPageQuery>('partners', query, variablesOf(slug, new URL(request.url)), slug, 'network-only');
}

/** The form's own rules (the server checks the same and more). */
const formSchema = z.object({
  name: z.string().trim().min(1, 'Namn må fyllast ut.').max(200, 'Namnet er for langt.'),
  contactEmail: z.string().trim().min(1, 'E-post må fyllast ut.').pipe(emailFormat('Ugyldig e-postadresse.')),
  locationIds: z.array(z.string()).min(1, 'Vel minst éin lokasjon.'),
  search: z.boolean(),
  book: z.boolean(),
  read_bookings: z.boolean(),
  priceType: z.enum(['private', 'business']),
  trustedDocumentsOnly: z.boolean(),
}).refine((v) => v.search || v.book || v.read_bookings, { message: 'Vel minst éin rett.', path: ['search'] });
type FormValues = z.infer<typeof formSchema>;
const resolver = zodResolver(formSchema) as unknown as Resolver<FormValues>;

/** /admin/{slug}/partnere: partners' API keys: search, state filter, the paged list, create (shown once), a key's detail. */
export function Component() {
  const ref = useLoaderData() as PreloadedQuery<PartnersPageQuery>;
  const data = usePreloadedQuery<PartnersPageQuery>(query, ref);
  const revalidator = useRevalidator();
  const list = useListParams(FILTERS);
  const { params, setSearch, setFilters } = list;
  usePageTitle('Partnarar');
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<OnceShownSecret | null>(null);
  const [selected, setSelected] = useState<{ id: string; ref: KeyDetail_apiKey$key } | null>(null);
  // Where the keyboard goes on when the form or the shown key closes (the control it was on is gone with them).
  const newKeyButton = useRef<HTMLButtonElement>(null);
  const backToNewKey = () => requestAnimationFrame(() => newKeyButton.current?.focus());
  const locations = data.account.locationChoices;
  // Roles that may not manage keys see the spec's placeholder, as the greyed navigation entry promises.
  if (!data.account.permissions.apiKeys.create) return <SectionPage section={section('partnere')} />;

  return (
    <section className="page">
      <div className="kit-page-head">
        <h1>Partnarar</h1>
        <button type="button" className="button primary" ref={newKeyButton} onClick={() => { setCreating(true); setSecret(null); }}>
          Ny API-nøkkel
        </button>
      </div>
      {secret && <OnceShown key={secret.key} secret={secret} onClose={() => { setSecret(null); backToNewKey(); }} />}
      {creating && (
        <CreateKeyForm
          accountId={data.account.id}
          locations={locations}
          onCancel={() => { setCreating(false); backToNewKey(); }}
          onCreated={(s) => { setCreating(false); setSecret(s); revalidator.revalidate(); }}
        />
      )}
      <div className="kit-toolbar">
        <SearchBox value={params.search} onSearch={setSearch} label="Søk i API-nøklar" />
        <FilterPopover names={FILTERS} filters={filtersInEffect(params.filters, readFilters(params.filters))} setFilters={setFilters}>
          <FilterSelect name="status" label="Status" value={params.filters.status} options={API_KEY_STATUSES.map((s) => ({ value: s, label: API_KEY_STATUS_LABELS[s] }))} />
        </FilterPopover>
      </div>
      <PartnerKeyTable query={data} list={list} onSelect={setSelected} />
      {selected && (
        <KeyDetail
          key={selected.id}
          apiKey={selected.ref}
          onClose={() => {
            // The keyboard goes on from the key's name in the list, where the detail was opened (not from the top).
            const id = selected.id;
            setSelected(null);
            requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-key-id="${CSS.escape(id)}"]`)?.focus());
          }}
          onRotated={(s) => { setSecret(s); setSelected(null); revalidator.revalidate(); }}
        />
      )}
    </section>
  );
}

/** The full key (and signing secret) right after create or rotate: shown this once, each with a copy button. */
function OnceShown({ secret, onClose }: { secret: OnceShownSecret; onClose: () => void }) {
  // The form (or the rotate question) that made the key is gone: the keyboard goes on here, at the key.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="kit-section" role="status" data-testid="once-shown">
      <h2 id="once-shown-heading" tabIndex={-1} ref={heading}>
        Ny nøkkel for {secret.name}
      </h2>
      <p>
        <strong>Kopier nøkkelen no: han blir ikkje vist igjen.</strong> Partnaren sender han som <code>Authorization: Bearer &lt;nøkkel&gt;</code>.
      </p>
      <p>
        <code className="partner-secret" data-testid="full-key">{secret.key}</code> <CopyButton text={secret.key} what="nøkkelen" />
      </p>
      {secret.signingSecret && (
        <p>
          Signeringsnøkkel for webhookar (visast berre no): <code className="partner-secret" data-testid="signing-secret">{secret.signingSecret}</code>{' '}
          <CopyButton text={secret.signingSecret} what="signeringsnøkkelen" />
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
  onCreated: (s: OnceShownSecret) => void;
}) {
  const form = useForm<FormValues>({
    resolver,
    // react-hook-form focuses the first field registered, and the location ticks register before the text fields
    // (the form registers them itself, the text fields in their own render): focus the first invalid one on screen.
    shouldFocusError: false,
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
        ...useSaveMutation_answer @alias(as: "error")
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
        const error = readSaveError(r);
        if (r.__typename === 'ApiKeySecretPayload') onCreated({ key: r.key!, signingSecret: r.signingSecret ?? null, name: r.apiKey!.name });
        else if (r.__typename === 'ValidationError' && error) {
          for (const f of error.fields) {
            const name = (['name', 'contactEmail', 'locationIds'].includes(f.field) ? f.field : f.field === 'rights' ? 'search' : null) as keyof FormValues | null;
            if (name) form.setError(name, { message: f.message });
            else setServerError(f.message);
          }
        } else setServerError(error?.message ?? 'Noko gjekk gale. Prøv igjen.');
      },
      onError: (error) => setServerError(promptRelogin(error) ?? 'Noko gjekk gale. Prøv igjen.'),
    });
  }, (invalid) => {
    const first = firstOnScreen(errorPaths(invalid));
    if (first) revealField(first);
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
              <input
                type="checkbox"
                value={l.id}
                aria-invalid={!!errors.locationIds || undefined}
                aria-describedby={describedBy('locationIds', { invalid: !!errors.locationIds })}
                {...form.register('locationIds')}
              />{' '}
              {l.name}
            </label>
          ))}
          {errors.locationIds && (
            <span className="kit-field-error" id="f-locationIds-error">
              {errors.locationIds.message}
            </span>
          )}
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
          <BusyButton type="submit" className="button primary" busy={busy}>
            Lag nøkkel
          </BusyButton>
        </div>
      </form>
    </FormProvider>
  );
}
