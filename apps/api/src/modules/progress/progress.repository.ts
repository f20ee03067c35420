import { sql } from 'drizzle-orm';
import type {
  ExerciseEffortMode,
  ExerciseProgressPoint,
  LanguageCode,
  PersonalRecordItem,
  TrainedExercise,
} from '@lifeorbit/contracts';
import { paceSecPerKm } from '@lifeorbit/domain';
import { queryRows } from '../../core/db';
import type { AppDb } from '../../db/client';
import { exerciseNameSql } from '../catalogue';
import { eachEffortExerciseSql } from './effort-sets.sql';

/**
 * Progress per exercise (issue 17). Everything here reads workout_exercise_stats (one row per workout exercise with
 * working sets, kept by a trigger: migration 0014) or personal_records, never the member's every set. Time and distance
 * sets (issue 39) have no reps, so no summary row: they are read along the sets' (user, exercise, time) index, for the
 * exercises that log them only (effort-sets.sql.ts).
 */

const iso = (value: unknown): string => new Date(value as string).toISOString();
const round = (value: unknown, digits = 2): number => {
  const factor = 10 ** digits;
  return Math.round(Number(value) * factor) / factor;
};
const roundOrNull = (value: unknown, digits = 2): number | null => (value == null ? null : round(value, digits));

/** The exercises the member has trained, most sets first (the progress page's picker); sessions counts the workout
 * exercises (one a workout, unless the member added the exercise twice). */
export async function listTrainedExercises(db: AppDb, userId: string, lang: LanguageCode): Promise<TrainedExercise[]> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    // A time or distance exercise counts every completed working set (its sets have no reps, so no summary row).
    sql`WITH lifted AS (
          SELECT s.exercise_id, count(*) AS sessions, sum(s.set_count) AS sets, max(s.performed_at) AS last_at
          FROM workout_exercise_stats s
          WHERE s.user_id = ${userId}
          GROUP BY s.exercise_id),
        timed AS (
          SELECT e.id AS exercise_id, x.sessions, x.sets, x.last_at
          FROM ${eachEffortExerciseSql(
            userId,
            sql`SELECT count(DISTINCT s.workout_exercise_id) AS sessions, count(*) AS sets,
                  max(s.completed_at) AS last_at
                FROM workout_sets s
                WHERE s.user_id = ${userId} AND s.exercise_id = e.id AND s.is_completed AND s.set_kind <> 'warmup'`,
          )}
          WHERE x.sets > 0),
        trained AS (
          SELECT COALESCE(t.exercise_id, l.exercise_id) AS exercise_id, COALESCE(t.sessions, l.sessions) AS sessions,
                 COALESCE(t.sets, l.sets) AS sets, COALESCE(t.last_at, l.last_at) AS last_at
          FROM lifted l FULL JOIN timed t ON t.exercise_id = l.exercise_id)
        SELECT x.exercise_id, ${exerciseNameSql(sql`x.exercise_id`, lang)} AS name, x.sessions, x.sets, x.last_at
        FROM trained x
        ORDER BY x.sets DESC, x.last_at DESC
        LIMIT 300`,
  );
  return rows.map((row) => ({
    exerciseId: String(row.exercise_id),
    name: String(row.name),
    sessions: Number(row.sessions),
    sets: Number(row.sets),
    lastTrainedAt: iso(row.last_at),
  }));
}

export interface VisibleExercise {
  name: string;
  effortMode: ExerciseEffortMode;
  loadType: string;
}

/** The exercise's shown name and what its sets log, or null when the member cannot see it (another member's own). */
export async function findVisibleExercise(
  db: AppDb,
  userId: string,
  exerciseId: string,
  lang: LanguageCode,
): Promise<VisibleExercise | null> {
  const [row] = await queryRows<{ name: string; effort_mode: ExerciseEffortMode; load_type: string }>(
    db,
    sql`SELECT ${exerciseNameSql(sql`e.id`, lang)} AS name, e.effort_mode, e.load_type FROM exercises e
        WHERE e.id = ${exerciseId} AND (e.owner_user_id IS NULL OR e.owner_user_id = ${userId})`,
  );
  return row ? { name: row.name, effortMode: row.effort_mode, loadType: row.load_type } : null;
}

const noEffort = {
  longestDurationSec: null,
  totalDurationSec: 0,
  longestDistanceM: null,
  totalDistanceM: 0,
  bestPaceSecPerKm: null,
} satisfies Partial<ExerciseProgressPoint>;

/** One point per workout in which the member trained the exercise since `from` (null: ever), oldest first. */
export async function listExerciseSessions(
  db: AppDb,
  userId: string,
  exerciseId: string,
  from: string | null,
): Promise<ExerciseProgressPoint[]> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`SELECT s.workout_id, min(s.performed_at) AS performed_at, max(s.best_e1rm_kg) AS e1rm,
          max(s.heaviest_kg) AS heaviest, max(s.best_set_volume_kg) AS best_set_volume, sum(s.volume_kg) AS volume,
          sum(s.set_count) AS sets
        FROM workout_exercise_stats s
        WHERE s.user_id = ${userId} AND s.exercise_id = ${exerciseId}
          AND (${from}::timestamptz IS NULL OR s.performed_at >= ${from}::timestamptz)
        GROUP BY s.workout_id
        ORDER BY min(s.performed_at)`,
  );
  return rows.map((row) => ({
    workoutId: String(row.workout_id),
    performedAt: iso(row.performed_at),
    e1rmKg: round(row.e1rm),
    heaviestKg: round(row.heaviest),
    bestSetVolumeKg: round(row.best_set_volume),
    volumeKg: round(row.volume, 1),
    sets: Number(row.sets),
    ...noEffort,
  }));
}

