/** The API paths the workout page (and the dashboard) reads first, shared by its queries and its route's early reads (ADR 037). */
export const workoutReadPaths = {
  detail: (workoutId: string, lang: string) => `/api/workouts/${encodeURIComponent(workoutId)}?lang=${lang}`,
  trainingRulesSettings: '/api/coaching/settings',
  active: '/api/workouts/active',
};
