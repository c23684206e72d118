// First: zod must know it may not use eval before the shared schemas are built.
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useParams, useSearchParams } from 'react-router-dom';
import type { RentalOptionFormPageQuery } from '../../__generated__/RentalOptionFormPageQuery.graphql';
import { FormPageNoAccess, FormPageNotFound, formPageLoader } from '../kit/formPage.tsx';
import { RENTAL_OPTION_HISTORY, RentalOptionForm } from './RentalOptionForm.tsx';

const query = graphql`
  query RentalOptionFormPageQuery($slug: String!, $id: ID!, $hasId: Boolean!, $existing: Boolean!) {
    account(slug: $slug) {
      permissions {
        rentalOptions {
          create
        }
      }
      ...RentalOptionForm_account
      # In this account's scope only: node() would answer a published one from elsewhere without its staff fields.
      rentalOption(id: $id) @include(if: $hasId) {
        ...RentalOptionForm_rentalOption @arguments(existing: $existing)
      }
    }
    ...RentalOptionForm_query
  }
`;

/** /leieprodukter/{id}: the rental product, fresh from the server; /leieprodukter/ny?fra_id={id}: the template to copy. */
export const loader = formPageLoader<RentalOptionFormPageQuery>('rental-option-form', query, 'RentalOption', 'rentalOptionId');

/** /admin/{slug}/leieprodukter/{id|ny}: the rental product form (new, copy or existing). */
export function Component() {
  const ref = useLoaderData() as PreloadedQuery<RentalOptionFormPageQuery>;
  const data = usePreloadedQuery<RentalOptionFormPageQuery>(query, ref);
  const { slug, rentalOptionId } = useParams();
  const [search] = useSearchParams();
  const isNew = rentalOptionId === 'ny';
  const found = data.account.rentalOption ?? null;
  if (isNew && !data.account.permissions.rentalOptions.create) {
    return <FormPageNoAccess title="Nytt leieprodukt" message="Rolla di kan ikkje opprette leieprodukt." to={`/admin/${slug}/leieprodukter`} back="Tilbake til leieprodukt" />;
  }
  if (!isNew && !found) {
    return <FormPageNotFound title="Fann ikkje leieproduktet" to={`/admin/${slug}/leieprodukter`} back="Tilbake til leieprodukt" deleted={{ slug: slug ?? '', nodeType: 'RentalOption', id: rentalOptionId, format: RENTAL_OPTION_HISTORY }} />;
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
