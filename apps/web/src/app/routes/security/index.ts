import type { PageRoute } from '../types';

export const securityRoutes: PageRoute[] = [
  {
    key: 'safeguardTesting',
    path: '/safeguard-testing',
    shell: 'public',
    page: () => import('./safeguard-testing-page').then((m) => m.SafeguardTestingPage),
  },
];
