import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkoutDetail, WorkoutExercise } from '@lifeorbit/contracts';
import { toast } from '@/lib/toast';
import { workoutKeys } from '../api/keys';
import { useRemoveWorkoutExercise } from '../api/remove-workout-exercise';
import { useReorderWorkoutExercises } from '../api/reorder-workout-exercises';
import { useUpdateWorkoutExercise } from '../api/update-workout-exercise';
import { movedOrder } from '../lib/cache';
import { groupIntoBlocks, nextSupersetGroup, supersetProgress } from '../lib/supersets';

/** What an exercise card's menu offers and does. */
export interface ExerciseActions {
  canMoveUp: boolean;
  canMoveDown: boolean;
  canSupersetWithPrevious: boolean;
  onMove: (step: -1 | 1) => void;
  onSupersetWithPrevious: () => void;
  onLeaveSuperset: () => void;
  onRemove: () => void;
  /** Opens the grip choice (only where the page hands in a grip select). */
  onChooseGrip?: () => void;
}

export const weightInputIdOf = (workoutExerciseId: string) => `weight-${workoutExerciseId}`;

/** The workout exercises' ids in order, as one string: the cards' actions change only when it does. */
function orderKeyOf(exercises: readonly WorkoutExercise[]): string {
  return [...exercises]
    .sort((a, b) => a.orderIndex - b.orderIndex)
    .map((x) => x.id)
    .join(',');
}

/**
 * What each exercise card's menu does (move, superset with the previous one, leave the superset, remove), by workout
 * exercise id. An exercise with sets is removed only once the member confirms (onRemoveWithSets asks).
 */
export function useExerciseActions(
  workout: WorkoutDetail,
  lang: string,
  onRemoveWithSets: (exercise: WorkoutExercise) => void,
  onChooseGrip?: (exercise: WorkoutExercise) => void,
) {
  // The cards are memoized: a stored warm-up or a logged set changes one exercise, and only its card draws again. So
  // what they are handed keeps its identity from one render to the next: the handlers read the workout from the query
  // cache when they are called (mutate functions, t and the cache are stable).
  const { t } = useTranslation('workouts');
  const queryClient = useQueryClient();
  const workoutId = workout.id;
  const { mutate: mutateExercise } = useUpdateWorkoutExercise(workoutId, lang);
  const { mutate: mutateOrder } = useReorderWorkoutExercises(workoutId, lang);
  const removeExercise = useRemoveWorkoutExercise(workoutId, lang);
  const { mutate: mutateRemoval } = removeExercise;
  const orderKey = orderKeyOf(workout.exercises);
  const actionsById = useMemo(() => {
    const saveFailed = (error: Error) => toast.error(t('workouts:errors.saveFailed'), { description: error.message });
    const now = () => {
      const cached = queryClient.getQueryData<WorkoutDetail>(workoutKeys.detail(workoutId, lang));
      const inOrder = [...(cached?.exercises ?? [])].sort((x, y) => x.orderIndex - y.orderIndex);
      return { exercises: cached?.exercises ?? [], inOrder, ids: inOrder.map((x) => x.id) };
    };
    const patch = (workoutExerciseId: string, supersetGroupId: string | null) =>
      mutateExercise({ workoutExerciseId, body: { supersetGroupId } }, { onError: saveFailed });
    const ids = orderKey === '' ? [] : orderKey.split(',');
    return new Map(
      ids.map((id, index): [string, ExerciseActions] => [
        id,
        {
          canMoveUp: index > 0,
          canMoveDown: index < ids.length - 1,
          canSupersetWithPrevious: index > 0,
          onMove: (step) => mutateOrder(movedOrder(now().ids, id, step), { onError: saveFailed }),
          onSupersetWithPrevious: () => {
            const { exercises, inOrder, ids: order } = now();
            const previous = inOrder[order.indexOf(id) - 1];
            if (!previous) return;
            const group = previous.supersetGroupId ?? nextSupersetGroup(exercises);
            if (!previous.supersetGroupId) patch(previous.id, group);
            patch(id, group);
          },
          onLeaveSuperset: () => {
            const { exercises } = now();
            const exercise = exercises.find((x) => x.id === id);
            if (!exercise) return;
            const rest = exercises.filter((x) => x.id !== id && x.supersetGroupId === exercise.supersetGroupId);
            patch(id, null);
            // A superset of one is no superset.
            if (rest.length === 1) patch(rest[0]!.id, null);
          },
          onRemove: () => {
            const exercise = now().exercises.find((x) => x.id === id);
            if (!exercise) return;
            if (exercise.sets.length > 0) onRemoveWithSets(exercise);
            else mutateRemoval(id, { onError: saveFailed });
          },
          onChooseGrip: onChooseGrip
            ? () => {
                const exercise = now().exercises.find((x) => x.id === id);
                if (exercise) onChooseGrip(exercise);
              }
            : undefined,
        },
      ]),
    );
  }, [
    orderKey,
    queryClient,
    workoutId,
    lang,
    t,
    mutateExercise,
    mutateOrder,
    mutateRemoval,
    onRemoveWithSets,
    onChooseGrip,
  ]);
  return { actionsById, removeExercise };
}

/** In a superset, the next exercise of the round gets the focus after a set. */
export function useSupersetFocus(workoutId: string, lang: string) {
  const queryClient = useQueryClient();
  return useCallback(
    (id: string) => {
      const cached = queryClient.getQueryData<WorkoutDetail>(workoutKeys.detail(workoutId, lang));
      const block = groupIntoBlocks(cached?.exercises ?? []).find(
        (b) => b.kind === 'superset' && b.exercises.some((x) => x.id === id),
      );
      const next = block?.kind === 'superset' ? supersetProgress(block.exercises, id).nextExerciseId : undefined;
      if (!next) return;
      // After the logged set re-renders its card (the log row is remounted).
      window.setTimeout(() => {
        const input = document.getElementById(weightInputIdOf(next));
        input?.focus();
        input?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      }, 50);
    },
    [queryClient, workoutId, lang],
  );
}
