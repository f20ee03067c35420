import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { preloadNamespaces } from '@/lib/i18n';
import { RequireAuth } from './layouts/require-auth';
import { PAGE_ROUTES } from './route-manifest';
import { NotFoundPage } from './routes/errors/not-found-page';
import { RouteErrorPage } from './routes/errors/route-error-page';
import type { PageRoute } from './routes/types';

type Lazy = NonNullable<RouteObject['lazy']>;

/** Each page is its own chunk, fetched on the first visit (the admin home, without one, comes with its shell). */
function routeObjectOf({ path, page, namespaces }: PageRoute): RouteObject {
  if (!page) return { path, element: <NotFoundPage /> };
  return {
    path,
    lazy: async () => {
      const [Component] = await Promise.all([page(), namespaces ? preloadNamespaces(namespaces) : undefined]);
      return { Component };
    },
  };
}

const routesIn = (shell: PageRoute['shell']) => PAGE_ROUTES.filter((route) => route.shell === shell).map(routeObjectOf);

const adminShell: Lazy = async () => {
  const module = await import('./layouts/admin-shell');
  return { Component: module.AdminShell };
};

export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    children: [
      ...routesIn('bare'),
      {
        element: <RequireAuth />,
        children: [
          ...routesIn('bare-signed-in'),
          {
            // The shells are their own chunks: the landing and the sign-in page never download the menus.
            lazy: async () => {
              // The shell's texts and RequireAuth's, beside its code.
              const [module] = await Promise.all([import('./layouts/app-shell'), preloadNamespaces(['shell', 'auth'])]);
              return { Component: module.AppShell };
            },
            children: [{ path: '/fitness', element: <Navigate to="/dashboard" replace /> }, ...routesIn('app')],
          },
          {
            lazy: adminShell,
            children: [
              // The admin home is the admin nav drawn as cards; it comes with the shell.
              {
                path: '/admin',
                lazy: async () => ({ Component: (await import('./layouts/admin-shell')).AdminHomePage }),
              },
              ...routesIn('admin').filter((route) => route.path !== '/admin'),
            ],
          },
        ],
      },
      {
        lazy: async () => ({ Component: (await import('./layouts/public-shell')).PublicShell }),
        children: routesIn('public'),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
