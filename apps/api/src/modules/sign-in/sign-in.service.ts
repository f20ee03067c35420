import type { SignInProviderId, SignInProvidersResponse, WaysInResponse } from '@lifeorbit/contracts';
import { SIGN_IN_PROVIDERS } from '@lifeorbit/contracts';
import { AppError } from '../../core/errors';
import type { AppDb } from '../../db/client';
import { deleteProviderAccount, listAccounts } from './sign-in.repository';

type Configured = SignInProvidersResponse['providers'];

const DEFAULT_NAMES: Record<SignInProviderId, string> = { google: 'Google', apple: 'Apple', oidc: 'OpenID Connect' };

/**
 * A member's ways in: the password, and every provider that is configured or that they linked before (so one the
 * admin removed since can still be unlinked).
 */
export async function waysIn(db: AppDb, userId: string, configured: Configured): Promise<WaysInResponse> {
  const accounts = await listAccounts(db, userId);
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
  return { password: accounts.some((a) => a.providerId === 'credential'), providers };
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
  if (!(await deleteProviderAccount(db, userId, provider))) {
    throw new AppError('conflict', 'This is your only way to sign in: add another before removing it', [
      { field: 'provider', code: 'in_use', message: 'This is your only way to sign in' },
    ]);
  }
  return waysIn(db, userId, configured);
}
