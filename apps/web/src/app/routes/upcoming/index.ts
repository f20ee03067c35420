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
    { key: 'publicGym', path: '/g/:slug' },
    { key: 'publicMentor', path: '/m/:slugOrId' },
  ]),
  ...upcoming('app', [
    { key: 'mentors', path: '/mentors' },
    { key: 'gyms', path: '/gyms' },
    { key: 'gym', path: '/gyms/:gymId' },
    { key: 'gymAdmin', path: '/gyms/:gymId/admin' },
    { key: 'marketplace', path: '/marketplace' },
    { key: 'myGym', path: '/fitness/my-gym' },
  ]),
  ...upcoming('admin', [
    { key: 'adminMentors', path: '/admin/mentors', adminSection: 'people' },
    { key: 'adminMentorsNew', path: '/admin/mentors/new' },
    { key: 'adminMentorEdit', path: '/admin/mentors/:id/edit' },
    { key: 'adminMentor', path: '/admin/mentors/:id' },
  ]),
];
