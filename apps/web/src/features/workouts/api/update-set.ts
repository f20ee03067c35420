import type { UpdateSetRequest } from '@lifeorbit/contracts';
import { useWorkoutWrite } from './write-workout';

/** The spec's edit set (weight, reps, notes, and RPE and kind): shown at once, sent when it can be. */
export function useUpdateSet(workoutId: string, lang: string) {
  return useWorkoutWrite(workoutId, lang, ({ setId, body }: { setId: string; body: UpdateSetRequest }) => ({
    type: 'updateSet',
    setId,
    body,
  }));
}
