import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WorkoutDetail } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { withSetRemoved } from '../lib/cache';
import { refreshWorkoutWhenIdle, workoutKeys, workoutWriteKey } from './keys';

export function deleteSet(setId: string) {
  return api.delete<void>(`/api/sets/${encodeURIComponent(setId)}`);
}

/** Removes a set from the screen at once; puts it back if the server refuses. */
export function useDeleteSet(workoutId: string, lang: string) {
  const queryClient = useQueryClient();
  const key = workoutKeys.detail(workoutId, lang);
  return useMutation({
    mutationKey: workoutWriteKey(workoutId),
    mutationFn: (setId: string) => deleteSet(setId),
    onMutate: async (setId) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<WorkoutDetail>(key);
      queryClient.setQueryData<WorkoutDetail>(key, (workout) => (workout ? withSetRemoved(workout, setId) : workout));
      return { previous };
    },
    onError: (_error, _setId, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => refreshWorkoutWhenIdle(queryClient, workoutId, lang),
  });
}
