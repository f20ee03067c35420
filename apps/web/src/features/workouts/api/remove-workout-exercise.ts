import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WorkoutDetail } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { withExerciseRemoved } from '../lib/cache';
import { refreshWorkoutWhenIdle, workoutKeys, workoutWriteKey } from './keys';

export function removeWorkoutExercise(workoutExerciseId: string) {
  return api.delete<void>(`/api/workout-exercises/${encodeURIComponent(workoutExerciseId)}`);
}

/** Takes an exercise (and its sets) out of the workout; it comes back if the server refuses. */
export function useRemoveWorkoutExercise(workoutId: string, lang: string) {
  const queryClient = useQueryClient();
  const key = workoutKeys.detail(workoutId, lang);
  return useMutation({
    mutationKey: workoutWriteKey(workoutId),
    mutationFn: (workoutExerciseId: string) => removeWorkoutExercise(workoutExerciseId),
    onMutate: async (workoutExerciseId) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<WorkoutDetail>(key);
      queryClient.setQueryData<WorkoutDetail>(key, (workout) =>
        workout ? withExerciseRemoved(workout, workoutExerciseId) : workout,
      );
      return { previous };
    },
    onError: (_error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => refreshWorkoutWhenIdle(queryClient, workoutId, lang),
  });
}
