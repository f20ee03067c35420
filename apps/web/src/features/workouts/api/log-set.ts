import type { LogSetRequest } from '@lifeorbit/contracts';
import { useWorkoutWrite } from './write-workout';

export interface LogSetInput {
  workoutExerciseId: string;
  body: LogSetRequest & { id: string };
}

/**
 * The spec's set_log. The set turns green at once and is stored on this device; the client-made id lets a retry (or a
 * replay) store it only once on the server.
 */
export function useLogSet(workoutId: string, lang: string) {
  return useWorkoutWrite(workoutId, lang, ({ workoutExerciseId, body }: LogSetInput) => ({
    type: 'logSet',
    workoutExerciseId,
    body,
  }));
}
