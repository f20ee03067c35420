import crypto from 'node:crypto';
import { TOKEN_PREFIX, type TokenScopes } from '@lifeorbit/contracts/tokens';
import { getRuntime } from './harness';
import { apikey } from '../src/db/api-key-schema';

export interface TestToken {
  id: string;
  /** The token as a member copies it once: `Authorization: Bearer <token>`. */
  token: string;
}

/**
 * A token row for a member, as @better-auth/api-key stores one (its SHA-256, base64url), without going through
 * settings: for the permission matrix and the gate's tests. `expiresAt` may be in the past; `rateLimitMax` small.
 */
export async function insertToken(
  userId: string,
  scopes: TokenScopes = { workouts: 'write' },
  options: { expiresAt?: Date | null; rateLimitMax?: number; name?: string } = {},
): Promise<TestToken> {
  const { database } = await getRuntime();
  const id = crypto.randomBytes(16).toString('hex');
  const token = `${TOKEN_PREFIX}${crypto.randomBytes(30).toString('base64url').replace(/[-_]/g, 'x')}`;
  await database.db.insert(apikey).values({
    id,
    name: options.name ?? 'Test script',
    start: token.slice(0, TOKEN_PREFIX.length + 6),
    prefix: TOKEN_PREFIX,
    referenceId: userId,
    key: crypto.createHash('sha256').update(token).digest('base64url'),
    permissions: JSON.stringify(
      Object.fromEntries(
        Object.entries(scopes).map(([area, access]) => [area, access === 'write' ? ['read', 'write'] : ['read']]),
      ),
    ),
    expiresAt: options.expiresAt ?? null,
    rateLimitTimeWindow: 60_000,
    rateLimitMax: options.rateLimitMax ?? 300,
  });
  return { id, token };
}

/** The header a script sends. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
