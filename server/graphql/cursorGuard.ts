/**
 * Every Prisma connection of this schema pages by `id` (an integer column), and Pothos hands the id it decodes from
 * `after` / `before` to Prisma unchecked: `GPC:N:abc`, `GPC:S:x` or an id beyond PostgreSQL's integer answered 500,
 * and `GPC:N:1.5` an empty page. A cursor in the plugin's namespace must hold what the server issues, a whole id;
 * anything else is the same "Ugyldig markør (cursor)." as a cursor that is not base64 at all. Cursors of other
 * connections (offset pages) have their own prefix and their own check.
 */
import { decodeBase64, PothosValidationError } from '@pothos/core';
import { defaultFieldResolver, type GraphQLField, type GraphQLSchema } from 'graphql';
import { MAX_DB_ID } from '../domain/lists.ts';

const ID_CURSOR = /^GPC:N:(\d{1,10})$/;

/** Throws Pothos' validation error (masked as BAD_USER_INPUT) for a Prisma cursor that is no whole row id. */
export function checkPrismaCursor(cursor: unknown): void {
  if (typeof cursor !== 'string') return;
  let decoded: string;
  try {
    decoded = decodeBase64(cursor);
  } catch {
    return; // Not base64: the connection's own parser refuses it with the same message.
  }
  if (!decoded.startsWith('GPC:')) return;
  const m = ID_CURSOR.exec(decoded);
  if (!m || Number(m[1]) > MAX_DB_ID) throw new PothosValidationError(`Invalid cursor: ${cursor}`);
}

/** Wraps the resolver of every field taking `after` / `before` so its cursors are checked before anything runs. */
export function guardCursors(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    // Duck-typed (graphql ships CJS and ESM builds, and `isObjectType` refuses the other one's types): object and
    // interface types have fields with arguments; input types' fields have none.
    if (type.name.startsWith('__') || !('getFields' in type)) continue;
    for (const field of Object.values(type.getFields()) as GraphQLField<unknown, unknown>[]) {
      if (!field.args?.some((a) => a.name === 'after' || a.name === 'before')) continue;
      const resolve = field.resolve ?? defaultFieldResolver;
      field.resolve = (root, args, ctx, info) => {
        checkPrismaCursor(args.after);
        checkPrismaCursor(args.before);
        return resolve(root, args, ctx, info);
      };
    }
  }
  return schema;
}
