import { graphql, useLazyLoadQuery } from 'react-relay';
import { useParams } from 'react-router-dom';
import type { DashboardPageQuery } from '../__generated__/DashboardPageQuery.graphql';
import { Dashboard } from './Dashboard.tsx';

/** /admin/{slug}: loads the chosen account's overview. */
export function DashboardPage() {
  const { slug = '' } = useParams();
  const data = useLazyLoadQuery<DashboardPageQuery>(
    graphql`
      query DashboardPageQuery($slug: String!) {
        account(slug: $slug) {
          ...Dashboard_account
        }
      }
    `,
    { slug },
  );
  return <Dashboard account={data.account} />;
}
