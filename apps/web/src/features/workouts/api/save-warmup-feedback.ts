import type { WarmupAnswer } from '@lifeorbit/contracts';
import { useWorkoutWrite } from './write-workout';

/**
 * The member's answer after the warm-up (spec §4): shown at once and stored; the plan the server makes with it
 * replaces the one on screen when the server confirms.
 */
export function useSaveWarmupFeedback(workoutId: string, lang: string) {
  return useWorkoutWrite(
    workoutId,
    lang,
    ({ workoutExerciseId, feedback }: { workoutExerciseId: string; feedback: WarmupAnswer }) => ({
      type: 'warmupFeedback',
      workoutExerciseId,
      feedback,
    }),
  );
}
