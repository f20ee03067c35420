import { sql } from 'drizzle-orm';
import type { ExerciseProgressPoint, LanguageCode, PersonalRecordItem, TrainedExercise } from '@lifeorbit/contracts';
import { queryRows } from '../../core/db';
import type { AppDb } from '../../db/client';
import { exerciseNameSql } from '../catalogue';

/**
 * Progress per exercise (issue 17). Everything here reads workout_exercise_stats (one row per workout exercise with
 * working sets, kept by a trigger: migration 0014) or personal_records, never the member's every set.
 */

const iso = (value: unknown): string => new Date(value as string).toISOString();
const round = (value: unknown, digits = 2): number => {
  const factor = 10 ** digits;
  return Math.round(Number(value) * factor) / factor;
};

/** The exercises the member has trained, most sets first (the progress page's picker); sessions counts the workout
 * exercises (one a workout, unless the member added the exercise twice). */
export async function listTrainedExercises(db: AppDb, userId: string, lang: LanguageCode): Promise<TrainedExercise[]> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`SELECT s.exercise_id, ${exerciseNameSql(sql`s.exercise_id`, lang)} AS name,
          count(*) AS sessions, sum(s.set_count) AS sets, max(s.performed_at) AS last_at
        FROM workout_exercise_stats s
        WHERE s.user_id = ${userId}
        GROUP BY s.exercise_id
        ORDER BY sum(s.set_count) DESC, max(s.performed_at) DESC
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

/** The exercise's shown name, or null when the member cannot see it (another member's own exercise). */
export async function findVisibleExerciseName(
  db: AppDb,
  userId: string,
  exerciseId: string,
  lang: LanguageCode,
): Promise<string | null> {
  const [row] = await queryRows<{ name: string }>(
    db,
    sql`SELECT ${exerciseNameSql(sql`e.id`, lang)} AS name FROM exercises e
        WHERE e.id = ${exerciseId} AND (e.owner_user_id IS NULL OR e.owner_user_id = ${userId})`,
  );
  return row?.name ?? null;
}

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
          SELECT pr.set_id, pr.exercise_id, pr.kinds, pr.weight_kg, pr.reps, pr.one_rep_max_kg, pr.created_at
          FROM personal_records pr
          WHERE pr.user_id = ${userId} ${options.exerciseId ? sql`AND pr.exercise_id = ${options.exerciseId}` : sql``}
          ORDER BY pr.created_at DESC, pr.set_id
          LIMIT ${options.limit})
        SELECT n.set_id, we.workout_id, n.exercise_id, ${exerciseNameSql(sql`n.exercise_id`, lang)} AS name,
          n.kinds, n.weight_kg, n.reps, n.one_rep_max_kg, COALESCE(s.completed_at, n.created_at) AS achieved_at
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
    weightKg: round(row.weight_kg),
    reps: Number(row.reps),
    e1rmKg: round(row.one_rep_max_kg),
    achievedAt: iso(row.achieved_at),
  }));
}
