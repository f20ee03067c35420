import type { PageRoute } from '../types';

export const coachRoutes: PageRoute[] = [
  {
    key: 'coach',
    path: '/bro-ai-coach',
    shell: 'app',
    page: () => import('./coach-page').then((m) => m.CoachPage),
  },
  {
    key: 'translatedAiCoach',
    path: '/translated-ai-coach',
    shell: 'public',
    page: () => import('./translated-coach-page').then((m) => m.TranslatedCoachPage),
  },
];
