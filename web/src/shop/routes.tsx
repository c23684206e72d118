/** Routes of the public side (shop, log-in and friends, static pages), all inside the public layout. */
import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../components/breadcrumbs.ts';
import { Placeholder } from '../components/Placeholder.tsx';
import { RouteError } from '../components/RouteError.tsx';
import { PublicLayout } from './PublicLayout.tsx';
import { WIZARD_STEPS, wizardCrumbs } from './wizard.ts';

const LOGIN = { label: 'Logg inn', to: '/login' };

/** A wizard step's placeholder route; step 1 is the index route. */
function wizardStep(n: number): RouteObject {
  const step = WIZARD_STEPS[n - 1]!;
  const handle: RouteHandle = { crumbs: wizardCrumbs(n), keepSearch: true };
  const element = <Placeholder title={step.title} eyebrow={`Steg ${n} av ${WIZARD_STEPS.length}`} />;
  return n === 1 ? { index: true, element, handle } : { path: step.path.slice(1), element, handle };
}

/** A placeholder page with its own crumb (and parents' crumbs before it). */
function page(path: string, title: string, parents: RouteHandle['crumbs'] = []): RouteObject {
  const handle: RouteHandle = { crumbs: [...parents, { label: title, to: `/${path}` }] };
  return { path, element: <Placeholder title={title} />, handle };
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
        page('login', 'Logg inn'),
        page('opprett', 'Opprett brukar', [LOGIN]),
        page('glemt-passord', 'Gløymt passord', [LOGIN]),
        page('tilbakestill', 'Nytt passord', [LOGIN]),
        // The router matches the decoded path, so /vilk%C3%A5r lands here too.
        page('vilkår', 'Leigevilkår'),
        page('personvern', 'Personvernerklæring'),
        page('konto', 'Min side'),
        { path: '*', element: stepOne },
      ],
    },
  ],
};
