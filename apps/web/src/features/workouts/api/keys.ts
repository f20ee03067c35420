/** Query keys of the workouts feature; everything under ['workouts'] is refreshed when a workout ends. */
export const workoutKeys = {
  all: ['workouts'] as const,
  active: () => ['workouts', 'active'] as const,
  detail: (workoutId: string, lang: string) => ['workouts', 'detail', workoutId, lang] as const,
  history: (lang: string) => ['workouts', 'history', lang] as const,
  lastSet: (exerciseId: string) => ['workouts', 'last-set', exerciseId] as const,
  exerciseHistory: (exerciseId: string, excludeWorkoutId: string) =>
    ['workouts', 'exercise-history', exerciseId, excludeWorkoutId] as const,
};

/** Every write to one workout shares this key, so a refetch waits until the last of a quick series has answered. */
export const workoutWriteKey = (workoutId: string) => ['workouts', 'write', workoutId] as const;
