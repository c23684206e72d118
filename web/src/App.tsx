import { useCallback, useEffect, useMemo, useState } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { adminRoutes } from './admin/routes.tsx';
import { AppShell } from './components/AppShell.tsx';
import { PageLoading } from './components/PageLoading.tsx';
import { RouteError } from './components/RouteError.tsx';
import { basenameOf, currentLanguage, languageOfPath, pathIn, stripLanguage, switchLanguage, type Language } from './i18n/index.ts';
import { LanguageContext } from './i18n/LanguageContext.ts';
import { environment, forgetSession } from './relay/environment.ts';
import { publicRoutes } from './shop/routes.tsx';

function routes(language: Language): RouteObject[] {
  return [
    {
      element: <AppShell />,
      // Catches what a layout itself throws (e.g. its query failing); pages' errors render inside their layout.
      errorElement: <RouteError />,
      hydrateFallbackElement: <PageLoading />,
      // The admin is Norwegian only: under /en only the public side exists.
      children: language === 'en' ? [publicRoutes] : [adminRoutes, publicRoutes],
    },
  ];
}

/**
 * The web client: the public shop and the staff admin, one router. English pages run the same routes under the
 * basename /en, so every link and navigation inside them stays in English without knowing it.
 */
export function App() {
  const [language, setLanguage] = useState<Language>(currentLanguage);
  const router = useMemo(() => createBrowserRouter(routes(language), { basename: basenameOf(language) || undefined }), [language]);

  const switchTo = useCallback(async (target: Language) => {
    if (target === currentLanguage()) return;
    await switchLanguage(target);
    // Same page, same query (every choice of the wizard), the other prefix; session-storage drafts stay as they are.
    const { pathname, search, hash } = window.location;
    window.history.pushState(null, '', pathIn(target, stripLanguage(pathname)) + search + hash);
    // Texts the server wrote (messages, warnings) are asked for again in the new language.
    forgetSession(environment);
    setLanguage(target);
  }, []);

  // Back or Forward across a language switch lands on a path of the other router: load that page afresh.
  useEffect(() => {
    const onPop = () => {
      if (languageOfPath(window.location.pathname) !== currentLanguage()) window.location.reload();
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const context = useMemo(() => ({ language, switchTo }), [language, switchTo]);
  return (
    <LanguageContext value={context}>
      <RouterProvider key={language} router={router} />
    </LanguageContext>
  );
}
