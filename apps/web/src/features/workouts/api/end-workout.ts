import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndWorkoutResponse, WorkoutDetail } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { workoutKeys, workoutWriteKey } from './keys';

export function endWorkout(workoutId: string) {
  return api.post<EndWorkoutResponse>(`/api/workouts/${encodeURIComponent(workoutId)}/end`);
}

/** Ends the workout; the active workout is cleared and history, last sets and the workout itself refresh. */
export function useEndWorkout(workoutId: string, lang: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: workoutWriteKey(workoutId),
    mutationFn: () => endWorkout(workoutId),
    onSuccess: (result) => {
      queryClient.setQueryData(workoutKeys.active(), { workout: null });
      queryClient.setQueryData<WorkoutDetail>(workoutKeys.detail(workoutId, lang), (workout) =>
        workout ? { ...workout, endedAt: result.workout.endedAt } : workout,
      );
      void queryClient.invalidateQueries({ queryKey: workoutKeys.all });
    },
  });
}
