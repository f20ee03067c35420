export interface SetCompletion {
  is_completed: boolean | null;
  completed_at: string | null;
}

export interface LoggedSet extends SetCompletion {
  weight: number | null;
  reps: number | null;
}

/** Ticking a set is not enough: without a completion time it cannot be ordered into history. */
export function isCompletedSet({ is_completed, completed_at }: SetCompletion): boolean {
  return is_completed === true && typeof completed_at === 'string' && completed_at.length > 0;
}

/** The last-set lookup needs something to progress from: a completed set with weight and reps. */
export function isLastSetCandidate(set: LoggedSet): boolean {
  return isCompletedSet(set) && set.weight !== null && set.reps !== null;
}

/** Warm-ups follow the working sets; logging a warm-up set itself must not reshape the plan. */
export function shouldRegenerateWarmup(setKind: string | null | undefined): boolean {
  // An empty or missing kind is how older clients log a normal set.
  return (setKind || 'normal') === 'normal';
}
