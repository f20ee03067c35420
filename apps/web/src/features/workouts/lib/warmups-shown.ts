/**
 * Spec §4: a session-local flag records which warm-ups were already shown (they open by themselves only the first
 * time in this browser session) and can be reset. sessionStorage is exactly that scope: it ends with the tab.
 */
const KEY = 'lifeorbit.warmups-shown';

function read(): string[] {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function wasWarmupShown(workoutExerciseId: string): boolean {
  return read().includes(workoutExerciseId);
}

export function markWarmupShown(workoutExerciseId: string): void {
  const shown = read();
  if (shown.includes(workoutExerciseId)) return;
  try {
    // The newest 200 are plenty for one session.
    sessionStorage.setItem(KEY, JSON.stringify([...shown, workoutExerciseId].slice(-200)));
  } catch {
    // Storage refused: the warm-up simply opens again next time.
  }
}

export function resetShownWarmups(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing stored, nothing to reset.
  }
}
