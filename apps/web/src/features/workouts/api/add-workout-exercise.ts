import type { AddWorkoutExerciseRequest } from '@lifeorbit/contracts';
import { useWorkoutWrite } from './write-workout';

export interface AddExerciseInput {
  body: AddWorkoutExerciseRequest & { id: string };
  /** Shown until the server answers with the name in the member's language. */
  name: string;
  loadType: string;
}

/** Adds a catalogue exercise at the end of the workout; its card appears at once. */
export function useAddWorkoutExercise(workoutId: string, lang: string) {
  return useWorkoutWrite(workoutId, lang, ({ body, name, loadType }: AddExerciseInput) => ({
    type: 'addExercise',
    body,
    name,
    loadType,
  }));
}
