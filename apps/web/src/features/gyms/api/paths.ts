/** The gym reads the workout page makes, shared by their queries and its route's early reads (ADR 037). */
export const gymReadPaths = {
  mine: '/api/gyms/mine',
  workoutGym: (workoutId: string) => `/api/workouts/${workoutId}/gym`,
};

/** `?a=1&b=2` of the parameters that have a value, or nothing when none has. */
export function searchOf(params: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `?${text}` : '';
}
