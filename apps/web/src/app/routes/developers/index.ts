import type { PageRoute } from '../types';

/** The public API's reference (issue 41): for anyone, signed in or not. */
export const developersRoutes: PageRoute[] = [
  {
    key: 'developers',
    path: '/developers',
    shell: 'public',
    namespaces: ['developers'],
    page: () => import('./developers-page').then((m) => m.DevelopersPage),
    reads: () => ['/api/openapi.json'],
  },
];
