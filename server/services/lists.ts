/** Shared parts of list reads: the zod pieces for filters and the ordering every list ends with. */
import { z } from 'zod';
import { numberOrText } from '../domain/fields.ts';
import { lineText } from './fields.ts';
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
