/** Query keys of the ambassadors feature; every change refreshes everything under ['ambassadors'] and the menu's count. */
export const ambassadorKeys = {
  all: ['ambassadors'] as const,
  home: () => ['ambassadors', 'home'] as const,
  referrals: () => ['ambassadors', 'referrals'] as const,
  invitations: () => ['ambassadors', 'invitations'] as const,
  myBattles: () => ['ambassadors', 'my-battles'] as const,
  myDeals: () => ['ambassadors', 'my-deals'] as const,
  myPayouts: () => ['ambassadors', 'my-payouts'] as const,
  adminList: (q: string, status: string) => ['ambassadors', 'admin', 'list', q, status] as const,
  adminDeals: (status: string) => ['ambassadors', 'admin', 'deals', status] as const,
  adminBattles: () => ['ambassadors', 'admin', 'battles'] as const,
  adminBattle: (id: string) => ['ambassadors', 'admin', 'battle', id] as const,
  adminPayouts: (filters: string) => ['ambassadors', 'admin', 'payouts', filters] as const,
  candidates: (q: string) => ['ambassadors', 'admin', 'candidates', q] as const,
};
