/** Routes of the staff area under /admin; screens with data are loaded on demand (their own chunks). */
import type { RouteObject } from 'react-router-dom';
import { RouteError } from '../components/RouteError.tsx';
import { AdminNotFound } from './AdminNotFound.tsx';
import { listRoute } from './kit/listRefusal.tsx';
import { SectionPage } from './SectionPage.tsx';
import { section } from './sections.ts';

const profile: RouteObject['lazy'] = async () => ({ Component: (await import('./ProfilePage.tsx')).ProfilePage });

/** A section's list route. */
function list(path: string): RouteObject {
  return { path, element: <SectionPage section={section(path)} /> };
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
            { path: 'booking', lazy: listRoute(() => import('./bookings/BookingListPage.tsx')) },
            { path: 'booking/ny', lazy: () => import('./bookings/NewBookingPage.tsx') },
            { path: 'booking/:bookingId', lazy: () => import('./bookings/BookingFormPage.tsx') },
            { path: 'planlegging', lazy: () => import('./planning/PlanningPage.tsx') },
            list('oppgaver'),
            { path: 'kunder', lazy: listRoute(() => import('./customers/CustomerListPage.tsx')) },
            { path: 'kunder/:userId', lazy: () => import('./customers/CustomerPage.tsx') },
            { path: 'produkter', lazy: listRoute(() => import('./products/ProductListPage.tsx')) },
            { path: 'produkter/kategorier', lazy: () => import('./products/CategoryListPage.tsx') },
            { path: 'produkter/:productId', lazy: () => import('./products/ProductFormPage.tsx') },
            { path: 'leieprodukter', lazy: listRoute(() => import('./rentalOptions/RentalOptionListPage.tsx')) },
            { path: 'leieprodukter/:rentalOptionId', lazy: () => import('./rentalOptions/RentalOptionFormPage.tsx') },
            { path: 'lokasjoner', lazy: listRoute(() => import('./locations/LocationListPage.tsx')) },
            { path: 'lokasjoner/:locationId', lazy: () => import('./locations/LocationFormPage.tsx') },
            list('okonomi'),
            list('analyse'),
            list('faktura'),
            { path: 'partnere', lazy: listRoute(() => import('./partners/PartnersPage.tsx')) },
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
