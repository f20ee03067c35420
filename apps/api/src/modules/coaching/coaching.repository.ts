import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { LastSet, PersonalRecordKind, WarmupAnswer, WarmupPlan } from '@lifeorbit/contracts';
import type { PlateProfileValues } from '@lifeorbit/domain';
import type { PreferenceRow as StoredPreferenceRow } from '../templates';
import type { AppDb } from '../../db/client';
import { preparedRows, queryRows } from '../../core/db';
import { plateProfiles } from '../../db/catalogue-schema';
import { memberCoachingSettings } from '../../db/coaching-schema';

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

/** Everything a suggestion or a warm-up plan is made from, read in one round trip (ADR 013). */
export interface CoachingInputsRow {
  context: WorkoutExerciseContext;
  /**
   * Spec §7 last-set lookup for a suggestion: the member's newest completed set of the exercise with a completion
   * time, weight and reps, leaving warm-ups out (a warm-up says nothing about the working weight).
   */
  lastSet: LastSet | null;
  /** The energy of the member's latest readiness check-in; null without one. */
  energy: number | null;
  preferences: PreferenceRow[];
  /** The member's newest answer to a warm-up of this exercise in another workout exercise (carried into a new plan). */
  latestAnswer: WarmupAnswer | null;
  /**
   * How warm the muscle already is: the exercises before this one in the workout that work the same primary muscle
   * and have a completed set.
   */
  warmth: number;
  settings: SettingsSource;
}

/**
 * Spec §7 "Warm-up" and "Exercise of a workout exercise": the member's workout exercise with its exercise, and
 * beside it everything else a suggestion or a warm-up plan needs (see CoachingInputsRow).
 */
export async function findCoachingInputs(
  db: AppDb,
  userId: string,
  workoutExerciseId: string,
): Promise<CoachingInputsRow | null> {
  const [row] = await preparedRows<Record<string, unknown>>(db, coachingInputsQuery(userId, workoutExerciseId));
  return row ? toCoachingInputs(row) : null;
}

/** The query of findCoachingInputs, for reading it inside another statement (a set's log: ADR 013). */
export function coachingInputsQuery(userId: string, workoutExerciseId: string): SQL {
  return sql`SELECT we.id, we.workout_id, we.exercise_id, we.order_index, we.target_sets, we.target_reps,
        we.target_reps_min, we.target_reps_max, we.rest_sec, we.warmup_plan, we.warmup_feedback,
        we.warmup_updated_at, w.template_id, w.program_id,
        e.id AS found_exercise_id, e.load_type, e.load_mode, e.primary_muscle_id,
        (SELECT json_build_object('weight', s.weight, 'reps', s.reps, 'weightUnit', s.weight_unit,
                  'setIndex', s.set_index, 'completedAt', s.completed_at, 'notes', s.notes, 'rpe', s.rpe)
         FROM workout_sets s
         WHERE s.user_id = we.user_id AND s.exercise_id = we.exercise_id AND s.is_completed
           AND s.completed_at IS NOT NULL AND s.weight IS NOT NULL AND s.reps IS NOT NULL AND s.set_kind <> 'warmup'
         ORDER BY s.completed_at DESC, s.set_index DESC LIMIT 1) AS last_set,
        (SELECT r.energy FROM readiness_checkins r WHERE r.user_id = we.user_id ORDER BY r.day DESC LIMIT 1)
          AS energy,
        (SELECT json_agg(json_build_object('exercise_id', p.exercise_id, 'template_id', p.template_id,
                  'program_id', p.program_id, 'preferred_target_sets', p.preferred_target_sets,
                  'preferred_rep_min', p.preferred_rep_min, 'preferred_rep_max', p.preferred_rep_max,
                  'preferred_grip_ids', p.preferred_grip_ids))
         FROM user_exercise_preferences p WHERE p.user_id = we.user_id AND p.exercise_id = we.exercise_id)
          AS preferences,
        (SELECT o.warmup_feedback FROM workout_exercises o
         WHERE o.user_id = we.user_id AND o.exercise_id = we.exercise_id AND o.warmup_feedback IS NOT NULL
           AND o.id <> we.id
         ORDER BY o.warmup_updated_at DESC NULLS LAST LIMIT 1) AS latest_answer,
        (SELECT count(*) FROM workout_exercises o JOIN exercises oe ON oe.id = o.exercise_id
         WHERE o.workout_id = we.workout_id AND o.user_id = we.user_id AND o.order_index < we.order_index
           AND oe.primary_muscle_id = e.primary_muscle_id
           AND EXISTS (SELECT 1 FROM workout_sets s WHERE s.workout_exercise_id = o.id AND s.is_completed))
          AS warmth,
        ${SETTINGS_COLUMNS}
      FROM workout_exercises we
      JOIN workouts w ON w.id = we.workout_id AND w.user_id = we.user_id
      LEFT JOIN exercises e ON e.id = we.exercise_id
      ${settingsJoins(sql`we.user_id`)}
      WHERE we.id = ${workoutExerciseId} AND we.user_id = ${userId}`;
}

