// First: zod must know it may not use eval before the shared schemas are built.
import '../kit/zodConfig.ts';
import { toGlobalId } from '@domain/globalId.ts';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useParams, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import type { LocationFormPageQuery } from '../../__generated__/LocationFormPageQuery.graphql';
import { Placeholder } from '../../components/Placeholder.tsx';
import { loadAdminQuery } from '../kit/loadAdminQuery.ts';
import { LocationForm } from './LocationForm.tsx';

const query = graphql`
  query LocationFormPageQuery($slug: String!, $id: ID!, $hasId: Boolean!, $existing: Boolean!) {
    account(slug: $slug) {
      ...LocationForm_account
    }
    location: node(id: $id) @include(if: $hasId) {
      ...LocationForm_location @arguments(existing: $existing) @alias(as: "asLocation")
    }
  }
`;

/** A positive database id from the address ("12"), or null ("ny", junk). */
function databaseId(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
}

/**
 * /lokasjoner/{id}: the location, fresh from the server (its `updatedAt` guards the save); /lokasjoner/ny?fra_id={id}:
 * the template to copy.
 */
export function loader({ params, request }: LoaderFunctionArgs) {
  const slug = params.slug ?? '';
  const existing = databaseId(params.locationId);
  const template = params.locationId === 'ny' ? databaseId(new URL(request.url).searchParams.get('fra_id')) : null;
  const id = existing ?? template;
  return loadAdminQuery<LocationFormPageQuery>(
    'location-form',
    query,
    { slug, id: id ? toGlobalId('Location', id) : '', hasId: id !== null, existing: existing !== null },
    slug,
    'network-only',
  );
}

/** /admin/{slug}/lokasjoner/{id|ny}: the location form (new, copy or existing). */
export function Component() {
  const ref = useLoaderData() as PreloadedQuery<LocationFormPageQuery>;
  const data = usePreloadedQuery<LocationFormPageQuery>(query, ref);
  const { slug, locationId } = useParams();
  const [search] = useSearchParams();
  const isNew = locationId === 'ny';
  const found = data.location?.asLocation ?? null;
  if (!isNew && !found) {
    return (
      <Placeholder title="Fann ikkje lokasjonen">
        <p>
          <Link to={`/admin/${slug}/lokasjoner`}>Tilbake til lokasjonar</Link>
        </p>
      </Placeholder>
    );
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
