/** Turning Relay global ids from arguments into database ids for the services. */
import { ValidationError } from '../services/errors.ts';
import { ACCOUNT_SLUG_PATTERN, MAX_DB_ID } from '../domain/lists.ts';

/** The database id inside a parsed global id, checked to be of `typename`; a wrong type is a field error. */
export function dbId(global: { typename: string; id: string } | null | undefined, typename: string, field: string): number | undefined {
  if (!global) return undefined;
  const n = Number(global.id);
  if (global.typename !== typename || !Number.isSafeInteger(n) || n <= 0 || n > MAX_DB_ID) {
    throw ValidationError.field(field, `Ugyldig id: ventar ein ${typename}.`);
  }
  return n;
}

/**
 * Connection arguments → a service filter: drops nulls (GraphQL's "not given") and turns the named global-id
 * arguments into database ids. Pagination arguments are left for Pothos; the services' zod schemas ignore them.
 */
export function filterFrom(args: object, ids: Record<string, string> = {}): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(args)) {
    if (value === null || value === undefined) continue;
    out[key] = ids[key] ? dbId(value as { typename: string; id: string }, ids[key], key) : value;
  }
  return out;
}

/** The slug inside an Account global id (the account a write acts in); another type is a field error. */
export function accountSlugOf(global: { typename: string; id: string } | null | undefined, field = 'accountId'): string | undefined {
  if (!global) return undefined;
  if (global.typename !== 'Account' || !ACCOUNT_SLUG_PATTERN.test(global.id)) throw ValidationError.field(field, 'Ugyldig id: ventar ein Account.');
  return global.id;
}
