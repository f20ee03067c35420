/**
 * Query keys of the set-time training rules (issue 6: suggestions, warm-ups, the member's settings). Not under
 * ['workouts']: the outbox refetches that after every write of a workout, and a suggestion's answer (the exercise's
 * history and the member's rules) does not change with this workout's sets, from which the card computes the next set
 * itself (issue 15: the 8-exercise coaching read was asked again after each logged set). A new workout asks anew (its
 * exercises have new ids); a change of settings refreshes them all (`suggestions`).
 */
export const trainingRulesKeys = {
  suggestion: (workoutExerciseId: string) => ['training-rules', 'suggestion', workoutExerciseId] as const,
  suggestions: ['training-rules', 'suggestion'] as const,
  /** A workout's suggestions and previous performances in one answer (under `suggestions`: refreshed with them). */
  ofWorkout: (workoutId: string) => ['training-rules', 'suggestion', 'of-workout', workoutId] as const,
  settings: ['training-rules', 'settings'] as const,
};
