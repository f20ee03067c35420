import { getAuthenticatorName } from '@better-auth/passkey';
import type { SignInProviderId, SignInProvidersResponse, WaysInResponse } from '@lifeorbit/contracts';
import { SIGN_IN_PROVIDERS } from '@lifeorbit/contracts';
import { AppError } from '../../core/errors';
import type { AppDb } from '../../db/client';
import { listPasskeys } from '../passkeys/passkeys.repository';
import { deleteProviderAccount, listAccounts } from './ways-in.repository';

/** The providers configured now (signInProviders(...).current()). */
export type Configured = SignInProvidersResponse['providers'];

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

/** The answer when a removal would leave the member no way in. */
export function lastWayIn(field: string): AppError {
  return new AppError('conflict', 'This is your only way to sign in: add another before removing it', [
    { field, code: 'in_use', message: 'This is your only way to sign in' },
  ]);
}
