import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import type { DashboardPageQuery } from '../__generated__/DashboardPageQuery.graphql';
import { Dashboard } from './Dashboard.tsx';
import { loadAdminQuery } from './kit/loadAdminQuery.ts';

const query = graphql`
  query DashboardPageQuery($slug: String!) {
    account(slug: $slug) {
      ...Dashboard_account
    }
  }
`;

/** Starts the overview's query with the route, beside the layout's. */
export function loader({ params }: LoaderFunctionArgs) {
  const slug = params.slug ?? '';
  return loadAdminQuery<DashboardPageQuery>('dashboard', query, { slug }, slug, 'store-and-network');
}

/** /admin/{slug}: the chosen account's overview. */
export function Component() {
  const data = usePreloadedQuery<DashboardPageQuery>(query, useLoaderData() as PreloadedQuery<DashboardPageQuery>);
  return <Dashboard account={data.account} />;
}
