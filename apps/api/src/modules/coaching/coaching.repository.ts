import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { LastSet, PersonalRecordKind, WarmupAnswer, WarmupPlan } from '@lifeorbit/contracts';
import type { PlateProfileValues } from '@lifeorbit/domain';
import type { AppDb } from '../../db/client';
import { plateProfiles } from '../../db/catalogue-schema';
import { memberCoachingSettings, personalRecords } from '../../db/coaching-schema';

/** Both drivers (PGlite and node-postgres) answer { rows }. */
async function rows<T>(db: AppDb, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

const iso = (value: unknown): string => new Date(value as string).toISOString();
const numOrNull = (value: unknown): number | null => (value == null ? null : Number(value));

// ---- The workout exercise a suggestion or a warm-up is for ----

export interface WorkoutExerciseContext {
  id: string;
  workoutId: string;
  exerciseId: string;
  orderIndex: number;
  targetSets: number | null;
  targetReps: number | null;
  targetRepsMin: number | null;
  targetRepsMax: number | null;
  restSec: number | null;
  warmupPlan: WarmupPlan | null;
  warmupFeedback: WarmupAnswer | null;
  warmupUpdatedAt: string | null;
  templateId: string | null;
  programId: string | null;
  /** Null when the exercise row cannot be read (spec §8 "no exercise found"). */
  exercise: { loadType: string; loadMode: string; primaryMuscleId: string | null } | null;
}

/** Spec §7 "Warm-up" and "Exercise of a workout exercise": the member's workout exercise with its exercise. */
export async function findWorkoutExerciseContext(
  db: AppDb,
  userId: string,
  workoutExerciseId: string,
): Promise<WorkoutExerciseContext | null> {
  const [row] = await rows<Record<string, unknown>>(
    db,
    sql`SELECT we.id, we.workout_id, we.exercise_id, we.order_index, we.target_sets, we.target_reps,
          we.target_reps_min, we.target_reps_max, we.rest_sec, we.warmup_plan, we.warmup_feedback,
          we.warmup_updated_at, w.template_id, w.program_id,
          e.id AS found_exercise_id, e.load_type, e.load_mode, e.primary_muscle_id
        FROM workout_exercises we
        JOIN workouts w ON w.id = we.workout_id AND w.user_id = we.user_id
        LEFT JOIN exercises e ON e.id = we.exercise_id
        WHERE we.id = ${workoutExerciseId} AND we.user_id = ${userId}`,
  );
  if (!row) return null;
  return {
    id: String(row.id),
    workoutId: String(row.workout_id),
    exerciseId: String(row.exercise_id),
    orderIndex: Number(row.order_index),
    targetSets: numOrNull(row.target_sets),
    targetReps: numOrNull(row.target_reps),
    targetRepsMin: numOrNull(row.target_reps_min),
    targetRepsMax: numOrNull(row.target_reps_max),
    restSec: numOrNull(row.rest_sec),
    warmupPlan: (row.warmup_plan as WarmupPlan | null) ?? null,
    warmupFeedback: (row.warmup_feedback as WarmupAnswer | null) ?? null,
    warmupUpdatedAt: row.warmup_updated_at == null ? null : iso(row.warmup_updated_at),
    templateId: (row.template_id as string | null) ?? null,
    programId: (row.program_id as string | null) ?? null,
    exercise:
      row.found_exercise_id == null
        ? null
        : {
            loadType: String(row.load_type),
            loadMode: String(row.load_mode),
            primaryMuscleId: (row.primary_muscle_id as string | null) ?? null,
          },
  };
}

/**
 * Spec §7 last-set lookup for a suggestion: the member's newest completed set of the exercise with a completion
 * time, weight and reps, leaving warm-ups out (a warm-up says nothing about the working weight).
 */
export async function findLastWorkingSet(db: AppDb, userId: string, exerciseId: string): Promise<LastSet | null> {
  const [row] = await rows<Record<string, unknown>>(
    db,
    sql`SELECT weight, reps, weight_unit, set_index, completed_at, notes, rpe FROM workout_sets
        WHERE user_id = ${userId} AND exercise_id = ${exerciseId} AND is_completed AND completed_at IS NOT NULL
          AND weight IS NOT NULL AND reps IS NOT NULL AND set_kind <> 'warmup'
        ORDER BY completed_at DESC, set_index DESC LIMIT 1`,
  );
  if (!row) return null;
  return {
    weight: Number(row.weight),
    reps: Number(row.reps),
    weightUnit: row.weight_unit === 'lb' ? 'lb' : 'kg',
    setIndex: Number(row.set_index),
    completedAt: iso(row.completed_at),
    notes: (row.notes as string | null) ?? null,
    rpe: numOrNull(row.rpe),
  };
}

/** The member's newest answer to a warm-up of this exercise in another workout exercise (carried into a new plan). */
export async function findLatestWarmupAnswer(
  db: AppDb,
  userId: string,
  exerciseId: string,
  exceptWorkoutExerciseId: string,
): Promise<WarmupAnswer | null> {
  const [row] = await rows<{ warmup_feedback: WarmupAnswer }>(
    db,
    sql`SELECT warmup_feedback FROM workout_exercises
        WHERE user_id = ${userId} AND exercise_id = ${exerciseId} AND warmup_feedback IS NOT NULL
          AND id <> ${exceptWorkoutExerciseId}
        ORDER BY warmup_updated_at DESC NULLS LAST LIMIT 1`,
  );
  return row?.warmup_feedback ?? null;
}

/**
 * How warm the muscle already is: the exercises before this one in the workout that work the same primary muscle
 * and have a completed set.
 */
export async function countWarmExercisesBefore(
  db: AppDb,
  userId: string,
  context: { workoutId: string; orderIndex: number; primaryMuscleId: string },
): Promise<number> {
  const [row] = await rows<{ warmth: unknown }>(
    db,
    sql`SELECT count(*) AS warmth FROM workout_exercises we JOIN exercises e ON e.id = we.exercise_id
        WHERE we.workout_id = ${context.workoutId} AND we.user_id = ${userId}
          AND we.order_index < ${context.orderIndex} AND e.primary_muscle_id = ${context.primaryMuscleId}
          AND EXISTS (SELECT 1 FROM workout_sets s WHERE s.workout_exercise_id = we.id AND s.is_completed)`,
  );
  return Number(row?.warmth ?? 0);
}

export interface StoredWarmup {
  warmupPlan: WarmupPlan;
  warmupFeedback: WarmupAnswer | null;
  warmupUpdatedAt: string;
}

/**
 * Stores a plan (and, when given, the member's answer). warmup_updated_at always moves forward, even for two stores
 * within one millisecond, so a client can tell a regenerated plan from the one it has.
 */
export async function storeWarmup(
  db: AppDb,
  userId: string,
  workoutExerciseId: string,
  plan: WarmupPlan,
  answer?: WarmupAnswer,
): Promise<StoredWarmup | null> {
  const [row] = await rows<{
    warmup_plan: WarmupPlan;
    warmup_feedback: WarmupAnswer | null;
    warmup_updated_at: unknown;
  }>(
    db,
    sql`UPDATE workout_exercises
        SET warmup_plan = ${JSON.stringify(plan)}::jsonb,
            ${answer === undefined ? sql`` : sql`warmup_feedback = ${answer},`}
            warmup_updated_at = GREATEST(date_trunc('milliseconds', clock_timestamp()),
                                         warmup_updated_at + interval '1 millisecond'),
            updated_at = now()
        WHERE id = ${workoutExerciseId} AND user_id = ${userId}
        RETURNING warmup_plan, warmup_feedback, warmup_updated_at`,
  );
  if (!row) return null;
  return {
    warmupPlan: row.warmup_plan,
    warmupFeedback: row.warmup_feedback ?? null,
    warmupUpdatedAt: iso(row.warmup_updated_at),
  };
}

// ---- Settings and plate profiles ----

export interface CoachingSettingsRow {
  warmupStrategy: 'ramped' | 'quick' | 'power' | 'warmth' | null;
  plateProfileId: string | null;
}

export async function findCoachingSettings(db: AppDb, userId: string): Promise<CoachingSettingsRow | null> {
  const [row] = await db
    .select({
      warmupStrategy: memberCoachingSettings.warmupStrategy,
      plateProfileId: memberCoachingSettings.plateProfileId,
    })
    .from(memberCoachingSettings)
    .where(eq(memberCoachingSettings.userId, userId));
  return row ?? null;
}

export async function upsertCoachingSettings(
  db: AppDb,
  userId: string,
  changes: Partial<CoachingSettingsRow>,
): Promise<void> {
  await db
    .insert(memberCoachingSettings)
    .values({ userId, ...changes })
    .onConflictDoUpdate({
      target: memberCoachingSettings.userId,
      set: { ...changes, updatedAt: sql`now()` },
    });
}

export interface PlateProfileRow extends PlateProfileValues {
  id: string;
  slug: string | null;
  name: string;
  isDefault: boolean;
  isOwn: boolean;
}

const profileColumns = {
  id: plateProfiles.id,
  slug: plateProfiles.slug,
  name: plateProfiles.name,
  ownerUserId: plateProfiles.ownerUserId,
  barbellKg: plateProfiles.barbellKg,
  ezbarKg: plateProfiles.ezbarKg,
  fixedKg: plateProfiles.fixedKg,
  platesKgPerSide: plateProfiles.platesKgPerSide,
  singleMinIncrementKg: plateProfiles.singleMinIncrementKg,
  stackIncrementKg: plateProfiles.stackIncrementKg,
  auxIncrementsKg: plateProfiles.auxIncrementsKg,
  isDefault: plateProfiles.isDefault,
};

interface ProfileSelect {
  id: string;
  slug: string | null;
  name: string;
  ownerUserId: string | null;
  barbellKg: number;
  ezbarKg: number;
  fixedKg: number;
  platesKgPerSide: number[];
  singleMinIncrementKg: number;
  stackIncrementKg: number;
  auxIncrementsKg: number[];
  isDefault: boolean;
}

function toProfile(row: ProfileSelect): PlateProfileRow {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    isDefault: row.isDefault,
    isOwn: row.ownerUserId !== null,
    barbellKg: Number(row.barbellKg),
    ezbarKg: Number(row.ezbarKg),
    fixedKg: Number(row.fixedKg),
    platesKgPerSide: row.platesKgPerSide.map(Number),
    singleMinIncrementKg: Number(row.singleMinIncrementKg),
    stackIncrementKg: Number(row.stackIncrementKg),
    auxIncrementsKg: row.auxIncrementsKg.map(Number),
  };
}

