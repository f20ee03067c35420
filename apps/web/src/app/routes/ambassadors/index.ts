import type { PageRoute } from '../types';

const NS = ['ambassadors'] as const;

/** Ambassadors, referrals, battles, deals and payouts (issue 22). */
export const ambassadorsRoutes: PageRoute[] = [
  {
    key: 'ambassador',
    path: '/ambassador',
    shell: 'app',
    namespaces: NS,
    page: () => import('./ambassador-page').then((m) => m.AmbassadorPage),
  },
  {
    // The link an ambassador shares: keeps the code and opens sign-up.
    key: 'referral',
    path: '/r/:code',
    shell: 'bare',
    namespaces: NS,
    page: () => import('./referral-page').then((m) => m.ReferralPage),
  },
  {
    key: 'adminAmbassadors',
    path: '/admin/ambassadors',
    shell: 'admin',
    adminSection: 'people',
    hasAdminSelectors: true,
    namespaces: NS,
    page: () => import('./admin-ambassadors-page').then((m) => m.AdminAmbassadorsPage),
  },
  {
    key: 'adminDeals',
    path: '/admin/ambassadors/deals',
    shell: 'admin',
    adminSection: 'people',
    hasAdminSelectors: true,
    namespaces: NS,
    page: () => import('./admin-deals-page').then((m) => m.AdminDealsPage),
  },
  {
    key: 'adminBattles',
    path: '/admin/battles',
    shell: 'admin',
    adminSection: 'people',
    hasAdminSelectors: true,
    namespaces: NS,
    page: () => import('./admin-battles-page').then((m) => m.AdminBattlesPage),
  },
  {
    key: 'adminBattle',
    path: '/admin/battles/:id',
    shell: 'admin',
    hasAdminSelectors: true,
    namespaces: NS,
    page: () => import('./admin-battle-page').then((m) => m.AdminBattlePage),
  },
  {
    key: 'adminPayouts',
    path: '/admin/payouts',
    shell: 'admin',
    adminSection: 'people',
    hasAdminSelectors: true,
    namespaces: NS,
    page: () => import('./admin-payouts-page').then((m) => m.AdminPayoutsPage),
  },
];
