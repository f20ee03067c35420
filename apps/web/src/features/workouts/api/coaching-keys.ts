/** Query keys of coaching in the workout (issue 6). Suggestions sit under ['workouts'], refreshed when one ends. */
export const coachingKeys = {
  suggestion: (workoutExerciseId: string) => ['workouts', 'suggestion', workoutExerciseId] as const,
  suggestions: ['workouts', 'suggestion'] as const,
  settings: ['coaching', 'settings'] as const,
};
