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
  {
    // Personal access tokens for scripts and apps (issue 41).
    key: 'settingsTokens',
    path: '/settings/tokens',
    shell: 'app',
    page: () => import('./tokens-page').then((m) => m.TokensPage),
    namespaces: ['tokens'],
    reads: () => ['/api/tokens'],
  },
  {
    // Connected apps: OAuth apps acting for the member, and the apps they registered (issue 41).
    key: 'settingsApps',
    path: '/settings/apps',
    shell: 'app',
    page: () => import('./apps-page').then((m) => m.AppsPage),
    namespaces: ['oauthApps'],
    reads: () => ['/api/oauth/grants', '/api/oauth/apps'],
  },
  {
    // Webhooks: the member's events sent to URLs of theirs (issue 41).
    key: 'settingsWebhooks',
    path: '/settings/webhooks',
    shell: 'app',
    page: () => import('./webhooks-page').then((m) => m.WebhooksPage),
    namespaces: ['webhooks'],
    reads: () => ['/api/webhooks'],
  },
];
