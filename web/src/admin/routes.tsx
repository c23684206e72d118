/** Routes of the staff area under /admin; screens with data are loaded on demand (their own chunks). */
import type { RouteObject } from 'react-router-dom';
import { RouteError } from '../components/RouteError.tsx';
import { AdminNotFound } from './AdminNotFound.tsx';
import { SectionPage } from './SectionPage.tsx';
import { section } from './sections.ts';

const profile: RouteObject['lazy'] = async () => ({ Component: (await import('./ProfilePage.tsx')).ProfilePage });

/** A section's list route. */
function list(path: string): RouteObject {
  return { path, element: <SectionPage section={section(path)} /> };
}

/** A section's detail route: `<section>/:<idParam>` (a number or "ny"). */
function detail(path: string, idParam: string, title?: string): RouteObject {
  const [base] = path.split('/');
  return { path, element: <SectionPage section={section(base!)} idParam={idParam} title={title} /> };
}

export const adminRoutes: RouteObject = {
  path: 'admin',
  lazy: async () => {
    const { AdminLayout, adminLayoutLoader } = await import('./AdminLayout.tsx');
    return { Component: AdminLayout, loader: adminLayoutLoader };
  },
  children: [
    {
      errorElement: <RouteError />,
      children: [
        { index: true, lazy: async () => ({ Component: (await import('./AccountSelector.tsx')).AccountSelector }) },
        { path: 'profil', lazy: profile },
        {
          path: ':slug',
          children: [
            { index: true, lazy: () => import('./DashboardPage.tsx') },
            { path: 'profil', lazy: profile },
            list('booking'),
            detail('booking/:bookingId', 'bookingId'),
            list('planlegging'),
            list('oppgaver'),
            { path: 'kunder', lazy: () => import('./customers/CustomerListPage.tsx') },
            { path: 'kunder/:userId', lazy: () => import('./customers/CustomerPage.tsx') },
            { path: 'produkter', lazy: () => import('./products/ProductListPage.tsx') },
            { path: 'produkter/kategorier', lazy: () => import('./products/CategoryListPage.tsx') },
            { path: 'produkter/:productId', lazy: () => import('./products/ProductFormPage.tsx') },
            { path: 'leieprodukter', lazy: () => import('./rentalOptions/RentalOptionListPage.tsx') },
            { path: 'leieprodukter/:rentalOptionId', lazy: () => import('./rentalOptions/RentalOptionFormPage.tsx') },
            { path: 'lokasjoner', lazy: () => import('./locations/LocationListPage.tsx') },
            { path: 'lokasjoner/:locationId', lazy: () => import('./locations/LocationFormPage.tsx') },
            list('okonomi'),
            list('analyse'),
            list('faktura'),
            { path: 'partnere', lazy: () => import('./partners/PartnersPage.tsx') },
            list('innstillinger'),
            // /admin/{slug}/bedrift{companyId}: a route segment cannot mix text and a parameter, so the page checks it.
            { path: ':companyRef', lazy: () => import('./CompanyPage.tsx') },
            { path: '*', element: <AdminNotFound /> },
          ],
        },
      ],
    },
  ],
};
