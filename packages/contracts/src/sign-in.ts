import { z } from 'zod';
import { PasskeySummary } from './passkeys';
import { singleLineText } from './text';

/**
 * Signing in with a provider (issue 29): Google, Apple and one OpenID Connect identity server of the club's own
 * (Keycloak, Authentik, Zitadel...), under better-auth's provider id `oidc`.
 */
export const SIGN_IN_PROVIDERS = ['google', 'apple', 'oidc'] as const;
export const SignInProviderId = z.enum(SIGN_IN_PROVIDERS, { error: 'Not a sign-in provider' });
export type SignInProviderId = z.infer<typeof SignInProviderId>;

export const OIDC_NAME_MAX_LENGTH = 40;
const CLIENT_ID_MAX_LENGTH = 255;
const CLIENT_SECRET_MAX_LENGTH = 2_000;
const RETURN_PATH_MAX_LENGTH = 2_000;

/** A page of ours to come back to: a path on this origin ("/workouts?x=1"), never another site ("//evil", "https:"). */
export const ReturnPath = z
  .string({ error: 'A path is required' })
  .max(RETURN_PATH_MAX_LENGTH, { error: `A path must be at most ${RETURN_PATH_MAX_LENGTH} characters` })
  .regex(/^\/(?![/\\])[^\s\\\p{C}]*$/u, { error: 'A path of this site, starting with /' });

/** POST /api/auth/sign-in/social (better-auth's, behind our proxy): where the provider sends the member back. */
export const SocialSignInRequest = z
  .object({
    provider: SignInProviderId,
    callbackURL: ReturnPath,
    newUserCallbackURL: ReturnPath.optional(),
    errorCallbackURL: ReturnPath.optional(),
  })
  .strict();
export type SocialSignInRequest = z.infer<typeof SocialSignInRequest>;

/** POST /api/auth/link-social: a signed-in member adds a provider as another way in. */
export const LinkSocialRequest = z
  .object({
    provider: SignInProviderId,
    callbackURL: ReturnPath,
    errorCallbackURL: ReturnPath.optional(),
  })
  .strict();
export type LinkSocialRequest = z.infer<typeof LinkSocialRequest>;

/** The buttons of the sign-in page: one per configured provider, in this order. */
export const SignInProvidersResponse = z.object({
  providers: z.array(z.object({ id: SignInProviderId, name: z.string() })),
});
export type SignInProvidersResponse = z.infer<typeof SignInProvidersResponse>;

/** A member's ways in (settings): the password and each provider, linked or not. */
export const WaysInResponse = z.object({
  password: z.boolean(),
  providers: z.array(
    z.object({
      id: SignInProviderId,
      name: z.string(),
      /** Configured now, so it can be linked (a linked provider the admin removed still shows, to unlink). */
      available: z.boolean(),
      linkedAt: z.string().nullable(),
    }),
  ),
  /** The member's passkeys (issue 29, item 4), oldest first; each is a way in of its own. */
  passkeys: z.array(PasskeySummary),
});
export type WaysInResponse = z.infer<typeof WaysInResponse>;

export const WayInParams = z.object({ provider: SignInProviderId });
export type WayInParams = z.infer<typeof WayInParams>;

const ClientId = z
  .string({ error: 'A client id is required' })
  .trim()
  .min(1, { error: 'A client id is required' })
  .max(CLIENT_ID_MAX_LENGTH, { error: `A client id must be at most ${CLIENT_ID_MAX_LENGTH} characters` })
  .regex(/^[\x21-\x7e]+$/, { error: 'A client id has no spaces or special characters' });

/** Kept exactly as pasted (a secret is never cleaned); left out, the stored one stays. */
const ClientSecret = z
  .string()
  .min(1, { error: 'A client secret is required' })
  .max(CLIENT_SECRET_MAX_LENGTH, { error: `A client secret must be at most ${CLIENT_SECRET_MAX_LENGTH} characters` })
  .regex(/^[\x21-\x7e]+$/, { error: 'A client secret has no spaces or special characters' });

/** PUT /api/admin/signin-secrets/google. */
export const GoogleSecretsRequest = z.object({ clientId: ClientId, clientSecret: ClientSecret.optional() }).strict();
export type GoogleSecretsRequest = z.infer<typeof GoogleSecretsRequest>;

/**
 * The issuer of an OpenID Connect provider: https, or http only on this machine (a test server); its discovery
 * document is `{issuer}/.well-known/openid-configuration`.
 */
export const OidcIssuer = z
  .string({ error: 'An issuer URL is required' })
  .trim()
  .max(500, { error: 'An issuer URL must be at most 500 characters' })
  .regex(/^(https:\/\/[^\s/?#]+|http:\/\/(localhost|127\.0\.0\.1)(:\d{1,5})?)(\/[^\s?#]*)?$/, {
    error: 'An issuer is an https:// URL (http:// only for localhost)',
  })
  .transform((value) => value.replace(/\/+$/, ''));

/** PUT /api/admin/signin-secrets/oidc. */
export const OidcSecretsRequest = z
  .object({
    issuer: OidcIssuer,
    name: singleLineText(OIDC_NAME_MAX_LENGTH, {
      tooLong: `A name must be at most ${OIDC_NAME_MAX_LENGTH} characters`,
    }).min(1, { error: 'A name is required' }),
    clientId: ClientId,
    clientSecret: ClientSecret.optional(),
  })
  .strict();
export type OidcSecretsRequest = z.infer<typeof OidcSecretsRequest>;

export const SigninSecretsParams = z.object({ provider: SignInProviderId });
export type SigninSecretsParams = z.infer<typeof SigninSecretsParams>;
