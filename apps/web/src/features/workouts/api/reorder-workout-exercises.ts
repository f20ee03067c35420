import { useWorkoutWrite } from './write-workout';

/** Puts the workout's exercises in the given order (every id once), shown at once. */
export function useReorderWorkoutExercises(workoutId: string, lang: string) {
  return useWorkoutWrite(workoutId, lang, (order: string[]) => ({ type: 'reorder', order }));
}
