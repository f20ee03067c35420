import type { PageRoute } from '../types';

/** Progress, analytics, achievements and the fitness profile (issue 17). */
export const progressRoutes: PageRoute[] = [
  {
    key: 'progress',
    path: '/progress',
    shell: 'app',
    page: () => import('./progress-page').then((m) => m.ProgressPage),
  },
  {
    key: 'analytics',
    path: '/analytics',
    shell: 'app',
    page: () => import('./analytics-page').then((m) => m.AnalyticsPage),
  },
  {
    key: 'achievements',
    path: '/achievements',
    shell: 'app',
    page: () => import('./achievements-page').then((m) => m.AchievementsPage),
  },
  {
    key: 'fitnessProfile',
    path: '/fitness/profile',
    shell: 'app',
    page: () => import('./fitness-profile-page').then((m) => m.FitnessProfilePage),
  },
];
