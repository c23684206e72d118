/**
 * The one list helper for staff lists, in the spirit of Vendure's ListQueryBuilder: a list is declared once as
 * (filter schema + search fields + sort fields + scope), and the helper turns a caller's raw filter (GraphQL
 * arguments or REST query) into a validated Prisma `where` and `orderBy`, used by the page AND by its count, so the
 * two can never disagree. Sort names come from server/domain/lists.ts (GraphQL enums and REST take the same).
 */
import { z } from 'zod';
import { restSortName, searchWords, SORT_DIRECTIONS, type SortDirection } from '../domain/lists.ts';
import type { RequestContext } from './context.ts';
import { parseInput } from './errors.ts';
import { optionalSearch, type RawFilter } from './lists.ts';
import { countSql, pageWithTotal } from './listSql.ts';
import { containsText } from './match.ts';
import type { Scope } from './scope.ts';

type Condition = object | null | undefined | false | '' | 0;

export interface ListDefinition<W extends object, S extends z.ZodRawShape, F extends string> {
  /** zod shapes of the filters (search, sort and direction are added). */
  filters: S;
  /** The conditions a validated filter adds (falsy entries are skipped). */
  where?: (f: z.output<z.ZodObject<S>>) => Condition[];
  /** What the account scope allows (omitted: a list everyone may read). */
  scope?: (scope: Scope) => W;
  /**
   * Columns a search matches. A row matches when each word of the search is in one of its columns or `searchWord`'s
   * (case-insensitive substring, literally: never a pattern), so "Kari Nordmann" finds the row that shows the name.
   */
  searchFields: readonly string[];
  /** The row's other words (its number, an owner's name or place reached through a relation): conditions for one word. */
  searchWord?: (word: string) => Condition[];
  /**
   * Alternatives for the whole search (a plate typed with its space), or those and `perWord`: more of the row's words
   * per word of the search, in order, each OR'ed with that word's `searchFields` and `searchWord`. It may read the
   * database first (the booking list looks up the customers, places, partners, businesses and rental products each
   * word names, so every condition can use an index); it runs
   * once per request and text, for the page and its count alike.
   */
  search?: (text: string, ctx: RequestContext) => SearchConditions | Promise<SearchConditions>;
  sortFields: readonly F[];
  defaultSort: F;
  /** The direction of the default order (descending when not given); a named sort without a direction is ascending. */
  defaultDirection?: SortDirection;
}

/** Anything with Prisma's findMany and count. */
interface Delegate {
  findMany(args: object): Promise<unknown[]>;
  count(args: { where: object }): Promise<number>;
}

/** Totals the SQL path already has, per request and filter, so a page and its count cost one statement. */
/** The model a Prisma delegate reads (its untyped `name`, e.g. `Location`); without one the SQL path is skipped. */
const modelOf = (d: Delegate) => (d as { name?: unknown }).name as string | undefined;

const pageTotals = new WeakMap<RequestContext, Map<string, Promise<number | null>>>();

/**
 * What a list's `search` adds: alternatives for the whole text, or those and conditions per word of it (indexed as
 * `searchWords(text)` lists the words).
 */
export type SearchConditions = Condition[] | SearchParts;
type SearchParts = { whole: Condition[]; perWord: Condition[][] };

/** A list's search conditions per request and text (a list asks for its page and its count with the same search). */
type SearchMemo = WeakMap<RequestContext, Map<string, Promise<SearchParts>>>;

