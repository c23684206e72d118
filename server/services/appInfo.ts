/** What the client may know about how the product runs: development mode and developer-only features. */
import type { RequestContext } from './context.ts';

/** Developer-only features (register link, refresh buttons): in development mode, or for a network_admin. */
export async function developerFeatures(ctx: RequestContext): Promise<boolean> {
  if (ctx.config.isDevelopment) return true;
  return (await ctx.accounts()).some((a) => a.role === 'network_admin');
}
