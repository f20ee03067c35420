import type { WorkoutDetail, WorkoutSummary } from '@lifeorbit/contracts';
import { toKg } from '@lifeorbit/domain';
import { effortTotals } from './efforts';
import { isWorkingSetDone } from './supersets';

/**
 * The same rule as the API's end-of-workout summary: completed working sets, their volume in kg, and the distance and
 * time of the timed ones (issue 39).
 */
export function summarizeDetail(workout: WorkoutDetail): Omit<WorkoutSummary, 'durationSec'> {
  let volumeKg = 0;
  const done = workout.exercises.flatMap((exercise) => exercise.sets.filter(isWorkingSetDone));
  for (const set of done) {
    if (set.weight !== null && set.reps !== null) volumeKg += toKg(set.weight, set.weightUnit) * set.reps;
  }
  return { setCount: done.length, volumeKg: Math.round(volumeKg * 10) / 10, ...effortTotals(done) };
}
