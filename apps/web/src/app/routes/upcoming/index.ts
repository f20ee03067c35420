import type { PageRoute } from '../types';

const upcoming = (shell: PageRoute['shell'], routes: Omit<PageRoute, 'shell'>[]) =>
  routes.map((route) => ({ ...route, shell }));

/**
 * Routes of spec §2 whose areas are not built yet: each shows its title and purpose (UpcomingPage). When an area
 * lands, its lines move from here into its own folder, with their pages.
 */
export const upcomingRoutes: PageRoute[] = [
  ...upcoming('public', [
    { key: 'translatedProfileDemo', path: '/translated-profile-demo' },
    { key: 'personaSeeding', path: '/persona-seeding' },
    { key: 'personaDashboard', path: '/persona-dashboard' },
  ]),
];
