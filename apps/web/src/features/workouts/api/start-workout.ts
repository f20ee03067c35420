import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StartWorkoutRequest, StartWorkoutResponse } from '@lifeorbit/contracts';
import { api, ApiError } from '@/lib/api';
import { startOffline } from '../offline/workout-outbox';
import { workoutKeys } from './keys';

export function startWorkout(body: StartWorkoutRequest) {
  return api.post<StartWorkoutResponse>('/api/workouts', body);
}

/** Starts a workout (quick, from a template or the program's next one); the id is made here, so a retry is safe. */
export function useStartWorkout() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: async (body: Omit<StartWorkoutRequest, 'id'>) => {
      const request = { id: crypto.randomUUID(), ...body };
      try {
        return await startWorkout(request);
      } catch (err) {
        // Without a network a quick workout starts on this device; the server gets it first when it is back.
        const isQuick = !body.templateId && !body.programId && body.title !== undefined;
        if (!(err instanceof ApiError && err.status === 0) || !isQuick) throw err;
        return startOffline(queryClient, { ...request, title: body.title! });
      }
    },
    onSuccess: (result) => {
      queryClient.setQueryData(workoutKeys.active(), {
        workout: { id: result.workout.id, title: result.workout.title, startedAt: result.workout.startedAt },
      });
    },
  });
}
