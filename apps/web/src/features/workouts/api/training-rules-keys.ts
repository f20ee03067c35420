/**
 * Query keys of the set-time training rules (issue 6: suggestions, warm-ups, the member's settings). Suggestions sit
 * under ['workouts'], refreshed when one ends.
 */
export const trainingRulesKeys = {
  suggestion: (workoutExerciseId: string) => ['workouts', 'suggestion', workoutExerciseId] as const,
  suggestions: ['workouts', 'suggestion'] as const,
  /** A workout's suggestions and previous performances in one answer (under `suggestions`: refreshed with them). */
  ofWorkout: (workoutId: string) => ['workouts', 'suggestion', 'of-workout', workoutId] as const,
  settings: ['training-rules', 'settings'] as const,
};
