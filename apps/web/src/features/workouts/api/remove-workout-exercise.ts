import { useWorkoutWrite } from './write-workout';

/** Takes an exercise (and its sets) out of the workout. */
export function useRemoveWorkoutExercise(workoutId: string, lang: string) {
  return useWorkoutWrite(workoutId, lang, (workoutExerciseId: string) => ({
    type: 'removeExercise',
    workoutExerciseId,
  }));
}
