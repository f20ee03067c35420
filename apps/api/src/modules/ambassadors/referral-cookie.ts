import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import { parse } from 'hono/utils/cookie';
import { ReferralCode } from '@lifeorbit/contracts/ambassadors';
import type { PinoLogger } from '../../core/observability';
import type { AppDb } from '../../db/client';
import { claimReferral } from './ambassadors.service';

/**
 * A referral recorded with the account itself (issue 37): visiting /r/CODE leaves the code in a short-lived httpOnly
 * cookie that only the sign-in routes receive (its path), and the account's creation, by the sign-up form or on a
 * provider's callback, reads it there. The referral then no longer waits for the new member to reach the app shell.
 */
export const REFERRAL_COOKIE = 'lifeorbit_referral';
const COOKIE_PATH = '/api/auth';
/** A day: time to read about the app and come back, not a lasting mark on a shared device. */
const COOKIE_MAX_AGE_SEC = 24 * 60 * 60;

/** Keeps a referral link's code in the visitor's browser until an account is made there. */
export function rememberReferralVisit(c: Context, code: string, secure: boolean): void {
  setCookie(c, REFERRAL_COOKIE, code, {
    path: COOKIE_PATH,
    maxAge: COOKIE_MAX_AGE_SEC,
    httpOnly: true,
    sameSite: 'Lax',
    secure,
  });
}

/** What better-auth hands its user-creation hook: the request's headers and the answer's cookie setter. */
export interface AccountCreationContext {
  headers?: Headers | undefined;
  setCookie?: (name: string, value: string, options?: { path?: string; maxAge?: number }) => unknown;
}

/**
 * Records the referral whose code the new account's request carries, once, as the claim does (claimReferral). An
 * unknown, inactive or own code is ignored, and nothing here ever fails the sign-up: the account matters more.
 * Answers whether a referral was recorded.
 */
export async function recordSignUpReferral(
  db: AppDb,
  userId: string,
  context: AccountCreationContext | null | undefined,
  logger?: Pick<PinoLogger, 'warn'>,
): Promise<boolean> {
  const cookies = context?.headers?.get('cookie');
  const kept = cookies ? parse(cookies, REFERRAL_COOKIE)[REFERRAL_COOKIE] : undefined;
  if (kept === undefined) return false;
  try {
    // Used up, whatever it held: a second account made in this browser is not the link's.
    context?.setCookie?.(REFERRAL_COOKIE, '', { path: COOKIE_PATH, maxAge: 0 });
    const code = ReferralCode.safeParse(kept);
    if (!code.success) return false;
    return (await claimReferral(db, userId, code.data)).claimed;
  } catch (err) {
    logger?.warn({ err }, 'referral at sign-up not recorded');
    return false;
  }
}
