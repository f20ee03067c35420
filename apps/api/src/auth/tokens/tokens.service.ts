import crypto from 'node:crypto';
import {
  TOKEN_AREAS,
  TOKEN_LIMIT,
  type CreateTokenRequest,
  type CreatedTokenResponse,
  type TokenListResponse,
  type TokenScopes,
  type TokenSummary,
} from '@lifeorbit/contracts/tokens';
import type { AppDeps } from '../../core/deps';
import { AppError } from '../../core/errors';
import type { AppDb } from '../../db/client';
import { countTokens, deleteToken, listTokens } from './tokens.repository';

const DAY_SECONDS = 24 * 60 * 60;

/** The hash the plugin keeps of a token (its defaultKeyHasher: SHA-256, base64url without padding), synchronously. */
export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('base64url');
}

/** The plugin's permissions ({ workouts: ['read', 'write'] }) as scopes ({ workouts: 'write' }); unknown areas drop. */
export function scopesOf(permissions: string | Record<string, string[]> | null): TokenScopes {
  let parsed: unknown = permissions;
  if (typeof permissions === 'string') {
    try {
      parsed = JSON.parse(permissions);
    } catch {
      return {};
    }
  }
  const scopes: TokenScopes = {};
  if (!parsed || typeof parsed !== 'object') return scopes;
  for (const area of TOKEN_AREAS) {
    const actions = (parsed as Record<string, unknown>)[area];
    if (!Array.isArray(actions)) continue;
    if (actions.includes('write')) scopes[area] = 'write';
    else if (actions.includes('read')) scopes[area] = 'read';
  }
  return scopes;
}

/** Scopes as the plugin keeps them: write brings read with it. */
function permissionsOf(scopes: TokenScopes): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(scopes).map(([area, access]) => [area, access === 'write' ? ['read', 'write'] : ['read']]),
  );
}

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

interface TokenRow {
  id: string;
  name: string | null;
  start: string | null;
  permissions: string | Record<string, string[]> | null;
  createdAt: Date | string;
  lastRequest: Date | string | null;
  expiresAt: Date | string | null;
}

function summaryOf(row: TokenRow): TokenSummary {
  return {
    id: row.id,
    name: row.name ?? '',
    start: row.start ?? '',
    scopes: scopesOf(row.permissions),
    createdAt: new Date(row.createdAt).toISOString(),
    lastUsedAt: iso(row.lastRequest),
    expiresAt: iso(row.expiresAt),
  };
}

export async function listOwnTokens(db: AppDb, userId: string): Promise<TokenListResponse> {
  return { tokens: (await listTokens(db, userId)).map(summaryOf) };
}

/** What the plugin's server-side create takes and answers (better-auth's generic Auth type does not name it). */
interface ApiKeyApi {
  createApiKey(input: {
    body: { name: string; userId: string; expiresIn?: number; permissions: Record<string, string[]> };
  }): Promise<TokenRow & { key: string }>;
}

/**
 * Makes a token through the plugin (server-side, so it may set the scopes) and answers it once: only its hash is kept.
 * A member keeps at most TOKEN_LIMIT tokens (409).
 */
export async function createOwnToken(
  deps: Pick<AppDeps, 'auth' | 'database'>,
  userId: string,
  request: CreateTokenRequest,
): Promise<CreatedTokenResponse> {
  if ((await countTokens(deps.database.db, userId)) >= TOKEN_LIMIT) {
    throw new AppError('conflict', `You have ${TOKEN_LIMIT} tokens: revoke one before making another`, [
      { field: 'name', code: 'too_many', message: `At most ${TOKEN_LIMIT} tokens` },
    ]);
  }
  const api = deps.auth.api as unknown as ApiKeyApi;
  const created = await api.createApiKey({
    body: {
      name: request.name,
      userId,
      permissions: permissionsOf(request.scopes),
      ...(request.expiresInDays !== null && { expiresIn: request.expiresInDays * DAY_SECONDS }),
    },
  });
  return { token: created.key, summary: summaryOf(created) };
}

/** Revokes one of the member's tokens: it stops working at once (401). Another member's (or none) is a 404. */
export async function revokeOwnToken(db: AppDb, userId: string, tokenId: string): Promise<TokenListResponse> {
  if (!(await deleteToken(db, userId, tokenId))) {
    throw new AppError('not_found', 'This token is not one of yours', [
      { field: 'tokenId', code: 'not_found', message: 'This token is not one of yours' },
    ]);
  }
  return listOwnTokens(db, userId);
}
