/**
 * The only place user input meets a LIKE pattern. Prisma's `contains`/`equals` with `mode: 'insensitive'` become
 * ILIKE with the value pasted into the pattern unescaped (checked against PostgreSQL: `%` matches everything, `_`
 * any character, a trailing `\` is an SQL error), so every list search and case-insensitive filter goes through
 * these helpers. A guard test (tests/unit/no-patterns.test.ts) refuses `contains`, `startsWith`, `endsWith` and
 * `mode: 'insensitive'` anywhere else in the server.
 */
import { Prisma } from '../generated/prisma/client.ts';

/** `value` as a literal inside a LIKE pattern: `\`, `%` and `_` escaped with PostgreSQL's default escape `\`. */
export function likeLiteral(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Prisma filter: the column holds `text` somewhere, literally, ignoring case. */
export function containsText(text: string) {
  return { contains: likeLiteral(text), mode: 'insensitive' as const };
}

/** Prisma filter: the column is `text`, literally, ignoring case (for exact matches prefer a citext column). */
export function equalsText(text: string) {
  return { equals: likeLiteral(text), mode: 'insensitive' as const };
}

/**
 * SQL for raw statements: every word is in one of `columns` (SQL expressions the code names, never input), literally,
 * ignoring case, as ILIKE '%word%' (the form a trigram index answers).
 */
export function everyWordInSql(words: readonly string[], columns: readonly string[]): Prisma.Sql {
  return Prisma.join(
    words.map((w) => {
      const pattern = `%${likeLiteral(w)}%`;
      return Prisma.sql`(${Prisma.join(columns.map((c) => Prisma.sql`${Prisma.raw(c)} ILIKE ${pattern}`), ' OR ')})`;
    }),
    ' AND ',
  );
}
