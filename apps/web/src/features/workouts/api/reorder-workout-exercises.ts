import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WorkoutDetail } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { withExerciseOrder } from '../lib/cache';
import { refreshWorkoutWhenIdle, workoutKeys, workoutWriteKey } from './keys';

export function reorderWorkoutExercises(workoutId: string, order: string[], lang: string) {
  return api.post<WorkoutDetail>(`/api/workouts/${encodeURIComponent(workoutId)}/exercises/reorder?lang=${lang}`, {
    order,
  });
}

/** Puts the workout's exercises in the given order (every id once); shown at once, rolled back if refused. */
export function useReorderWorkoutExercises(workoutId: string, lang: string) {
  const queryClient = useQueryClient();
  const key = workoutKeys.detail(workoutId, lang);
  return useMutation({
    mutationKey: workoutWriteKey(workoutId),
    mutationFn: (order: string[]) => reorderWorkoutExercises(workoutId, order, lang),
    onMutate: async (order) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<WorkoutDetail>(key);
      queryClient.setQueryData<WorkoutDetail>(key, (workout) =>
        workout ? withExerciseOrder(workout, order) : workout,
      );
      return { previous };
    },
    onError: (_error, _order, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => refreshWorkoutWhenIdle(queryClient, workoutId, lang),
  });
}
