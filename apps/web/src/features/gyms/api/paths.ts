/** The gym reads the workout page makes, shared by their queries and its route's early reads (ADR 037). */
export const gymReadPaths = {
  mine: '/api/gyms/mine',
  workoutGym: (workoutId: string) => `/api/workouts/${workoutId}/gym`,
};