const visibleTo = (userId: string) => or(isNull(plateProfiles.ownerUserId), eq(plateProfiles.ownerUserId, userId));

/** A catalogue profile or the member's own; another member's profile does not exist for them. */
export async function findVisiblePlateProfile(db: AppDb, userId: string, id: string): Promise<PlateProfileRow | null> {
  const [row] = await db
    .select(profileColumns)
    .from(plateProfiles)
    .where(and(eq(plateProfiles.id, id), visibleTo(userId)));
  return row ? toProfile(row) : null;
}

/** The app's default profile: the catalogue profile named by the admin setting, else the one marked default. */
export async function findDefaultPlateProfile(db: AppDb, slug: string): Promise<PlateProfileRow | null> {
  const found = await db
    .select(profileColumns)
    .from(plateProfiles)
    .where(and(isNull(plateProfiles.ownerUserId), or(eq(plateProfiles.slug, slug), eq(plateProfiles.isDefault, true))))
    .orderBy(sql`(${plateProfiles.slug} = ${slug}) IS TRUE DESC`)
    .limit(1);
  return found[0] ? toProfile(found[0]) : null;
}

export async function listVisiblePlateProfiles(db: AppDb, userId: string): Promise<PlateProfileRow[]> {
  const found = await db
    .select(profileColumns)
    .from(plateProfiles)
    .where(visibleTo(userId))
    .orderBy(sql`${plateProfiles.ownerUserId} IS NOT NULL`, sql`${plateProfiles.isDefault} DESC`, plateProfiles.name);
  return found.map(toProfile);
}

