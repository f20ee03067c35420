import crypto from 'node:crypto';
import type { AppDeps } from '../../core/deps';
import { AppError } from '../../core/errors';
import type { AuthNeeds, RateLimit } from '../needs';

/**
 * Per-account limit on sign-in (issue 25, docs/security.md): besides better-auth's per-address limit, at most
 * `max` attempts for one e-mail in a 15-minute window, from any number of addresses. Every attempt counts before
 * the password is checked (so parallel guesses cannot slip past the count) and a successful sign-in starts the count
 * afresh. Once over, even the right password waits for the window to pass: that is what stops a distributed guess,
 * and the short window bounds how long someone else's failures can keep an owner out. Unknown e-mails count the same,
 * so the answer never tells whether an account exists. Kept in PostgreSQL: every API process shares the count.
 */
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
export const SIGN_IN_ATTEMPTS = { strict: 10, relaxed: 200 } as const;

export interface SignInThrottle {
  /** Counts an attempt for this e-mail; a 429 when there were too many in the window. */
  beforeSignIn(email: string): Promise<void>;
  /** A signed-in member starts again from zero. */
  afterSignIn(email: string, succeeded: boolean): Promise<void>;
}

const keyOf = (email: string) =>
  `sign-in:${crypto.createHash('sha256').update(email.trim().toLowerCase()).digest('base64url')}`;

export function signInThrottle(
  deps: Pick<AppDeps, 'database' | 'config'>,
  { enforceRateLimit, resetRateLimit }: Pick<AuthNeeds, 'enforceRateLimit' | 'resetRateLimit'>,
): SignInThrottle {
  const limit: RateLimit = { max: SIGN_IN_ATTEMPTS[deps.config.AUTH_RATE_LIMIT], windowMs: SIGN_IN_WINDOW_MS };
  return {
    async beforeSignIn(email) {
      try {
        await enforceRateLimit(deps.database.db, keyOf(email), limit, Date.now());
      } catch (err) {
        if (err instanceof AppError && err.code === 'rate_limited') {
          throw new AppError('rate_limited', 'Too many sign-in attempts for this e-mail; try again in 15 minutes');
        }
        throw err;
      }
    },
    async afterSignIn(email, succeeded) {
      if (succeeded) await resetRateLimit(deps.database.db, keyOf(email));
    },
  };
}
