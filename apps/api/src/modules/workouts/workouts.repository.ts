import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type {
  ExercisePerformance,
  LanguageCode,
  LastSet,
  SetKind,
  Workout,
  WorkoutDetail,
  WorkoutExercise,
  WorkoutHistoryItem,
  WorkoutSet,
  WorkoutSummary,
  WarmupPlan,
} from '@lifeorbit/contracts';
import type { AppDb } from '../../db/client';
import { preparedRows, queryRows } from '../../core/db';
import { exercises, grips } from '../../db/catalogue-schema';
import {
  coachingInputsQuery,
  personalRecordInsert,
  previousWorkingPairsQuery,
  toCoachingInputs,
  warmupAssignments,
  type CoachingInputsRow,
  type NewPersonalRecord,
} from '../coaching';
import { workoutExercises, workoutSetGrips, workoutSets, workouts } from '../../db/workouts-schema';

const iso = (value: unknown): string => new Date(value as string).toISOString();
const isoOrNull = (value: unknown): string | null => (value == null ? null : iso(value));
const numOrNull = (value: unknown): number | null => (value == null ? null : Number(value));

// ---- JSON shapes built in SQL, so a whole workout is one round trip ----

/** The shown name of a catalogue row: the language asked for, then English, then any, then a fixed word. */
function exerciseName(exerciseId: SQL, lang: LanguageCode): SQL {
  return sql`COALESCE(
    (SELECT t.name FROM exercises_translations t WHERE t.exercise_id = ${exerciseId} AND t.language_code = ${lang}),
    (SELECT t.name FROM exercises_translations t WHERE t.exercise_id = ${exerciseId} AND t.language_code = 'en'),
    (SELECT t.name FROM exercises_translations t WHERE t.exercise_id = ${exerciseId} ORDER BY t.language_code LIMIT 1),
    'Untitled')`;
}

/** The columns of a workout_sets row `s` as the fields of its JSON (grips and records come from other tables). */
const SET_FIELDS = sql`'id', s.id, 'workoutExerciseId', s.workout_exercise_id, 'setIndex', s.set_index,
    'weight', s.weight, 'reps', s.reps, 'weightUnit', s.weight_unit, 'rpe', s.rpe, 'notes', s.notes,
    'setKind', s.set_kind, 'isCompleted', s.is_completed, 'completedAt', s.completed_at, 'updatedAt', s.updated_at`;

function setJson(lang: LanguageCode): SQL {
  return sql`json_build_object(${SET_FIELDS},
    'grips', COALESCE((
      SELECT json_agg(json_build_object('id', g.id, 'slug', g.slug, 'name', COALESCE(
          (SELECT gt.name FROM grip_translations gt WHERE gt.grip_id = g.id AND gt.language_code = ${lang}),
          (SELECT gt.name FROM grip_translations gt WHERE gt.grip_id = g.id AND gt.language_code = 'en'),
          g.slug)) ORDER BY g.display_order, g.slug)
      FROM workout_set_grips sg JOIN grips g ON g.id = sg.grip_id WHERE sg.set_id = s.id), '[]'::json),
    'personalRecords', COALESCE((SELECT to_json(pr.kinds) FROM personal_records pr WHERE pr.set_id = s.id),
                                '[]'::json))`;
}

function exerciseJson(lang: LanguageCode): SQL {
  return sql`json_build_object(
    'id', we.id, 'workoutId', we.workout_id, 'exerciseId', we.exercise_id,
    'name', ${exerciseName(sql`we.exercise_id`, lang)}, 'loadType', e.load_type, 'orderIndex', we.order_index,
    'targetSets', we.target_sets, 'targetReps', we.target_reps, 'targetRepsMin', we.target_reps_min,
    'targetRepsMax', we.target_reps_max, 'targetWeightKg', we.target_weight_kg, 'weightUnit', we.weight_unit,
    'notes', we.notes, 'warmupPlan', we.warmup_plan, 'warmupFeedback', we.warmup_feedback,
    'warmupUpdatedAt', we.warmup_updated_at, 'gripId', we.grip_id, 'supersetGroupId', we.superset_group_id,
    'supersetOrder', we.superset_order, 'supersetRoundsTarget', we.superset_rounds_target, 'restSec', we.rest_sec,
    'sets', COALESCE((SELECT json_agg(${setJson(lang)} ORDER BY s.set_index)
                      FROM workout_sets s WHERE s.workout_exercise_id = we.id), '[]'::json))`;
}

const WORKOUT_COLUMNS = sql`json_build_object(
  'id', w.id, 'title', w.title, 'startedAt', w.started_at, 'endedAt', w.ended_at, 'templateId', w.template_id,
  'programId', w.program_id, 'programPosition', w.program_position, 'programTemplateId', w.program_template_id,
  'notes', w.notes)`;

type Json = Record<string, unknown>;

