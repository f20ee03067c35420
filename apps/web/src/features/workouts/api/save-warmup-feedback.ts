import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WarmupAnswer, WarmupResponse, WorkoutDetail } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { withExerciseChanged } from '../lib/cache';
import { workoutKeys } from './keys';

export function saveWarmupFeedback(workoutExerciseId: string, feedback: WarmupAnswer) {
  return api.put<WarmupResponse>(`/api/workout-exercises/${encodeURIComponent(workoutExerciseId)}/warmup-feedback`, {
    feedback,
  });
}

/**
 * The member's answer after the warm-up (spec §4): shown at once, stored, and the plan the server makes with it
 * replaces the one on screen; a refusal takes the answer back.
 */
export function useSaveWarmupFeedback(workoutId: string, lang: string) {
  const queryClient = useQueryClient();
  const key = workoutKeys.detail(workoutId, lang);
  return useMutation({
    mutationFn: ({ workoutExerciseId, feedback }: { workoutExerciseId: string; feedback: WarmupAnswer }) =>
      saveWarmupFeedback(workoutExerciseId, feedback),
    onMutate: ({ workoutExerciseId, feedback }) => {
      const previous = queryClient.getQueryData<WorkoutDetail>(key);
      queryClient.setQueryData<WorkoutDetail>(key, (workout) =>
        workout ? withExerciseChanged(workout, workoutExerciseId, { warmupFeedback: feedback }) : workout,
      );
      return { previous };
    },
    onSuccess: (warmup) => {
      queryClient.setQueryData<WorkoutDetail>(key, (workout) =>
        workout
          ? withExerciseChanged(workout, warmup.workoutExerciseId, {
              warmupPlan: warmup.warmupPlan,
              warmupFeedback: warmup.warmupFeedback,
              warmupUpdatedAt: warmup.warmupUpdatedAt,
            })
          : workout,
      );
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
  });
}
