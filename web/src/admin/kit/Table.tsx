import { rowSortingFeature, tableFeatures, useTable, type ColumnDef, type RowData, type SortingState, type Updater } from '@tanstack/react-table';
import { useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { useIsMobile } from '../../components/useMediaQuery.ts';
import type { DefaultOrder } from '@domain/lists.ts';
import { directionWord, type Direction } from './listParams.ts';
import { ListRefusalNotice } from './listRefusal.tsx';

/** One column of a staff table; `sortable` columns sort on the server by their `id`. */
export interface KitColumn<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  sortable?: boolean;
  /** Shown as the card's title on a phone instead of as a labelled line. */
  title?: boolean;
  /** Text people type (names, e-mail): may break inside a word, so a long one never widens the table. */
  freeText?: boolean;
  /**
   * Prose or an address (a description, "Bergen lufthamn Flesland, 5258 Blomsterdalen"): wraps over up to three lines
   * and takes the width the short columns leave, breaking inside a word only when the frame is too narrow for it.
   */
  long?: boolean;
}

const features = tableFeatures({ rowSortingFeature });

/**
 * Gives each cut cell (`.kit-cell` holding more than its three lines) its whole text as a title, the browser's tooltip, and
 * takes it away again from a cell that fits.
 */
function titleCutCells(root: HTMLElement | null) {
  if (!root) return;
  for (const cell of root.querySelectorAll<HTMLElement>('.kit-cell')) {
    if (cell.scrollHeight > cell.clientHeight || cell.scrollWidth > cell.clientWidth) cell.title = (cell.textContent ?? '').trim();
    else cell.removeAttribute('title');
  }
}

/**
 * A staff table (TanStack Table, headless): clicking a sortable header sorts by it (again: the other way), the rows'
 * actions sit in the last column, and on a phone (≤ 768 px) each row becomes a card of labelled lines.
 * Rows arrive already filtered, sorted and paged by the server (`manualSorting`). Cells wrap to at most three lines of
 * at most `.kit-cell`'s width: a longer value (a name typed in the shop without a space) is cut with "…" and shown
 * whole in its title, so one row cannot push the other columns out of the frame. The row actions are icons here
 * (RowActions), so eleven columns and the actions fit a 1280 px laptop without scrolling sideways.
 */
export function Table<T extends RowData>({ ofAddress = true, ...props }: TableProps<T> & { /** False for a table whose rows are not the page's list (a key's delivery log). */ ofAddress?: boolean }) {
  // A value of the address the server refused (listRefusal.tsx) is named above the rows it left unfiltered.
  return (
    <>
      {ofAddress && <ListRefusalNotice />}
      <TableRows {...props} />
    </>
  );
}

interface TableProps<T extends RowData> {
  caption: string;
  columns: readonly KitColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  sort: string | null;
  direction: Direction;
  onSort: (sort: string, direction: Direction) => void;
  actions?: (row: T) => ReactNode;
  empty: ReactNode;
  /** The list's own order while no sort is named (server/domain/lists.ts): the phone's sort shows its direction. */
  defaultOrder?: DefaultOrder;
}