function toSet(raw: Json): WorkoutSet {
  return {
    id: raw.id as string,
    workoutExerciseId: raw.workoutExerciseId as string,
    setIndex: Number(raw.setIndex),
    weight: numOrNull(raw.weight),
    reps: numOrNull(raw.reps),
    weightUnit: raw.weightUnit as WorkoutSet['weightUnit'],
    rpe: numOrNull(raw.rpe),
    notes: (raw.notes as string | null) ?? null,
    setKind: raw.setKind as SetKind,
    isCompleted: raw.isCompleted === true,
    completedAt: isoOrNull(raw.completedAt),
    updatedAt: iso(raw.updatedAt),
    grips: (raw.grips as WorkoutSet['grips']) ?? [],
    personalRecords: (raw.personalRecords as WorkoutSet['personalRecords']) ?? [],
  };
}

function toExercise(raw: Json): WorkoutExercise {
  return {
    id: raw.id as string,
    workoutId: raw.workoutId as string,
    exerciseId: raw.exerciseId as string,
    name: raw.name as string,
    loadType: raw.loadType as string,
    orderIndex: Number(raw.orderIndex),
    targetSets: numOrNull(raw.targetSets),
    targetReps: numOrNull(raw.targetReps),
    targetRepsMin: numOrNull(raw.targetRepsMin),
    targetRepsMax: numOrNull(raw.targetRepsMax),
    targetWeightKg: numOrNull(raw.targetWeightKg),
    weightUnit: raw.weightUnit as WorkoutExercise['weightUnit'],
    notes: (raw.notes as string | null) ?? null,
    warmupPlan: raw.warmupPlan ?? null,
    warmupFeedback: (raw.warmupFeedback as WorkoutExercise['warmupFeedback']) ?? null,
    warmupUpdatedAt: isoOrNull(raw.warmupUpdatedAt),
    gripId: (raw.gripId as string | null) ?? null,
    supersetGroupId: (raw.supersetGroupId as string | null) ?? null,
    supersetOrder: numOrNull(raw.supersetOrder),
    supersetRoundsTarget: numOrNull(raw.supersetRoundsTarget),
    restSec: numOrNull(raw.restSec),
    sets: ((raw.sets as Json[]) ?? []).map(toSet),
  };
}

function toWorkout(raw: Json): Workout {
  return {
    id: raw.id as string,
    title: raw.title as string,
    startedAt: iso(raw.startedAt),
    endedAt: isoOrNull(raw.endedAt),
    templateId: (raw.templateId as string | null) ?? null,
    programId: (raw.programId as string | null) ?? null,
    programPosition: numOrNull(raw.programPosition),
    programTemplateId: (raw.programTemplateId as string | null) ?? null,
    notes: (raw.notes as string | null) ?? null,
  };
}

// ---- Workouts ----

export interface WorkoutOwnerRow {
  id: string;
  endedAt: string | null;
}

export async function findActiveWorkout(
  db: AppDb,
  userId: string,
): Promise<{ id: string; title: string; startedAt: string } | null> {
  const found = await db
    .select({ id: workouts.id, title: workouts.title, startedAt: workouts.startedAt })
    .from(workouts)
    .where(and(eq(workouts.userId, userId), isNull(workouts.endedAt)))
    .orderBy(sql`${workouts.startedAt} DESC`)
    .limit(1);
  const row = found[0];
  return row ? { id: row.id, title: row.title, startedAt: row.startedAt.toISOString() } : null;
}

export async function findWorkout(db: AppDb, userId: string, workoutId: string): Promise<Workout | null> {
  const [row] = await queryRows<{ w: Json }>(
    db,
    sql`SELECT ${WORKOUT_COLUMNS} AS w FROM workouts w WHERE w.id = ${workoutId} AND w.user_id = ${userId}`,
  );
  return row ? toWorkout(row.w) : null;
}

/** Locks the member's workout row for the rest of the transaction, so concurrent writes to it queue up. */
export async function lockWorkout(db: AppDb, userId: string, workoutId: string): Promise<WorkoutOwnerRow | null> {
  const [row] = await queryRows<{ id: string; ended_at: unknown }>(
    db,
    sql`SELECT id, ended_at FROM workouts WHERE id = ${workoutId} AND user_id = ${userId} FOR UPDATE`,
  );
  return row ? { id: row.id, endedAt: isoOrNull(row.ended_at) } : null;
}

