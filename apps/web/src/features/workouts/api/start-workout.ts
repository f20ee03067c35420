import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StartWorkoutRequest, StartWorkoutResponse } from '@lifeorbit/contracts';
import { api, ApiError } from '@/lib/api';
import { startFromTemplateOffline, startOffline } from '../offline/workout-outbox';
import { workoutKeys } from './keys';

export function startWorkout(body: StartWorkoutRequest) {
  return api.post<StartWorkoutResponse>('/api/workouts', body);
}

/**
 * Starts a workout (quick, from a template or the program's next one); the id is made here, so a retry is safe.
 * Without a network a quick start, and a template start from the template's copy on this device, still start.
 */
export function useStartWorkout(lang = 'en') {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: async (body: Omit<StartWorkoutRequest, 'id'>) => {
      const request = { id: crypto.randomUUID(), ...body };
      try {
        return await startWorkout(request);
      } catch (err) {
        // Without a network the workout starts on this device; the server gets it first when it is back.
        if (!(err instanceof ApiError && err.status === 0)) throw err;
        if (body.templateId) {
          const started = await startFromTemplateOffline(
            queryClient,
            { ...request, templateId: body.templateId },
            lang,
          );
          if (started) return started;
        }
        const isQuick = !body.templateId && !body.programId && body.title !== undefined;
        if (!isQuick) throw err;
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
