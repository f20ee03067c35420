import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { stopRestTimer } from '../lib/rest-timer';
import { workoutKeys, workoutWriteKey } from './keys';

export function discardWorkout(workoutId: string) {
  return api.delete<void>(`/api/workouts/${encodeURIComponent(workoutId)}`);
}

/** Deletes the workout and everything logged in it. */
export function useDiscardWorkout(workoutId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: workoutWriteKey(workoutId),
    mutationFn: () => discardWorkout(workoutId),
    onSuccess: () => {
      stopRestTimer();
      queryClient.setQueryData(workoutKeys.active(), { workout: null });
      queryClient.removeQueries({ queryKey: ['workouts', 'detail', workoutId] });
      void queryClient.invalidateQueries({ queryKey: workoutKeys.all });
    },
  });
}