// ---- Personal records ----

/**
 * The distinct (weight in kg, reps) pairs of the member's earlier completed working sets of an exercise: everything
 * the record rules compare with, without one row per set. `kgPerLb` converts sets logged in lb.
 */
export async function findPreviousWorkingPairs(
  db: AppDb,
  userId: string,
  exerciseId: string,
  exceptSetId: string,
  kgPerLb: number,
): Promise<{ weight: number; reps: number }[]> {
  const found = await rows<{ weight_kg: unknown; reps: unknown }>(
    db,
    sql`SELECT DISTINCT CASE WHEN weight_unit = 'lb' THEN weight * ${kgPerLb} ELSE weight END AS weight_kg, reps
        FROM workout_sets
        WHERE user_id = ${userId} AND exercise_id = ${exerciseId} AND id <> ${exceptSetId}
          AND is_completed AND set_kind <> 'warmup' AND weight > 0 AND reps > 0`,
  );
  return found.map((row) => ({ weight: Number(row.weight_kg), reps: Number(row.reps) }));
}

export async function insertPersonalRecord(
  db: AppDb,
  record: {
    setId: string;
    userId: string;
    exerciseId: string;
    kinds: PersonalRecordKind[];
    weightKg: number;
    reps: number;
    oneRepMaxKg: number;
  },
): Promise<void> {
  await db.insert(personalRecords).values(record).onConflictDoNothing({ target: personalRecords.setId });
}
