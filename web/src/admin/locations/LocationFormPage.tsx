// First: zod must know it may not use eval before the shared schemas are built.
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useParams, useSearchParams } from 'react-router-dom';
import type { LocationFormPageQuery } from '../../__generated__/LocationFormPageQuery.graphql';
import { FormPageNoAccess, FormPageNotFound, formPageLoader } from '../kit/formPage.tsx';
import { LOCATION_HISTORY, LocationForm } from './LocationForm.tsx';

const query = graphql`
  query LocationFormPageQuery($slug: String!, $id: ID!, $hasId: Boolean!, $existing: Boolean!) {
    account(slug: $slug) {
      permissions {
        locations {
          create
        }
      }
      ...LocationForm_account
      # In this account's scope only: node() would answer a public one from elsewhere without its staff fields.
      location(id: $id) @include(if: $hasId) {
        ...LocationForm_location @arguments(existing: $existing)
      }
    }
  }
`;

/**
 * /lokasjoner/{id}: the location, fresh from the server (its `updatedAt` guards the save); /lokasjoner/ny?fra_id={id}:
 * the template to copy.
 */
export const loader = formPageLoader<LocationFormPageQuery>('location-form', query, 'Location', 'locationId');

/** /admin/{slug}/lokasjoner/{id|ny}: the location form (new, copy or existing). */
export function Component() {
  const ref = useLoaderData() as PreloadedQuery<LocationFormPageQuery>;
  const data = usePreloadedQuery<LocationFormPageQuery>(query, ref);
  const { slug, locationId } = useParams();
  const [search] = useSearchParams();
  const isNew = locationId === 'ny';
  const found = data.account.location ?? null;
  if (isNew && !data.account.permissions.locations.create) {
    return <FormPageNoAccess title="Ny lokasjon" message="Rolla di kan ikkje opprette lokasjonar." to={`/admin/${slug}/lokasjoner`} back="Tilbake til lokasjonar" />;
  }
  if (!isNew && !found) {
    return <FormPageNotFound title="Fann ikkje lokasjonen" to={`/admin/${slug}/lokasjoner`} back="Tilbake til lokasjonar" deleted={{ slug: slug ?? '', nodeType: 'Location', id: locationId, format: LOCATION_HISTORY }} />;
  }
  return (
    <LocationForm
      // A new address (another id, another template) is another form.
      key={`${locationId}:${search.get('fra_id') ?? ''}`}
      account={data.account}
      location={found}
      mode={isNew ? (found ? 'copy' : 'new') : 'edit'}
    />
  );
}
