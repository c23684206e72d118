import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { adminRoutes } from './admin/routes.tsx';
import { AppShell } from './components/AppShell.tsx';
import { PageLoading } from './components/PageLoading.tsx';
import { RouteError } from './components/RouteError.tsx';
import { publicRoutes } from './shop/routes.tsx';

const router = createBrowserRouter([
  {
    element: <AppShell />,
    // Catches what a layout itself throws (e.g. its query failing); pages' errors render inside their layout.
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoading />,
    children: [adminRoutes, publicRoutes],
  },
]);

/** The web client: the public shop and the staff admin, one router. */
export function App() {
  return <RouterProvider router={router} />;
}
