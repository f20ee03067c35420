import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StartWorkoutRequest, StartWorkoutResponse } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { workoutKeys } from './keys';

export function startWorkout(body: StartWorkoutRequest) {
  return api.post<StartWorkoutResponse>('/api/workouts', body);
}

/** Starts a workout (quick, from a template or the program's next one); the id is made here, so a retry is safe. */
export function useStartWorkout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<StartWorkoutRequest, 'id'>) => startWorkout({ id: crypto.randomUUID(), ...body }),
    onSuccess: (result) => {
      queryClient.setQueryData(workoutKeys.active(), {
        workout: { id: result.workout.id, title: result.workout.title, startedAt: result.workout.startedAt },
      });
    },
  });
}
