import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import type { WorkoutExercise, WorkoutSet } from '@lifeorbit/contracts';
import type { WeightModel } from '@lifeorbit/domain';
import type { AddExerciseInput } from '../api/add-workout-exercise';
import { useTrainingRulesSettings } from '../api/get-training-rules-settings';
import { useSuggestionContext } from '../api/get-suggestion';
import { workoutWriteKey } from '../api/keys';
import { isWarmupPlan, localWarmupPlan, nextSetFor } from '../lib/training-rules';

/**
 * Whether this exercise was added a moment ago and its add has not answered yet (it is on the server only then). A
 * yes or no, not the list of pending writes: a set logged in another card changes that list, and every card would
 * draw again for it (issue 15).
 */
function useIsBeingAdded(workoutId: string, workoutExerciseId: string): boolean {
  const mutations = useQueryClient().getMutationCache();
  const subscribe = useCallback((onChange: () => void) => mutations.subscribe(onChange), [mutations]);
  const isBeingAdded = () =>
    mutations
      .findAll({ mutationKey: workoutWriteKey(workoutId), status: 'pending' })
      .some(
        (mutation) =>
          (mutation.state.variables as Partial<AddExerciseInput> | undefined)?.body?.id === workoutExerciseId,
      );
  return useSyncExternalStore(subscribe, isBeingAdded, isBeingAdded);
}

/**
 * Everything the exercise card coaches with: the next set (computed here with packages/domain from the cached
 * answers and this workout's sets, so it works offline and follows every logged set at once) and the warm-up plan
 * (the stored one, else the same rules computed here).
 */
export function useTrainingRules({
  exercise,
  workoutId,
  sameExerciseSets,
  energy,
  enabled,
}: {
  exercise: WorkoutExercise;
  workoutId: string;
  sameExerciseSets: readonly WorkoutSet[];
  /** Today's readiness energy (the readiness feature's answer, handed down by the page); undefined until known. */
  energy: number | undefined;
  enabled: boolean;
}) {
  const isOnServer = !useIsBeingAdded(workoutId, exercise.id);
  const context = useSuggestionContext(workoutId, exercise.id, enabled && isOnServer);
  const settings = useTrainingRulesSettings(enabled);
  const settingsModel = settings.data?.plateProfile.weightModel as WeightModel | undefined;

  const next = useMemo(
    () =>
      nextSetFor({
        exercise,
        sets: sameExerciseSets,
        context: context.data,
        energy,
        model: settingsModel,
      }),
    [exercise, sameExerciseSets, context.data, energy, settingsModel],
  );

  const isContextMissing = context.isError && !context.data;
  useEffect(() => {
    if (isContextMissing) {
      // Spec §8: logged; the suggestion goes on from this workout's sets, or the default 60 kg.
      console.warn(
        `No exercise found for workout exercise ${exercise.id}; suggesting from this workout's sets or 60 kg`,
      );
    }
  }, [isContextMissing, exercise.id]);

  const strategy = settings.data?.effectiveWarmupStrategy ?? context.data?.warmupStrategy ?? null;
  const storedPlan = isWarmupPlan(exercise.warmupPlan) ? exercise.warmupPlan : null;
  const plan = useMemo(
    () =>
      storedPlan ??
      localWarmupPlan({
        topWeightKg: next.suggestion.weight,
        strategy,
        answer: exercise.warmupFeedback,
        model: next.model,
      }),
    [storedPlan, next.suggestion.weight, next.model, strategy, exercise.warmupFeedback],
  );

  return {
    next,
    plan,
    isPlanStored: storedPlan !== null,
    strategy,
    isOnServer,
    isContextReady: context.isSuccess,
    isContextMissing,
    settings: settings.data,
  };
}
