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

/** A JSON object's keys and the SQL of their values, in the contract's order. */
export type JsonFields = readonly (readonly [key: string, value: SQL])[];

/** `json_build_object('key', value, ...)`: for one row. */
export const jsonObject = (fields: JsonFields): SQL =>
  sql`json_build_object(${sql.join(
    fields.map(([key, value]) => sql`${sql.raw(`'${key}'`)}, ${value}`),
    sql`, `,
  )})`;

/**
 * `value AS "key", ...`: a select list whose rows `row_to_json` and `json_agg` write as the same objects. For many rows
 * this is the cheaper form: json_build_object looks up the type of every key and value again on each row, so the
 * workout detail's 40 sets cost PostgreSQL a fifth more built that way (issue 15).
 */
const jsonColumns = (fields: JsonFields): SQL =>
  sql.join(
    fields.map(([key, value]) => sql`${value} AS ${sql.raw(`"${key}"`)}`),
    sql`, `,
  );

/** A set's stored fields (`s` a row of workout_sets), without its grips and records. */
export const SET_FIELDS: JsonFields = [
  ['id', sql`s.id`],
  ['workoutExerciseId', sql`s.workout_exercise_id`],
  ['setIndex', sql`s.set_index`],
  ['weight', sql`s.weight`],
  ['reps', sql`s.reps`],
  ['weightUnit', sql`s.weight_unit`],
  ['durationSec', sql`s.duration_sec`],
  ['distanceM', sql`s.distance_m`],
  ['rpe', sql`s.rpe`],
  ['notes', sql`s.notes`],
  ['setKind', sql`s.set_kind`],
  ['isCompleted', sql`s.is_completed`],
  ['completedAt', isoSql(sql`s.completed_at`)],
  ['updatedAt', isoSql(sql`s.updated_at`)],
];

function setFields(lang: LanguageCode): JsonFields {
  return [
    ...SET_FIELDS,
    [
      'grips',
      sql`CASE WHEN EXISTS (SELECT 1 FROM workout_set_grips sg WHERE sg.set_id = s.id) THEN (
      -- Most sets have no grip: the index probe above is a fifth of the cost of the aggregate below.
      SELECT json_agg(json_build_object('id', g.id, 'slug', g.slug, 'name', COALESCE(
          (SELECT gt.name FROM grip_translations gt WHERE gt.grip_id = g.id AND gt.language_code = ${lang}),
          (SELECT gt.name FROM grip_translations gt WHERE gt.grip_id = g.id AND gt.language_code = 'en'),
          g.slug)) ORDER BY g.display_order, g.slug)
      FROM workout_set_grips sg JOIN grips g ON g.id = sg.grip_id WHERE sg.set_id = s.id) ELSE '[]'::json END`,
    ],
    ['personalRecords', sql`COALESCE(to_json(pr.kinds), '[]'::json)`],
  ];
}

/**
 * Sets `s` with their records `pr`, as setJson and the sets of an exercise read them: a join rather than a probe for
 * each set, which the planner makes a scan of the whole table while it is small (a third of the workout detail's cost
 * after a few hundred records; issue 15).
 */
export const SETS_WITH_RECORDS = sql`workout_sets s LEFT JOIN personal_records pr ON pr.set_id = s.id`;

/** The whole `WorkoutSet` of set `s`, read from SETS_WITH_RECORDS. */
export function setJson(lang: LanguageCode): SQL {
  return jsonObject(setFields(lang));
}

/** Workout exercise `we` (with `e`, its exercise, joined) and its sets by set_index. */
function exerciseFields(lang: LanguageCode): JsonFields {
  return [
    ['id', sql`we.id`],
    ['workoutId', sql`we.workout_id`],
    ['exerciseId', sql`we.exercise_id`],
    ['name', exerciseNameSql(sql`we.exercise_id`, lang)],
    ['loadType', sql`e.load_type`],
    ['effortMode', sql`e.effort_mode`],
    ['loadMode', sql`e.load_mode`],
    ['isUnilateral', sql`e.is_unilateral`],
    ['orderIndex', sql`we.order_index`],
    ['targetSets', sql`we.target_sets`],
    ['targetReps', sql`we.target_reps`],
    ['targetRepsMin', sql`we.target_reps_min`],
    ['targetRepsMax', sql`we.target_reps_max`],
    ['targetWeightKg', sql`we.target_weight_kg`],
    ['weightUnit', sql`we.weight_unit`],
    ['notes', sql`we.notes`],
    ['warmupPlan', sql`we.warmup_plan`],
    ['warmupFeedback', sql`we.warmup_feedback`],
    ['warmupUpdatedAt', isoSql(sql`we.warmup_updated_at`)],
    ['gripId', sql`we.grip_id`],
    ['supersetGroupId', sql`we.superset_group_id`],
    ['supersetOrder', sql`we.superset_order`],
    ['supersetRoundsTarget', sql`we.superset_rounds_target`],
    ['restSec', sql`we.rest_sec`],
    [
      'sets',
      sql`COALESCE((SELECT json_agg(y ORDER BY y."setIndex")
                    FROM (SELECT ${jsonColumns(setFields(lang))} FROM ${SETS_WITH_RECORDS} WHERE s.workout_exercise_id = we.id) y),
                   '[]'::json)`,
    ],
  ];
}

