import type { PageRoute } from '../types';

/** The spec's demo pages (issue 24): the app's languages side by side, and persona members for superadmins. */
export const demoRoutes: PageRoute[] = [
  {
    key: 'translatedProfileDemo',
    path: '/translated-profile-demo',
    shell: 'public',
    namespaces: ['demo', 'fitnessProfile'],
    page: () => import('./translated-profile-demo-page').then((m) => m.TranslatedProfileDemoPage),
  },
  {
    key: 'personaSeeding',
    path: '/persona-seeding',
    shell: 'app',
    namespaces: ['demo'],
    page: () => import('./persona-seeding-page').then((m) => m.PersonaSeedingPage),
  },
  {
    key: 'personaDashboard',
    path: '/persona-dashboard',
    shell: 'app',
    namespaces: ['demo'],
    page: () => import('./persona-dashboard-page').then((m) => m.PersonaDashboardPage),
  },
];
