/** Routes of the public side (shop, log-in and friends, static pages), all inside the public layout. */
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../components/breadcrumbs.ts';
import { RouteError } from '../components/RouteError.tsx';
import { PublicLayout } from './PublicLayout.tsx';
import { wizardRoutes } from './wizard/routes.tsx';

const LOGIN = { label: 'Logg inn', to: '/login' };

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
        page('login', 'Logg inn', SCREENS.login),
        page('opprett', 'Opprett brukar', SCREENS.register, [LOGIN]),
        page('glemt-passord', 'Gløymt passord', SCREENS.forgotPassword, [LOGIN]),
        page('tilbakestill', 'Nytt passord', SCREENS.resetPassword, [LOGIN]),
        page('stadfest', 'Stadfest kontoen', SCREENS.confirmRegistration, [LOGIN]),
        // The router matches the decoded path, so /vilk%C3%A5r lands here too.
        page('vilkår', 'Leigevilkår', SCREENS.terms),
        page('personvern', 'Personvernerklæring', SCREENS.privacy),
        page('konto', 'Min side', SCREENS.account),
      ],
    },
  ],
};
