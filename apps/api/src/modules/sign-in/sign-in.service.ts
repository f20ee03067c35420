import { getAuthenticatorName } from '@better-auth/passkey';
import type { SignInProviderId, SignInProvidersResponse, WaysInResponse } from '@lifeorbit/contracts';
import { SIGN_IN_PROVIDERS } from '@lifeorbit/contracts';
import { PASSKEY_LIMIT } from '@lifeorbit/contracts/passkeys';
import { AppError } from '../../core/errors';
import type { AppDb } from '../../db/client';
import {
  countPasskeys,
  deletePasskey,
  deleteProviderAccount,
  listAccounts,
  listPasskeys,
  passkeyExists,
  renamePasskey,
} from './sign-in.repository';

type Configured = SignInProvidersResponse['providers'];

const DEFAULT_NAMES: Record<SignInProviderId, string> = { google: 'Google', apple: 'Apple', oidc: 'OpenID Connect' };

/**
 * A member's ways in: the password, every provider that is configured or that they linked before (so one the
 * admin removed since can still be unlinked), and their passkeys.
 */
export async function waysIn(db: AppDb, userId: string, configured: Configured): Promise<WaysInResponse> {
  const [accounts, passkeys] = await Promise.all([listAccounts(db, userId), listPasskeys(db, userId)]);
  const providers = SIGN_IN_PROVIDERS.flatMap((id) => {
    const linked = accounts.find((a) => a.providerId === id);
    const available = configured.find((p) => p.id === id);
    if (!linked && !available) return [];
    return [
      {
        id,
        name: available?.name ?? DEFAULT_NAMES[id],
        available: Boolean(available),
        linkedAt: linked ? new Date(linked.createdAt).toISOString() : null,
      },
    ];
  });
  return {
    password: accounts.some((a) => a.providerId === 'credential'),
    providers,
    passkeys: passkeys.map((p) => ({
      id: p.id,
      name: p.name,
      deviceType: p.deviceType,
      backedUp: p.backedUp,
      authenticator: getAuthenticatorName(p.aaguid ?? undefined) ?? null,
      createdAt: new Date(p.createdAt).toISOString(),
    })),
  };
}

/** Unlinks a provider; the last way in is never removed (409), and a provider that is not linked is a 404. */
export async function unlinkProvider(
  db: AppDb,
  userId: string,
  provider: SignInProviderId,
  configured: Configured,
): Promise<WaysInResponse> {
  const accounts = await listAccounts(db, userId);
  if (!accounts.some((a) => a.providerId === provider)) {
    throw new AppError('not_found', `${provider} is not one of your ways to sign in`);
  }
  if (!(await deleteProviderAccount(db, userId, provider))) throw lastWayIn('provider');
  return waysIn(db, userId, configured);
}

function lastWayIn(field: string): AppError {
  return new AppError('conflict', 'This is your only way to sign in: add another before removing it', [
    { field, code: 'in_use', message: 'This is your only way to sign in' },
  ]);
}

function passkeyNotFound(): AppError {
  return new AppError('not_found', 'This passkey is not one of yours', [
    { field: 'passkeyId', code: 'not_found', message: 'This passkey is not one of yours' },
  ]);
}

/** Renames one of the member's passkeys; another member's (or none) is a 404. */
export async function renameOwnPasskey(
  db: AppDb,
  userId: string,
  passkeyId: string,
  name: string,
  configured: Configured,
): Promise<WaysInResponse> {
  if (!(await renamePasskey(db, userId, passkeyId, name))) throw passkeyNotFound();
  return waysIn(db, userId, configured);
}

/** Removes one of the member's passkeys; the last way in is never removed (409), another member's is a 404. */
export async function removeOwnPasskey(
  db: AppDb,
  userId: string,
  passkeyId: string,
  configured: Configured,
): Promise<WaysInResponse> {
  if (!(await passkeyExists(db, userId, passkeyId))) throw passkeyNotFound();
  if (!(await deletePasskey(db, userId, passkeyId))) throw lastWayIn('passkeyId');
  return waysIn(db, userId, configured);
}

/** A member may add a passkey while they have fewer than PASSKEY_LIMIT (checked before the browser is asked). */
export async function ensureRoomForPasskey(db: AppDb, userId: string): Promise<void> {
  if ((await countPasskeys(db, userId)) >= PASSKEY_LIMIT) {
    throw new AppError('conflict', `You have ${PASSKEY_LIMIT} passkeys: remove one before adding another`, [
      { field: 'passkey', code: 'too_many', message: `At most ${PASSKEY_LIMIT} passkeys` },
    ]);
  }
}
