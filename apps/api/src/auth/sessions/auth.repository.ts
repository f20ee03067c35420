import { and, count, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { ambassadorProfiles, battleInvitations, profiles, user } from '../../db/schema';

export async function findUserWithProfile(db: AppDb, userId: string) {
  const rows = await db
    .select({
      id: user.id,
      email: user.email,
      twoFactorEnabled: user.twoFactorEnabled,
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

/** The demo seeds' accounts are confirmed at once: a password sign-in needs a confirmed e-mail (issue 36, item 6). */
export async function markEmailVerified(db: AppDb, userId: string): Promise<void> {
  await db.update(user).set({ emailVerified: true }).where(eq(user.id, userId));
}

/**
 * The member's active ambassador profile and the invitations they can still answer (issue 22: pending, of a published
 * battle that has not started nor been cancelled; a pending invitation expires when its battle starts), or null.
 */
export async function findAmbassador(db: AppDb, userId: string) {
  const rows = await db
    .select({ profileId: ambassadorProfiles.id })
    .from(ambassadorProfiles)
    .where(and(eq(ambassadorProfiles.userId, userId), eq(ambassadorProfiles.status, 'active')))
    .limit(1);
  const profile = rows[0];
  if (!profile) return null;
  const [pending] = await db
    .select({ n: count() })
    .from(battleInvitations)
    .where(
      and(
        eq(battleInvitations.ambassadorId, profile.profileId),
        eq(battleInvitations.status, 'pending'),
        sql`EXISTS (SELECT 1 FROM battles b WHERE b.id = ${battleInvitations.battleId} AND b.published_at IS NOT NULL
              AND b.cancelled_at IS NULL AND b.starts_at > now())`,
      ),
    );
  return { profileId: profile.profileId, pendingInvites: Number(pending?.n ?? 0) };
}

export async function countUsers(db: AppDb): Promise<number> {
  const [row] = await db.select({ n: count() }).from(user);
  return Number(row?.n ?? 0);
}
