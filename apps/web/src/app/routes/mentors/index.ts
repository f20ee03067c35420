import type { PageRoute } from '../types';

const NAMESPACES = ['mentors', 'marketplace'] as const;

/** Mentors and the marketplace, Discover (issue 21). */
export const mentorsRoutes: PageRoute[] = [
  {
    key: 'mentors',
    path: '/mentors',
    shell: 'app',
    namespaces: NAMESPACES,
    page: () => import('./mentors-page').then((m) => m.MentorsPage),
  },
  {
    // A mentor's page at a link they can share: anyone may open it, signed in or not.
    key: 'publicMentor',
    path: '/m/:slugOrId',
    shell: 'public',
    namespaces: NAMESPACES,
    page: () => import('./public-mentor-page').then((m) => m.PublicMentorPage),
  },
  {
    key: 'marketplace',
    path: '/marketplace',
    shell: 'app',
    namespaces: NAMESPACES,
    page: () => import('./marketplace-page').then((m) => m.MarketplacePage),
  },
  {
    key: 'adminMentors',
    path: '/admin/mentors',
    shell: 'admin',
    adminSection: 'people',
    namespaces: NAMESPACES,
    page: () => import('./admin-mentors-page').then((m) => m.AdminMentorsPage),
  },
  {
    key: 'adminMentorsNew',
    path: '/admin/mentors/new',
    shell: 'admin',
    namespaces: NAMESPACES,
    page: () => import('./admin-mentor-form-page').then((m) => m.AdminMentorNewPage),
  },
  {
    key: 'adminMentorEdit',
    path: '/admin/mentors/:id/edit',
    shell: 'admin',
    namespaces: NAMESPACES,
    page: () => import('./admin-mentor-form-page').then((m) => m.AdminMentorEditPage),
  },
  {
    key: 'adminMentor',
    path: '/admin/mentors/:id',
    shell: 'admin',
    namespaces: NAMESPACES,
    page: () => import('./admin-mentor-page').then((m) => m.AdminMentorPage),
  },
];
