import type { PageRoute } from '../types';

export const gymsRoutes: PageRoute[] = [
  {
    key: 'gyms',
    path: '/gyms',
    shell: 'app',
    namespaces: ['gyms'],
    page: () => import('./gyms-page').then((m) => m.GymsPage),
  },
  {
    key: 'gym',
    path: '/gyms/:gymId',
    shell: 'app',
    namespaces: ['gyms'],
    page: () => import('./gym-page').then((m) => m.GymPage),
  },
  {
    key: 'gymAdmin',
    path: '/gyms/:gymId/admin',
    shell: 'app',
    namespaces: ['gyms'],
    page: () => import('./gym-admin-page').then((m) => m.GymAdminPage),
  },
  {
    key: 'myGym',
    path: '/fitness/my-gym',
    shell: 'app',
    namespaces: ['gyms'],
    page: () => import('./my-gym-page').then((m) => m.MyGymPage),
  },
  {
    // A public gym's page at a link it can share: anyone may open it (link previews get its tags from the server).
    key: 'publicGym',
    path: '/g/:slug',
    shell: 'public',
    namespaces: ['gyms'],
    page: () => import('./public-gym-page').then((m) => m.PublicGymPage),
  },
  {
    key: 'adminGyms',
    path: '/admin/gyms',
    shell: 'admin',
    adminSection: 'people',
    hasAdminSelectors: true,
    namespaces: ['gyms'],
    page: () => import('./admin-gyms-page').then((m) => m.AdminGymsPage),
  },
];
