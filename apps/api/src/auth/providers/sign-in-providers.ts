import { apple, google } from 'better-auth/social-providers';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import type { SignInProviderId } from '@lifeorbit/contracts';
import type { Config } from '../../config/env';
import type { Auth } from 'better-auth';
import type { AppDeps } from '../../core/deps';
import { createAppleClientSecret, openSecret } from '../../core/secret-box';
import { readProviderRows, readProviderStamp } from './sign-in-providers.repository';

type AuthContext = Awaited<Auth['$context']>;
type OAuthProvider = AuthContext['socialProviders'][number];

/** The providers this file manages; better-auth's context may hold others (none today). */
const MANAGED: readonly SignInProviderId[] = ['google', 'apple', 'oidc'];
/** How long a process trusts the providers it built before it asks the database whether the admin changed them. */
const RECHECK_MS = 5_000;

/** One provider's settings, whole (a provider missing a value is not configured). */
export interface ProviderSettings {
  id: SignInProviderId;
  name: string;
  clientId: string;
  clientSecret: string;
  /** The OpenID Connect provider's issuer. */
  issuer?: string;
  source: 'admin' | 'environment';
}

type ProviderRow = Awaited<ReturnType<typeof readProviderRows>>[number];

/**
 * Each provider's settings: the admin's keys (decrypted) win over the environment's; a provider with a value missing
 * is left out. Apple's client secret is a JWT signed here with the team's .p8 key, valid six months from now.
 */
export function resolveProviderSettings(
  rows: ProviderRow[],
  config: Config,
  secretsKey: Buffer,
  nowSec: number,
): ProviderSettings[] {
  const row = (id: SignInProviderId) => rows.find((r) => r.provider === id);
  // A secret sealed with another key (SECRETS_ENCRYPTION_KEY changed) counts as not set: the environment's applies.
  const open = (sealed: string | null | undefined) => {
    if (!sealed) return undefined;
    try {
      return openSecret(secretsKey, sealed);
    } catch {
      return undefined;
    }
  };
  const found: ProviderSettings[] = [];

  const googleRow = row('google');
  const googleSecret = open(googleRow?.clientSecretCiphertext);
  if (googleRow?.clientId && googleSecret) {
    found.push({
      id: 'google',
      name: 'Google',
      clientId: googleRow.clientId,
      clientSecret: googleSecret,
      source: 'admin',
    });
  } else if (config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET) {
    found.push({
      id: 'google',
      name: 'Google',
      clientId: config.GOOGLE_CLIENT_ID,
      clientSecret: config.GOOGLE_CLIENT_SECRET,
      source: 'environment',
    });
  }

  const appleRow = row('apple');
  const appleKey = open(appleRow?.privateKeyCiphertext);
  const appleFrom =
    appleRow?.teamId && appleRow.keyId && appleRow.clientId && appleKey
      ? {
          teamId: appleRow.teamId,
          keyId: appleRow.keyId,
          servicesId: appleRow.clientId,
          key: appleKey,
          source: 'admin',
        }
      : config.APPLE_TEAM_ID && config.APPLE_KEY_ID && config.APPLE_CLIENT_ID && config.APPLE_PRIVATE_KEY
        ? {
            teamId: config.APPLE_TEAM_ID,
            keyId: config.APPLE_KEY_ID,
            servicesId: config.APPLE_CLIENT_ID,
            key: config.APPLE_PRIVATE_KEY.replace(/\\n/g, '\n'),
            source: 'environment',
          }
        : null;
  if (appleFrom) {
    const { jwt } = createAppleClientSecret({
      teamId: appleFrom.teamId,
      keyId: appleFrom.keyId,
      servicesId: appleFrom.servicesId,
      privateKeyPem: appleFrom.key,
      nowSec,
    });
    found.push({
      id: 'apple',
      name: 'Apple',
      clientId: appleFrom.servicesId,
      clientSecret: jwt,
      source: appleFrom.source as ProviderSettings['source'],
    });
  }

  const oidcRow = row('oidc');
  const oidcSecret = open(oidcRow?.clientSecretCiphertext);
  if (oidcRow?.issuer && oidcRow.clientId && oidcSecret) {
    found.push({
      id: 'oidc',
      name: oidcRow.displayName ?? new URL(oidcRow.issuer).hostname,
      clientId: oidcRow.clientId,
      clientSecret: oidcSecret,
      issuer: oidcRow.issuer,
      source: 'admin',
    });
  } else if (config.OIDC_ISSUER && config.OIDC_CLIENT_ID && config.OIDC_CLIENT_SECRET) {
    const issuer = config.OIDC_ISSUER.replace(/\/+$/, '');
    found.push({
      id: 'oidc',
      name: config.OIDC_NAME ?? new URL(issuer).hostname,
      clientId: config.OIDC_CLIENT_ID,
      clientSecret: config.OIDC_CLIENT_SECRET,
      issuer,
      source: 'environment',
    });
  }
  return found;
}

