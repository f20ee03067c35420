import type { PageRoute } from '../types';

export const profileRoutes: PageRoute[] = [
  {
    key: 'onboarding',
    path: '/onboarding',
    shell: 'bare-signed-in',
    page: () => import('./onboarding-page').then((m) => m.OnboardingPage),
  },
  {
    key: 'profile',
    path: '/profile',
    shell: 'app',
    page: () => import('./profile-page').then((m) => m.ProfilePage),
  },
  {
    key: 'settings',
    path: '/settings',
    shell: 'app',
    page: () => import('./settings-page').then((m) => m.SettingsPage),
  },
];
