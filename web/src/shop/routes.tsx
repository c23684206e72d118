/** Routes of the public side (shop, log-in and friends, static pages), all inside the public layout. */
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../components/breadcrumbs.ts';
import { RouteError } from '../components/RouteError.tsx';
import { PublicLayout } from './PublicLayout.tsx';
import { Placeholder } from '../components/Placeholder.tsx';
import { WIZARD_STEPS, wizardCrumbs } from './wizard.ts';

const LOGIN = { label: 'Logg inn', to: '/login' };

/** A wizard step's placeholder route; step 1 is the index route. */
function wizardStep(n: number): RouteObject {
  const step = WIZARD_STEPS[n - 1]!;
  const handle: RouteHandle = { crumbs: wizardCrumbs(n), keepSearch: true };
  const element = <Placeholder title={step.title} eyebrow={`Steg ${n} av ${WIZARD_STEPS.length}`} />;
  return n === 1 ? { index: true, element, handle } : { path: step.path.slice(1), element, handle };
}

/** A screen loaded on demand (its own chunk). */
type Screen = () => Promise<{ Component: ComponentType }>;

/** The account screens and the static pages. */
const SCREENS = {
  login: async () => ({ Component: (await import('../account/LoginPage.tsx')).LoginPage }),
  register: async () => ({ Component: (await import('../account/RegisterPage.tsx')).RegisterPage }),
  forgotPassword: async () => ({ Component: (await import('../account/ForgotPasswordPage.tsx')).ForgotPasswordPage }),
  resetPassword: async () => ({ Component: (await import('../account/ResetPasswordPage.tsx')).ResetPasswordPage }),
  account: async () => ({ Component: (await import('../account/AccountPage.tsx')).AccountPage }),
  terms: async () => ({ Component: (await import('../pages/TermsPage.tsx')).TermsPage }),
  privacy: async () => ({ Component: (await import('../pages/PrivacyPage.tsx')).PrivacyPage }),
} satisfies Record<string, Screen>;

/** A page with its own crumb (and parents' crumbs before it). */
function page(path: string, title: string, screen: Screen, parents: RouteHandle['crumbs'] = []): RouteObject {
  const handle: RouteHandle = { crumbs: [...parents, { label: title, to: `/${path}` }] };
  return { path, lazy: screen, handle };
}

/** Step 1 of the wizard, also shown for any path nobody else claims. */
const stepOne = <Placeholder title={WIZARD_STEPS[0]!.title} eyebrow={`Steg 1 av ${WIZARD_STEPS.length}`} />;

export const publicRoutes: RouteObject = {
  element: <PublicLayout />,
  children: [
    {
      // Pathless: a failing page renders its error inside the layout, header and footer stay.
      errorElement: <RouteError />,
      children: [
        ...WIZARD_STEPS.map((_, i) => wizardStep(i + 1)),
        {
          path: 'mottatt',
          element: <Placeholder title="Takk for din bestilling!" />,
          handle: { crumbs: [{ label: 'Bestilling motteken', to: '/mottatt' }] } satisfies RouteHandle,
        },
        page('login', 'Logg inn', SCREENS.login),
        page('opprett', 'Opprett brukar', SCREENS.register, [LOGIN]),
        page('glemt-passord', 'Gløymt passord', SCREENS.forgotPassword, [LOGIN]),
        page('tilbakestill', 'Nytt passord', SCREENS.resetPassword, [LOGIN]),
        // The router matches the decoded path, so /vilk%C3%A5r lands here too.
        page('vilkår', 'Leigevilkår', SCREENS.terms),
        page('personvern', 'Personvernerklæring', SCREENS.privacy),
        page('konto', 'Min side', SCREENS.account),
        { path: '*', element: stepOne },
      ],
    },
  ],
};
