/** The type-level visibility rule every table-backed GraphQL type declares (see services/visibility.ts). */
import { typeVisible } from '../services/visibility.ts';
import type { RequestContext } from '../services/context.ts';

/**
 * `authScopes` for an object type: the type's rule from `TYPE_RULES`, run on every object of the type a response
 * holds, whichever field returned it (the builder sets `runScopesOnType`).
 */
export function visibleBy(typename: string) {
  return (parent: object, ctx: RequestContext) => typeVisible(ctx, typename, parent as Record<string, unknown>);
}
