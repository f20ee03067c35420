import { z } from 'zod';
import { singleLineText } from './text';
import { TOKEN_AREAS, TOKEN_NAME_MAX_LENGTH, TokenScopes, type TokenArea, type TokenScopes as Scopes } from './tokens';

/**
 * OAuth apps (issue 41, item 3, ADR 050): another app acts for a member with their consent, through the
 * authorization-code flow with PKCE of better-auth's OAuth 2.1 provider. Its scopes are the personal tokens' areas,
 * written `workouts:read` and `workouts:write` (write includes read), and `offline_access` for a refresh token.
 */

/** Asked for by an app that wants a refresh token. */
export const OFFLINE_ACCESS = 'offline_access';

/** An OAuth scope of an area: `workouts:read`, `workouts:write`. */
export type OAuthAreaScope = `${TokenArea}:${'read' | 'write'}`;

/** Every scope the server offers: read and write of each area, and offline_access. */
export const OAUTH_SCOPES: readonly string[] = [
  ...TOKEN_AREAS.flatMap((area) => [`${area}:read`, `${area}:write`]),
  OFFLINE_ACCESS,
];

/** The OAuth scopes of a grant as the token scopes the gate checks ({ workouts: 'write' }); unknown ones drop. */
export function scopesFromOAuth(scopes: readonly string[]): Scopes {
  const result: Scopes = {};
  for (const scope of scopes) {
    const [area, access] = scope.split(':');
    if (!(TOKEN_AREAS as readonly string[]).includes(area ?? '')) continue;
    const key = area as TokenArea;
    if (access === 'write') result[key] = 'write';
    else if (access === 'read' && result[key] !== 'write') result[key] = 'read';
  }
  return result;
}

/** A member registers at most this many apps, each with at most this many redirect URIs. */
export const OAUTH_APP_LIMIT = 10;
export const OAUTH_REDIRECT_URI_LIMIT = 5;
export const OAUTH_REDIRECT_URI_MAX_LENGTH = 500;

/** A redirect URI an app may register: https, or http on a loopback address (a program on the member's computer). */
export const RedirectUri = z
  .string({ error: 'A redirect URI is text' })
  .trim()
  .min(1, { error: 'A redirect URI is required' })
  .max(OAUTH_REDIRECT_URI_MAX_LENGTH, {
    error: `A redirect URI is at most ${OAUTH_REDIRECT_URI_MAX_LENGTH} characters`,
  })
  // Printable ASCII without #: a URL carries anything else percent-encoded, and a redirect URI has no fragment.
  .regex(/^[\x21-\x22\x24-\x7e]+$/, {
    error: 'A redirect URI is printable ASCII without spaces or a #fragment',
  })
  // https with a host and no user name or password; or http on localhost, 127.0.0.1 or [::1].
  .regex(/^(?:https:\/\/[^/?@]+|http:\/\/(?:localhost|127\.0\.0\.1|\[::1\])(?::\d{1,5})?)(?:[/?].*)?$/i, {
    error: 'A redirect URI is an https address (or http on localhost)',
  });

/** POST /api/oauth/apps: a member registers an app. */
export const CreateOAuthAppRequest = z
  .object({
    name: singleLineText(TOKEN_NAME_MAX_LENGTH, {
      notText: 'A name is required',
      tooLong: `A name is at most ${TOKEN_NAME_MAX_LENGTH} characters`,
    }).min(1, { error: 'A name is required' }),
    redirectUris: z
      .array(RedirectUri, { error: 'Redirect URIs are a list' })
      .min(1, { error: 'Give at least one redirect URI' })
      .max(OAUTH_REDIRECT_URI_LIMIT, { error: `At most ${OAUTH_REDIRECT_URI_LIMIT} redirect URIs` }),
  })
  .strict();
export type CreateOAuthAppRequest = z.infer<typeof CreateOAuthAppRequest>;

export const OAuthClientParams = z.object({
  clientId: z
    .string()
    .min(1, { error: 'Not a client id' })
    .max(128, { error: 'Not a client id' })
    .regex(/^[A-Za-z0-9_-]+$/, { error: 'Not a client id' }),
});
export type OAuthClientParams = z.infer<typeof OAuthClientParams>;

/** One of the member's own apps. */
export const OAuthAppSummary = z.object({
  clientId: z.string(),
  name: z.string(),
  redirectUris: z.array(z.string()),
  createdAt: z.string(),
});
export type OAuthAppSummary = z.infer<typeof OAuthAppSummary>;

export const OAuthAppListResponse = z.object({ apps: z.array(OAuthAppSummary) });
export type OAuthAppListResponse = z.infer<typeof OAuthAppListResponse>;

/** POST /api/oauth/apps answers the client secret once, in `clientSecret`; it is never shown again. */
export const CreatedOAuthAppResponse = z.object({ app: OAuthAppSummary, clientSecret: z.string() });
export type CreatedOAuthAppResponse = z.infer<typeof CreatedOAuthAppResponse>;

/** An app that acts for the member: the scopes they allowed it, when, and when it last used a token. */
export const OAuthGrant = z.object({
  clientId: z.string(),
  name: z.string(),
  /** The host of its first redirect URI: where the member was sent back to. */
  redirectHost: z.string(),
  scopes: TokenScopes,
  offlineAccess: z.boolean(),
  grantedAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type OAuthGrant = z.infer<typeof OAuthGrant>;

export const OAuthGrantListResponse = z.object({ grants: z.array(OAuthGrant) });
export type OAuthGrantListResponse = z.infer<typeof OAuthGrantListResponse>;

/** GET /api/oauth/clients/:clientId: what the consent page shows of an app. */
export const OAuthClientInfo = z.object({
  clientId: z.string(),
  name: z.string(),
  redirectHosts: z.array(z.string()),
  /** The scopes it registered: what it is given when its request names none. */
  scopes: z.array(z.string()),
});
export type OAuthClientInfo = z.infer<typeof OAuthClientInfo>;

/**
 * POST /api/oauth/consent (the consent page's Allow or Deny, passed on to the plugin's consent endpoint): `oauth_query` is the page's query string, signed by
 * the server when it sent the member there.
 */
export const OAuthConsentRequest = z
  .object({
    accept: z.boolean({ error: 'accept is true or false' }),
    oauth_query: z
      .string({ error: 'The consent page query is text' })
      .min(1, { error: 'The consent page query is required' })
      .max(8000, { error: 'The consent page query is too long' })
      // A query string is printable ASCII: the rest travels percent-encoded.
      .regex(/^[\x21-\x7e]+$/, { error: 'The consent page query is printable ASCII' }),
  })
  .strict();
export type OAuthConsentRequest = z.infer<typeof OAuthConsentRequest>;

/** The consent's answer: where the browser goes next (the app's redirect URI with a code, or an error). */
export const OAuthConsentResponse = z.object({ redirect: z.literal(true), url: z.string() });
export type OAuthConsentResponse = z.infer<typeof OAuthConsentResponse>;
