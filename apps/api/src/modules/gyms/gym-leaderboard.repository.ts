import { sql } from 'drizzle-orm';
import type { GymWorkoutRow, MemberCard } from '@lifeorbit/contracts';
import { queryRows } from '../../core/db';
import type { AppDb } from '../../db/client';
import { MEMBER_CARD_JSON, workoutVisibleSql } from '../social';

/** What members did at a gym: the week's leaderboard and the newest workouts logged there. */

const volumeSql = (kgPerLb: number) =>
  sql`COALESCE(sum(s.reps * CASE WHEN s.weight_unit = 'lb' THEN s.weight * ${kgPerLb} ELSE s.weight END), 0)`;

/** The week's leaderboard: opted-in members by the volume of their finished workouts at the gym since `since`. */
export async function leaderboard(
  db: AppDb,
  gymId: string,
  since: string,
  kgPerLb: number,
  limit: number,
): Promise<{ card: MemberCard; volumeKg: number; workouts: number }[]> {
  const rows = await queryRows<{ card: MemberCard; volume_kg: unknown; workouts: unknown }>(
    db,
    sql`SELECT ${MEMBER_CARD_JSON} AS card, t.volume_kg, t.workouts
        FROM (
          SELECT w.user_id, count(DISTINCT w.id) AS workouts, ${volumeSql(kgPerLb)} AS volume_kg
          FROM workouts w
          JOIN gym_members m ON m.gym_id = w.gym_id AND m.user_id = w.user_id AND m.leaderboard_opt_in
          LEFT JOIN workout_exercises we ON we.workout_id = w.id
          LEFT JOIN workout_sets s ON s.workout_exercise_id = we.id AND s.is_completed AND s.set_kind <> 'warmup'
          WHERE w.gym_id = ${gymId} AND w.ended_at IS NOT NULL AND w.started_at >= ${since}::timestamptz
          GROUP BY w.user_id
        ) t
        JOIN profiles p ON p.user_id = t.user_id JOIN "user" u ON u.id = t.user_id
        ORDER BY t.volume_kg DESC, t.workouts DESC, p.handle LIMIT ${limit}`,
  );
  return rows.map((row) => ({
    card: row.card,
    volumeKg: Math.round(Number(row.volume_kg) * 10) / 10,
    workouts: Number(row.workouts),
  }));
}

/** The newest finished workouts logged at the gym that the viewer may see. */
export async function recentWorkouts(
  db: AppDb,
  gymId: string,
  viewerId: string,
  kgPerLb: number,
  limit: number,
): Promise<GymWorkoutRow[]> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`SELECT w.id, w.title, w.started_at, w.ended_at, ${MEMBER_CARD_JSON} AS author,
          (SELECT count(*) FROM workout_exercises we JOIN workout_sets s ON s.workout_exercise_id = we.id
           WHERE we.workout_id = w.id AND s.is_completed AND s.set_kind <> 'warmup') AS set_count,
          (SELECT ${volumeSql(kgPerLb)} FROM workout_exercises we JOIN workout_sets s ON s.workout_exercise_id = we.id
           WHERE we.workout_id = w.id AND s.is_completed AND s.set_kind <> 'warmup') AS volume_kg
        FROM workouts w JOIN profiles p ON p.user_id = w.user_id JOIN "user" u ON u.id = w.user_id
        WHERE w.gym_id = ${gymId} AND w.ended_at IS NOT NULL AND ${workoutVisibleSql(viewerId)}
        ORDER BY w.started_at DESC, w.id DESC LIMIT ${limit}`,
  );
  return rows.map((row) => ({
    id: String(row.id),
    author: row.author as GymWorkoutRow['author'],
    title: String(row.title),
    startedAt: new Date(row.started_at as string).toISOString(),
    endedAt: new Date(row.ended_at as string).toISOString(),
    setCount: Number(row.set_count),
    volumeKg: Math.round(Number(row.volume_kg) * 10) / 10,
  }));
}
