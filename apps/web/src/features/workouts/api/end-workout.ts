import { stopRestTimer } from '../lib/rest-timer';
import { useWorkoutWrite } from './write-workout';

/**
 * Ends the workout on screen at once; the outbox tells the server, which clears the active workout. A rest still
 * running ends with it: there is no next set to rest for.
 */
export function useEndWorkout(workoutId: string, lang: string) {
  return useWorkoutWrite(workoutId, lang, () => ({ type: 'endWorkout' }), stopRestTimer);
}
