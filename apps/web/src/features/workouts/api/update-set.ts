import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateSetRequest, WorkoutDetail, WorkoutSet } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { withSetChanged, withSetReplaced } from '../lib/cache';
import { refreshWorkoutWhenIdle, workoutKeys, workoutWriteKey } from './keys';

export function updateSet(setId: string, body: UpdateSetRequest, lang: string) {
  return api.patch<WorkoutSet>(`/api/sets/${encodeURIComponent(setId)}?lang=${lang}`, body);
}

/** The spec's edit set (weight, reps, notes, and RPE and kind): shown at once, rolled back if refused. */
export function useUpdateSet(workoutId: string, lang: string) {
  const queryClient = useQueryClient();
  const key = workoutKeys.detail(workoutId, lang);
  return useMutation({
    mutationKey: workoutWriteKey(workoutId),
    mutationFn: ({ setId, body }: { setId: string; body: UpdateSetRequest }) => updateSet(setId, body, lang),
    onMutate: async ({ setId, body }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<WorkoutDetail>(key);
      const { gripIds: _gripIds, ...changes } = body;
      queryClient.setQueryData<WorkoutDetail>(key, (workout) =>
        workout ? withSetChanged(workout, setId, changes as Partial<WorkoutSet>) : workout,
      );
      return { previous };
    },
    onSuccess: (set) => {
      queryClient.setQueryData<WorkoutDetail>(key, (workout) => (workout ? withSetReplaced(workout, set) : workout));
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => refreshWorkoutWhenIdle(queryClient, workoutId, lang),
  });
}
