import {
  SIGN_IN_PROVIDERS,
  type AppleSecretsRequest,
  type GoogleSecretsRequest,
  type OidcSecretsRequest,
  type SignInProviderId,
  type SigninSecretsView,
} from '@lifeorbit/contracts';
import type { Config } from '../../config/env';
import { AppError } from '../../core/errors';
import type { AppDb } from '../../db/client';
import { createAppleClientSecret, sealSecret } from '../../core/secret-box';
import type { AuthNeeds } from '../needs';
import { deleteSigninSecrets, readProviderRows, writeSigninSecrets } from './sign-in-providers.repository';

/** The audit log the staff's changes are written to (security's, handed in). */
type Audit = AuthNeeds['logAdminAction'];

const iso = (date: Date | string | null | undefined) => (date ? new Date(date).toISOString() : null);

/** Whether the environment configures a provider whole (the admin's keys win over it). */
function configuredByEnvironment(config: Config, provider: SignInProviderId): boolean {
  if (provider === 'google') return Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET);
  if (provider === 'apple') {
    return Boolean(config.APPLE_CLIENT_ID && config.APPLE_TEAM_ID && config.APPLE_KEY_ID && config.APPLE_PRIVATE_KEY);
  }
  return Boolean(config.OIDC_ISSUER && config.OIDC_CLIENT_ID && config.OIDC_CLIENT_SECRET);
}

/**
 * What the admin page shows of each provider: ids, the issuer, whether a secret is set, Apple's client secret's
 * expiry, the redirect URI to register at the provider, and where the settings in force come from. Never a secret.
 */
export async function getSigninSecrets(db: AppDb, config: Config): Promise<SigninSecretsView[]> {
  const rows = await readProviderRows(db);
  return SIGN_IN_PROVIDERS.map((provider) => {
    const row = rows.find((r) => r.provider === provider);
    const adminComplete =
      provider === 'apple'
        ? Boolean(row?.teamId && row.keyId && row.clientId && row.privateKeyCiphertext)
        : Boolean(row?.clientId && row.clientSecretCiphertext && (provider !== 'oidc' || row.issuer));
    return {
      provider,
      teamId: row?.teamId ?? null,
      keyId: row?.keyId ?? null,
      clientId: row?.clientId ?? null,
      hasPrivateKey: Boolean(row?.privateKeyCiphertext),
      clientSecretExpiresAt: iso(row?.clientSecretExpiresAt),
      updatedAt: iso(row?.updatedAt),
      hasClientSecret: Boolean(row?.clientSecretCiphertext),
      issuer: row?.issuer ?? null,
      name: row?.displayName ?? null,
      redirectUri: `${config.publicUrl}/api/auth/callback/${provider}`,
      source: adminComplete ? 'admin' : configuredByEnvironment(config, provider) ? 'environment' : null,
    };
  });
}

/** Stores Apple's sign-in keys encrypted and proves them by signing a client secret, whose expiry is shown. */
export async function saveAppleSecrets(
  db: AppDb,
  logAdminAction: Audit,
  config: Config,
  secretsKey: Buffer,
  actorId: string,
  input: AppleSecretsRequest,
  nowSec: number,
): Promise<SigninSecretsView[]> {
  let expiresAtSec: number;
  try {
    expiresAtSec = createAppleClientSecret({
      teamId: input.teamId,
      keyId: input.keyId,
      servicesId: input.servicesId,
      privateKeyPem: input.privateKey,
      nowSec,
    }).expiresAtSec;
  } catch {
    throw new AppError('validation_failed', 'privateKey: this is not an EC P-256 .p8 key', [
      { field: 'privateKey', code: 'invalid_format', message: 'This is not an EC P-256 .p8 key' },
    ]);
  }
  await writeSigninSecrets(db, {
    provider: 'apple',
    teamId: input.teamId,
    keyId: input.keyId,
    clientId: input.servicesId,
    privateKeyCiphertext: sealSecret(secretsKey, input.privateKey),
    clientSecretExpiresAt: new Date(expiresAtSec * 1000),
    updatedBy: actorId,
  });
  await logAdminAction(db, {
    actorUserId: actorId,
    actionType: 'signin_secrets_updated',
    details: { provider: 'apple', teamId: input.teamId, keyId: input.keyId, servicesId: input.servicesId },
  });
  return getSigninSecrets(db, config);
}

/** A client secret given now, or the one stored before (the page never shows it, so leaving it blank keeps it). */
async function clientSecretToStore(
  db: AppDb,
  secretsKey: Buffer,
  provider: 'google' | 'oidc',
  given: string | undefined,
): Promise<string> {
  if (given) return sealSecret(secretsKey, given);
  const stored = (await readProviderRows(db)).find((r) => r.provider === provider)?.clientSecretCiphertext;
  if (stored) return stored;
  throw new AppError('validation_failed', 'clientSecret: a client secret is required', [
    { field: 'clientSecret', code: 'required', message: 'A client secret is required' },
  ]);
}

/**
 * Stores a client id and (write-only) secret, with the identity server's issuer and name, and audits it without the
 * secret: whether it changed is all the log says.
 */
async function saveClientSecrets(
  db: AppDb,
  logAdminAction: Audit,
  config: Config,
  secretsKey: Buffer,
  actorId: string,
  provider: 'google' | 'oidc',
  input: { clientId: string; clientSecret?: string; issuer?: string; name?: string },
): Promise<SigninSecretsView[]> {
  const clientSecretCiphertext = await clientSecretToStore(db, secretsKey, provider, input.clientSecret);
  const { clientSecret, ...shown } = input;
  await db.transaction(async (tx) => {
    await writeSigninSecrets(tx, {
      provider,
      clientId: input.clientId,
      issuer: input.issuer ?? null,
      displayName: input.name ?? null,
      clientSecretCiphertext,
      updatedBy: actorId,
    });
    await logAdminAction(tx, {
      actorUserId: actorId,
      actionType: 'signin_secrets_updated',
      details: { provider, ...shown, secretChanged: Boolean(clientSecret) },
    });
  });
  return getSigninSecrets(db, config);
}

/** Google's OAuth client: its id and (write-only) secret. */
export function saveGoogleSecrets(
  db: AppDb,
  logAdminAction: Audit,
  config: Config,
  secretsKey: Buffer,
  actorId: string,
  input: GoogleSecretsRequest,
): Promise<SigninSecretsView[]> {
  return saveClientSecrets(db, logAdminAction, config, secretsKey, actorId, 'google', input);
}

/** The club's own OpenID Connect provider: issuer, the button's name, client id and (write-only) secret. */
export function saveOidcSecrets(
  db: AppDb,
  logAdminAction: Audit,
  config: Config,
  secretsKey: Buffer,
  actorId: string,
  input: OidcSecretsRequest,
): Promise<SigninSecretsView[]> {
  return saveClientSecrets(db, logAdminAction, config, secretsKey, actorId, 'oidc', input);
}

/** Forgets a provider's keys: its button goes (unless the environment configures it). */
export async function removeSigninSecrets(
  db: AppDb,
  logAdminAction: Audit,
  config: Config,
  actorId: string,
  provider: SignInProviderId,
): Promise<SigninSecretsView[]> {
  await db.transaction(async (tx) => {
    if (!(await deleteSigninSecrets(tx, provider))) {
      throw new AppError('not_found', `No keys are stored for ${provider}`);
    }
    await logAdminAction(tx, { actorUserId: actorId, actionType: 'signin_secrets_removed', details: { provider } });
  });
  return getSigninSecrets(db, config);
}
