import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StoreWarmupRequest, WarmupResponse, WorkoutDetail } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { withExerciseChanged } from '../lib/cache';
import { workoutKeys } from './keys';

export function storeWarmup(workoutExerciseId: string, body: StoreWarmupRequest = {}) {
  return api.put<WarmupResponse>(`/api/workout-exercises/${encodeURIComponent(workoutExerciseId)}/warmup`, body);
}

/** Spec §7 "Store warm-up": the server computes the plan of the workout exercise and stores it. */
export function useStoreWarmup(workoutId: string, lang: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ workoutExerciseId, body }: { workoutExerciseId: string; body?: StoreWarmupRequest }) =>
      storeWarmup(workoutExerciseId, body),
    onSuccess: (warmup) => {
      queryClient.setQueryData<WorkoutDetail>(workoutKeys.detail(workoutId, lang), (workout) =>
        workout
          ? withExerciseChanged(workout, warmup.workoutExerciseId, {
              warmupPlan: warmup.warmupPlan,
              warmupFeedback: warmup.warmupFeedback,
              warmupUpdatedAt: warmup.warmupUpdatedAt,
            })
          : workout,
      );
    },
  });
}
