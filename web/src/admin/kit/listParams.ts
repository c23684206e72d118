/**
 * A staff list's state lives in its address, so a reload, a shared link or the back button shows the same list:
 * `sok` (search), `sorter` + `retning` (`stigende`/`synkende`), `side` (1-based page) and one parameter per filter.
 */
import { useCallback, useMemo } from 'react';
import { fromGlobalId, toGlobalId } from '@domain/globalId.ts';
import { isDbId, SORT_DIRECTION_WORDS, type SortDirection } from '@domain/lists.ts';
import { redirect, useSearchParams } from 'react-router-dom';
import { PAGE_SIZE } from './pagedRows.ts';

export type Direction = keyof typeof SORT_DIRECTION_WORDS;

/** The address's word for a direction of the server's (`desc` → `synkende`). */
export const directionWord = (direction: SortDirection): Direction =>
  (Object.keys(SORT_DIRECTION_WORDS) as Direction[]).find((word) => SORT_DIRECTION_WORDS[word] === direction)!;

export interface ListParams {
  search: string;
  sort: string | null;
  direction: Direction;
  page: number;
  filters: Record<string, string>;
}

/** Reads the list parameters from a query string; `filterNames` are the filter parameters this list knows. */
export function readListParams(search: URLSearchParams, filterNames: readonly string[]): ListParams {
  const page = Number(search.get('side'));
  const filters: Record<string, string> = {};
  for (const name of filterNames) {
    const value = search.get(name);
    if (value) filters[name] = value;
  }
  return {
    search: (search.get('sok') ?? '').trim(),
    sort: search.get('sorter') || null,
    direction: search.get('retning') === 'synkende' ? 'synkende' : 'stigende',
    page: Number.isInteger(page) && page > 1 ? page : 1,
    filters,
  };
}

/** The list parameters of the current address and setters that write them back (search, sort and filters reset the page). */
export function useListParams(filterNames: readonly string[]) {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readListParams(searchParams, filterNames), [searchParams, filterNames]);

  const update = useCallback(
    (change: (next: URLSearchParams) => void, { keepPage = false } = {}) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          change(next);
          if (!keepPage) next.delete('side');
          return next;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );

  const set = (next: URLSearchParams, name: string, value: string | null) => (value ? next.set(name, value) : next.delete(name));

  return {
    params,
    setSearch: (value: string) => update((n) => set(n, 'sok', value.trim() || null)),
    setSort: (sort: string | null, direction: Direction) =>
      update((n) => {
        set(n, 'sorter', sort);
        set(n, 'retning', sort ? direction : null);
      }),
    setPage: (page: number) => update((n) => set(n, 'side', page > 1 ? String(page) : null), { keepPage: true }),
    setFilters: (filters: Record<string, string | null>) =>
      update((n) => {
        for (const [name, value] of Object.entries(filters)) set(n, name, value);
      }),
  };
}

/** A list page's state and setters (`useListParams`), handed to its table as one prop. */
export type ListState = ReturnType<typeof useListParams>;

/**
 * The query variables every list shares, from its address: the page size, the search, the sort (only one of `sorts`,
 * the list's enum; anything else is the server's default) and its direction.
 */
export function listVariables<S extends string>(p: ListParams, sorts: readonly S[]) {
  const sort = sorts.find((s) => s === p.sort) ?? null;
  return { count: PAGE_SIZE, search: p.search || null, sort, direction: sort ? SORT_DIRECTION_WORDS[p.direction] : null };
}

/**
 * An id filter of the address (`?lokasjon=2`, the database id the filter popup writes, as `company_id` and the
 * booking list's filters do) as the global id of `typename` the query takes; null for anything else, which the list
 * ignores as it ignores an unknown status. Sent as it was, a hand-edited or stale value (`?lokasjon=abc`) made the
 * server refuse the whole query, and the page showed only "Ugyldig forespørsel".
 */
export function idFilter(value: string | null | undefined, typename: string): string | null {
  return value && /^\d{1,10}$/.test(value) && isDbId(Number(value)) ? toGlobalId(typename, Number(value)) : null;
}

/** The database id (as the address writes it) inside a global id of `typename` that an older address held; else null. */
function dbIdOfGlobalId(value: string | null, typename: string): string | null {
  const decoded = value ? fromGlobalId(value) : null;
  return decoded?.typename === typename && /^\d{1,10}$/.test(decoded.id) && isDbId(Number(decoded.id)) ? decoded.id : null;
}

/**
 * The products' and rental products' `lokasjon` and `kategori` filters once wrote global ids into the address
 * (`?kategori=UHJvZHVjdENhdGVnb3J5OjQ=`). A loader calls this first so an old link lands on the same list with the
 * database id; a value that is no id of the filter's type is left for the list to ignore.
 */
export function redirectGlobalIdFilters(url: URL, filters: Readonly<Record<string, string>>): void {
  const next = new URL(url);
  for (const [name, typename] of Object.entries(filters)) {
    const id = dbIdOfGlobalId(url.searchParams.get(name), typename);
    if (id) next.searchParams.set(name, id);
  }
  if (next.search !== url.search) throw redirect(next.pathname + next.search);
}

/**
 * `?company_id=` (spec 2: a company's database id, the filter the dashboard's and the navigation's links carry) as the
 * global id the lists' queries take; null when absent or no id. The server keeps the account's scope regardless: a
 * company outside it gives an empty list.
 */
export function companyFilter(value: string | null | undefined): string | null {
  return value && /^\d{1,10}$/.test(value) && isDbId(Number(value)) ? toGlobalId('Company', Number(value)) : null;
}

/**
 * Lists once filtered by owner company with `?firma=` (a global id); `company_id` is the one name now. A loader calls
 * this first so an old link (a bookmark, a shared address) lands on the same list under the new name: `firma` becomes
 * `company_id` when it is a company's id and is dropped otherwise (it was ignored then too).
 */
export function redirectFirma(url: URL): void {
  const firma = url.searchParams.get('firma');
  if (firma === null) return;
  const next = new URL(url);
  next.searchParams.delete('firma');
  const id = dbIdOfGlobalId(firma, 'Company');
  if (id && !next.searchParams.has('company_id')) next.searchParams.set('company_id', id);
  throw redirect(next.pathname + next.search);
}

/**
 * The filters of the address the list applies: those whose value `read` understood (non-null), for the filter
 * button's badge. A hand-edited or stale value (`?status=gammal`, `?company_id=abc`) is ignored by the query, so it is not
 * counted either.
 */
export function filtersInEffect(filters: Readonly<Record<string, string>>, read: Readonly<Record<string, unknown>>): Record<string, string> {
  return Object.fromEntries(Object.entries(filters).filter(([name]) => read[name] !== null && read[name] !== undefined));
}
