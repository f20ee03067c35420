import { sql, type SQL } from 'drizzle-orm';
import type { LastSet, WarmupAnswer, WarmupPlan } from '@lifeorbit/contracts';
import { KG_PER_LB, type TrainingGoal } from '@lifeorbit/domain';
import { preparedRows } from '../../core/db';
import type { AppDb } from '../../db/client';
import type { PreferenceRow as StoredPreferenceRow } from '../templates';
import { SETTINGS_COLUMNS, settingsJoins, toSettingsSource, type SettingsSource } from './settings.repository';

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
  exercise: { loadType: string; loadMode: string; effortMode: string; primaryMuscleId: string | null } | null;
}

/** The newest completed working set with a time or a distance (issue 39), in kg. */
export interface LastEffortSet {
  weight: number | null;
  reps: number | null;
  durationSec: number | null;
  distanceM: number | null;
}

/** Everything a suggestion or a warm-up plan is made from, read in one round trip (ADR 013). */
export interface RuleInputs {
  context: WorkoutExerciseContext;
  /**
   * Spec §7 last-set lookup for a suggestion: the member's newest completed set of the exercise with a completion
   * time, weight and reps, leaving warm-ups out (a warm-up says nothing about the working weight).
   */
  lastSet: LastSet | null;
  /** For a time or distance exercise: the newest completed working set with a time or a distance. */
  lastEffort: LastEffortSet | null;
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
  /** The fitness profile's training goal; null when not given. */
  trainingGoal: TrainingGoal | null;
}

/**
 * Spec §7 "Warm-up" and "Exercise of a workout exercise": the member's workout exercise with its exercise, and
 * beside it everything else a suggestion or a warm-up plan needs (see RuleInputs).
 */
export async function findRuleInputs(db: AppDb, userId: string, workoutExerciseId: string): Promise<RuleInputs | null> {
  const [row] = await preparedRows<Record<string, unknown>>(db, ruleInputsQuery(userId, workoutExerciseId));
  return row ? toRuleInputs(row) : null;
}

/** The query of findRuleInputs, for reading it inside another statement (a set's log: ADR 013). */
export function ruleInputsQuery(userId: string, workoutExerciseId: string): SQL {
  return sql`SELECT we.id, we.workout_id, we.exercise_id, we.order_index, we.target_sets, we.target_reps,
        we.target_reps_min, we.target_reps_max, we.rest_sec, we.warmup_plan, we.warmup_feedback,
        we.warmup_updated_at, w.template_id, w.program_id,
        e.id AS found_exercise_id, e.load_type, e.load_mode, e.effort_mode, e.primary_muscle_id,
        CASE WHEN e.effort_mode <> 'reps' THEN (
          SELECT json_build_object('weight', round(s.weight * CASE s.weight_unit WHEN 'lb' THEN ${KG_PER_LB}::numeric
                                                       ELSE 1 END, 3),
                   'reps', s.reps, 'durationSec', s.duration_sec, 'distanceM', s.distance_m)
          FROM workout_sets s
          WHERE s.user_id = we.user_id AND s.exercise_id = we.exercise_id AND s.is_completed
            AND s.completed_at IS NOT NULL AND s.set_kind <> 'warmup' AND (s.duration_sec > 0 OR s.distance_m > 0)
          ORDER BY s.completed_at DESC, s.set_index DESC LIMIT 1) END AS last_effort,
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
        (SELECT pr.training_goal FROM profiles pr WHERE pr.user_id = we.user_id) AS training_goal,
        ${SETTINGS_COLUMNS}
      FROM workout_exercises we
      JOIN workouts w ON w.id = we.workout_id AND w.user_id = we.user_id
      LEFT JOIN exercises e ON e.id = we.exercise_id
      ${settingsJoins(sql`we.user_id`, sql`w.gym_id`)}
      WHERE we.id = ${workoutExerciseId} AND we.user_id = ${userId}`;
}

/** A member's exercise preference as ruleInputsQuery reads it (json_build_object: grips may be null). */
export type PreferenceRow = Omit<StoredPreferenceRow, 'id' | 'updated_at' | 'preferred_grip_ids'> & {
  preferred_grip_ids: string[] | null;
};

/** A row of ruleInputsQuery, as the driver or row_to_json gives it. */
export function toRuleInputs(row: Record<string, unknown>): RuleInputs {
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
              effortMode: String(row.effort_mode ?? 'reps'),
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
    lastEffort: lastEffortOf(row.last_effort),
    energy: numOrNull(row.energy),
    preferences: (row.preferences as PreferenceRow[] | null) ?? [],
    latestAnswer: (row.latest_answer as WarmupAnswer | null) ?? null,
    warmth: Number(row.warmth ?? 0),
    settings: toSettingsSource(row),
    trainingGoal: (row.training_goal as TrainingGoal | null) ?? null,
  };
}

function lastEffortOf(raw: unknown): LastEffortSet | null {
  if (raw == null) return null;
  const set = raw as Record<string, unknown>;
  return {
    weight: numOrNull(set.weight),
    reps: numOrNull(set.reps),
    durationSec: numOrNull(set.durationSec),
    distanceM: numOrNull(set.distanceM),
  };
}
