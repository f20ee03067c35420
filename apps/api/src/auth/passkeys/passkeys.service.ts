import { PASSKEY_LIMIT } from '@lifeorbit/contracts/passkeys';
import type { WaysInResponse } from '@lifeorbit/contracts';
import { AppError } from '../../core/errors';
import type { AppDb } from '../../db/client';
import { lastWayIn, waysIn, type Configured } from '../providers/ways-in.service';
import { countPasskeys, deletePasskey, passkeyExists, renamePasskey } from './passkeys.repository';

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
