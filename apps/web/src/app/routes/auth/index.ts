import type { PageRoute } from '../types';

export const authRoutes: PageRoute[] = [
  { key: 'auth', path: '/auth', shell: 'bare', page: () => import('./auth-page').then((m) => m.AuthPage) },
  {
    key: 'authCallback',
    path: '/auth/callback',
    shell: 'bare',
    page: () => import('./auth-callback-page').then((m) => m.AuthCallbackPage),
  },
];
