/**
 * The first script the page runs (its own small entry, before React and Relay have arrived): sends the public
 * layout's query and, on the front page, step 1's query, so their answers travel while the big scripts download.
 */
import PublicLayoutQuery from './__generated__/PublicLayoutQuery.graphql';
import StepOnePageQuery from './__generated__/StepOnePageQuery.graphql';
import { stripLanguage } from './i18n/path.ts';
import { sendEarly } from './relay/early.ts';

// The same pages under /en: the front page is / and /en.
const path = stripLanguage(window.location.pathname);
if (path !== '/admin' && !path.startsWith('/admin/')) {
  for (const query of path === '/' ? [PublicLayoutQuery, StepOnePageQuery] : [PublicLayoutQuery]) {
    if (query.params.text) sendEarly(query.params.name, query.params.text);
  }
}
