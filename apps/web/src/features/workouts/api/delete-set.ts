import { useWorkoutWrite } from './write-workout';

/** Removes a set from the screen at once; the server forgets it when the write arrives. */
export function useDeleteSet(workoutId: string, lang: string) {
  return useWorkoutWrite(workoutId, lang, (setId: string) => ({ type: 'deleteSet', setId }));
}
