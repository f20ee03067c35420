import type { PageRoute } from '../types';

/** The public API's reference and the OAuth consent page (issue 41): for anyone, signed in or not. */
export const developersRoutes: PageRoute[] = [
  {
    key: 'developers',
    path: '/developers',
    shell: 'public',
    namespaces: ['developers'],
    page: () => import('./developers-page').then((m) => m.DevelopersPage),
    reads: () => ['/api/openapi.json'],
  },
  {
    // Where the OAuth server sends a member an app asks to act for (issue 41): signed out, it asks them to sign in.
    key: 'oauthConsent',
    path: '/oauth/consent',
    shell: 'public',
    namespaces: ['oauthApps'],
    page: () => import('./oauth-consent-page').then((m) => m.OAuthConsentPage),
  },
];
