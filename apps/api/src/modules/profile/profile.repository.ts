import { eq, sql } from 'drizzle-orm';
import type { ProfileSettings, UpdateProfileRequest } from '@lifeorbit/contracts';
import type { AppDb } from '../../db/client';
import { profiles, user } from '../../db/schema';

export async function upsertProfile(db: AppDb, userId: string, changes: UpdateProfileRequest): Promise<void> {
  const values = {
    ...(changes.displayName !== undefined && { displayName: changes.displayName || null }),
    ...(changes.preferredLanguage !== undefined && { preferredLanguage: changes.preferredLanguage }),
    ...(changes.weightUnit !== undefined && { weightUnit: changes.weightUnit }),
    ...(changes.onboardingDone !== undefined && { onboardingDone: changes.onboardingDone }),
    ...(changes.handle !== undefined && { handle: changes.handle }),
    ...(changes.bio !== undefined && { bio: changes.bio || null }),
    ...(changes.privacy !== undefined && { privacy: changes.privacy }),
    ...(changes.defaultWorkoutVisibility !== undefined && {
      defaultWorkoutVisibility: changes.defaultWorkoutVisibility,
    }),
  };
  await db
    .insert(profiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: profiles.userId, set: { ...values, updatedAt: sql`now()` } });
}

/** The member's own profile settings (every member has a profile row from sign-up, with a handle). */
export async function findProfileSettings(
  db: AppDb,
  userId: string,
): Promise<(Omit<ProfileSettings, 'name'> & { email: string }) | null> {
  const [row] = await db
    .select({
      email: user.email,
      handle: profiles.handle,
      displayName: profiles.displayName,
      bio: profiles.bio,
      avatarUrl: profiles.avatarUrl,
      weightUnit: profiles.weightUnit,
      privacy: profiles.privacy,
      defaultWorkoutVisibility: profiles.defaultWorkoutVisibility,
    })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.userId))
    .where(eq(profiles.userId, userId));
  return row ? { ...row, handle: row.handle ?? '' } : null;
}
