import type { WorkoutDetail } from '@lifeorbit/contracts';
import { toKg } from '@lifeorbit/domain';
import { isWorkingSetDone } from './supersets';

/** The same rule as the API's end-of-workout summary: completed working sets and their volume in kg. */
export function summarizeDetail(workout: WorkoutDetail): { setCount: number; volumeKg: number } {
  let setCount = 0;
  let volumeKg = 0;
  for (const exercise of workout.exercises) {
    for (const set of exercise.sets) {
      if (!isWorkingSetDone(set)) continue;
      setCount += 1;
      if (set.weight !== null && set.reps !== null) volumeKg += toKg(set.weight, set.weightUnit) * set.reps;
    }
  }
  return { setCount, volumeKg: Math.round(volumeKg * 10) / 10 };
}
