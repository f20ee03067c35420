import { and, count, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { ambassadorProfiles, battleInvitations, profiles, user } from '../../db/schema';

export async function findUserWithProfile(db: AppDb, userId: string) {
  const rows = await db
    .select({
      id: user.id,
      email: user.email,
      displayName: profiles.displayName,
      avatarUrl: profiles.avatarUrl,
      preferredLanguage: profiles.preferredLanguage,
      weightUnit: profiles.weightUnit,
      onboardingDone: profiles.onboardingDone,
      defaultRestSec: profiles.defaultRestSec,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .where(eq(user.id, userId))
    .limit(1);
  return rows[0] ?? null;
}

export async function findUserIdByEmail(db: AppDb, email: string): Promise<string | null> {
  const rows = await db.select({ id: user.id }).from(user).where(eq(user.email, email.toLowerCase())).limit(1);
  return rows[0]?.id ?? null;
}

export async function findAmbassador(db: AppDb, userId: string) {
  const rows = await db
    .select({ profileId: ambassadorProfiles.id })
    .from(ambassadorProfiles)
    .where(eq(ambassadorProfiles.userId, userId))
    .limit(1);
  const profile = rows[0];
  if (!profile) return null;
  const [pending] = await db
    .select({ n: count() })
    .from(battleInvitations)
    .where(and(eq(battleInvitations.ambassadorId, profile.profileId), eq(battleInvitations.status, 'pending')));
  return { profileId: profile.profileId, pendingInvites: Number(pending?.n ?? 0) };
}

export async function countUsers(db: AppDb): Promise<number> {
  const [row] = await db.select({ n: count() }).from(user);
  return Number(row?.n ?? 0);
}
