import type { PageRoute } from '../types';

export const authRoutes: PageRoute[] = [
  {
    key: 'auth',
    path: '/auth',
    shell: 'bare',
    page: () => import('./auth-page').then((m) => m.AuthPage),
    // The sign-in form's parts (forgotten password, passkeys: issue 29) draw with these: loaded with the page, so that
    // switching from sign-up to sign-in waits for nothing.
    namespaces: ['auth', 'signIn', 'data', 'passkeys'],
  },
  {
    key: 'authCallback',
    path: '/auth/callback',
    shell: 'bare',
    page: () => import('./auth-callback-page').then((m) => m.AuthCallbackPage),
  },
  {
    key: 'authForgot',
    path: '/auth/forgot',
    shell: 'bare',
    page: () => import('./forgot-password-page').then((m) => m.ForgotPasswordPage),
  },
  {
    key: 'authReset',
    path: '/auth/reset',
    shell: 'bare',
    page: () => import('./reset-password-page').then((m) => m.ResetPasswordPage),
  },
  {
    key: 'authVerify',
    path: '/auth/verify',
    shell: 'bare',
    page: () => import('./verify-email-page').then((m) => m.VerifyEmailPage),
  },
];
