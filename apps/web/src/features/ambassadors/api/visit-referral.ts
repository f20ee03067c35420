import { api } from '@/lib/api';

/**
 * POST /api/referrals/visit: the API keeps a referral link's code in a short-lived httpOnly cookie, which the account
 * made next in this browser (by the form or a provider) carries to its creation, where the referral is recorded.
 */
export function visitReferral(code: string): Promise<void> {
  return api.post<void>('/api/referrals/visit', { code });
}
