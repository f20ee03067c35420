import type { apiKey } from '@better-auth/api-key';
import { TOKEN_NAME_MAX_LENGTH, TOKEN_PREFIX } from '@lifeorbit/contracts/tokens';

/**
 * Requests a token may make in a window unless TOKEN_RATE_LIMIT says otherwise (ADR 047): a script that logs a workout
 * makes a few dozen. Stored on each token when it is made.
 */
export const TOKEN_RATE_MAX = 300;
export const TOKEN_RATE_WINDOW_MS = 60_000;
/** Random letters after the prefix: 40 of 52 is some 228 bits. */
export const TOKEN_RANDOM_LENGTH = 40;

/**
 * @better-auth/api-key's options (issue 41, ADR 047). The plugin makes the tokens (random letters after `lo_`, kept
 * as their SHA-256, the first characters stored to tell them apart) and owns the table; its endpoints under
 * /api/auth/api-key/* stay closed behind our proxy (auth-proxy-guard.ts), and its own session-from-key hook stays off
 * (`enableSessionForAPIKeys`): a Bearer request is read once by our token gate (token-gate.ts).
 */
export function tokenPluginOptions(rateMax = TOKEN_RATE_MAX): Parameters<typeof apiKey>[0] {
  return {
    defaultPrefix: TOKEN_PREFIX,
    defaultKeyLength: TOKEN_RANDOM_LENGTH,
    requireName: true,
    maximumNameLength: TOKEN_NAME_MAX_LENGTH,
    startingCharactersConfig: { shouldStore: true, charactersLength: TOKEN_PREFIX.length + 6 },
    enableMetadata: false,
    enableSessionForAPIKeys: false,
    keyExpiration: { minExpiresIn: 1, maxExpiresIn: 365 },
    rateLimit: { enabled: true, timeWindow: TOKEN_RATE_WINDOW_MS, maxRequests: rateMax },
  };
}
