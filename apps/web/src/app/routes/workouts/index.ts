import type { PageRoute } from '../types';

export const workoutsRoutes: PageRoute[] = [
  {
    key: 'sessionRunnerDemo',
    path: '/session-runner-demo',
    shell: 'public',
    page: () => import('./session-runner-demo-page').then((m) => m.SessionRunnerDemoPage),
  },
  {
    key: 'prAnnouncementDemo',
    path: '/pr-announcement-demo',
    shell: 'public',
    page: () => import('./pr-announcement-demo-page').then((m) => m.PrAnnouncementDemoPage),
  },
  {
    key: 'setLoggingDemo',
    path: '/set-logging-demo',
    shell: 'public',
    page: () => import('./set-logging-demo-page').then((m) => m.SetLoggingDemoPage),
  },
  {
    key: 'workouts',
    path: '/app/workouts',
    shell: 'app',
    page: () => import('./workouts-page').then((m) => m.WorkoutsPage),
  },
  {
    key: 'workout',
    path: '/app/workouts/:workoutId',
    shell: 'app',
    page: () => import('./workout-page').then((m) => m.WorkoutPage),
    namespaces: ['workouts', 'trainingRules', 'gyms'],
  },
  {
    key: 'session',
    path: '/fitness/session/:id',
    shell: 'app',
    page: () => import('./workout-page').then((m) => m.WorkoutPage),
    namespaces: ['workouts', 'trainingRules', 'gyms'],
  },
  {
    key: 'history',
    path: '/fitness/history',
    shell: 'app',
    page: () => import('./history-page').then((m) => m.HistoryPage),
    namespaces: ['workouts', 'routes'],
  },
  {
    key: 'historyDetail',
    path: '/fitness/history/:id',
    shell: 'app',
    page: () => import('./history-detail-page').then((m) => m.HistoryDetailPage),
  },
];
