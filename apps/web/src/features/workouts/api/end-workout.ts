import { useWorkoutWrite } from './write-workout';

/** Ends the workout on screen at once; the outbox tells the server, which clears the active workout. */
export function useEndWorkout(workoutId: string, lang: string) {
  return useWorkoutWrite(workoutId, lang, () => ({ type: 'endWorkout' }));
}
