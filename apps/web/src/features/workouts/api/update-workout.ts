import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateWorkoutRequest, Workout, WorkoutDetail } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { refreshWorkoutWhenIdle, workoutKeys, workoutWriteKey } from './keys';

export function updateWorkout(workoutId: string, body: UpdateWorkoutRequest) {
  return api.patch<Workout>(`/api/workouts/${encodeURIComponent(workoutId)}`, body);
}

/** Renames the workout (or changes its notes) on screen at once, then confirms. */
export function useUpdateWorkout(workoutId: string, lang: string) {
  const queryClient = useQueryClient();
  const key = workoutKeys.detail(workoutId, lang);
  return useMutation({
    mutationKey: workoutWriteKey(workoutId),
    mutationFn: (body: UpdateWorkoutRequest) => updateWorkout(workoutId, body),
    onMutate: async (body) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<WorkoutDetail>(key);
      queryClient.setQueryData<WorkoutDetail>(key, (workout) =>
        workout
          ? {
              ...workout,
              ...(body.title !== undefined && { title: body.title }),
              ...(body.notes !== undefined && { notes: body.notes }),
            }
          : workout,
      );
      return { previous };
    },
    onError: (_error, _body, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: workoutKeys.active() });
      refreshWorkoutWhenIdle(queryClient, workoutId, lang);
    },
  });
}
