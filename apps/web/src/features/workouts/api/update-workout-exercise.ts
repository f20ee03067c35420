import type { UpdateWorkoutExerciseRequest } from '@lifeorbit/contracts';
import { useWorkoutWrite } from './write-workout';

/** Targets, notes, grip or superset of one exercise of the workout, shown at once. */
export function useUpdateWorkoutExercise(workoutId: string, lang: string) {
  return useWorkoutWrite(
    workoutId,
    lang,
    ({ workoutExerciseId, body }: { workoutExerciseId: string; body: UpdateWorkoutExerciseRequest }) => ({
      type: 'updateExercise',
      workoutExerciseId,
      body,
    }),
  );
}