/** The whole workout with its exercises (names in `lang`) and their sets by set_index, in one query. */
export async function findWorkoutDetail(
  db: AppDb,
  userId: string,
  workoutId: string,
  lang: LanguageCode,
): Promise<WorkoutDetail | null> {
  const [row] = await preparedRows<{ w: Json; template: Json | null; program: Json | null; exercises: Json[] }>(
    db,
    sql`SELECT ${WORKOUT_COLUMNS} AS w,
          CASE WHEN t.id IS NULL THEN NULL ELSE json_build_object('id', t.id, 'name', t.name) END AS template,
          CASE WHEN p.id IS NULL THEN NULL ELSE json_build_object('id', p.id, 'name', p.name) END AS program,
          COALESCE((SELECT json_agg(${exerciseJson(lang)} ORDER BY we.order_index)
                    FROM workout_exercises we JOIN exercises e ON e.id = we.exercise_id
                    WHERE we.workout_id = w.id), '[]'::json) AS exercises
        FROM workouts w
        LEFT JOIN workout_templates t ON t.id = w.template_id AND t.user_id = w.user_id
        LEFT JOIN training_programs p ON p.id = w.program_id AND p.user_id = w.user_id
        WHERE w.id = ${workoutId} AND w.user_id = ${userId}`,
  );
  if (!row) return null;
  return {
    ...toWorkout(row.w),
    template: row.template ? { id: String(row.template.id), name: String(row.template.name) } : null,
    program: row.program ? { id: String(row.program.id), name: String(row.program.name) } : null,
    exercises: row.exercises.map(toExercise),
  };
}

export interface NewWorkout {
  id: string;
  userId: string;
  title: string;
  templateId: string | null;
  programId: string | null;
  programPosition: number | null;
  programTemplateId: string | null;
}

/** Inserts the workout unless its id exists; answers whether it did. */
export async function insertWorkout(db: AppDb, workout: NewWorkout): Promise<boolean> {
  const inserted = await db
    .insert(workouts)
    .values({ ...workout, startedAt: sql`date_trunc('milliseconds', now())` })
    .onConflictDoNothing({ target: workouts.id })
    .returning({ id: workouts.id });
  return inserted.length > 0;
}

export async function workoutIdExists(db: AppDb, workoutId: string): Promise<boolean> {
  const found = await db.select({ id: workouts.id }).from(workouts).where(eq(workouts.id, workoutId)).limit(1);
  return found.length > 0;
}

export async function updateWorkout(
  db: AppDb,
  userId: string,
  workoutId: string,
  changes: { title?: string; notes?: string | null },
): Promise<boolean> {
  const updated = await db
    .update(workouts)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(workouts.id, workoutId), eq(workouts.userId, userId)))
    .returning({ id: workouts.id });
  return updated.length > 0;
}

/** Sets ended_at to now if the workout is still running; answers the row as it is afterwards. */
export async function markWorkoutEnded(
  db: AppDb,
  userId: string,
  workoutId: string,
  endedAt: string | null,
): Promise<{ workout: Workout; endedNow: boolean } | null> {
  const [ended] = await queryRows<{ w: Json }>(
    db,
    sql`UPDATE workouts w
        SET ended_at = GREATEST(
              date_trunc('milliseconds', LEAST(COALESCE(${endedAt}::timestamptz, now()), now())),
              w.started_at
            ),
            updated_at = now()
        WHERE w.id = ${workoutId} AND w.user_id = ${userId} AND w.ended_at IS NULL
        RETURNING ${WORKOUT_COLUMNS} AS w`,
  );
  if (ended) return { workout: toWorkout(ended.w), endedNow: true };
  const existing = await findWorkout(db, userId, workoutId);
  return existing ? { workout: existing, endedNow: false } : null;
}

export async function deleteWorkout(db: AppDb, userId: string, workoutId: string): Promise<boolean> {
  const deleted = await db
    .delete(workouts)
    .where(and(eq(workouts.id, workoutId), eq(workouts.userId, userId)))
    .returning({ id: workouts.id });
  return deleted.length > 0;
}

/** Completed working sets (warm-ups left out) and their volume in kg; `kgPerLb` converts sets logged in lb. */
export async function summarizeWorkout(
  db: AppDb,
  userId: string,
  workoutId: string,
  kgPerLb: number,
): Promise<Omit<WorkoutSummary, 'durationSec'>> {
  const [row] = await queryRows<{ set_count: unknown; volume_kg: unknown }>(
    db,
    sql`SELECT count(*) AS set_count,
          COALESCE(sum(s.reps * CASE WHEN s.weight_unit = 'lb' THEN s.weight * ${kgPerLb} ELSE s.weight END), 0)
            AS volume_kg
        FROM workout_sets s JOIN workout_exercises we ON we.id = s.workout_exercise_id
        WHERE we.workout_id = ${workoutId} AND s.user_id = ${userId} AND s.is_completed AND s.set_kind <> 'warmup'`,
  );
  return { setCount: Number(row?.set_count ?? 0), volumeKg: Number(row?.volume_kg ?? 0) };
}

// ---- Start from a template or a program ----

export interface TemplateForStart {
  id: string;
  name: string;
  exercises: {
    exerciseId: string;
    orderIndex: number;
    targetSets: number | null;
    targetReps: number | null;
    targetRepsMin: number | null;
    targetRepsMax: number | null;
    targetWeightKg: number | null;
    weightUnit: 'kg' | 'lb';
    restSec: number | null;
    gripId: string | null;
    supersetGroup: string | null;
    notes: string | null;
  }[];
}

