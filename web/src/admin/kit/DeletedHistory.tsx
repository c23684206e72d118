import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { DeletedHistoryQuery } from '../../__generated__/DeletedHistoryQuery.graphql';
import { HistoryList, type HistoryFormat } from './HistoryList.tsx';

/**
 * Under "Fann ikkje …": the history of a deleted object (its rows outlive it), who deleted it and when, for the
 * staff the server shows it to (network level, as `GET /api/v1/…/history`); nothing for anyone else, or for an
 * address that never named a stored object. `format` is the section's, the same its History tab (HistoryPanel) gets.
 */
export function DeletedHistory({ slug, id, format }: { slug: string; id: string; format: HistoryFormat }) {
  return (
    <Suspense fallback={null}>
      <Entries slug={slug} id={id} format={format} />
    </Suspense>
  );
}

function Entries({ slug, id, format }: { slug: string; id: string; format: HistoryFormat }) {
  const data = useLazyLoadQuery<DeletedHistoryQuery>(
    graphql`
      query DeletedHistoryQuery($slug: String!, $id: ID!) {
        account(slug: $slug) {
          deletedHistory(id: $id) {
            ...HistoryList_entries
          }
        }
      }
    `,
    { slug, id },
    { fetchPolicy: 'network-only' },
  );
  const entries = data.account?.deletedHistory;
  if (!entries?.length) return null;
  return (
    <section className="kit-section" aria-labelledby="deleted-history-title">
      <h2 id="deleted-history-title">Sletta: historikken</h2>
      <HistoryList entries={entries} format={format} />
    </section>
  );
}
