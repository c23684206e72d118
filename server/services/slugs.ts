/**
 * Unique slugs for rows staff create or rename (a location's admin path, a rental product's shop path). The slug is
 * chosen by looking for a free one and then writing it, so two writes choosing at once (a double-clicked save, two
 * staff typing the same name) would pick the same one and the second would hit the unique index. Each namespace is
 * therefore chosen under a transaction-wide advisory lock: the second write waits until the first commits, then sees
 * its slug taken and picks the next.
 */
import { slugText } from '../domain/text.ts';
import type { Tx } from './write.ts';

/** Advisory-lock namespace (first of the two int keys) under which slugs are chosen. */
const SLUG_LOCK = 72_110_004;

/** The slug namespaces: every account slug (networks, sites, companies, locations), and rental products. */
export type SlugSpace = 'account' | 'rentaloption';

/**
 * The first free slug made from `text` (`base`, `base-2`, `base-3`, …), where `taken` says whether one is used. Holds
 * the namespace's lock until the transaction ends, so the row must be written in the same transaction.
 */
export async function uniqueSlug(tx: Tx, space: SlugSpace, text: string, fallback: string, taken: (slug: string) => Promise<boolean>): Promise<string> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(${SLUG_LOCK}::int, hashtext(${space}))`;
  const base = slugText(text, fallback);
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!(await taken(slug))) return slug;
  }
}