/**
 * The sessions of a time or distance exercise (issue 39), oldest first: per workout its longest and total time, its
 * farthest and total distance, its best pace, and its heaviest weight (a carry); with the weight-and-reps numbers of
 * its sets that have reps (reps and time) from the summary. Read along workout_sets_completed_idx for this exercise.
 */
export async function listEffortSessions(
  db: AppDb,
  userId: string,
  exerciseId: string,
  from: string | null,
): Promise<ExerciseProgressPoint[]> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`WITH sets AS (
          SELECT we.workout_id, s.completed_at, s.duration_sec, s.distance_m,
                 s.weight * CASE s.weight_unit WHEN 'lb' THEN 1 / 2.2046226218 ELSE 1 END AS kg
          FROM workout_sets s JOIN workout_exercises we ON we.id = s.workout_exercise_id
          WHERE s.user_id = ${userId} AND s.exercise_id = ${exerciseId} AND s.is_completed AND s.set_kind <> 'warmup'
            AND (${from}::timestamptz IS NULL OR s.completed_at >= ${from}::timestamptz)),
        sessions AS (
          SELECT workout_id, min(completed_at) AS performed_at, count(*) AS sets, max(kg) AS heaviest,
                 max(duration_sec) AS longest_sec, COALESCE(sum(duration_sec), 0) AS total_sec,
                 max(distance_m) AS longest_m, COALESCE(sum(distance_m), 0) AS total_m,
                 min(CASE WHEN distance_m > 0 AND duration_sec > 0 THEN duration_sec * 1000.0 / distance_m END) AS pace
          FROM sets GROUP BY workout_id),
        lifted AS (
          SELECT st.workout_id, max(st.best_e1rm_kg) AS e1rm, max(st.best_set_volume_kg) AS best_set_volume,
                 sum(st.volume_kg) AS volume
          FROM workout_exercise_stats st
          WHERE st.user_id = ${userId} AND st.exercise_id = ${exerciseId}
            AND st.workout_id IN (SELECT workout_id FROM sessions)
          GROUP BY st.workout_id)
        SELECT x.*, l.e1rm, l.best_set_volume, l.volume
        FROM sessions x LEFT JOIN lifted l ON l.workout_id = x.workout_id
        ORDER BY x.performed_at`,
  );
  return rows.map((row) => ({
    workoutId: String(row.workout_id),
    performedAt: iso(row.performed_at),
    e1rmKg: round(row.e1rm ?? 0),
    heaviestKg: round(row.heaviest ?? 0),
    bestSetVolumeKg: round(row.best_set_volume ?? 0),
    volumeKg: round(row.volume ?? 0, 1),
    sets: Number(row.sets),
    longestDurationSec: row.longest_sec == null ? null : Number(row.longest_sec),
    totalDurationSec: Number(row.total_sec),
    longestDistanceM: roundOrNull(row.longest_m),
    totalDistanceM: round(row.total_m),
    bestPaceSecPerKm: roundOrNull(row.pace, 1),
  }));
}

/** The member's personal records, newest first: of one exercise, or of every exercise. */
export async function listPersonalRecords(
  db: AppDb,
  userId: string,
  lang: LanguageCode,
  options: { exerciseId?: string; limit: number },
): Promise<PersonalRecordItem[]> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    // The newest records first (along personal_records_user_idx), then names and workouts for those only.
    sql`WITH newest AS (
          SELECT pr.set_id, pr.exercise_id, pr.kinds, pr.weight_kg, pr.reps, pr.one_rep_max_kg, pr.distance_m,
                 pr.duration_sec, pr.created_at
          FROM personal_records pr
          WHERE pr.user_id = ${userId} ${options.exerciseId ? sql`AND pr.exercise_id = ${options.exerciseId}` : sql``}
          ORDER BY pr.created_at DESC, pr.set_id
          LIMIT ${options.limit})
        SELECT n.set_id, we.workout_id, n.exercise_id, ${exerciseNameSql(sql`n.exercise_id`, lang)} AS name,
          n.kinds, n.weight_kg, n.reps, n.one_rep_max_kg, n.distance_m, n.duration_sec,
          COALESCE(s.completed_at, n.created_at) AS achieved_at
        FROM newest n
        JOIN workout_sets s ON s.id = n.set_id
        JOIN workout_exercises we ON we.id = s.workout_exercise_id
        ORDER BY n.created_at DESC, n.set_id`,
  );
  return rows.map((row) => ({
    setId: String(row.set_id),
    workoutId: String(row.workout_id),
    exerciseId: String(row.exercise_id),
    exerciseName: String(row.name),
    kinds: row.kinds as PersonalRecordItem['kinds'],
    // A time or distance record (issue 39) has no reps or e1RM, and a weight only when the set had one.
    weightKg: roundOrNull(row.weight_kg),
    reps: row.reps == null ? null : Number(row.reps),
    e1rmKg: roundOrNull(row.one_rep_max_kg),
    durationSec: row.duration_sec == null ? null : Number(row.duration_sec),
    distanceM: roundOrNull(row.distance_m),
    paceSecPerKm: roundOrNull(paceSecPerKm(Number(row.distance_m), Number(row.duration_sec)), 1),
    achievedAt: iso(row.achieved_at),
  }));
}
