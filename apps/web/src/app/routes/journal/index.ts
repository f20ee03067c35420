import type { PageRoute } from '../types';

export const journalRoutes: PageRoute[] = [
  {
    key: 'journal',
    path: '/journal',
    shell: 'app',
    page: () => import('./journal-page').then((m) => m.JournalPage),
  },
];
