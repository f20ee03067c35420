import { sql, type SQL } from 'drizzle-orm';
import type { SetKind, WarmupPlan } from '@lifeorbit/contracts';
import { KG_PER_LB, shouldRegenerateWarmup, type EffortBests } from '@lifeorbit/domain';
import type { Logger } from '../../core/observability';
import {
  effortBestsQuery,
  personalRecordInsert,
  previousWorkingPairsQuery,
  type NewPersonalRecord,
} from './records.repository';
import { canBeEffortRecord, canBePersonalRecord, personalRecordOf } from './records.service';
import { ruleInputsQuery, toRuleInputs } from './rule-inputs.repository';
import { planWarmupAfterSet } from './training-rules.service';
import { warmupAssignments } from './warmups.repository';

/**
 * What the training rules add to a set's log (spec §4, §7; ADR 013). The log (workouts' sets) runs two statements,
 * one that reads and one that stores, and the rules ride along in both: `setLogReads` is SQL for the log to embed in
 * its read, `afterSetLogged` decides from what that read answered (the records the set beats, the warm-up plan made
 * after it), and `setLogWrites` is SQL for the log to embed in its write. This is the whole of that trip: the log
 * knows nothing else of the rules' tables or shapes.
 */

/** A new set as the log is about to store it. */
export interface LoggedSet {
  id: string;
  weight: number | null;
  reps: number | null;
  weightUnit: 'kg' | 'lb';
  /** Seconds and metres of a time or distance set (issue 39). */
  durationSec: number | null;
  distanceM: number | null;
  rpe: number | null;
  notes: string | null;
  setKind: SetKind;
  isCompleted: boolean;
}

/** Subqueries for the log's read statement; each answers one JSON value, or NULL when the set does not need it. */
export interface SetLogReads {
  /** The member's earlier working (weight in kg, reps) pairs of the exercise: what the record rules compare with. */
  recordPairs: SQL;
  /** Their bests over earlier time and distance sets (issue 39), for a set with a time or a distance. */
  effortBests: SQL;
  /** Everything the warm-up plan is made from, when the set makes the plan again (a normal set). */
  ruleInputs: SQL;
}

/** What the log's read answered for the two SetLogReads, as the driver gives it. */
export interface SetLogAnswers {
  recordPairs: unknown;
  effortBests: unknown;
  ruleInputs: unknown;
}

export interface SetLogOutcome {
  /** The records the set beats, stored with it; null when it beats none. */
  personalRecord: NewPersonalRecord | null;
  /** The warm-up plan made after the set, stored on its workout exercise; null leaves the plan as it is. */
  warmupPlan: WarmupPlan | null;
}

/** What the rules' part of the log's write statement adds: the workout exercise row's plan, the set's records. */
export interface SetLogWrites {
  /** More of the SET list of the log's UPDATE of the workout exercise row. */
  workoutExerciseAssignments: SQL | null;
  /** An INSERT for a WITH clause of the log's statement. */
  recordInsert: SQL | null;
}

/** The rules' reads for a set about to be logged; `exerciseId` is the read statement's column of the exercise id. */
export function setLogReads(userId: string, workoutExerciseId: string, exerciseId: SQL, set: LoggedSet): SetLogReads {
  return {
    recordPairs: canBePersonalRecord(set)
      ? sql`(SELECT json_agg(json_build_object('weight', p.weight_kg, 'reps', p.reps))
             FROM (${previousWorkingPairsQuery(userId, exerciseId, set.id, KG_PER_LB)}) p)`
      : sql`NULL`,
    effortBests: canBeEffortRecord(set) ? sql`(${effortBestsQuery(userId, exerciseId, set.id, KG_PER_LB)})` : sql`NULL`,
    ruleInputs: shouldRegenerateWarmup(set.setKind)
      ? sql`(SELECT row_to_json(c) FROM (${ruleInputsQuery(userId, workoutExerciseId)}) c)`
      : sql`NULL`,
  };
}

/**
 * Decides what the set changes: the records it beats (its weight as sent, its distance as stored) and the warm-up plan
 * made after it (its weight and RPE as their columns store them, `asStored`). A failed plan never fails the set
 * (planWarmupAfterSet).
 */
export function afterSetLogged(
  userId: string,
  set: LoggedSet & { exerciseId: string },
  asStored: { weight: number | null; rpe: number | null; distanceM: number | null },
  answers: SetLogAnswers,
  log: Pick<Logger, 'error'>,
): SetLogOutcome {
  const pairs = (answers.recordPairs as { weight: unknown; reps: unknown }[] | null) ?? [];
  const previousPairs = pairs.map((pair) => ({ weight: Number(pair.weight), reps: Number(pair.reps) }));
  const inputs = answers.ruleInputs ? toRuleInputs(answers.ruleInputs as Record<string, unknown>) : null;
  return {
    personalRecord: personalRecordOf(
      userId,
      { ...set, distanceM: asStored.distanceM },
      previousPairs,
      effortBestsOf(answers.effortBests),
    ),
    warmupPlan: inputs ? planWarmupAfterSet(inputs, { ...set, weight: asStored.weight, rpe: asStored.rpe }, log) : null,
  };
}

function effortBestsOf(answer: unknown): EffortBests {
  const raw = (answer ?? {}) as Record<keyof EffortBests, unknown>;
  const num = (value: unknown) => (value == null ? null : Number(value));
  return {
    longestSec: num(raw.longestSec),
    farthestM: num(raw.farthestM),
    fastestSecPerM: num(raw.fastestSecPerM),
    heaviestKg: num(raw.heaviestKg),
  };
}

export function setLogWrites(outcome: SetLogOutcome): SetLogWrites {
  return {
    workoutExerciseAssignments: outcome.warmupPlan ? warmupAssignments(outcome.warmupPlan) : null,
    recordInsert: outcome.personalRecord ? personalRecordInsert(outcome.personalRecord) : null,
  };
}
