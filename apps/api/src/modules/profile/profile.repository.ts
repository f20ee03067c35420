import { sql } from 'drizzle-orm';
import type { UpdateProfileRequest } from '@lifeorbit/contracts';
import type { AppDb } from '../../db/client';
import { profiles } from '../../db/schema';

export async function upsertProfile(db: AppDb, userId: string, changes: UpdateProfileRequest): Promise<void> {
  const values = {
    ...(changes.displayName !== undefined && { displayName: changes.displayName || null }),
    ...(changes.preferredLanguage !== undefined && { preferredLanguage: changes.preferredLanguage }),
    ...(changes.weightUnit !== undefined && { weightUnit: changes.weightUnit }),
    ...(changes.onboardingDone !== undefined && { onboardingDone: changes.onboardingDone }),
  };
  await db
    .insert(profiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: profiles.userId, set: { ...values, updatedAt: sql`now()` } });
}