export async function findTemplateForStart(
  db: AppDb,
  userId: string,
  templateId: string,
): Promise<TemplateForStart | null> {
  const [row] = await queryRows<{ id: string; name: string; exercises: Json[] }>(
    db,
    sql`SELECT t.id, t.name,
          COALESCE((SELECT json_agg(json_build_object(
              'exerciseId', x.exercise_id, 'orderIndex', x.order_index, 'targetSets', x.target_sets,
              'targetReps', x.target_reps, 'targetRepsMin', x.target_reps_min, 'targetRepsMax', x.target_reps_max,
              'targetWeightKg', x.target_weight_kg, 'weightUnit', x.weight_unit, 'restSec', x.rest_sec,
              'gripId', x.grip_id, 'supersetGroup', x.superset_group, 'notes', x.notes) ORDER BY x.order_index)
            FROM workout_template_exercises x WHERE x.template_id = t.id), '[]'::json) AS exercises
        FROM workout_templates t WHERE t.id = ${templateId} AND t.user_id = ${userId}`,
  );
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    exercises: row.exercises.map((x) => ({
      exerciseId: x.exerciseId as string,
      orderIndex: Number(x.orderIndex),
      targetSets: numOrNull(x.targetSets),
      targetReps: numOrNull(x.targetReps),
      targetRepsMin: numOrNull(x.targetRepsMin),
      targetRepsMax: numOrNull(x.targetRepsMax),
      targetWeightKg: numOrNull(x.targetWeightKg),
      weightUnit: x.weightUnit === 'lb' ? 'lb' : 'kg',
      restSec: numOrNull(x.restSec),
      gripId: (x.gripId as string | null) ?? null,
      supersetGroup: (x.supersetGroup as string | null) ?? null,
      notes: (x.notes as string | null) ?? null,
    })),
  };
}

export interface ProgramForStart {
  id: string;
  position: number;
  templateIds: string[];
}

export async function findProgramForStart(
  db: AppDb,
  userId: string,
  programId: string,
): Promise<ProgramForStart | null> {
  const [row] = await queryRows<{ id: string; position: number; template_ids: string[] | null }>(
    db,
    sql`SELECT p.id, p.position,
          (SELECT array_agg(pt.template_id ORDER BY pt.order_index)
           FROM training_program_templates pt WHERE pt.program_id = p.id) AS template_ids
        FROM training_programs p WHERE p.id = ${programId} AND p.user_id = ${userId}`,
  );
  if (!row) return null;
  return { id: row.id, position: Number(row.position), templateIds: row.template_ids ?? [] };
}

// ---- Workout exercises ----

export interface NewWorkoutExercise {
  id: string;
  workoutId: string;
  userId: string;
  exerciseId: string;
  orderIndex: number;
  targetSets?: number | null;
  targetReps?: number | null;
  targetRepsMin?: number | null;
  targetRepsMax?: number | null;
  targetWeightKg?: number | null;
  weightUnit?: 'kg' | 'lb';
  restSec?: number | null;
  gripId?: string | null;
  notes?: string | null;
  supersetGroupId?: string | null;
  supersetOrder?: number | null;
  supersetRoundsTarget?: number | null;
}

export async function insertWorkoutExercises(db: AppDb, values: NewWorkoutExercise[]): Promise<string[]> {
  if (values.length === 0) return [];
  const inserted = await db
    .insert(workoutExercises)
    .values(values)
    .onConflictDoNothing({ target: workoutExercises.id })
    .returning({ id: workoutExercises.id });
  return inserted.map((row) => row.id);
}

export async function nextOrderIndex(db: AppDb, workoutId: string): Promise<number> {
  const [row] = await queryRows<{ next: unknown }>(
    db,
    sql`SELECT COALESCE(max(order_index) + 1, 0) AS next FROM workout_exercises WHERE workout_id = ${workoutId}`,
  );
  return Number(row?.next ?? 0);
}

export interface WorkoutExerciseOwnerRow {
  id: string;
  workoutId: string;
  exerciseId: string;
  workoutEndedAt: string | null;
}

/** The member's workout exercise (and whether its workout ended). */
export async function findWorkoutExerciseOwner(
  db: AppDb,
  userId: string,
  workoutExerciseId: string,
): Promise<WorkoutExerciseOwnerRow | null> {
  const [row] = await queryRows<{ id: string; workout_id: string; exercise_id: string; ended_at: unknown }>(
    db,
    sql`SELECT we.id, we.workout_id, we.exercise_id, w.ended_at
        FROM workout_exercises we JOIN workouts w ON w.id = we.workout_id
        WHERE we.id = ${workoutExerciseId} AND we.user_id = ${userId}`,
  );
  return row
    ? { id: row.id, workoutId: row.workout_id, exerciseId: row.exercise_id, workoutEndedAt: isoOrNull(row.ended_at) }
    : null;
}

