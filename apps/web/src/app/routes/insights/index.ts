import type { PageRoute } from '../types';

export const insightsRoutes: PageRoute[] = [
  {
    key: 'insights',
    path: '/insights',
    shell: 'app',
    page: () => import('./insights-page').then((m) => m.InsightsPage),
  },
];
