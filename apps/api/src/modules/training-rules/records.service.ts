import { estimateOneRepMax, isPersonalRecord, personalRecordKinds, toKg } from '@lifeorbit/domain';
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
  setKind: string;
  isCompleted: boolean;
}

/** Whether a set can beat a record at all: completed, not a warm-up, with weight and reps. */
export function canBePersonalRecord(set: Omit<LoggedSetForRecords, 'id' | 'exerciseId'>): boolean {
  return set.isCompleted && set.setKind !== 'warmup' && set.weight !== null && set.reps !== null;
}

/**
 * Which records a just-logged set beats against the member's earlier completed working sets of the exercise (their
 * distinct weight and reps, previousWorkingPairsQuery); null when none. They are stored with the set, in its
 * statement, so history shows them and a replay answers the same. Warm-ups are never records.
 */
export function personalRecordOf(
  userId: string,
  set: LoggedSetForRecords,
  previousPairs: readonly { weight: number; reps: number }[],
): NewPersonalRecord | null {
  if (!canBePersonalRecord(set) || set.weight === null || set.reps === null) return null;
  const candidate = { weight: toGramPrecision(toKg(set.weight, set.weightUnit)), reps: set.reps };
  const previous = previousPairs.map((pair) => ({ weight: toGramPrecision(pair.weight), reps: pair.reps }));
  const kinds = personalRecordKinds(isPersonalRecord(candidate, previous));
  if (kinds.length === 0) return null;
  return {
    setId: set.id,
    userId,
    exerciseId: set.exerciseId,
    kinds,
    weightKg: candidate.weight,
    reps: candidate.reps,
    oneRepMaxKg: toGramPrecision(estimateOneRepMax(candidate.weight, candidate.reps)),
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
  const records: NewPersonalRecord[] = [];
  for (const row of candidates) {
    const set = {
      id: row.id,
      exerciseId,
      weight: Number(row.weight),
      reps: row.reps,
      weightUnit: row.weight_unit,
      setKind: 'normal',
      isCompleted: true,
    };
    const record = personalRecordOf(userId, set, previous);
    if (record) records.push(record);
    // The rules compare with distinct (weight, reps) pairs, as a log does (previousWorkingPairsQuery).
    const pair = { weight: toKg(set.weight, set.weightUnit), reps: set.reps };
    const key = `${toGramPrecision(pair.weight)}x${pair.reps}`;
    if (!seen.has(key)) previous.push(pair);
    seen.add(key);
  }
  await replacePersonalRecords(db, userId, [changedSetId, ...candidates.map((row) => row.id)], records);
}
