import {
  NO_EFFORT_BESTS,
  effortRecordKinds,
  estimateOneRepMax,
  isEffortSet,
  isPersonalRecord,
  personalRecordKinds,
  toKg,
  withEffortSet,
  type EffortBests,
  type EffortSet,
} from '@lifeorbit/domain';
import type { PersonalRecordKind } from '@lifeorbit/contracts';
import type { AppDb } from '../../db/client';
import { findRecordCandidates, replacePersonalRecords, type NewPersonalRecord } from './records.repository';

/** Weights compared to the gram, so a set logged in lb does not beat itself by a rounding crumb. */
const toGramPrecision = (kg: number) => Math.round(kg * 1000) / 1000;

export interface LoggedSetForRecords {
  id: string;
  exerciseId: string;
  weight: number | null;
  reps: number | null;
  weightUnit: 'kg' | 'lb';
  durationSec: number | null;
  distanceM: number | null;
  setKind: string;
  isCompleted: boolean;
}

type SetForRecords = Omit<LoggedSetForRecords, 'id' | 'exerciseId'>;

const isWorking = (set: SetForRecords) => set.isCompleted && set.setKind !== 'warmup';

/** Whether a set can beat a lifting record: completed, not a warm-up, with weight and reps. */
export function canBePersonalRecord(set: SetForRecords): boolean {
  return isWorking(set) && set.weight !== null && set.reps !== null;
}

/** Whether a set can beat an effort record (issue 39): completed, not a warm-up, with a time or a distance. */
export function canBeEffortRecord(set: SetForRecords): boolean {
  return isWorking(set) && isEffortSet(effortSetOf(set));
}

function effortSetOf(set: SetForRecords): EffortSet {
  const kg = set.weight === null ? null : toGramPrecision(toKg(set.weight, set.weightUnit));
  return { kg, reps: set.reps, durationSec: set.durationSec, distanceM: set.distanceM };
}

/**
 * Which records a just-logged set beats against the member's earlier completed working sets of the exercise (their
 * distinct weight and reps, previousWorkingPairsQuery; their effort bests, effortBestsQuery); null when none. They are
 * stored with the set, in its statement, so history shows them and a replay answers the same. Warm-ups are never
 * records.
 */
export function personalRecordOf(
  userId: string,
  set: LoggedSetForRecords,
  previousPairs: readonly { weight: number; reps: number }[],
  effortBests: EffortBests = NO_EFFORT_BESTS,
): NewPersonalRecord | null {
  const kinds: PersonalRecordKind[] = [];
  let lift: { weight: number; reps: number } | null = null;
  if (canBePersonalRecord(set) && set.weight !== null && set.reps !== null) {
    lift = { weight: toGramPrecision(toKg(set.weight, set.weightUnit)), reps: set.reps };
    const previous = previousPairs.map((pair) => ({ weight: toGramPrecision(pair.weight), reps: pair.reps }));
    kinds.push(...personalRecordKinds(isPersonalRecord(lift, previous)));
  }
  const liftKinds = kinds.length;
  if (canBeEffortRecord(set)) kinds.push(...effortRecordKinds(effortSetOf(set), effortBests));
  if (kinds.length === 0) return null;
  const positive = (value: number | null) => (value !== null && value > 0 ? value : null);
  return {
    setId: set.id,
    userId,
    exerciseId: set.exerciseId,
    kinds,
    weightKg: positive(effortSetOf(set).kg),
    reps: positive(set.reps),
    oneRepMaxKg: liftKinds > 0 && lift ? toGramPrecision(estimateOneRepMax(lift.weight, lift.reps)) : null,
    distanceM: positive(set.distanceM),
    durationSec: positive(set.durationSec),
  };
}

/**
 * Decides the records of every set of the member's exercise again, oldest first, each against the sets before it:
 * after a set was edited or deleted (`changedSetId`: its records go if it can no longer hold one). A set logged at the
 * same moment keeps the records its log gave it.
 */
export async function recomputePersonalRecords(
  db: AppDb,
  userId: string,
  exerciseId: string,
  changedSetId: string,
): Promise<void> {
  const candidates = await findRecordCandidates(db, userId, exerciseId);
  const previous: { weight: number; reps: number }[] = [];
  const seen = new Set<string>();
  let bests = NO_EFFORT_BESTS;
  const records: NewPersonalRecord[] = [];
  const numOrNull = (value: number | string | null) => (value === null ? null : Number(value));
  for (const row of candidates) {
    const set = {
      id: row.id,
      exerciseId,
      weight: numOrNull(row.weight),
      reps: row.reps,
      weightUnit: row.weight_unit,
      durationSec: row.duration_sec,
      distanceM: numOrNull(row.distance_m),
      setKind: 'normal',
      isCompleted: true,
    };
    const record = personalRecordOf(userId, set, previous, bests);
    if (record) records.push(record);
    if (canBeEffortRecord(set)) bests = withEffortSet(bests, effortSetOf(set));
    if (set.weight === null || set.reps === null || set.weight <= 0 || set.reps <= 0) continue;
    // The rules compare with distinct (weight, reps) pairs, as a log does (previousWorkingPairsQuery).
    const pair = { weight: toKg(set.weight, set.weightUnit), reps: set.reps };
    const key = `${toGramPrecision(pair.weight)}x${pair.reps}`;
    if (!seen.has(key)) previous.push(pair);
    seen.add(key);
  }
  await replacePersonalRecords(db, userId, [changedSetId, ...candidates.map((row) => row.id)], records);
}
