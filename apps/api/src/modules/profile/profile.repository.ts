import { eq, sql } from 'drizzle-orm';
import type { ProfileSettings, UpdateProfileRequest } from '@lifeorbit/contracts';
import { queryRows } from '../../core/db';
import type { AppDb } from '../../db/client';
import { profiles, user } from '../../db/schema';

/** A new account's empty profile row (better-auth made the user; a trigger gives it a handle). */
export async function createProfile(db: AppDb, userId: string): Promise<void> {
  await db.insert(profiles).values({ userId }).onConflictDoNothing();
}

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

/** Sets the member's avatar URL (null removes it); answers the URL it replaces, so its files can go. */
export async function replaceAvatarUrl(db: AppDb, userId: string, url: string | null): Promise<string | null> {
  const [previous] = await db
    .select({ avatarUrl: profiles.avatarUrl })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  await db
    .update(profiles)
    .set({ avatarUrl: url, updatedAt: sql`now()` })
    .where(eq(profiles.userId, userId));
  return previous?.avatarUrl ?? null;
}

/** A generated member's profile (a persona's, seed:scale's), onboarding done. */
export async function insertSeededProfile(
  db: AppDb,
  userId: string,
  values: { name: string; experience: string; goal: string; days: number },
) {
  await queryRows(
    db,
    sql`INSERT INTO profiles (user_id, display_name, preferred_language, onboarding_done, height_cm, experience_level,
            training_goal, training_days_per_week, default_rest_sec, time_zone)
        VALUES (${userId}, ${values.name}, 'en', true, 175, ${values.experience}, ${values.goal}, ${values.days}, 120,
                'UTC')`,
  );
}
