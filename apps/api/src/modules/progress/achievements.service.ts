import type { AchievementsResponse, EarnedBadge } from '@lifeorbit/contracts';
import { currentWeeklyStreak, evaluateBadges, longestWeeklyStreak, type BadgeProgress } from '@lifeorbit/domain';
import type { AppDb } from '../../db/client';
import { findAchievementSource, insertBadges, type AchievementSource } from './achievements.repository';

/**
 * Badges (issue 17) are decided from the member's data each time it is read and stored the first time they are
 * earned; a badge once stored stays, with its first date, whatever the data later says.
 */

function progressOf(source: AchievementSource): BadgeProgress[] {
  return evaluateBadges({ ...source.stats, longestWeeklyStreak: longestWeeklyStreak(source.weekStarts) });
}

async function storeNewlyEarned(
  db: AppDb,
  userId: string,
  source: AchievementSource,
  badges: BadgeProgress[],
): Promise<EarnedBadge[]> {
  const fresh = badges.filter((badge) => badge.isEarned && !source.earned.has(badge.code)).map((b) => b.code);
  const stored = await insertBadges(db, userId, fresh);
  for (const badge of stored) source.earned.set(badge.code, badge.earnedAt);
  return stored.map(({ code, earnedAt }) => {
    const { group, target } = badges.find((badge) => badge.code === code)!;
    return { code, group, target, earnedAt };
  });
}

/** Stores what the member's data now earns; answers the badges earned by this call (none when nothing new). */
export async function awardBadges(db: AppDb, userId: string): Promise<EarnedBadge[]> {
  const source = await findAchievementSource(db, userId);
  return storeNewlyEarned(db, userId, source, progressOf(source));
}

/** GET /api/achievements: every badge, earned (with its date) or with the progress toward it. */
export async function getAchievements(db: AppDb, userId: string): Promise<AchievementsResponse> {
  const source = await findAchievementSource(db, userId);
  const badges = progressOf(source);
  await storeNewlyEarned(db, userId, source, badges);
  return {
    timeZone: source.timeZone,
    currentWeeklyStreak: currentWeeklyStreak(source.weekStarts, source.thisWeekStart),
    badges: badges.map((badge) => ({
      code: badge.code,
      group: badge.group,
      // A stored badge stays earned even when the data no longer reaches it (a deleted workout).
      current: source.earned.has(badge.code) ? badge.target : badge.current,
      target: badge.target,
      earnedAt: source.earned.get(badge.code) ?? null,
    })),
  };
}
