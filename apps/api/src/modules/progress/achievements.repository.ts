import { sql } from 'drizzle-orm';
import { EARLY_BEFORE_HOUR, LATE_FROM_HOUR, type AchievementStats } from '@lifeorbit/domain';
import { queryRows } from '../../core/db';
import type { AppDb } from '../../db/client';
import { eachEffortExerciseSql, finishedEffortSetsOfExerciseSql } from './effort-sets.sql';

/** What badges are decided from, counted in one statement on the member's calendar, and the badges stored so far. */
export interface AchievementSource {
  stats: Omit<AchievementStats, 'longestWeeklyStreak'>;
  /** The Monday of every week with a finished workout (member's calendar). */
  weekStarts: string[];
  timeZone: string;
  thisWeekStart: string;
  /** Stored badges: code -> when earned (ISO). */
  earned: Map<string, string>;
}

export async function findAchievementSource(db: AppDb, userId: string): Promise<AchievementSource> {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`WITH me AS (
          SELECT COALESCE((SELECT p.time_zone FROM profiles p WHERE p.user_id = ${userId}), 'UTC') AS tz),
        w AS (
          SELECT w.started_at AT TIME ZONE me.tz AS local_start
          FROM workouts w CROSS JOIN me
          WHERE w.user_id = ${userId} AND w.ended_at IS NOT NULL),
        effort AS (
          SELECT COALESCE(max(x.longest_m), 0) AS longest_m, COALESCE(sum(x.total_m), 0) AS total_m,
                 COALESCE(sum(x.total_sec), 0) AS total_sec
          FROM ${eachEffortExerciseSql(
            userId,
            sql`SELECT max(s.distance_m) AS longest_m, sum(s.distance_m) AS total_m, sum(s.duration_sec) AS total_sec
                ${finishedEffortSetsOfExerciseSql(userId, null)}`,
          )})
        SELECT me.tz, date_trunc('week', now() AT TIME ZONE me.tz)::date::text AS this_week,
          (SELECT count(*) FROM w) AS finished,
          (SELECT array_agg(DISTINCT date_trunc('week', w.local_start)::date::text) FROM w) AS weeks,
          (SELECT count(*) FROM w WHERE extract(hour FROM w.local_start) < ${EARLY_BEFORE_HOUR}) AS early,
          (SELECT count(*) FROM w WHERE extract(hour FROM w.local_start) >= ${LATE_FROM_HOUR}) AS late,
          (SELECT count(*) FROM personal_records pr WHERE pr.user_id = ${userId}) AS records,
          (SELECT COALESCE(sum(s.volume_kg), 0) FROM workout_exercise_stats s WHERE s.user_id = ${userId}) AS volume,
          (SELECT COALESCE(max(s.heaviest_kg), 0) FROM workout_exercise_stats s
             JOIN exercises e ON e.id = s.exercise_id
             WHERE s.user_id = ${userId} AND e.load_type = 'barbell') AS heaviest_barbell,
          (SELECT b.body_weight_kg FROM body_measurements b
             WHERE b.user_id = ${userId} AND b.body_weight_kg IS NOT NULL ORDER BY b.day DESC LIMIT 1) AS body_weight,
          (SELECT count(DISTINCT sc.category_id) FROM user_pinned_subcategories up
             JOIN life_subcategories sc ON sc.id = up.subcategory_id WHERE up.user_id = ${userId}) AS pinned_areas,
          (SELECT json_object_agg(b.badge, b.earned_at) FROM member_badges b WHERE b.user_id = ${userId}) AS earned,
          effort.longest_m, effort.total_m, effort.total_sec
        FROM me CROSS JOIN effort`,
  );
  const r = row!;
  const earned = (r.earned as Record<string, string> | null) ?? {};
  return {
    stats: {
      finishedWorkouts: Number(r.finished),
      personalRecords: Number(r.records),
      totalVolumeKg: Number(r.volume),
      heaviestBarbellKg: Number(r.heaviest_barbell),
      bodyWeightKg: r.body_weight == null ? null : Number(r.body_weight),
      earlyWorkouts: Number(r.early),
      lateWorkouts: Number(r.late),
      pinnedAreas: Number(r.pinned_areas),
      longestSetDistanceM: Number(r.longest_m),
      totalDistanceM: Number(r.total_m),
      totalTimedSec: Number(r.total_sec),
    },
    weekStarts: (r.weeks as string[] | null) ?? [],
    timeZone: String(r.tz),
    thisWeekStart: String(r.this_week),
    earned: new Map(Object.entries(earned).map(([code, at]) => [code, new Date(at).toISOString()])),
  };
}

/** Stores badges once: a code already stored keeps its first date. Answers the ones stored now. */
export async function insertBadges(
  db: AppDb,
  userId: string,
  codes: string[],
): Promise<{ code: string; earnedAt: string }[]> {
  if (codes.length === 0) return [];
  const rows = await queryRows<{ badge: string; earned_at: string }>(
    db,
    sql`INSERT INTO member_badges (user_id, badge)
        SELECT ${userId}, code FROM unnest(ARRAY[${sql.join(
          codes.map((code) => sql`${code}::text`),
          sql`, `,
        )}]) AS code
        ON CONFLICT (user_id, badge) DO NOTHING
        RETURNING badge, earned_at`,
  );
  return rows.map((row) => ({ code: row.badge, earnedAt: new Date(row.earned_at).toISOString() }));
}