export async function findWorkoutExerciseDetail(
  db: AppDb,
  userId: string,
  workoutExerciseId: string,
  lang: LanguageCode,
): Promise<WorkoutExercise | null> {
  const [row] = await queryRows<{ x: Json }>(
    db,
    sql`SELECT ${exerciseJson(lang)} AS x
        FROM workout_exercises we JOIN exercises e ON e.id = we.exercise_id
        WHERE we.id = ${workoutExerciseId} AND we.user_id = ${userId}`,
  );
  return row ? toExercise(row.x) : null;
}

export async function updateWorkoutExercise(
  db: AppDb,
  userId: string,
  workoutExerciseId: string,
  changes: Partial<Omit<NewWorkoutExercise, 'id' | 'workoutId' | 'userId' | 'exerciseId' | 'orderIndex'>>,
): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db
    .update(workoutExercises)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(workoutExercises.id, workoutExerciseId), eq(workoutExercises.userId, userId)));
}

export async function deleteWorkoutExercise(db: AppDb, userId: string, workoutExerciseId: string): Promise<boolean> {
  const deleted = await db
    .delete(workoutExercises)
    .where(and(eq(workoutExercises.id, workoutExerciseId), eq(workoutExercises.userId, userId)))
    .returning({ id: workoutExercises.id });
  return deleted.length > 0;
}

export async function listWorkoutExerciseIds(db: AppDb, workoutId: string): Promise<string[]> {
  const found = await db
    .select({ id: workoutExercises.id })
    .from(workoutExercises)
    .where(eq(workoutExercises.workoutId, workoutId))
    .orderBy(workoutExercises.orderIndex);
  return found.map((row) => row.id);
}

