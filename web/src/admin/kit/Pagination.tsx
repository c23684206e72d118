import { useEffect } from 'react';
import { BusyButton } from '../../components/BusyButton.tsx';

/**
 * Page controls under a list: "Side 2 av 5 (118 treff)" with previous and next; the page lives in `side`. An address
 * past the last page (`?side=99`, or rows deleted since) moves to the last page instead of showing an empty one.
 * An empty list shows nothing here: its table already says why it is empty ("Ingen treff på «…».", "Ingen API-nøklar
 * enno."); "Side 1 av 1 (0 treff)" counted a page that is not there, and a second "Ingen treff" repeated the table.
 */
export function Pagination({ page, pageSize, total, loading, onPage }: { page: number; pageSize: number; total: number; loading?: boolean; onPage: (page: number) => void }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  useEffect(() => {
    if (!loading && page > pages) onPage(pages);
  }, [loading, page, pages, onPage]);
  if (total === 0 && !loading) return null;
  return (
    <nav className="kit-pagination" aria-label="Sider">
      <span role="status">
        Side {Math.min(page, pages)} av {pages} ({total} treff)
      </span>
      {/* BusyButton, not disabled: a button disabled while its page loads (or at the last page) drops the focus to
          <body>, and a keyboard user starts again from the top of the page. */}
      <BusyButton type="button" className="button" busy={page <= 1 || !!loading} onClick={() => onPage(page - 1)}>
        Førre side
      </BusyButton>
      <BusyButton type="button" className="button" busy={page >= pages || !!loading} onClick={() => onPage(page + 1)}>
        Neste side
      </BusyButton>
    </nav>
  );
}
