import { createElement, use, useLayoutEffect, useState, startTransition, type ComponentType } from 'react';
import {
  matchRoutes,
  Navigate,
  Router,
  useLocation,
  useRoutes,
  type Location,
  type NavigationType,
  type RouteObject,
} from 'react-router';
import { readEarly } from '@/lib/api';
import { preloadNamespaces } from '@/lib/i18n';
import { RequireAuth } from './layouts/require-auth';
import { history, markCommitted, markNavigating } from './navigation';
import { PAGE_ROUTES } from './route-manifest';
import { NotFoundPage } from './routes/errors/not-found-page';
import { RouteErrorBoundary } from './routes/errors/route-error-page';
import type { PageRoute } from './routes/types';

/**
 * React Router in its declarative mode (`<Router>` and `useRoutes`), not its data router: the data router's loaders,
 * actions, fetchers and revalidation are about 16 KB of the workout page's JavaScript that nothing here used (ADR 027).
 * What the data router did for us is done here: each page is a chunk of its own fetched beside its texts, the shell's
 * and the page's chunks load at the same time (never one after the other), the page being left stays on screen until
 * the next one has arrived, a render error anywhere shows the spec's "Unexpected Application Error!" page, and
 * `useIsNavigating` tells RequireAuth that a navigation is under way.
 */

interface Tracked<T> extends Promise<T> {
  status?: 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
}

/**
 * A route's component, fetched once; drawn at once (no Suspense) when its code arrived before the render. A fetch that
 * failed stays failed for the renders of this visit, so the page shows the error rather than asking again on every
 * render (a browser that no longer keeps a failed module, as Chromium 156 does not, would be asked forever); the next
 * navigation to it (`preload(true)`) asks again: offline before the service worker kept it, it may load now.
 */
function lazyRoute(load: () => Promise<ComponentType>) {
  let pending: Tracked<ComponentType> | null = null;
  const preload = (retry = false): Tracked<ComponentType> => {
    if (pending && !(retry && pending.status === 'rejected')) return pending;
    const promise: Tracked<ComponentType> = load().then(
      (component) => {
        promise.status = 'fulfilled';
        promise.value = component;
        return component;
      },
      (error: unknown) => {
        promise.status = 'rejected';
        promise.reason = error;
        throw error;
      },
    );
    // Nothing else may be waiting on it: a rejection only `use` reads is not an unhandled one.
    promise.catch(() => undefined);
    return (pending = promise);
  };
  function LazyRoute() {
    // `use` reads a promise React has seen settle (status and value or reason, as React marks them) without suspending.
    return createElement(use(preload() as Promise<ComponentType>));
  }
  return { element: <LazyRoute />, handle: { preload } };
}

interface Preloadable {
  preload: (retry?: boolean) => Promise<unknown>;
}

/** Each page is its own chunk, fetched on the first visit (the admin home, without one, comes with its shell). */
function routeObjectOf({ path, page, namespaces, reads }: PageRoute): RouteObject {
  if (!page) return { path, element: <NotFoundPage /> };
  const { element, handle } = lazyRoute(async () => {
    const [Component] = await Promise.all([page(), namespaces ? preloadNamespaces(namespaces) : undefined]);
    return Component;
  });
  return { path, element, handle: { ...handle, reads } };
}

const routesIn = (shell: PageRoute['shell']) => PAGE_ROUTES.filter((route) => route.shell === shell).map(routeObjectOf);

export const routes: RouteObject[] = [
  ...routesIn('bare'),
  {
    element: <RequireAuth />,
    children: [
      ...routesIn('bare-signed-in'),
      {
        // The shells are their own chunks: the landing and the sign-in page never download the menus.
        ...lazyRoute(async () => {
          // The shell's texts and RequireAuth's, beside its code.
          const [module] = await Promise.all([import('./layouts/app-shell'), preloadNamespaces(['shell', 'auth'])]);
          return module.AppShell;
        }),
        children: [{ path: '/fitness', element: <Navigate to="/dashboard" replace /> }, ...routesIn('app')],
      },
      {
        ...lazyRoute(async () => (await import('./layouts/admin-shell')).AdminShell),
        children: [
          // The admin home is the admin nav drawn as cards; it comes with the shell.
          { path: '/admin', ...lazyRoute(async () => (await import('./layouts/admin-shell')).AdminHomePage) },
          ...routesIn('admin').filter((route) => route.path !== '/admin'),
        ],
      },
    ],
  },
  { ...lazyRoute(async () => (await import('./layouts/public-shell')).PublicShell), children: routesIn('public') },
  { path: '*', element: <NotFoundPage /> },
];

/**
 * Starts fetching the code of every route that draws `location` (shell and page together), again for any that failed
 * before; settles when all have.
 */
export function preloadRoute(location: Pick<Location, 'pathname'>): Promise<unknown> {
  return Promise.all(matchesOf(location).map(({ route }) => (route.handle as Preloadable | undefined)?.preload(true)));
}

// Matching ranks every route of the app (tens of ms on a phone): the first page's code and reads share one match.
let lastMatch: { pathname: string; matches: ReturnType<typeof matchRoutes<RouteObject>> } | null = null;
function matchesOf({ pathname }: Pick<Location, 'pathname'>) {
  if (lastMatch?.pathname !== pathname) lastMatch = { pathname, matches: matchRoutes(routes, { pathname }) };
  return lastMatch.matches ?? [];
}

/** Sends the API reads of the page that draws `location` now, beside its code (ADR 037); for the page the app opens on. */
export function startRouteReads(location: Pick<Location, 'pathname'>, lang: string): void {
  for (const { route, params } of matchesOf(location)) {
    const reads = (route.handle as Pick<PageRoute, 'reads'> | undefined)?.reads;
    for (const path of reads?.(params, lang) ?? []) readEarly(path);
  }
}

function AppRoutes() {
  const location = useLocation();
  const element = useRoutes(routes);
  return <RouteErrorBoundary resetKey={location.key}>{element}</RouteErrorBoundary>;
}

/** The app's router: the browser's address, drawn by `routes` (see the top of this file). */
export function AppRouter() {
  const [state, setState] = useState({ action: history.action, location: history.location });
  useLayoutEffect(
    () =>
      history.listen(({ action, location }: { action: NavigationType; location: Location }) => {
        void preloadRoute(location).catch(() => undefined);
        markNavigating();
        // A transition: React keeps the page being left on screen while the next one's code and texts load.
        startTransition(() => setState({ action, location }));
      }),
    [],
  );
  useLayoutEffect(() => markCommitted(state.location.key), [state]);
  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      <AppRoutes />
    </Router>
  );
}
