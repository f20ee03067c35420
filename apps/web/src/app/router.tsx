import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AreaPage } from './pages/area-page';
import { NotFoundPage } from './pages/not-found-page';
import { RouteErrorPage } from './pages/route-error-page';
import { RequireAuth } from './layouts/require-auth';
import { ROUTES, type ShellKind } from './route-manifest';

type Lazy = NonNullable<RouteObject['lazy']>;

/** Pages that have their own module; every other route of the manifest renders its AreaPage. */
const PAGES: Record<string, Lazy> = {
  dashboard: async () => ({ Component: (await import('@/features/life-areas/pages/dashboard-page')).DashboardPage }),
  settings: async () => ({ Component: (await import('@/features/profile/pages/settings-page')).SettingsPage }),
};

function routesFor(shell: ShellKind): RouteObject[] {
  return ROUTES.filter((route) => route.shell === shell).map((route) => {
    const lazy = PAGES[route.key];
    return lazy ? { path: route.path, lazy } : { path: route.path, element: <AreaPage routeKey={route.key} /> };
  });
}

const adminShell: Lazy = async () => {
  const module = await import('./layouts/admin-shell');
  return { Component: module.AdminShell };
};

export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    children: [
      {
        path: '/',
        lazy: async () => ({ Component: (await import('@/features/life-areas/pages/landing-page')).LandingPage }),
      },
      { path: '/auth', lazy: async () => ({ Component: (await import('@/features/auth/pages/auth-page')).AuthPage }) },
      {
        path: '/auth/callback',
        lazy: async () => ({ Component: (await import('@/features/auth/pages/auth-callback-page')).AuthCallbackPage }),
      },
      {
        element: <RequireAuth />,
        children: [
          {
            path: '/onboarding',
            lazy: async () => ({
              Component: (await import('@/features/profile/pages/onboarding-page')).OnboardingPage,
            }),
          },
          {
            // The shells are their own chunks: the landing and the sign-in page never download the menus.
            lazy: async () => ({ Component: (await import('./layouts/app-shell')).AppShell }),
            children: [{ path: '/fitness', element: <Navigate to="/dashboard" replace /> }, ...routesFor('app')],
          },
          {
            lazy: adminShell,
            children: [
              {
                path: '/admin',
                lazy: async () => ({ Component: (await import('./layouts/admin-shell')).AdminHomePage }),
              },
              ...routesFor('admin').filter((route) => route.path !== '/admin'),
            ],
          },
        ],
      },
      {
        lazy: async () => ({ Component: (await import('./layouts/public-shell')).PublicShell }),
        children: routesFor('public'),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
