import { useEffect } from 'react';
import type { ClaimReferralResponse } from '@lifeorbit/contracts/ambassadors';
import { api } from '@/lib/api';

/**
 * A referral link (/r/CODE) keeps its code on this device until the visitor signs up; the app then sends it once
 * (ADR 031). The API records it only for an account made within the hour that has no referrer yet. Since issue 37 the
 * account's creation records it from the API's cookie (api/visit-referral.ts), and this claim then answers
 * `already_referred`: it stays for a code kept before that, or when the visit's call failed.
 */
const STORAGE_KEY = 'lifeorbit.referral';

export function rememberReferral(code: string): void {
  try {
    localStorage.setItem(STORAGE_KEY, code.toUpperCase());
  } catch {
    // Storage blocked: the visitor signs up without a referrer.
  }
}

function takeReferral(): string | null {
  try {
    const code = localStorage.getItem(STORAGE_KEY);
    localStorage.removeItem(STORAGE_KEY);
    return code && /^[A-Z0-9]{4,20}$/.test(code) ? code : null;
  } catch {
    return null;
  }
}

export function claimReferral(code: string) {
  return api.post<ClaimReferralResponse>('/api/referrals/claim', { code });
}

/** Sends a kept referral code once a member is signed in (whatever way they signed up). */
export function useClaimReferral(signedIn: boolean): void {
  useEffect(() => {
    if (!signedIn) return;
    const code = takeReferral();
    if (code) void claimReferral(code).catch(() => undefined);
  }, [signedIn]);
}

/** The link an ambassador shares. */
export const referralLink = (code: string) => `${window.location.origin}/r/${code}`;
