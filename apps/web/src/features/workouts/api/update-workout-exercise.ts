import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateWorkoutExerciseRequest, WorkoutDetail, WorkoutExercise } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { withExerciseChanged } from '../lib/cache';
import { refreshWorkoutWhenIdle, workoutKeys, workoutWriteKey } from './keys';

export function updateWorkoutExercise(workoutExerciseId: string, body: UpdateWorkoutExerciseRequest, lang: string) {
  return api.patch<WorkoutExercise>(
    `/api/workout-exercises/${encodeURIComponent(workoutExerciseId)}?lang=${lang}`,
    body,
  );
}

/** Targets, notes, grip or superset of one exercise of the workout, shown at once and rolled back if refused. */
export function useUpdateWorkoutExercise(workoutId: string, lang: string) {
  const queryClient = useQueryClient();
  const key = workoutKeys.detail(workoutId, lang);
  return useMutation({
    mutationKey: workoutWriteKey(workoutId),
    mutationFn: ({ workoutExerciseId, body }: { workoutExerciseId: string; body: UpdateWorkoutExerciseRequest }) =>
      updateWorkoutExercise(workoutExerciseId, body, lang),
    onMutate: async ({ workoutExerciseId, body }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<WorkoutDetail>(key);
      const { orderIndex: _orderIndex, ...changes } = body;
      queryClient.setQueryData<WorkoutDetail>(key, (workout) =>
        workout ? withExerciseChanged(workout, workoutExerciseId, changes as Partial<WorkoutExercise>) : workout,
      );
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => refreshWorkoutWhenIdle(queryClient, workoutId, lang),
  });
}
