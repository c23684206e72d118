/** Routes of the public side (shop, log-in and friends, static pages), all inside the public layout. */
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../components/breadcrumbs.ts';
import { RouteError } from '../components/RouteError.tsx';
import { PublicLayout } from './PublicLayout.tsx';
import { wizardRoutes } from './wizard/routes.tsx';

// Crumb labels are message keys (web/src/i18n/locales), translated where the trail is drawn.
const LOGIN = { label: 'nav.login', to: '/login' };

/** A screen loaded on demand (its own chunk). */
type Screen = () => Promise<{ Component: ComponentType }>;

/** The account screens and the static pages. */
const SCREENS = {
  login: async () => ({ Component: (await import('../account/LoginPage.tsx')).LoginPage }),
  register: async () => ({ Component: (await import('../account/RegisterPage.tsx')).RegisterPage }),
  forgotPassword: async () => ({ Component: (await import('../account/ForgotPasswordPage.tsx')).ForgotPasswordPage }),
  resetPassword: async () => ({ Component: (await import('../account/ResetPasswordPage.tsx')).ResetPasswordPage }),
  confirmRegistration: async () => ({ Component: (await import('../account/ConfirmRegistrationPage.tsx')).ConfirmRegistrationPage }),
  account: async () => ({ Component: (await import('../account/AccountPage.tsx')).AccountPage }),
  terms: async () => ({ Component: (await import('../pages/TermsPage.tsx')).TermsPage }),
  privacy: async () => ({ Component: (await import('../pages/PrivacyPage.tsx')).PrivacyPage }),
} satisfies Record<string, Screen>;

/** A page with its own crumb (and parents' crumbs before it). */
function page(path: string, title: string, screen: Screen, parents: RouteHandle['crumbs'] = []): RouteObject {
  const handle: RouteHandle = { crumbs: [...parents, { label: title, to: `/${path}` }] };
  return { path, lazy: screen, handle };
}

export const publicRoutes: RouteObject = {
  element: <PublicLayout />,
  children: [
    {
      // Pathless: a failing page renders its error inside the layout, header and footer stay.
      errorElement: <RouteError />,
      children: [
        // Steps 1–6, /mottatt and every path nobody else claims (step 1).
        wizardRoutes,
        page('login', 'nav.login', SCREENS.login),
        page('opprett', 'nav.register', SCREENS.register, [LOGIN]),
        page('glemt-passord', 'nav.forgotPassword', SCREENS.forgotPassword, [LOGIN]),
        page('tilbakestill', 'nav.resetPassword', SCREENS.resetPassword, [LOGIN]),
        page('stadfest', 'nav.confirm', SCREENS.confirmRegistration, [LOGIN]),
        // The router matches the decoded path, so /vilk%C3%A5r lands here too.
        page('vilkår', 'nav.terms', SCREENS.terms),
        page('personvern', 'nav.privacy', SCREENS.privacy),
        page('konto', 'nav.account', SCREENS.account),
      ],
    },
  ],
};
