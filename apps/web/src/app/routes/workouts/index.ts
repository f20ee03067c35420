import { gymReadPaths } from '@/features/gyms/api/paths';
import { LATEST_READINESS_PATH } from '@/features/readiness/api/paths';
import { workoutReadPaths } from '@/features/workouts/api/paths';
import type { PageRoute } from '../types';

/** What the workout page reads on its first draw: the workout, the coaching it draws with, where it is logged. */
const workoutReads = (id: string | undefined, lang: string) =>
  id
    ? [
        workoutReadPaths.detail(id, lang),
        LATEST_READINESS_PATH,
        workoutReadPaths.trainingRulesSettings,
        gymReadPaths.mine,
        gymReadPaths.workoutGym(id),
      ]
    : [];

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
    reads: (params, lang) => workoutReads(params.workoutId, lang),
  },
  {
    key: 'session',
    path: '/fitness/session/:id',
    shell: 'app',
    page: () => import('./workout-page').then((m) => m.WorkoutPage),
    namespaces: ['workouts', 'trainingRules', 'gyms'],
    reads: (params, lang) => workoutReads(params.id, lang),
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
