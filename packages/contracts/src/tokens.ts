import { z } from 'zod';
import { detailParams } from './errors';
import { PUBLIC_AREAS, type PublicArea } from './public-api/kit';
import { singleLineText } from './text';

/**
 * Personal access tokens (issue 41, item 2, ADR 047): a member makes a token in settings for a script or an app, with
 * scopes (read or write per area), an expiry, and sees it once. It is sent as `Authorization: Bearer <token>`.
 */

/** The member areas a token may open: the public API's (ADR 045), each of its routes in one. */
export const TOKEN_AREAS = PUBLIC_AREAS;
export type TokenArea = PublicArea;

/** `read` opens an area's GET routes; `write` its other methods too (write includes read). */
export const TOKEN_ACCESS = ['read', 'write'] as const;
export type TokenAccess = (typeof TOKEN_ACCESS)[number];

/** The expiries a member picks from, in days; null is a token that never expires. */
export const TOKEN_EXPIRY_DAYS = [30, 90, 365] as const;
export const TOKEN_NAME_MAX_LENGTH = 60;
/** A member keeps at most this many tokens. */
export const TOKEN_LIMIT = 25;
/** Every token starts with this, so that a leaked one is easy to recognise (and to search for). */
export const TOKEN_PREFIX = 'lo_';

const TokenName = singleLineText(TOKEN_NAME_MAX_LENGTH, {
  notText: 'A name is required',
  tooLong: `A name is at most ${TOKEN_NAME_MAX_LENGTH} characters`,
}).min(1, { error: 'A name is required' });

/** The scopes of a token: at least one area, each read or write. */
export const TokenScopes = z
  .partialRecord(z.enum(TOKEN_AREAS, { error: 'Not an area' }), z.enum(TOKEN_ACCESS, { error: 'Read or write' }), {
    error: 'Scopes are an object of area: read or write',
  })
  .refine((scopes) => Object.keys(scopes).length > 0, {
    error: 'Pick at least one area',
    params: detailParams('empty'),
  });
export type TokenScopes = z.infer<typeof TokenScopes>;

/** POST /api/tokens. */
export const CreateTokenRequest = z
  .object({
    name: TokenName,
    scopes: TokenScopes,
    /** 30, 90 or 365 days, or null for a token that never expires. */
    expiresInDays: z.union([z.literal(30), z.literal(90), z.literal(365), z.null()], {
      error: 'The expiry is 30, 90 or 365 days, or null',
    }),
  })
  .strict();
export type CreateTokenRequest = z.infer<typeof CreateTokenRequest>;

export const TokenParams = z.object({
  tokenId: z
    .string()
    .min(1, { error: 'Not a token id' })
    .max(64, { error: 'Not a token id' })
    .regex(/^[A-Za-z0-9_-]+$/, { error: 'Not a token id' }),
});
export type TokenParams = z.infer<typeof TokenParams>;

/** One of a member's tokens as settings lists it: never the token itself, only its first characters. */
export const TokenSummary = z.object({
  id: z.string(),
  name: z.string(),
  /** The token's first characters (its prefix and a few more), to tell tokens apart. */
  start: z.string(),
  scopes: TokenScopes,
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type TokenSummary = z.infer<typeof TokenSummary>;

/** GET /api/tokens: newest first. */
export const TokenListResponse = z.object({ tokens: z.array(TokenSummary) });
export type TokenListResponse = z.infer<typeof TokenListResponse>;

/** POST /api/tokens answers the new token once, in `token`; it is never shown again. */
export const CreatedTokenResponse = z.object({ token: z.string(), summary: TokenSummary });
export type CreatedTokenResponse = z.infer<typeof CreatedTokenResponse>;

/** Whether the scopes let a request through: `read` for GET and HEAD, `write` for any other method. */
export function scopeAllows(scopes: TokenScopes, area: TokenArea, write: boolean): boolean {
  const access = scopes[area];
  return access === 'write' || (access === 'read' && !write);
}
