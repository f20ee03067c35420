/**
 * Query keys of the set-time training rules (issue 6: suggestions, warm-ups, the member's settings). Suggestions sit
 * under ['workouts'], refreshed when one ends.
 */
export const trainingRulesKeys = {
  suggestion: (workoutExerciseId: string) => ['workouts', 'suggestion', workoutExerciseId] as const,
  suggestions: ['workouts', 'suggestion'] as const,
  settings: ['training-rules', 'settings'] as const,
};
