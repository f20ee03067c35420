import { sql, type SQL } from 'drizzle-orm';
import type { LanguageCode, SetKind, Workout, WorkoutExercise, WorkoutSet } from '@lifeorbit/contracts';
import { exerciseNameSql } from '../catalogue';

/**
 * The JSON shapes of workouts, their exercises and sets, built in SQL so that a whole workout is one round trip, and
 * read back into the contract's types. PostgreSQL writes them in the contract's own form (times as
 * `toISOString()` writes them), so the workout detail goes out as the text the database made (`WORKOUT_DETAIL_JSON`).
 */

export const iso = (value: unknown): string => new Date(value as string).toISOString();
export const isoOrNull = (value: unknown): string | null => (value == null ? null : iso(value));
export const numOrNull = (value: unknown): number | null => (value == null ? null : Number(value));

/** A timestamptz as JavaScript's `toISOString()` writes it (UTC, milliseconds cut, not rounded, as Date does). */
export const isoSql = (column: SQL): SQL => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export const SET_FIELDS = sql`'id', s.id, 'workoutExerciseId', s.workout_exercise_id, 'setIndex', s.set_index,
    'weight', s.weight, 'reps', s.reps, 'weightUnit', s.weight_unit, 'rpe', s.rpe, 'notes', s.notes,
    'setKind', s.set_kind, 'isCompleted', s.is_completed, 'completedAt', ${isoSql(sql`s.completed_at`)},
    'updatedAt', ${isoSql(sql`s.updated_at`)}`;

export function setJson(lang: LanguageCode): SQL {
  return sql`json_build_object(${SET_FIELDS},
    'grips', CASE WHEN EXISTS (SELECT 1 FROM workout_set_grips sg WHERE sg.set_id = s.id) THEN (
      -- Most sets have no grip: the index probe above is a fifth of the cost of the aggregate below.
      SELECT json_agg(json_build_object('id', g.id, 'slug', g.slug, 'name', COALESCE(
          (SELECT gt.name FROM grip_translations gt WHERE gt.grip_id = g.id AND gt.language_code = ${lang}),
          (SELECT gt.name FROM grip_translations gt WHERE gt.grip_id = g.id AND gt.language_code = 'en'),
          g.slug)) ORDER BY g.display_order, g.slug)
      FROM workout_set_grips sg JOIN grips g ON g.id = sg.grip_id WHERE sg.set_id = s.id) ELSE '[]'::json END,
    'personalRecords', COALESCE((SELECT to_json(pr.kinds) FROM personal_records pr WHERE pr.set_id = s.id),
                                '[]'::json))`;
}

export function exerciseJson(lang: LanguageCode): SQL {
  return sql`json_build_object(
    'id', we.id, 'workoutId', we.workout_id, 'exerciseId', we.exercise_id,
    'name', ${exerciseNameSql(sql`we.exercise_id`, lang)}, 'loadType', e.load_type, 'orderIndex', we.order_index,
    'targetSets', we.target_sets, 'targetReps', we.target_reps, 'targetRepsMin', we.target_reps_min,
    'targetRepsMax', we.target_reps_max, 'targetWeightKg', we.target_weight_kg, 'weightUnit', we.weight_unit,
    'notes', we.notes, 'warmupPlan', we.warmup_plan, 'warmupFeedback', we.warmup_feedback,
    'warmupUpdatedAt', ${isoSql(sql`we.warmup_updated_at`)}, 'gripId', we.grip_id, 'supersetGroupId', we.superset_group_id,
    'supersetOrder', we.superset_order, 'supersetRoundsTarget', we.superset_rounds_target, 'restSec', we.rest_sec,
    'sets', COALESCE((SELECT json_agg(${setJson(lang)} ORDER BY s.set_index)
                      FROM workout_sets s WHERE s.workout_exercise_id = we.id), '[]'::json))`;
}

const WORKOUT_FIELDS = sql`'id', w.id, 'title', w.title, 'startedAt', ${isoSql(sql`w.started_at`)},
  'endedAt', ${isoSql(sql`w.ended_at`)}, 'templateId', w.template_id, 'programId', w.program_id,
  'programPosition', w.program_position, 'programTemplateId', w.program_template_id, 'notes', w.notes`;

export const WORKOUT_COLUMNS = sql`json_build_object(${WORKOUT_FIELDS})`;

/**
 * The whole `WorkoutDetail` of workout `w` as JSON text, keys in the order the contract lists them: the answer of
 * GET /workouts/:id as PostgreSQL writes it, with nothing to parse, map or serialise again in the API (issue 15).
 * Needs `t` (its template) and `p` (its program) joined.
 */
export function workoutDetailJson(lang: LanguageCode): SQL {
  return sql`json_build_object(${WORKOUT_FIELDS},
    'template', CASE WHEN t.id IS NULL THEN NULL ELSE json_build_object('id', t.id, 'name', t.name) END,
    'program', CASE WHEN p.id IS NULL THEN NULL ELSE json_build_object('id', p.id, 'name', p.name) END,
    'exercises', COALESCE((SELECT json_agg(${exerciseJson(lang)} ORDER BY we.order_index)
                           FROM workout_exercises we JOIN exercises e ON e.id = we.exercise_id
                           WHERE we.workout_id = w.id), '[]'::json))::text`;
}

export type Json = Record<string, unknown>;

export function toSet(raw: Json): WorkoutSet {
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

export function toExercise(raw: Json): WorkoutExercise {
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

export function toWorkout(raw: Json): Workout {
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
