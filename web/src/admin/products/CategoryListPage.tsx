import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router-dom';
import type { CategoryListPageQuery } from '../../__generated__/CategoryListPageQuery.graphql';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { loadAdminQuery } from '../kit/loadAdminQuery.ts';
import { Table, type KitColumn } from '../kit/Table.tsx';

const query = graphql`
  query CategoryListPageQuery {
    productCategories {
      id
      databaseId
      title
      isCar
      requireTransportationBetweenLocations
    }
  }
`;

type Row = CategoryListPageQuery['response']['productCategories'][number];

const yesNo = (v: boolean) => (v ? 'Ja' : 'Nei');

const COLUMNS: readonly KitColumn<Row>[] = [
  { id: 'id', header: 'ID', cell: (c) => c.databaseId },
  { id: 'title', header: 'Tittel', title: true, cell: (c) => c.title },
  { id: 'isCar', header: 'Bil', cell: (c) => yesNo(c.isCar) },
  { id: 'requireTransport', header: 'Krev transport', cell: (c) => yesNo(c.requireTransportationBetweenLocations) },
];

export function loader({ params }: LoaderFunctionArgs) {
  return loadAdminQuery<CategoryListPageQuery>('product-categories', query, {}, params.slug ?? '', 'store-and-network');
}

/** /admin/{slug}/produkter/kategorier: the read-only list of product categories (spec 3 section 2). */
export function Component() {
  const ref = useLoaderData() as PreloadedQuery<CategoryListPageQuery>;
  const data = usePreloadedQuery<CategoryListPageQuery>(query, ref);
  const { slug } = useParams();
  usePageTitle('Produktkategoriar');
  const rows = [...data.productCategories].sort((a, b) => a.databaseId - b.databaseId);
  return (
    <section className="page">
      <div className="kit-page-head">
        <h1>Produktkategoriar</h1>
        <Link className="button" to={`/admin/${slug}/produkter`}>
          Tilbake til produkt
        </Link>
      </div>
      <Table caption="Produktkategoriar" columns={COLUMNS} rows={rows} rowKey={(c) => c.id} sort={null} direction="stigende" onSort={() => {}} empty="Ingen treff." />
    </section>
  );
}
