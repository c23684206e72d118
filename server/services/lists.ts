/** Shared parts of list reads: the zod pieces for filters, the ordering every list ends with, the look-ups a search makes first. */
import { z } from 'zod';
import { rawRows } from '../db/client.ts';
import { numberOrText } from '../domain/fields.ts';
import { Prisma } from '../generated/prisma/client.ts';
import { lineText } from './fields.ts';
import { everyWordInSql } from './match.ts';
import { isDbId, LIST_FILTER_TEXT_MAX_LENGTH, LIST_SEARCH_MAX_LENGTH, LIST_VALUE_MESSAGES, MAX_DB_ID, MAX_SEARCH_WORDS, searchWords } from '../domain/lists.ts';

export { SORT_DIRECTIONS, type SortDirection } from '../domain/lists.ts';

/** An optional positive database id (filters). */
export const optionalId = numberOrText(z.coerce.number({ error: 'Må vere eit tal.' }).int('Må vere eit heiltal.').positive('Må vere eit positivt tal.').max(MAX_DB_ID, 'Finst ikkje: for stort tal.')).optional();

/** An optional free-text search, trimmed; blank means none. */
export const optionalSearch = lineText()
  .max(LIST_SEARCH_MAX_LENGTH, LIST_VALUE_MESSAGES.searchTooLong)
  .refine((s) => searchWords(s).length <= MAX_SEARCH_WORDS, LIST_VALUE_MESSAGES.searchTooManyWords)
  .optional()
  .transform((s) => s || undefined);

/** An optional single-line filter value (region, make), trimmed; blank means none. */
export const optionalFilterText = lineText()
  .max(LIST_FILTER_TEXT_MAX_LENGTH, LIST_VALUE_MESSAGES.filterTooLong)
  .optional()
  .transform((s) => s || undefined);

/** A filter as a caller sent it (GraphQL arguments, REST query); each service validates it with its zod schema. */
export type RawFilter = Record<string, unknown>;

/** A flag as JSON or a query string sends it: true/false, "true"/"false", "1"/"0". */
export const booleanish = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])], { error: 'Må vere true eller false.' })
  .transform((v) => v === true || v === 'true' || v === '1');

/**
 * A search that is a row's number as the admin shows it ("0042", "42") matches that row: the `{ id }` condition, or
 * false (no condition) for any other text.
 */
export const idSearch = (text: string) => {
  const id = /^\d{1,10}$/.test(text) ? Number(text) : NaN;
  return isDbId(id) && { id };
};

/** Rows of a table whose columns hold every one of `words`, looked up by id before a list is read (lookUpIds). */
export interface IdLookup {
  /** The table and its columns (SQL expressions) and an extra condition, as the code names them, never input. */
  table: string;
  columns: readonly string[];
  where?: string;
  words: readonly string[];
}

/** A lookup naming more rows than this answers null: the list then keeps its relation condition (bounded parameters). */
export const LOOKUP_IDS_MAX = 1000;

/**
 * The ids each lookup names, all in one statement (one round trip however many tables and words): per lookup, in
 * order, its rows' ids, or null when more than LOOKUP_IDS_MAX rows match.
 */
export async function lookUpIds(db: object, lookups: readonly IdLookup[]): Promise<(number[] | null)[]> {
  if (!lookups.length) return [];
  const arrays = lookups.map(
    (l, i) =>
      Prisma.sql`ARRAY(SELECT id FROM ${Prisma.raw(l.table)} WHERE ${l.where ? Prisma.raw(`${l.where} AND `) : Prisma.empty}${everyWordInSql(l.words, l.columns)} LIMIT ${Prisma.raw(String(LOOKUP_IDS_MAX + 1))}) AS ${Prisma.raw(`"${i}"`)}`,
  );
  const statement = Prisma.sql`SELECT ${Prisma.join(arrays, ', ')}`;
  const [row] = await rawRows<Record<string, number[]>>(db, statement.text, statement.values);
  return lookups.map((_, i) => {
    const ids = row![String(i)]!;
    return ids.length > LOOKUP_IDS_MAX ? null : ids;
  });
}

/**
 * A relation whose text a row shows (a booking's pick-up place): a search word finds the row when it is in the
 * related row's columns. A condition through the relation (EXISTS) keeps PostgreSQL from answering the search from
 * the list's own indexes (on 200 000 bookings a one-word search read every booking of a status: 220–400 ms against
 * 17–45 ms), so the related rows a word names are looked up first (small tables: places, companies, rental products)
 * and the list compares its own key column with their ids.
 */
export interface NamedRelation<W> {
  table: string;
  columns: readonly string[];
  where?: string;
  /** The list's condition for the related ids a word names (indexed: a foreign key column). */
  byIds: (ids: number[]) => W;
  /** The same through the relation, for a word naming more than LOOKUP_IDS_MAX related rows. */
  byRelation: (word: string) => W;
}

/** Per word of a search, the conditions of the relations it names, looked up in one statement (lookUpIds). */
export async function relationsNamed<W>(db: object, words: readonly string[], relations: readonly NamedRelation<W>[]): Promise<{ perWord: (W | false)[][] }> {
  const lookups = words.flatMap((w) => relations.map((r) => ({ table: r.table, columns: r.columns, where: r.where, words: [w] })));
  const found = await lookUpIds(db, lookups);
  const perWord = words.map((w, i) =>
    relations.map((r, k) => {
      const ids = found[i * relations.length + k]!;
      return ids === null ? r.byRelation(w) : ids.length > 0 && r.byIds(ids);
    }),
  );
  return { perWord };
}
