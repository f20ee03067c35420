import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddWorkoutExerciseRequest, WorkoutDetail, WorkoutExercise } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { withExerciseAdded, withExerciseRemoved } from '../lib/cache';
import { refreshWorkoutWhenIdle, workoutKeys, workoutWriteKey } from './keys';

export interface AddExerciseInput {
  body: AddWorkoutExerciseRequest & { id: string };
  /** Shown until the server answers with the name in the member's language. */
  name: string;
  loadType: string;
}

export function addWorkoutExercise(workoutId: string, body: AddWorkoutExerciseRequest, lang: string) {
  return api.post<WorkoutExercise>(`/api/workouts/${encodeURIComponent(workoutId)}/exercises?lang=${lang}`, body);
}

/** Adds a catalogue exercise at the end of the workout; its card appears at once. */
export function useAddWorkoutExercise(workoutId: string, lang: string) {
  const queryClient = useQueryClient();
  const key = workoutKeys.detail(workoutId, lang);
  return useMutation({
    mutationKey: workoutWriteKey(workoutId),
    mutationFn: ({ body }: AddExerciseInput) => addWorkoutExercise(workoutId, body, lang),
    onMutate: async ({ body, name, loadType }) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<WorkoutDetail>(key, (workout) =>
        workout
          ? withExerciseAdded(workout, {
              id: body.id,
              workoutId,
              exerciseId: body.exerciseId,
              name,
              loadType,
              orderIndex: Math.max(-1, ...workout.exercises.map((x) => x.orderIndex)) + 1,
              targetSets: body.targetSets ?? null,
              targetReps: body.targetReps ?? null,
              targetRepsMin: body.targetRepsMin ?? null,
              targetRepsMax: body.targetRepsMax ?? null,
              targetWeightKg: body.targetWeightKg ?? null,
              weightUnit: body.weightUnit ?? 'kg',
              notes: body.notes ?? null,
              warmupPlan: null,
              warmupFeedback: null,
              warmupUpdatedAt: null,
              gripId: body.gripId ?? null,
              supersetGroupId: body.supersetGroupId ?? null,
              supersetOrder: body.supersetOrder ?? null,
              supersetRoundsTarget: body.supersetRoundsTarget ?? null,
              restSec: body.restSec ?? null,
              sets: [],
            })
          : workout,
      );
    },
    onSuccess: (exercise) => {
      queryClient.setQueryData<WorkoutDetail>(key, (workout) =>
        workout ? withExerciseAdded(workout, exercise) : workout,
      );
    },
    onError: (_error, { body }) => {
      queryClient.setQueryData<WorkoutDetail>(key, (workout) =>
        workout ? withExerciseRemoved(workout, body.id) : workout,
      );
    },
    onSettled: () => refreshWorkoutWhenIdle(queryClient, workoutId, lang),
  });
}
