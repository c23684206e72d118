// First: the shared rules in server/domain build zod schemas as they load, and zod must not probe eval (the CSP refuses it).
import './admin/kit/zodConfig.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RelayEnvironmentProvider } from 'react-relay';
import { App } from './App.tsx';
import { languageOfPath, stripLanguage, switchLanguage } from './i18n/index.ts';
import { environment } from './relay/environment.ts';
import { preloadFirstPage } from './relay/preload.ts';
import './styles.css';

const { pathname, search, hash } = window.location;
// /no/… is the Norwegian page without a prefix; the admin is Norwegian only (the server redirects these too).
const unprefixed = stripLanguage(pathname);
if (/^\/no(\/|$)/.test(pathname) || (languageOfPath(pathname) === 'en' && /^\/admin(\/|$)/.test(unprefixed))) {
  window.location.replace(unprefixed + search + hash);
} else {
  // The layout's and the page's queries go out together, while React is still starting.
  preloadFirstPage(environment, unprefixed);
  // English messages arrive before the first render, so an English page never flashes Norwegian.
  const language = languageOfPath(pathname);
  const ready = language === 'no' ? switchLanguage('no') : switchLanguage('en').catch(() => switchLanguage('no'));
  void ready.then(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <RelayEnvironmentProvider environment={environment}>
          <App />
        </RelayEnvironmentProvider>
      </StrictMode>,
    ),
  );
}
