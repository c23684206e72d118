// First: zod must know it may not use eval before the shared schemas are built.
import './products.css';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useParams, useSearchParams } from 'react-router-dom';
import type { ProductFormPageQuery } from '../../__generated__/ProductFormPageQuery.graphql';
import { FormPageNoAccess, FormPageNotFound, formPageLoader } from '../kit/formPage.tsx';
import { PRODUCT_HISTORY, ProductForm } from './ProductForm.tsx';

const query = graphql`
  query ProductFormPageQuery($slug: String!, $id: ID!, $hasId: Boolean!, $existing: Boolean!) {
    account(slug: $slug) {
      permissions {
        products {
          create
        }
      }
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

/** /produkter/{id}: the product, fresh from the server (its `updatedAt` guards the save); /produkter/ny?fra_id={id}: the template. */
export const loader = formPageLoader<ProductFormPageQuery>('product-form', query, 'Product', 'productId');

/** /admin/{slug}/produkter/{id|ny}: the product form (new, copy or existing). */
export function Component() {
  const ref = useLoaderData() as PreloadedQuery<ProductFormPageQuery>;
  const data = usePreloadedQuery<ProductFormPageQuery>(query, ref);
  const { slug, productId } = useParams();
  const [search] = useSearchParams();
  const isNew = productId === 'ny';
  const found = data.product?.asProduct ?? null;
  if (isNew && !data.account.permissions.products.create) {
    return <FormPageNoAccess title="Nytt produkt" message="Rolla di kan ikkje opprette produkt." to={`/admin/${slug}/produkter`} back="Tilbake til produkt" />;
  }
  if (!isNew && !found) {
    return <FormPageNotFound title="Fann ikkje produktet" to={`/admin/${slug}/produkter`} back="Tilbake til produkt" deleted={{ slug: slug ?? '', nodeType: 'Product', id: productId, format: PRODUCT_HISTORY }} />;
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