/** A member's exercise preference as coachingInputsQuery reads it (json_build_object: grips may be null). */
export type PreferenceRow = Omit<StoredPreferenceRow, 'id' | 'updated_at' | 'preferred_grip_ids'> & {
  preferred_grip_ids: string[] | null;
};

/** A row of coachingInputsQuery, as the driver or row_to_json gives it. */
export function toCoachingInputs(row: Record<string, unknown>): CoachingInputsRow {
  const lastSet = row.last_set as Record<string, unknown> | null;
  return {
    context: {
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
    },
    lastSet: lastSet
      ? {
          weight: Number(lastSet.weight),
          reps: Number(lastSet.reps),
          weightUnit: lastSet.weightUnit === 'lb' ? 'lb' : 'kg',
          setIndex: Number(lastSet.setIndex),
          completedAt: iso(lastSet.completedAt),
          notes: (lastSet.notes as string | null) ?? null,
          rpe: numOrNull(lastSet.rpe),
        }
      : null,
    energy: numOrNull(row.energy),
    preferences: (row.preferences as PreferenceRow[] | null) ?? [],
    latestAnswer: (row.latest_answer as WarmupAnswer | null) ?? null,
    warmth: Number(row.warmth ?? 0),
    settings: toSettingsSource(row),
  };
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
  const [row] = await preparedRows<{
    warmup_plan: WarmupPlan;
    warmup_feedback: WarmupAnswer | null;
    warmup_updated_at: unknown;
  }>(
    db,
    sql`UPDATE workout_exercises SET ${warmupAssignments(plan, answer)}
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

/** The SET list of storeWarmup, for an UPDATE of workout_exercises that does more (a set's log: ADR 013). */
export function warmupAssignments(plan: WarmupPlan, answer?: WarmupAnswer): SQL {
  return sql`warmup_plan = ${JSON.stringify(plan)}::jsonb,
      ${answer === undefined ? sql`` : sql`warmup_feedback = ${answer},`}
      warmup_updated_at = GREATEST(date_trunc('milliseconds', clock_timestamp()),
                                   warmup_updated_at + interval '1 millisecond'),
      updated_at = now()`;
}

// ---- Settings and plate profiles ----

export interface CoachingSettingsRow {
  warmupStrategy: 'ramped' | 'quick' | 'power' | 'warmth' | null;
  plateProfileId: string | null;
}

/** What the member's coaching settings resolve from; the service applies the defaults. */
export interface SettingsSource {
  own: CoachingSettingsRow | null;
  /** The app's warm-up strategy (admin settings, key warmup_strategy), as stored; null when never set. */
  appWarmupStrategy: unknown;
  /** The member's own choice when it is visible to them, else the catalogue profile flagged default (ADR 008). */
  profile: PlateProfileRow | null;
}

/** The member's settings row (cs) and the plate profile in use (chosen), for the user id `userIdExpr`. */
function settingsJoins(userIdExpr: SQL): SQL {
  return sql`LEFT JOIN member_coaching_settings cs ON cs.user_id = ${userIdExpr}
    LEFT JOIN LATERAL (
      SELECT json_build_object('id', x.id, 'slug', x.slug, 'name', x.name, 'ownerUserId', x.owner_user_id,
          'barbellKg', x.barbell_kg, 'ezbarKg', x.ezbar_kg, 'fixedKg', x.fixed_kg,
          'platesKgPerSide', x.plates_kg_per_side, 'singleMinIncrementKg', x.single_min_increment_kg,
          'stackIncrementKg', x.stack_increment_kg, 'auxIncrementsKg', x.aux_increments_kg,
          'isDefault', x.is_default) AS profile
      FROM plate_profiles x
      WHERE (x.owner_user_id IS NULL AND x.is_default)
         OR (x.id = cs.plate_profile_id AND (x.owner_user_id IS NULL OR x.owner_user_id = ${userIdExpr}))
      ORDER BY (x.id = cs.plate_profile_id) IS TRUE DESC
      LIMIT 1) chosen ON true`;
}

const SETTINGS_COLUMNS = sql`cs.user_id IS NOT NULL AS has_own_settings, cs.warmup_strategy AS own_warmup_strategy,
  cs.plate_profile_id AS own_plate_profile_id,
  (SELECT a.value FROM app_settings a WHERE a.key = 'warmup_strategy') AS app_warmup_strategy,
  chosen.profile AS plate_profile`;

function toSettingsSource(row: Record<string, unknown>): SettingsSource {
  return {
    own:
      row.has_own_settings === true
        ? {
            warmupStrategy: (row.own_warmup_strategy as CoachingSettingsRow['warmupStrategy']) ?? null,
            plateProfileId: (row.own_plate_profile_id as string | null) ?? null,
          }
        : null,
    appWarmupStrategy: row.app_warmup_strategy ?? null,
    profile: row.plate_profile ? toProfile(row.plate_profile as ProfileSelect) : null,
  };
}

export async function findSettingsSource(db: AppDb, userId: string): Promise<SettingsSource> {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`SELECT ${SETTINGS_COLUMNS} FROM (SELECT ${userId}::text AS user_id) me ${settingsJoins(sql`me.user_id`)}`,
  );
  return toSettingsSource(row!);
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
 * the record rules compare with, without one row per set. `kgPerLb` converts sets logged in lb. A query to read
 * inside a set's log (ADR 013); `exerciseId` may be a column of that statement.
 *
 * It hops from one distinct (unit, weight, reps) to the next along workout_sets_working_pairs_idx (migration 0013),
 * so its cost grows with the pairs a member has lifted, not with every set they ever logged.
 */
export function previousWorkingPairsQuery(
  userId: string,
  exerciseId: string | SQL,
  exceptSetId: string,
  kgPerLb: number,
): SQL {
  const working = sql`user_id = ${userId} AND exercise_id = ${exerciseId} AND id <> ${exceptSetId}
      AND is_completed AND set_kind <> 'warmup' AND weight > 0 AND reps > 0`;
  return sql`WITH RECURSIVE pairs AS (
        (SELECT weight_unit, weight, reps FROM workout_sets WHERE ${working}
         ORDER BY weight_unit, weight, reps LIMIT 1)
        UNION ALL
        SELECT next.weight_unit, next.weight, next.reps FROM pairs p CROSS JOIN LATERAL (
          SELECT weight_unit, weight, reps FROM workout_sets
          WHERE ${working} AND (weight_unit, weight, reps) > (p.weight_unit, p.weight, p.reps)
          ORDER BY weight_unit, weight, reps LIMIT 1) next)
      SELECT DISTINCT CASE WHEN weight_unit = 'lb' THEN weight * ${kgPerLb} ELSE weight END AS weight_kg, reps
      FROM pairs`;
}

export interface NewPersonalRecord {
  setId: string;
  userId: string;
  exerciseId: string;
  kinds: PersonalRecordKind[];
  weightKg: number;
  reps: number;
  oneRepMaxKg: number;
}

/** The INSERT of a set's records, for the statement that stores the set (ADR 013). */
export function personalRecordInsert(record: NewPersonalRecord): SQL {
  const kinds = sql.join(
    record.kinds.map((kind) => sql`${kind}`),
    sql`, `,
  );
  return sql`INSERT INTO personal_records (set_id, user_id, exercise_id, kinds, weight_kg, reps, one_rep_max_kg)
      VALUES (${record.setId}, ${record.userId}, ${record.exerciseId}, ARRAY[${kinds}]::text[], ${record.weightKg},
              ${record.reps}, ${record.oneRepMaxKg})`;
}

export interface RecordCandidateRow {
  id: string;
  weight: number | string;
  reps: number;
  weight_unit: 'kg' | 'lb';
}

/** The member's sets of an exercise that can hold a record (completed working sets with weight and reps), oldest first. */
export async function findRecordCandidates(
  db: AppDb,
  userId: string,
  exerciseId: string,
): Promise<RecordCandidateRow[]> {
  return queryRows<RecordCandidateRow>(
    db,
    sql`
    SELECT s.id, s.weight, s.reps, s.weight_unit FROM workout_sets s
    WHERE s.user_id = ${userId} AND s.exercise_id = ${exerciseId} AND s.is_completed AND s.completed_at IS NOT NULL
      AND s.weight IS NOT NULL AND s.reps IS NOT NULL AND s.set_kind <> 'warmup'
    ORDER BY s.completed_at, s.set_index, s.id`,
  );
}

/**
 * Makes the records of the sets in `setIds` what `records` says, in one statement: theirs that are not in `records`
 * go, the others are stored or replaced. Records of other sets (one logged meanwhile) are left alone.
 */
export async function replacePersonalRecords(
  db: AppDb,
  userId: string,
  setIds: string[],
  records: NewPersonalRecord[],
): Promise<void> {
  const ids = (list: string[]) => sql`string_to_array(${list.join(',')}, ',')::uuid[]`;
  const kept = records.map((record) => record.setId);
  const stored = records.length
    ? sql`, stored AS (
        INSERT INTO personal_records (set_id, user_id, exercise_id, kinds, weight_kg, reps, one_rep_max_kg)
        VALUES ${sql.join(
          records.map(
            (r) => sql`(${r.setId}::uuid, ${r.userId}, ${r.exerciseId}::uuid,
                         string_to_array(${r.kinds.join(',')}, ',')::text[], ${r.weightKg}, ${r.reps}, ${r.oneRepMaxKg})`,
          ),
          sql`, `,
        )}
        ON CONFLICT (set_id) DO UPDATE SET kinds = EXCLUDED.kinds, weight_kg = EXCLUDED.weight_kg,
          reps = EXCLUDED.reps, one_rep_max_kg = EXCLUDED.one_rep_max_kg
        RETURNING set_id)`
    : sql``;
  await db.execute(sql`
    WITH gone AS (
      DELETE FROM personal_records
      WHERE user_id = ${userId} AND set_id = ANY(${ids(setIds)}) AND NOT (set_id = ANY(${ids(kept)}))
      RETURNING set_id)
    ${stored}
    SELECT 1`);
}
