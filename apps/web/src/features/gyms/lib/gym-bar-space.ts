import { useEffect } from 'react';
import { useMyGyms } from '../api/get-my-gyms';
import { useWorkoutGym } from '../api/get-workout-gym';

const HAS_GYMS_KEY = 'lifeorbit.has-gyms';

function hasGymsOnThisDevice(): boolean {
  try {
    return localStorage.getItem(HAS_GYMS_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * Whether the workout's gym bar (`WorkoutGymBar`) will be drawn above the exercises, for the page to keep its room from
 * the first draw: the bar arrives with the member's gyms, usually just after the workout, and would push every card
 * down under the member's thumb (layout shift, issue 15). Until the gyms are known it trusts what this device last saw
 * (a member with gyms here had them last time); a finished workout shows its gym's line only when it had one.
 */
export function useGymBarSpace(workoutId: string, readOnly: boolean): 'bar' | 'line' | null {
  const mine = useMyGyms();
  const current = useWorkoutGym(workoutId);
  const gymCount = mine.data?.gyms.length;
  useEffect(() => {
    if (gymCount === undefined) return;
    try {
      localStorage.setItem(HAS_GYMS_KEY, gymCount > 0 ? '1' : '0');
    } catch {
      // Not kept: the next visit may shift once.
    }
  }, [gymCount]);
  const hasGyms = gymCount === undefined ? hasGymsOnThisDevice() : gymCount > 0;
  if (!hasGyms) return null;
  if (!readOnly) return 'bar';
  return current.data?.gym ? 'line' : null;
}
