import { graphql, usePaginationFragment } from 'react-relay';
import type { HistoryPanel_owner$key } from '../../__generated__/HistoryPanel_owner.graphql';
import { HistoryList, type HistoryFormat } from './HistoryList.tsx';
import { BusyButton } from '../../components/BusyButton.tsx';

/** How many entries one page of history shows; "Vis fleire" loads the next as many. */
export const HISTORY_PAGE = 20;

/**
 * The History tab of any object staff change (a `Historied`: location, product, rental product, booking): the newest
 * entries, and "Vis fleire" for older ones through Relay cursor pagination. Spread `...HistoryPanel_owner` on the
 * object in the form's fragment; a save that answers the object again refreshes the first page. `format` is the
 * section's, the same its deleted view (DeletedHistory) gets.
 */
export function HistoryPanel({ owner, format }: { owner: HistoryPanel_owner$key; format: HistoryFormat }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment HistoryPanel_owner on Historied
      @refetchable(queryName: "HistoryPanelPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        history(first: $count, after: $cursor) @connection(key: "HistoryPanel_history") {
          edges {
            node {
              ...HistoryList_entries
            }
          }
        }
      }
    `,
    owner,
  );
  const entries = data.history?.edges.map((e) => e.node) ?? [];
  return (
    <div className="kit-history-panel">
      <HistoryList entries={entries} format={format} />
      {hasNext && (
        <BusyButton type="button" className="button" busy={isLoadingNext} onClick={() => loadNext(HISTORY_PAGE)}>
          {isLoadingNext ? 'Hentar …' : 'Vis fleire'}
        </BusyButton>
      )}
    </div>
  );
}
