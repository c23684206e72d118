/** `appInfo`: public facts about how the product runs, for screens that show developer-only features. */
import { developerFeatures } from '../services/appInfo.ts';
import { builder } from './builder.ts';

const AppInfo = builder.objectRef<Record<string, never>>('AppInfo').implement({
  description: 'How the product runs (public).',
  fields: (t) => ({
    developmentMode: t.boolean({ description: 'NODE_ENV is development.', resolve: (_p, _a, ctx) => ctx.config.isDevelopment }),
    developerFeatures: t.boolean({
      description: 'Developer-only features are shown: in development mode, or for a network_admin.',
      resolve: (_p, _a, ctx) => developerFeatures(ctx),
    }),
  }),
});

builder.queryField('appInfo', (t) => t.field({ type: AppInfo, resolve: () => ({}) }));
