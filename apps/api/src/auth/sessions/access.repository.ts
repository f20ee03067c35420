import { and, eq, sql } from 'drizzle-orm';
import type { Role } from '@lifeorbit/contracts';
import type { AppDb } from '../../db/client';
import { appSettings } from '../../db/admin-schema';
import { profiles, user, userRoles } from '../../db/schema';

/**
 * Who may do what: a member's roles and whether they are banned. The guards and better-auth read them here; the admin
 * area grants and revokes roles through these functions (inside its audit transaction), the CLI and the demo seed too.
 */

export async function listRoles(db: AppDb, userId: string): Promise<Role[]> {
  const found = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
  return found.map((row) => row.role).sort();
}

export async function hasRole(db: AppDb, userId: string, role: Role): Promise<boolean> {
  const found = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)))
    .limit(1);
  return found.length > 0;
}

export async function grantRole(db: AppDb, userId: string, role: Role, grantedBy: string | null): Promise<void> {
  await db.insert(userRoles).values({ userId, role, grantedBy }).onConflictDoNothing();
}

export async function revokeRole(db: AppDb, userId: string, role: Role): Promise<boolean> {
  const deleted = await db
    .delete(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)))
    .returning({ role: userRoles.role });
  return deleted.length > 0;
}

export async function isBanned(db: AppDb, userId: string): Promise<boolean> {
  const found = await db
    .select({ bannedAt: profiles.bannedAt })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .limit(1);
  return Boolean(found[0]?.bannedAt);
}

/** Bans or lets back in (reason null): the ban lives on the profile row, which a ban creates if it is missing. */
export async function setBan(db: AppDb, userId: string, reason: string | null): Promise<void> {
  await db
    .insert(profiles)
    .values({ userId, bannedAt: reason ? new Date() : null, banReason: reason })
    .onConflictDoUpdate({
      target: profiles.userId,
      set: { bannedAt: reason ? sql`now()` : null, banReason: reason, updatedAt: sql`now()` },
    });
}

/** The app_settings key of the superadmin's "Staff must use two-factor" (issue 29); absent or false is off. */
export const STAFF_TWO_FACTOR_SETTING = 'staff_two_factor_required';

/**
 * Whether the admin requires two-factor of staff and this member has not turned it on, or (given the session's
 * `secondFactor`) the session did not pass it: one query.
 */
export async function lacksRequiredTwoFactor(
  db: AppDb,
  userId: string,
  secondFactor?: string | null,
): Promise<boolean> {
  const [found] = await db
    .select({ enabled: user.twoFactorEnabled, required: appSettings.value })
    .from(user)
    .leftJoin(appSettings, eq(appSettings.key, STAFF_TWO_FACTOR_SETTING))
    .where(eq(user.id, userId))
    .limit(1);
  if (found?.required !== true) return false;
  return !found.enabled || secondFactor === null;
}