/** The whole `WorkoutExercise` of `we` (with `e` joined). */
export function exerciseJson(lang: LanguageCode): SQL {
  return jsonObject(exerciseFields(lang));
}

const WORKOUT_FIELDS: JsonFields = [
  ['id', sql`w.id`],
  ['title', sql`w.title`],
  ['startedAt', isoSql(sql`w.started_at`)],
  ['endedAt', isoSql(sql`w.ended_at`)],
  ['templateId', sql`w.template_id`],
  ['programId', sql`w.program_id`],
  ['programPosition', sql`w.program_position`],
  ['programTemplateId', sql`w.program_template_id`],
  ['notes', sql`w.notes`],
];

export const WORKOUT_COLUMNS = jsonObject(WORKOUT_FIELDS);

/** What a device recorded of workout `w` (issue 42, WorkoutActivity), or null: one probe of its primary key. */
const ACTIVITY_JSON = sql`(SELECT json_build_object('sport', a.sport, 'source', a.source, 'device', a.device,
    'distanceM', a.distance_m::float8, 'movingSec', a.moving_sec, 'elapsedSec', a.elapsed_sec, 'avgHr', a.avg_hr,
    'maxHr', a.max_hr, 'calories', a.calories, 'elevationGainM', a.elevation_gain_m::float8,
    'utcOffsetMin', a.utc_offset_min, 'timeZone', a.time_zone, 'route', a.route)
  FROM workout_activities a WHERE a.workout_id = w.id)`;

/**
 * The whole `WorkoutDetail` of workout `w` as JSON text, keys in the order the contract lists them: the answer of
 * GET /workouts/:id as PostgreSQL writes it, with nothing to parse, map or serialise again in the API (issue 15).
 * Needs `t` (its template) and `p` (its program) joined. Rows of select lists rather than json_build_object (see
 * jsonColumns).
 */
export function workoutDetailJson(lang: LanguageCode): SQL {
  const fields: JsonFields = [
    ...WORKOUT_FIELDS,
    ['template', sql`CASE WHEN t.id IS NULL THEN NULL ELSE json_build_object('id', t.id, 'name', t.name) END`],
    ['program', sql`CASE WHEN p.id IS NULL THEN NULL ELSE json_build_object('id', p.id, 'name', p.name) END`],
    [
      'exercises',
      sql`COALESCE((SELECT json_agg(x ORDER BY x."orderIndex")
                    FROM (SELECT ${jsonColumns(exerciseFields(lang))}
                          FROM workout_exercises we JOIN exercises e ON e.id = we.exercise_id
                          WHERE we.workout_id = w.id) x),
                   '[]'::json)`,
    ],
    ['activity', ACTIVITY_JSON],
  ];
  return sql`(SELECT row_to_json(d) FROM (SELECT ${jsonColumns(fields)}) d)::text`;
}

/**
 * The select list of a workout's summary over its completed working sets `s` (WorkoutSummary without the workout's
 * duration): their count, volume in kg (`kgPerLb` converts sets logged in lb), distance in metres and the time of
 * the timed sets (issue 39).
 */
export function summaryColumns(kgPerLb: number): SQL {
  return sql`count(*) AS set_count,
    COALESCE(sum(s.reps * CASE WHEN s.weight_unit = 'lb' THEN s.weight * ${kgPerLb} ELSE s.weight END), 0) AS volume_kg,
    COALESCE(sum(s.distance_m), 0) AS distance_m, COALESCE(sum(s.duration_sec), 0) AS timed_sec`;
}

/** A row of summaryColumns as the summary's numbers. */
export function toSummary(row: { set_count: unknown; volume_kg: unknown; distance_m: unknown; timed_sec: unknown }) {
  return {
    setCount: Number(row.set_count ?? 0),
    volumeKg: Number(row.volume_kg ?? 0),
    distanceM: Number(row.distance_m ?? 0),
    timedSec: Number(row.timed_sec ?? 0),
  };
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
    durationSec: numOrNull(raw.durationSec),
    distanceM: numOrNull(raw.distanceM),
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
    effortMode: raw.effortMode as WorkoutExercise['effortMode'],
    loadMode: raw.loadMode as WorkoutExercise['loadMode'],
    isUnilateral: raw.isUnilateral === true,
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
