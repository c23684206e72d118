// First: zod must know it may not use eval before the shared schemas are built.
import '../kit/zodConfig.ts';
import './products.css';
import { toGlobalId } from '@domain/globalId.ts';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useParams, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import type { ProductFormPageQuery } from '../../__generated__/ProductFormPageQuery.graphql';
import { Placeholder } from '../../components/Placeholder.tsx';
import { loadAdminQuery } from '../kit/loadAdminQuery.ts';
import { ProductForm } from './ProductForm.tsx';

const query = graphql`
  query ProductFormPageQuery($slug: String!, $id: ID!, $hasId: Boolean!, $existing: Boolean!) {
    account(slug: $slug) {
      ...ProductForm_account
    }
    acrissLetters {
      position
      letter
      description
    }
    productCategories {
      id
      title
      isCar
      requireTransportationBetweenLocations
    }
    product: node(id: $id) @include(if: $hasId) {
      ...ProductForm_product @arguments(existing: $existing) @alias(as: "asProduct")
    }
  }
`;

/** A positive database id from the address ("12"), or null ("ny", junk). */
function databaseId(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
}

/** /produkter/{id}: the product, fresh from the server (its `updatedAt` guards the save); /produkter/ny?fra_id={id}: the template. */
export function loader({ params, request }: LoaderFunctionArgs) {
  const slug = params.slug ?? '';
  const existing = databaseId(params.productId);
  const template = params.productId === 'ny' ? databaseId(new URL(request.url).searchParams.get('fra_id')) : null;
  const id = existing ?? template;
  return loadAdminQuery<ProductFormPageQuery>(
    'product-form',
    query,
    { slug, id: id ? toGlobalId('Product', id) : '', hasId: id !== null, existing: existing !== null },
    slug,
    'network-only',
  );
}

/** /admin/{slug}/produkter/{id|ny}: the product form (new, copy or existing). */
export function Component() {
  const ref = useLoaderData() as PreloadedQuery<ProductFormPageQuery>;
  const data = usePreloadedQuery<ProductFormPageQuery>(query, ref);
  const { slug, productId } = useParams();
  const [search] = useSearchParams();
  const isNew = productId === 'ny';
  const found = data.product?.asProduct ?? null;
  if (!isNew && !found) {
    return (
      <Placeholder title="Fann ikkje produktet">
        <p>
          <Link to={`/admin/${slug}/produkter`}>Tilbake til produkt</Link>
        </p>
      </Placeholder>
    );
  }
  return (
    <ProductForm
      key={`${productId}:${search.get('fra_id') ?? ''}`}
      account={data.account}
      product={found}
      categories={data.productCategories}
      acrissLetters={data.acrissLetters}
      mode={isNew ? (found ? 'copy' : 'new') : 'edit'}
    />
  );
}
