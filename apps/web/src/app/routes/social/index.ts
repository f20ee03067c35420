import type { PageRoute } from '../types';

export const socialRoutes: PageRoute[] = [
  {
    key: 'social',
    path: '/social',
    shell: 'app',
    page: () => import('./social-page').then((m) => m.SocialPage),
  },
  {
    key: 'notifications',
    path: '/notifications',
    shell: 'app',
    page: () => import('./notifications-page').then((m) => m.NotificationsPage),
  },
  {
    // A member's profile at a link they can share: anyone may open it, and sees what the member lets them.
    key: 'publicProfile',
    path: '/u/:handle',
    shell: 'public',
    page: () => import('./public-profile-page').then((m) => m.PublicProfilePage),
  },
  {
    key: 'adminReports',
    path: '/admin/reports',
    shell: 'admin',
    adminSection: 'people',
    page: () => import('./admin-reports-page').then((m) => m.AdminReportsPage),
  },
];