function TableRows<T extends RowData>({
  caption,
  columns,
  rows,
  rowKey,
  sort,
  direction,
  onSort,
  actions,
  empty,
  defaultOrder,
}: TableProps<T>) {
  const mobile = useIsMobile();
  const defs = useMemo<ColumnDef<typeof features, T, unknown>[]>(
    () =>
      columns.map((c) => ({
        id: c.id,
        header: c.header,
        accessorFn: (row: T) => row as unknown,
        cell: (ctx) => c.cell(ctx.row.original),
        enableSorting: !!c.sortable,
      })),
    [columns],
  );
  const sorting = useMemo<SortingState>(() => (sort ? [{ id: sort, desc: direction === 'synkende' }] : []), [sort, direction]);
  const data = rows as T[];
  const table = useTable({
    features,
    columns: defs,
    data,
    getRowId: (row) => rowKey(row),
    manualSorting: true,
    enableSortingRemoval: false,
    enableMultiSort: false,
    sortDescFirst: false,
    state: { sorting },
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      const first = next[0];
      if (first) onSort(first.id, first.desc ? 'synkende' : 'stigende');
    },
  });

  const rowModel = table.getRowModel().rows;
  const body = useRef<HTMLTableSectionElement>(null);
  const cellClass = new Map(columns.map((c) => [c.id, ['kit-cell', c.freeText && 'kit-cell-free', c.long && 'kit-cell-long'].filter(Boolean).join(' ')]));
  useLayoutEffect(() => titleCutCells(body.current));
  if (rowModel.length === 0) return <p className="kit-empty" role="status">{empty}</p>;

  if (mobile) {
    const titleColumn = columns.find((c) => c.title);
    return (
      <>
        <CardSort columns={columns} sort={sort} direction={direction} defaultOrder={defaultOrder} onSort={onSort} />
        <ul className="kit-cards" aria-label={caption}>
          {rowModel.map((row) => (
            <li key={row.id} className="kit-card">
              {titleColumn && <h2 className="kit-card-title">{titleColumn.cell(row.original)}</h2>}
              <dl>
                {columns
                  .filter((c) => !c.title)
                  .map((c) => (
                    <div key={c.id}>
                      <dt>{c.header}</dt>
                      <dd data-column={c.id}>{c.cell(row.original)}</dd>
                    </div>
                  ))}
              </dl>
              {actions && <div className="kit-row-actions">{actions(row.original)}</div>}
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <div className="kit-table-wrap">
      <table className="kit-table">
        <caption className="kit-sr">{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                const label = columns.find((c) => c.id === header.column.id)?.header ?? header.column.id;
                return (
                  <th key={header.id} scope="col" aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}>
                    {header.column.getCanSort() ? (
                      <button type="button" className="kit-sort" onClick={header.column.getToggleSortingHandler()}>
                        {label}
                        <span aria-hidden="true" className="kit-sort-mark">
                          {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                        </span>
                      </button>
                    ) : (
                      label
                    )}
                  </th>
                );
              })}
              {actions && (
                <th scope="col">
                  <span className="kit-sr">Handlingar</span>
                </th>
              )}
            </tr>
          ))}
        </thead>
        <tbody ref={body}>
          {rowModel.map((row) => (
            <tr key={row.id}>
              {row.getAllCells().map((cell) => (
                <td key={cell.id} data-column={cell.column.id}>
                  <div className={cellClass.get(cell.column.id)}>
                    <table.FlexRender cell={cell} />
                  </div>
                </td>
              ))}
              {actions && (
                <td className="kit-actions-cell">
                  <div className="kit-row-actions">{actions(row.original)}</div>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The cards' sort (a phone has no table headers to click): the sortable columns and the direction, written to the
 * address like a header click. "Standard" is the list's own order while the address names no sort; the direction
 * (not to be chosen then) is that order's own, as the server runs it (`defaultOrder`), not the address's default word.
 */
function CardSort<T>({
  columns,
  sort,
  direction,
  defaultOrder,
  onSort,
}: {
  columns: readonly KitColumn<T>[];
  sort: string | null;
  direction: Direction;
  defaultOrder?: DefaultOrder;
  onSort: (sort: string, direction: Direction) => void;
}) {
  const sortable = columns.filter((c) => c.sortable);
  if (sortable.length === 0) return null;
  const current = sortable.some((c) => c.id === sort) ? sort! : '';
  const shown = !current && defaultOrder ? directionWord(defaultOrder.defaultDirection) : direction;
  return (
    <div className="kit-card-sort">
      <label className="field">
        <span>Sorter etter</span>
        <select value={current} onChange={(e) => e.target.value && onSort(e.target.value, direction)}>
          {!current && <option value="">Standard</option>}
          {sortable.map((c) => (
            <option key={c.id} value={c.id}>
              {c.header}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span>Retning</span>
        <select value={shown} disabled={!current} onChange={(e) => onSort(current, e.target.value as Direction)}>
          <option value="stigende">Stigande</option>
          <option value="synkende">Synkande</option>
        </select>
      </label>
    </div>
  );
}