/** Declares a list; `delegate` picks the table from the request's database. */
export function defineList<W extends object, S extends z.ZodRawShape, F extends string, Row>(
  def: ListDefinition<W, S, F>,
  delegate: (db: RequestContext['db']) => Delegate,
) {
  const schema = z.object({
    ...def.filters,
    search: optionalSearch,
    sort: z
      .preprocess((v) => (typeof v === 'string' ? (def.sortFields.find((f) => f === v || restSortName(f) === v) ?? v) : v), z.enum(def.sortFields as unknown as [F, ...F[]], { error: 'Ukjend sortering.' }))
      .optional(),
    direction: z.enum(SORT_DIRECTIONS, { error: 'Ukjend retning.' }).optional(),
  });

  const searches: SearchMemo = new WeakMap();
  const searchConditions = (ctx: RequestContext, text: string): Promise<SearchParts> => {
    if (!def.search) return Promise.resolve({ whole: [], perWord: [] });
    const known = searches.get(ctx) ?? new Map<string, Promise<SearchParts>>();
    searches.set(ctx, known);
    let found = known.get(text);
    if (!found) {
      found = Promise.resolve()
        .then(() => def.search!(text, ctx))
        .then((c) => (Array.isArray(c) ? { whole: c, perWord: [] } : c));
      known.set(text, found);
    }
    return found;
  };

  /** The validated `where` and `orderBy` (ending with id, so cursor pages are stable). */
  async function args(ctx: RequestContext, scope: Scope | null, raw: RawFilter) {
    const parsed = parseInput(schema, raw);
    const f = parsed as { search?: string; sort?: F; direction?: SortDirection };
    const conditions: Condition[] = [scope && def.scope ? def.scope(scope) : null, ...(def.where?.(parsed as z.output<z.ZodObject<S>>) ?? [])];
    const text = f.search;
    if (text) {
      const { whole, perWord } = await searchConditions(ctx, text);
      const wordMatch = (w: string, i: number) =>
        [...def.searchFields.map((c) => ({ [c]: containsText(w) })), ...(def.searchWord?.(w) ?? []), ...(perWord[i] ?? [])].filter(Boolean);
      const words = searchWords(text);
      const own = words.length === 1 ? wordMatch(words[0]!, 0) : [{ AND: words.map((w, i) => ({ OR: wordMatch(w, i) })) }];
      conditions.push({ OR: [...own, ...whole.filter(Boolean)] });
    }
    const field = (f.sort ?? def.defaultSort) as string;
    // A sort the caller names runs ascending unless told otherwise (a choice list sorted by name reads A to Z); the
    // list's own default order keeps its own direction.
    const dir = f.direction ?? (f.sort ? 'asc' : (def.defaultDirection ?? 'desc'));
    const orderBy = field === 'id' ? [{ id: dir }] : [{ [field]: dir }, { id: dir }];
    return { where: { AND: conditions.filter((c): c is object => Boolean(c)) } as W, orderBy };
  }

  return {
    schema,
    sortFields: def.sortFields,
    args,
    /**
     * One page (`query` is Pothos' include/pagination, or REST's take/skip and include). The page and the total come
     * from one raw statement when the arguments allow it (listSql.ts), else from Prisma.
     */
    list: async <R = Row>(ctx: RequestContext, scope: Scope | null, filter: RawFilter, query: object = {}): Promise<R[]> => {
      const a = { ...query, ...(await args(ctx, scope, filter)) };
      const d = delegate(ctx.db);
      const page = pageWithTotal<R>(ctx.db, modelOf(d), a);
      const totals = pageTotals.get(ctx) ?? new Map<string, Promise<number | null>>();
      pageTotals.set(ctx, totals.set(`${modelOf(d)}:${JSON.stringify(a.where)}`, page.then((p) => p?.total ?? null, () => null)));
      return page.then((p) => p?.rows ?? (d.findMany(a) as Promise<R[]>));
    },
    /** The total of the same filter (taken from the page's statement when the page of this request has it). */
    count: async (ctx: RequestContext, scope: Scope | null, filter: RawFilter): Promise<number> => {
      const { where } = await args(ctx, scope, filter);
      const d = delegate(ctx.db);
      // A resolver may ask for the count just before it asks for the page: let it start first.
      await null;
      const known = await pageTotals.get(ctx)?.get(`${modelOf(d)}:${JSON.stringify(where)}`);
      if (known != null) return known;
      return (await countSql(ctx.db, modelOf(d), where)) ?? d.count({ where });
    },
  };
}