/**
 * better-auth's providers, built from settings. Google and Apple are better-auth's own; the identity server is its
 * generic OAuth provider (discovery from the issuer, PKCE, state, the ID token checked against the issuer's keys).
 * A provider whose discovery fails is left out (no button) until the next check finds it.
 */
async function buildProviders(
  settings: ProviderSettings[],
  context: AuthContext,
  signUpOpen: boolean,
): Promise<OAuthProvider[]> {
  const built: OAuthProvider[] = [];
  for (const s of settings) {
    if (s.id === 'google') {
      built.push(google({ clientId: s.clientId, clientSecret: s.clientSecret, disableSignUp: !signUpOpen }));
    } else if (s.id === 'apple') {
      built.push(apple({ clientId: s.clientId, clientSecret: s.clientSecret, disableSignUp: !signUpOpen }));
    } else {
      const plugin = genericOAuth({
        config: [
          {
            providerId: 'oidc',
            name: s.name,
            discoveryUrl: `${s.issuer}/.well-known/openid-configuration`,
            clientId: s.clientId,
            clientSecret: s.clientSecret,
            scopes: ['openid', 'email', 'profile'],
            pkce: true,
            requireIdTokenVerification: true,
            disableSignUp: !signUpOpen,
          },
        ],
      });
      const initialised = await plugin.init({ ...context, socialProviders: [] } as AuthContext);
      const provider = initialised.context.socialProviders.find((p) => p.id === 'oidc');
      if (provider) built.push(provider);
    }
  }
  return built;
}

export interface SignInProviders {
  /** The configured providers, checked against the database at most every few seconds. */
  current(): Promise<{ id: SignInProviderId; name: string }[]>;
  /** Rebuild now (the admin just saved keys in this process). */
  refresh(): Promise<void>;
}

const managers = new WeakMap<Auth, SignInProviders>();

/**
 * The sign-in providers of one auth instance, effective without a restart: they live in better-auth's context list
 * (`socialProviders`, shared by every request), and are replaced there whenever what they were built from changes
 * (the admin's keys, whether sign-up is open, a day passing for Apple's client secret).
 */
export function signInProviders(
  deps: Pick<AppDeps, 'auth' | 'database' | 'config' | 'secretsKey' | 'log'>,
): SignInProviders {
  const cached = managers.get(deps.auth);
  if (cached) return cached;
  let builtFrom: string | null = null;
  let checkedAt = 0;
  let names: { id: SignInProviderId; name: string }[] = [];
  let running: Promise<void> | null = null;

  const rebuild = async (force: boolean) => {
    const nowMs = Date.now();
    const stamp = `${await readProviderStamp(deps.database.db)}|${Math.floor(nowMs / 86_400_000)}`;
    checkedAt = nowMs;
    if (!force && stamp === builtFrom) return;
    const context = await deps.auth.$context;
    const settings = resolveProviderSettings(
      await readProviderRows(deps.database.db),
      deps.config,
      deps.secretsKey,
      Math.floor(nowMs / 1000),
    );
    const providers = await buildProviders(settings, context, !stamp.includes('|false|'));
    const list = context.socialProviders;
    for (let i = list.length - 1; i >= 0; i--) {
      if ((MANAGED as readonly string[]).includes(list[i]!.id)) list.splice(i, 1);
    }
    list.push(...providers);
    names = settings.filter((s) => providers.some((p) => p.id === s.id)).map((s) => ({ id: s.id, name: s.name }));
    // A provider whose discovery failed is tried again at the next check rather than after the next change.
    builtFrom = providers.length === settings.length ? stamp : null;
  };
  const run = (force: boolean) => {
    running ??= rebuild(force)
      .catch((err: unknown) => {
        // A key that no longer opens (SECRETS_ENCRYPTION_KEY changed) or an unusable .p8: no buttons, a log line.
        deps.log.error('The sign-in providers could not be built', err);
      })
      .finally(() => {
        running = null;
      });
    return running;
  };

  const manager: SignInProviders = {
    async current() {
      if (running) await running;
      else if (checkedAt === 0 || Date.now() - checkedAt > RECHECK_MS) await run(false);
      return names;
    },
    async refresh() {
      if (running) await running;
      await run(true);
    },
  };
  managers.set(deps.auth, manager);
  return manager;
}
