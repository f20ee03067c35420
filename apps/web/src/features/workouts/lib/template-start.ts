import type { Template, WorkoutExercise } from '@lifeorbit/contracts';

/**
 * A template's exercises as the workout's, for a start made without a network: what the server will make of them
 * (targets, supersets with their order and rounds), under the ids the start sends along. The member's preferences are
 * left to the server; its copy replaces this one when it answers.
 */
export function exercisesFromTemplate(
  template: Template,
  workoutId: string,
  ids: readonly string[],
): WorkoutExercise[] {
  const rounds = new Map<string, number>();
  for (const x of template.exercises) {
    if (x.supersetGroup) rounds.set(x.supersetGroup, Math.max(rounds.get(x.supersetGroup) ?? 1, x.targetSets));
  }
  const seen = new Map<string, number>();
  return [...template.exercises]
    .sort((a, b) => a.orderIndex - b.orderIndex)
    .map((x, index) => {
      const group = x.supersetGroup;
      const order = group ? (seen.get(group) ?? 0) : null;
      if (group) seen.set(group, (order ?? 0) + 1);
      return {
        id: ids[index]!,
        workoutId,
        exerciseId: x.exerciseId,
        name: x.exercise.name,
        loadType: x.exercise.loadType,
        // The template's summary of the exercise has no mode (yet): the server's copy brings it.
        effortMode: 'effortMode' in x.exercise ? (x.exercise.effortMode as WorkoutExercise['effortMode']) : 'reps',
        loadMode: 'loadMode' in x.exercise ? (x.exercise.loadMode as WorkoutExercise['loadMode']) : 'total',
        isUnilateral: 'isUnilateral' in x.exercise ? x.exercise.isUnilateral === true : false,
        orderIndex: index,
        targetSets: x.targetSets,
        targetReps: x.targetReps,
        targetRepsMin: x.targetRepsMin,
        targetRepsMax: x.targetRepsMax,
        targetWeightKg: x.targetWeightKg,
        weightUnit: x.weightUnit,
        notes: x.notes,
        warmupPlan: null,
        warmupFeedback: null,
        warmupUpdatedAt: null,
        gripId: x.gripId,
        supersetGroupId: group,
        supersetOrder: order,
        supersetRoundsTarget: group ? (rounds.get(group) ?? null) : null,
        restSec: x.restSec,
        sets: [],
      };
    });
}
