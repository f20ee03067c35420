import type { PageRoute } from '../types';

export const programsRoutes: PageRoute[] = [
  {
    key: 'programTest',
    path: '/program-test',
    shell: 'public',
    page: () => import('./program-test-page').then((m) => m.ProgramTestPage),
  },
  {
    key: 'programs',
    path: '/app/programs',
    shell: 'app',
    page: () => import('./programs-page').then((m) => m.ProgramsPage),
  },
  {
    key: 'rotation',
    path: '/fitness/templates/rotation',
    shell: 'app',
    page: () => import('./rotation-page').then((m) => m.RotationPage),
  },
  {
    key: 'fitnessPrograms',
    path: '/fitness/programs',
    shell: 'app',
    page: () => import('./programs-page').then((m) => m.FitnessProgramsPage),
  },
];
