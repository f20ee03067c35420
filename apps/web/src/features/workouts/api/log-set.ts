import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LogSetRequest, WorkoutDetail, WorkoutSet } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { withSetAdded, withSetRemoved, withSetReplaced } from '../lib/cache';
import { refreshWorkoutWhenIdle, workoutKeys, workoutWriteKey } from './keys';

export interface LogSetInput {
  workoutExerciseId: string;
  body: LogSetRequest & { id: string };
}

export function logSet(workoutExerciseId: string, body: LogSetRequest, lang: string) {
  return api.post<WorkoutSet>(
    `/api/workout-exercises/${encodeURIComponent(workoutExerciseId)}/sets?lang=${lang}`,
    body,
  );
}

/** The set the screen shows before the server answers (the server gives the final set_index and times). */
function optimisticSet(workout: WorkoutDetail | undefined, { workoutExerciseId, body }: LogSetInput): WorkoutSet {
  const sets = workout?.exercises.find((x) => x.id === workoutExerciseId)?.sets ?? [];
  const isCompleted = body.isCompleted ?? true;
  const now = new Date().toISOString();
  return {
    id: body.id,
    workoutExerciseId,
    setIndex: Math.max(0, ...sets.map((s) => s.setIndex)) + 1,
    weight: body.weight ?? null,
    reps: body.reps ?? null,
    weightUnit: body.weightUnit ?? 'kg',
    rpe: body.rpe ?? null,
    notes: body.notes ?? null,
    setKind: body.setKind ?? 'normal',
    isCompleted,
    completedAt: isCompleted ? now : null,
    updatedAt: now,
    grips: [],
    personalRecords: [],
  };
}

/**
 * The spec's set_log. The set turns green at once; a failure takes it back off the screen. The client-made id lets a
 * retry (or a replay) store it only once.
 */
export function useLogSet(workoutId: string, lang: string) {
  const queryClient = useQueryClient();
  const key = workoutKeys.detail(workoutId, lang);
  return useMutation({
    mutationKey: workoutWriteKey(workoutId),
    mutationFn: ({ workoutExerciseId, body }: LogSetInput) => logSet(workoutExerciseId, body, lang),
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<WorkoutDetail>(key, (workout) =>
        workout ? withSetAdded(workout, input.workoutExerciseId, optimisticSet(workout, input)) : workout,
      );
    },
    onSuccess: (set) => {
      queryClient.setQueryData<WorkoutDetail>(key, (workout) => (workout ? withSetReplaced(workout, set) : workout));
    },
    onError: (_error, input) => {
      queryClient.setQueryData<WorkoutDetail>(key, (workout) =>
        workout ? withSetRemoved(workout, input.body.id) : workout,
      );
    },
    onSettled: () => refreshWorkoutWhenIdle(queryClient, workoutId, lang),
  });
}
