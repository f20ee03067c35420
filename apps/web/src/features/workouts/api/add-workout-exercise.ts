import type { AddWorkoutExerciseRequest, WorkoutExercise } from '@lifeorbit/contracts';
import { useWorkoutWrite } from './write-workout';

export interface AddExerciseInput {
  body: AddWorkoutExerciseRequest & { id: string };
  /** Shown until the server answers with the name in the member's language. */
  name: string;
  loadType: string;
  /** The exercise's effort mode when the picker knows it (issue 39): the card logs time or distance at once. */
  effortMode?: WorkoutExercise['effortMode'];
}

/** Adds a catalogue exercise at the end of the workout; its card appears at once. */
export function useAddWorkoutExercise(workoutId: string, lang: string) {
  return useWorkoutWrite(workoutId, lang, ({ body, name, loadType, effortMode }: AddExerciseInput) => ({
    type: 'addExercise',
    body,
    name,
    loadType,
    ...(effortMode && { effortMode }),
  }));
}
