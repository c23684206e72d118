import { zodResolver } from '@hookform/resolvers/zod';
import { LOCATION_MESSAGES, locationFormSchema, OPENING_HOURS_KINDS, type LocationFormValues } from '@domain/location.ts';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay';
import { ConnectionHandler } from 'relay-runtime';
import type { LocationForm_account$key } from '../../__generated__/LocationForm_account.graphql';
import type { LocationForm_location$key } from '../../__generated__/LocationForm_location.graphql';
import type { LocationFormCreateMutation } from '../../__generated__/LocationFormCreateMutation.graphql';
import type { LocationFormUpdateMutation } from '../../__generated__/LocationFormUpdateMutation.graphql';
import { toast } from '../../components/toast.ts';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { errorPaths, invalidFormMessage } from '../kit/formErrors.ts';
import { FormShell, useFormShell } from '../kit/FormShell.tsx';
import type { HistoryFormat } from '../kit/HistoryList.tsx';
import { HistoryPanel } from '../kit/HistoryPanel.tsx';
import { StatusBadge, statusLabel } from '../kit/StatusBadge.tsx';
import { useSaveMutation } from '../kit/useSaveMutation.ts';
import { DeleteLocationButton } from './DeleteLocationButton.tsx';
import { changedFields, emptyValues, FIELD_LABELS, HISTORY_VALUES, inputOf, tabOf, valuesOf, type LocationFormFields } from './formValues.ts';
import { GeneralFields } from './GeneralFields.tsx';
import { OpeningHoursList } from './OpeningHoursEditor.tsx';
import { FieldGroup } from '../kit/Field.tsx';

/** Spec 2 section 8 and the texts for saving. */
export const SAVE_TEXTS = {
  created: 'Lokasjon opprettet',
  changed: 'Endringen er lagret.',
  noChanges: 'Ingen endringer er gjort.',
} as const;

/** How a location's history reads, on its Historikk tab and, once it is deleted, under "Fann ikkje lokasjonen". */
export const LOCATION_HISTORY: HistoryFormat = {
  labels: FIELD_LABELS,
  values: HISTORY_VALUES,
  status: (s) => <StatusBadge kind="location" status={s} />,
  statusLabel: (s) => statusLabel('location', s),
};

/** The list connections a new location joins (the unfiltered list in its default and its explicit-null forms). */
function listConnections(accountId: string): string[] {
  const nulls = { search: null, status: null, companyId: null, sort: null, direction: null };
  return [ConnectionHandler.getConnectionID(accountId, 'LocationTable_locations', nulls), ConnectionHandler.getConnectionID(accountId, 'LocationTable_locations')];
}

const resolver = zodResolver(locationFormSchema) as unknown as Resolver<LocationFormFields, unknown, LocationFormValues>;

/**
 * The location form: tabs Generelt, Åpningstider and (for a stored location) Historikk. Validates with the shared
 * schema before anything is sent; an invalid save opens the first invalid field's tab and section. Saving an
 * unchanged location sends nothing; leaving with changes asks first, except right after a save.
 */
