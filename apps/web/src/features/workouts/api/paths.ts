/** The API paths the workout page reads first, shared by its queries and its route's early reads (ADR 037). */
export const workoutReadPaths = {
  detail: (workoutId: string, lang: string) => `/api/workouts/${encodeURIComponent(workoutId)}?lang=${lang}`,
  trainingRulesSettings: '/api/coaching/settings',
};
