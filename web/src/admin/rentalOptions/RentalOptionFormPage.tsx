// First: zod must know it may not use eval before the shared schemas are built.
import '../kit/zodConfig.ts';
import { toGlobalId } from '@domain/globalId.ts';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useParams, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import type { RentalOptionFormPageQuery } from '../../__generated__/RentalOptionFormPageQuery.graphql';
import { Placeholder } from '../../components/Placeholder.tsx';
import { loadAdminQuery } from '../kit/loadAdminQuery.ts';
import { RentalOptionForm } from './RentalOptionForm.tsx';

const query = graphql`
  query RentalOptionFormPageQuery($slug: String!, $id: ID!, $hasId: Boolean!, $existing: Boolean!) {
    account(slug: $slug) {
      ...RentalOptionForm_account
    }
    ...RentalOptionForm_query
    rentalOption: node(id: $id) @include(if: $hasId) {
      ...RentalOptionForm_rentalOption @arguments(existing: $existing) @alias(as: "asRentalOption")
    }
  }
`;

/** A positive database id from the address ("12"), or null ("ny", junk). */
function databaseId(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
}

/** /leieprodukter/{id}: the rental product, fresh from the server; /leieprodukter/ny?fra_id={id}: the template to copy. */
export function loader({ params, request }: LoaderFunctionArgs) {
  const slug = params.slug ?? '';
  const existing = databaseId(params.rentalOptionId);
  const template = params.rentalOptionId === 'ny' ? databaseId(new URL(request.url).searchParams.get('fra_id')) : null;
  const id = existing ?? template;
  return loadAdminQuery<RentalOptionFormPageQuery>(
    'rental-option-form',
    query,
    { slug, id: id ? toGlobalId('RentalOption', id) : '', hasId: id !== null, existing: existing !== null },
    slug,
    'network-only',
  );
}

/** /admin/{slug}/leieprodukter/{id|ny}: the rental product form (new, copy or existing). */
export function Component() {
  const ref = useLoaderData() as PreloadedQuery<RentalOptionFormPageQuery>;
  const data = usePreloadedQuery<RentalOptionFormPageQuery>(query, ref);
  const { slug, rentalOptionId } = useParams();
  const [search] = useSearchParams();
  const isNew = rentalOptionId === 'ny';
  const found = data.rentalOption?.asRentalOption ?? null;
  if (!isNew && !found) {
    return (
      <Placeholder title="Fann ikkje leieproduktet">
        <p>
          <Link to={`/admin/${slug}/leieprodukter`}>Tilbake til leieprodukt</Link>
        </p>
      </Placeholder>
    );
  }
  return (
    <RentalOptionForm
      key={`${rentalOptionId}:${search.get('fra_id') ?? ''}`}
      account={data.account}
      query={data}
      rentalOption={found}
      mode={isNew ? (found ? 'copy' : 'new') : 'edit'}
    />
  );
}