/** Numbers the workout's exercises 0..n-1 in the given order (the unique order is checked at commit). */
export async function writeExerciseOrder(db: AppDb, workoutId: string, orderedIds: string[]): Promise<void> {
  if (orderedIds.length === 0) return;
  const ids = sql.join(
    orderedIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  await db.execute(sql`
    UPDATE workout_exercises we SET order_index = o.ordinality - 1, updated_at = now()
    FROM unnest(ARRAY[${ids}]) WITH ORDINALITY AS o(id, ordinality)
    WHERE we.id = o.id AND we.workout_id = ${workoutId} AND we.order_index <> o.ordinality - 1`);
}

/** A catalogue exercise, or the member's own; another member's custom exercise does not exist for them. */
export async function isExerciseVisible(db: AppDb, userId: string, exerciseId: string): Promise<boolean> {
  const found = await db
    .select({ id: exercises.id })
    .from(exercises)
    .where(
      and(
        eq(exercises.id, exerciseId),
        sql`(${exercises.ownerUserId} IS NULL OR ${exercises.ownerUserId} = ${userId})`,
      ),
    )
    .limit(1);
  return found.length > 0;
}

export async function countGrips(db: AppDb, gripIds: string[]): Promise<number> {
  if (gripIds.length === 0) return 0;
  const found = await db.select({ id: grips.id }).from(grips).where(inArray(grips.id, gripIds));
  return found.length;
}

/** The superset letters in use in a workout, for picking the next free one. */
export async function listSupersetGroups(db: AppDb, workoutId: string): Promise<string[]> {
  const found = await queryRows<{ g: string }>(
    db,
    sql`SELECT DISTINCT superset_group_id AS g FROM workout_exercises
        WHERE workout_id = ${workoutId} AND superset_group_id IS NOT NULL`,
  );
  return found.map((row) => row.g);
}

// ---- Sets ----

export interface NewSet {
  id: string;
  workoutExerciseId: string;
  userId: string;
  weight: number | null;
  reps: number | null;
  weightUnit: 'kg' | 'lb';
  rpe: number | null;
  notes: string | null;
  setKind: SetKind;
  isCompleted: boolean;
}

export interface SetLogContext {
  exerciseId: string;
  /** The set already stored under the id the client sent, whoever's it is. */
  storedSet: { workoutExerciseId: string; isOwn: boolean } | null;
  /** The weight and RPE sent, as their columns will store them (rounded to the columns' scale). */
  asStored: { weight: number | null; rpe: number | null };
  /** The member's earlier working (weight in kg, reps) pairs of the exercise, when asked for (records). */
  previousPairs: { weight: number; reps: number }[];
  /** What the warm-up plan is made from, when asked for. */
  coachingInputs: CoachingInputsRow | null;
}

/**
 * Everything a set's log decides before it stores the set, in one statement (ADR 013): the member's workout
 * exercise (null when it is not theirs), the id the client sent if a set has it already (a replay, or someone
 * else's), the weight and RPE as stored, and on request what the record rules compare with and the warm-up inputs.
 */
export async function findSetLogContext(
  db: AppDb,
  userId: string,
  workoutExerciseId: string,
  set: { id: string; weight: number | null; rpe: number | null },
  read: { previousPairs: { kgPerLb: number } | null; coachingInputs: boolean },
): Promise<SetLogContext | null> {
  const pairs = read.previousPairs
    ? sql`(SELECT json_agg(json_build_object('weight', p.weight_kg, 'reps', p.reps))
           FROM (${previousWorkingPairsQuery(userId, sql`we.exercise_id`, set.id, read.previousPairs.kgPerLb)}) p)`
    : sql`NULL`;
  const coaching = read.coachingInputs
    ? sql`(SELECT row_to_json(c) FROM (${coachingInputsQuery(userId, workoutExerciseId)}) c)`
    : sql`NULL`;
  const [row] = await preparedRows<{
    exercise_id: string;
    stored_set: { workoutExerciseId: string; isOwn: boolean } | null;
    as_stored: { weight: unknown; rpe: unknown };
    pairs: Json[] | null;
    coaching: Record<string, unknown> | null;
  }>(
    db,
    sql`SELECT we.exercise_id,
          (SELECT json_build_object('workoutExerciseId', x.workout_exercise_id, 'isOwn', x.user_id = ${userId})
           FROM workout_sets x WHERE x.id = ${set.id}) AS stored_set,
          (SELECT json_build_object('weight', r.weight, 'rpe', r.rpe)
           FROM json_populate_record(NULL::workout_sets,
                  json_build_object('weight', ${set.weight}::numeric, 'rpe', ${set.rpe}::numeric)) r) AS as_stored,
          ${pairs} AS pairs,
          ${coaching} AS coaching
        FROM workout_exercises we
        WHERE we.id = ${workoutExerciseId} AND we.user_id = ${userId}`,
  );
  if (!row) return null;
  return {
    exerciseId: row.exercise_id,
    storedSet: row.stored_set,
    asStored: { weight: numOrNull(row.as_stored.weight), rpe: numOrNull(row.as_stored.rpe) },
    previousPairs: (row.pairs ?? []).map((pair) => ({ weight: Number(pair.weight), reps: Number(pair.reps) })),
    coachingInputs: row.coaching ? toCoachingInputs(row.coaching) : null,
  };
}

/**
 * Stores a set in one statement (ADR 013), null when the workout exercise is not the member's (any more). The UPDATE
 * of the workout exercise row raises its last_set_index (migration 0013) and gives the set the next index: it queues
 * concurrent logs of that workout exercise for this statement alone, and one that waited reads the raised value from
 * the row. The same statement stores the warm-up plan the set made, the records it beat and its grips (all or
 * nothing), and answers the stored set without grips and records (the caller knows them). An id that exists fails
 * the statement with a unique violation on workout_sets_pkey: nothing is stored.
 */
export async function insertSet(
  db: AppDb,
  set: NewSet,
  also: { warmupPlan: WarmupPlan | null; personalRecord: NewPersonalRecord | null; gripIds: string[] },
): Promise<WorkoutSet | null> {
  const grips = also.gripIds.length
    ? sql`, grips AS (INSERT INTO workout_set_grips (set_id, grip_id)
                      SELECT s.id, g.id FROM s, unnest(ARRAY[${sql.join(
                        also.gripIds.map((id) => sql`${id}::uuid`),
                        sql`, `,
                      )}]) AS g(id))`
    : sql``;
  const [row] = await preparedRows<{ s: Json }>(
    db,
    sql`WITH we AS (
          UPDATE workout_exercises SET
            last_set_index = GREATEST(last_set_index,
              (SELECT COALESCE(max(set_index), 0) FROM workout_sets WHERE workout_exercise_id = ${set.workoutExerciseId})) + 1
            ${also.warmupPlan ? sql`, ${warmupAssignments(also.warmupPlan)}` : sql``}
          WHERE id = ${set.workoutExerciseId} AND user_id = ${set.userId}
          RETURNING id, exercise_id, last_set_index),
        s AS (
          INSERT INTO workout_sets (id, workout_exercise_id, user_id, exercise_id, set_index, weight, reps,
                                    weight_unit, rpe, notes, set_kind, is_completed, completed_at)
          SELECT ${set.id}, we.id, ${set.userId}, we.exercise_id, we.last_set_index,
                 ${set.weight}, ${set.reps}, ${set.weightUnit}, ${set.rpe}, ${set.notes}, ${set.setKind},
                 ${set.isCompleted}, ${set.isCompleted ? sql`date_trunc('milliseconds', now())` : sql`NULL`}
          FROM we
          RETURNING *)
        ${also.personalRecord ? sql`, pr AS (${personalRecordInsert(also.personalRecord)})` : sql``}
        ${grips}
        SELECT json_build_object(${SET_FIELDS}, 'grips', '[]'::json, 'personalRecords', '[]'::json) AS s FROM s`,
  );
  return row ? toSet(row.s) : null;
}

export async function replaceSetGrips(db: AppDb, setId: string, gripIds: string[]): Promise<void> {
  await db.delete(workoutSetGrips).where(eq(workoutSetGrips.setId, setId));
  if (gripIds.length > 0) {
    await db.insert(workoutSetGrips).values(gripIds.map((gripId) => ({ setId, gripId })));
  }
}

export interface SetOwnerRow {
  id: string;
  workoutExerciseId: string;
  exerciseId: string;
  isCompleted: boolean;
}

export async function findSetOwner(db: AppDb, userId: string, setId: string): Promise<SetOwnerRow | null> {
  const found = await db
    .select({
      id: workoutSets.id,
      workoutExerciseId: workoutSets.workoutExerciseId,
      exerciseId: workoutSets.exerciseId,
      isCompleted: workoutSets.isCompleted,
    })
    .from(workoutSets)
    .where(and(eq(workoutSets.id, setId), eq(workoutSets.userId, userId)))
    .limit(1);
  return found[0] ?? null;
}

export async function findSet(
  db: AppDb,
  userId: string,
  setId: string,
  lang: LanguageCode,
): Promise<WorkoutSet | null> {
  const [row] = await preparedRows<{ s: Json }>(
    db,
    sql`SELECT ${setJson(lang)} AS s FROM workout_sets s WHERE s.id = ${setId} AND s.user_id = ${userId}`,
  );
  return row ? toSet(row.s) : null;
}

export interface SetChanges {
  weight?: number | null;
  reps?: number | null;
  weightUnit?: 'kg' | 'lb';
  rpe?: number | null;
  notes?: string | null;
  setKind?: SetKind;
  isCompleted?: boolean;
}

export async function updateSet(db: AppDb, userId: string, setId: string, changes: SetChanges): Promise<void> {
  const { isCompleted, ...fields } = changes;
  await db
    .update(workoutSets)
    .set({
      ...fields,
      ...(isCompleted !== undefined && {
        isCompleted,
        // Keeps the first completion time when a completed set is ticked again.
        completedAt: isCompleted
          ? sql`COALESCE(${workoutSets.completedAt}, date_trunc('milliseconds', now()))`
          : sql`NULL`,
      }),
      updatedAt: sql`now()`,
    })
    .where(and(eq(workoutSets.id, setId), eq(workoutSets.userId, userId)));
}

/**
 * Deletes the member's set. When it had the index the set log gave last, last_set_index goes back to the highest
 * index left, so the next set takes that index again (migration 0013).
 */
export async function deleteSet(db: AppDb, userId: string, setId: string): Promise<{ exerciseId: string } | null> {
  const [row] = await queryRows<{ exercise_id: string | null }>(
    db,
    sql`WITH d AS (
          DELETE FROM workout_sets WHERE id = ${setId} AND user_id = ${userId}
          RETURNING id, workout_exercise_id, exercise_id, set_index),
        lowered AS (
          UPDATE workout_exercises we SET last_set_index =
            (SELECT COALESCE(max(s.set_index), 0) FROM workout_sets s
             WHERE s.workout_exercise_id = d.workout_exercise_id AND s.id <> d.id)
          FROM d WHERE we.id = d.workout_exercise_id AND we.last_set_index = d.set_index)
        SELECT exercise_id FROM d`,
  );
  return row?.exercise_id ? { exerciseId: row.exercise_id } : null;
}

export async function workoutExerciseIdExists(db: AppDb, workoutExerciseId: string): Promise<boolean> {
  const found = await db
    .select({ id: workoutExercises.id })
    .from(workoutExercises)
    .where(eq(workoutExercises.id, workoutExerciseId))
    .limit(1);
  return found.length > 0;
}

// ---- Reads across workouts ----

/** Spec §7: the member's newest completed set of the exercise that has a completion time, weight and reps. */
export async function findLastSet(db: AppDb, userId: string, exerciseId: string): Promise<LastSet | null> {
  const [row] = await queryRows<{
    weight: unknown;
    reps: unknown;
    weight_unit: 'kg' | 'lb';
    set_index: unknown;
    completed_at: unknown;
    notes: string | null;
    rpe: unknown;
  }>(
    db,
    sql`SELECT weight, reps, weight_unit, set_index, completed_at, notes, rpe FROM workout_sets
        WHERE user_id = ${userId} AND exercise_id = ${exerciseId} AND is_completed AND completed_at IS NOT NULL
          AND weight IS NOT NULL AND reps IS NOT NULL
        ORDER BY completed_at DESC, set_index DESC LIMIT 1`,
  );
  if (!row) return null;
  return {
    weight: Number(row.weight),
    reps: Number(row.reps),
    weightUnit: row.weight_unit,
    setIndex: Number(row.set_index),
    completedAt: iso(row.completed_at),
    notes: row.notes,
    rpe: numOrNull(row.rpe),
  };
}

/** The member's previous performances of an exercise: per workout its completed sets, newest workout first. */
export async function findExercisePerformances(
  db: AppDb,
  userId: string,
  exerciseId: string,
  { limit, excludeWorkoutId }: { limit: number; excludeWorkoutId?: string },
): Promise<ExercisePerformance[]> {
  const found = await queryRows<{
    workout_id: string;
    title: string;
    started_at: unknown;
    ended_at: unknown;
    sets: Json[];
  }>(
    db,
    sql`SELECT w.id AS workout_id, w.title, w.started_at, w.ended_at,
          json_agg(json_build_object('setIndex', s.set_index, 'weight', s.weight, 'reps', s.reps,
            'weightUnit', s.weight_unit, 'rpe', s.rpe, 'notes', s.notes, 'setKind', s.set_kind,
            'completedAt', s.completed_at) ORDER BY we.order_index, s.set_index) AS sets
        FROM workout_sets s
        JOIN workout_exercises we ON we.id = s.workout_exercise_id
        JOIN workouts w ON w.id = we.workout_id
        WHERE s.user_id = ${userId} AND s.exercise_id = ${exerciseId} AND s.is_completed
          ${excludeWorkoutId ? sql`AND w.id <> ${excludeWorkoutId}` : sql``}
        GROUP BY w.id
        ORDER BY max(s.completed_at) DESC, w.id DESC
        LIMIT ${limit}`,
  );
  return found.map((row) => ({
    workoutId: row.workout_id,
    title: row.title,
    startedAt: iso(row.started_at),
    endedAt: isoOrNull(row.ended_at),
    sets: row.sets.map((s) => ({
      setIndex: Number(s.setIndex),
      weight: numOrNull(s.weight),
      reps: numOrNull(s.reps),
      weightUnit: s.weightUnit as 'kg' | 'lb',
      rpe: numOrNull(s.rpe),
      notes: (s.notes as string | null) ?? null,
      setKind: s.setKind as SetKind,
      completedAt: iso(s.completedAt),
    })),
  }));
}

export interface HistoryCursor {
  endedAt: string;
  id: string;
}

/** Finished workouts, newest first, after the cursor; one row more than the limit tells there is a next page. */
export async function findFinishedWorkouts(
  db: AppDb,
  userId: string,
  {
    cursor,
    limit,
    lang,
    kgPerLb,
  }: { cursor: HistoryCursor | null; limit: number; lang: LanguageCode; kgPerLb: number },
): Promise<{ items: WorkoutHistoryItem[]; cursorKeys: HistoryCursor[] }> {
  const found = await queryRows<{
    id: string;
    title: string;
    started_at: unknown;
    ended_at: unknown;
    ended_key: string;
    set_count: unknown;
    volume_kg: unknown;
    exercise_names: string[];
  }>(
    db,
    sql`SELECT w.id, w.title, w.started_at, w.ended_at,
          to_char(w.ended_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS ended_key,
          stats.set_count, stats.volume_kg,
          COALESCE((SELECT json_agg(${exerciseName(sql`we.exercise_id`, lang)} ORDER BY we.order_index)
                    FROM workout_exercises we WHERE we.workout_id = w.id), '[]'::json) AS exercise_names
        FROM workouts w
        CROSS JOIN LATERAL (
          SELECT count(*) AS set_count,
            COALESCE(sum(s.reps * CASE WHEN s.weight_unit = 'lb' THEN s.weight * ${kgPerLb} ELSE s.weight END), 0)
              AS volume_kg
          FROM workout_sets s JOIN workout_exercises we ON we.id = s.workout_exercise_id
          WHERE we.workout_id = w.id AND s.user_id = w.user_id AND s.is_completed AND s.set_kind <> 'warmup'
        ) stats
        WHERE w.user_id = ${userId} AND w.ended_at IS NOT NULL
          ${cursor ? sql`AND (w.ended_at, w.id) < (${cursor.endedAt}::timestamptz, ${cursor.id}::uuid)` : sql``}
        ORDER BY w.ended_at DESC, w.id DESC
        LIMIT ${limit + 1}`,
  );
  return {
    items: found.map((row) => {
      const startedAt = iso(row.started_at);
      const endedAt = iso(row.ended_at);
      return {
        id: row.id,
        title: row.title,
        startedAt,
        endedAt,
        durationSec: Math.max(0, Math.round((Date.parse(endedAt) - Date.parse(startedAt)) / 1000)),
        setCount: Number(row.set_count),
        volumeKg: Number(row.volume_kg),
        exerciseNames: row.exercise_names,
      };
    }),
    cursorKeys: found.map((row) => ({ endedAt: row.ended_key, id: row.id })),
  };
}
