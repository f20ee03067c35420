import type { MeResponse, ProfileSettings, UpdateProfileRequest } from '@lifeorbit/contracts';
import { pgErrorOf, PG_UNIQUE_VIOLATION } from '../../core/db';
import { AppError } from '../../core/errors';
import type { AppDb } from '../../db/client';
import { displayNameOf, getMe } from '../../auth';
import { findProfileSettings, upsertProfile } from './profile.repository';

export async function updateProfile(db: AppDb, userId: string, changes: UpdateProfileRequest): Promise<MeResponse> {
  try {
    await upsertProfile(db, userId, changes);
  } catch (err) {
    if (pgErrorOf(err)?.code === PG_UNIQUE_VIOLATION) {
      throw new AppError('conflict', 'handle: Another member has this handle', [
        { field: 'handle', code: 'duplicate', message: 'Another member has this handle' },
      ]);
    }
    throw err;
  }
  return getMe(db, userId);
}

export async function getProfileSettings(db: AppDb, userId: string): Promise<ProfileSettings> {
  const found = await findProfileSettings(db, userId);
  if (!found) throw new AppError('not_found', 'No profile yet');
  const { email, ...settings } = found;
  return { ...settings, name: displayNameOf(email, settings.displayName) };
}
