import type { UpdateWorkoutRequest } from '@lifeorbit/contracts';
import { useWorkoutWrite } from './write-workout';

/** Renames the workout (or changes its notes) on screen at once. */
export function useUpdateWorkout(workoutId: string, lang: string) {
  return useWorkoutWrite(workoutId, lang, (body: UpdateWorkoutRequest) => ({ type: 'updateWorkout', body }));
}