export function LocationForm({ account, location, mode }: { account: LocationForm_account$key; location: LocationForm_location$key | null; mode: 'new' | 'copy' | 'edit' }) {
  const acc = useFragment(
    graphql`
      fragment LocationForm_account on Account {
        id
        kind
        slug
        permissions {
          locations {
            create
          }
        }
        companies(first: 100) {
          edges {
            node {
              id
              name
            }
          }
        }
      }
    `,
    account,
  );
  const loc = useFragment(
    graphql`
      fragment LocationForm_location on Location @argumentDefinitions(existing: { type: "Boolean!" }) {
        id
        databaseId
        updatedAt
        viewerMayChange
        viewerMayDelete
        name
        status
        order
        address1
        address2
        zip
        city
        region
        regionCode
        country
        aliases
        airportCode
        description
        cost
        transportFactor
        distanceFromCompanyKm
        distanceFromCompanyMin
        maxDeliveryKm
        gpsLat
        gpsLong
        publicEmail
        publicPhone
        privateContactName
        privateEmail
        privatePhone
        internalNote
        externalNote
        deliveryPrepTimeHours
        company {
          id
        }
        openingWeek {
          pickup {
            weekday
            closed
            opens
            closes
          }
          dropoff {
            weekday
            closed
            opens
            closes
          }
          employees {
            weekday
            closed
            opens
            closes
          }
        }
        ...HistoryPanel_owner @include(if: $existing) @alias(as: "historyOwner")
      }
    `,
    location,
  );
  const listPath = `/admin/${acc.slug}/lokasjoner`;
  const chooseOwner = acc.kind === 'network' || acc.kind === 'site';
  const owners = chooseOwner ? acc.companies.edges.map((e) => e.node) : null;

  const [initial] = useState<LocationFormFields>(() => {
    if (!loc) return emptyValues(owners?.length === 1 ? owners[0]!.id : '');
    const values = valuesOf(loc);
    return mode === 'copy' ? { ...values, name: `${values.name} (kopi)`, status: 'draft' } : values;
  });
  const form = useForm<LocationFormFields, unknown, LocationFormValues>({ defaultValues: initial, resolver, mode: 'onSubmit', reValidateMode: 'onChange' });
  const shell = useFormShell({ dirty: form.formState.isDirty, tabOf, listPath });
  const { setFormError, showInvalid, leaveSaved } = shell;

  const saveHandling = { form, setFormError, showInvalid, requiredMessage: LOCATION_MESSAGES.requiredForm };
  const [create, creating] = useSaveMutation<LocationFormCreateMutation>(
    graphql`
    mutation LocationFormCreateMutation($input: CreateLocationInput!, $connections: [ID!]!) {
      createLocation(input: $input) {
        __typename
        ... on CreateLocationSuccess {
          location {
            databaseId
          }
          edge @appendEdge(connections: $connections) {
            cursor
            node {
              ...LocationTable_row @relay(mask: false)
            }
          }
        }
        ...useSaveMutation_answer @alias(as: "error")
      }
    }
  `,
    saveHandling,
  );
  const [update, updating] = useSaveMutation<LocationFormUpdateMutation>(
    graphql`
    mutation LocationFormUpdateMutation($input: UpdateLocationInput!) {
      updateLocation(input: $input) {
        __typename
        ... on UpdateLocationSuccess {
          location {
            ...LocationForm_location @arguments(existing: true)
            ...LocationTable_row @relay(mask: false)
          }
        }
        ...useSaveMutation_answer @alias(as: "error")
      }
    }
  `,
    saveHandling,
  );

  const existing = mode === 'edit' && loc != null;
  const readOnly = existing ? !loc.viewerMayChange : !acc.permissions.locations.create;
  usePageTitle(existing ? loc.name : 'Ny lokasjon');

  const save = form.handleSubmit(
    (parsed) => {
      setFormError(null);
      const current = form.getValues();
      if (existing) {
        const changed = changedFields(initial, current).filter((f) => f !== 'companyId' || chooseOwner);
        if (changed.length === 0) {
          toast(`Ingen endringer. ${SAVE_TEXTS.noChanges}`, { type: 'info' });
          return;
        }
        const input = inputOf(parsed, changed);
        if (changed.includes('companyId')) input.companyId = current.companyId || null;
        update({
          variables: { input: { id: loc.id, updatedAt: loc.updatedAt, ...input } },
          answer: (r) => r.updateLocation,
          success: 'UpdateLocationSuccess',
          onSuccess: () => {
            form.reset(current);
            toast(SAVE_TEXTS.changed, { type: 'success' });
          },
        });
        return;
      }
      const input = { ...inputOf(parsed, 'all'), accountId: acc.id, ...(chooseOwner ? { companyId: current.companyId || null } : {}) };
      create({
        variables: { input, connections: listConnections(acc.id) },
        answer: (r) => r.createLocation,
        success: 'CreateLocationSuccess',
        onSuccess: (r) => {
          toast(SAVE_TEXTS.created, { type: 'success' });
          leaveSaved(r.location ? `${listPath}/${r.location.databaseId}` : undefined);
        },
      });
    },
    (errors) => {
      const paths = errorPaths(errors);
      showInvalid(paths, invalidFormMessage(paths, (p) => form.getValues(p as never), LOCATION_MESSAGES.requiredForm));
    },
  );

  const errors = errorPaths(form.formState.errors);
  const tabs = [
    {
      value: 'generelt',
      label: 'Generelt',
      invalid: errors.some((p) => tabOf(p) === 'generelt'),
      content: (
        <FieldGroup>
          <GeneralFields owners={owners} />
        </FieldGroup>
      ),
    },
    {
      value: 'apningstider',
      label: 'Åpningstider',
      invalid: errors.some((p) => tabOf(p) === 'apningstider'),
      content: (
        <FieldGroup>
          {OPENING_HOURS_KINDS.map((kind) => (
            <OpeningHoursList key={kind} kind={kind} />
          ))}
        </FieldGroup>
      ),
    },
    ...(existing && loc.historyOwner
      ? [{ value: 'historikk', label: 'Historikk', content: <HistoryPanel owner={loc.historyOwner} format={LOCATION_HISTORY} /> }]
      : []),
  ];

  return (
    <FormShell
      shell={shell}
      form={form}
      label="Lokasjon"
      eyebrow={existing ? `ID ${loc.databaseId}` : mode === 'copy' ? 'Kopi' : 'Ny'}
      title={existing ? loc.name : 'Ny lokasjon'}
      tabs={tabs}
      onSubmit={save}
      readOnly={readOnly}
      busy={creating || updating}
      deleteButton={
        existing &&
        loc.viewerMayDelete && (
          <DeleteLocationButton
            id={loc.id}
            name={loc.name}
            updatedAt={loc.updatedAt}
            connections={listConnections(acc.id)}
            onDeleted={shell.leaveDeleted}
          />
        )
      }
    />
  );
}
