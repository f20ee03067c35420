import type { MeResponse, UpdateProfileRequest } from '@lifeorbit/contracts';
import type { AppDb } from '../../db/client';
import { getMe } from '../auth';
import { upsertProfile } from './profile.repository';

export async function updateProfile(db: AppDb, userId: string, changes: UpdateProfileRequest): Promise<MeResponse> {
  await upsertProfile(db, userId, changes);
  return getMe(db, userId);
}
