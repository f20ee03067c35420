import { toGrams } from './rounding';

export interface WeightAndReps {
  weight: number;
  reps: number;
}

function isWorkingSet({ weight, reps }: WeightAndReps): boolean {
  return Number.isFinite(weight) && Number.isFinite(reps) && weight > 0 && reps > 0;
}

/** Epley: weight x (1 + reps / 30). A single is its own maximum; nothing lifted gives 0. */
export function estimateOneRepMax(weight: number, reps: number): number {
  if (!isWorkingSet({ weight, reps })) return 0;
  if (reps === 1) return weight;
  return weight * (1 + reps / 30);
}

export interface PersonalRecords {
  /** Heavier than any previous set. */
  weight: boolean;
  /** More reps than any previous set at the same weight (to the gram). */
  repsAtWeight: boolean;
  /** Higher estimated one-rep max than any previous set. */
  oneRepMax: boolean;
  /** More weight x reps in one set than any previous set. */
  volume: boolean;
  any: boolean;
}

const NO_RECORDS: PersonalRecords = Object.freeze({
  weight: false,
  repsAtWeight: false,
  oneRepMax: false,
  volume: false,
  any: false,
});

function beatsAll(candidate: number, previous: readonly number[]): boolean {
  return previous.length > 0 && previous.every((value) => candidate > value);
}

/**
 * Which records the candidate set beats, against the member's earlier completed sets of the same
 * exercise. A first-ever set is not a record: there is nothing to beat, and celebrating every new
 * exercise would drown the real records. Sets without weight or reps are ignored on both sides.
 */
export function isPersonalRecord(candidate: WeightAndReps, history: readonly WeightAndReps[]): PersonalRecords {
  const previous = history.filter(isWorkingSet);
  if (!isWorkingSet(candidate) || previous.length === 0) return { ...NO_RECORDS };
  const candidateGrams = toGrams(candidate.weight);
  const records = {
    weight: beatsAll(
      candidateGrams,
      previous.map((set) => toGrams(set.weight)),
    ),
    repsAtWeight: beatsAll(
      candidate.reps,
      previous.filter((set) => toGrams(set.weight) === candidateGrams).map((set) => set.reps),
    ),
    oneRepMax: beatsAll(
      estimateOneRepMax(candidate.weight, candidate.reps),
      previous.map((set) => estimateOneRepMax(set.weight, set.reps)),
    ),
    volume: beatsAll(
      candidate.weight * candidate.reps,
      previous.map((set) => set.weight * set.reps),
    ),
  };
  return { ...records, any: Object.values(records).some(Boolean) };
}
