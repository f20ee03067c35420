import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { EndWorkoutResponse, WarmupResponse, WorkoutDetail, WorkoutSet } from '@lifeorbit/contracts';
import { changesRecords } from '@lifeorbit/contracts/set-records';
import { getOutbox, type OutboxEntry } from '@/lib/outbox';
import { withExerciseChanged, withSetReplaced } from '../lib/cache';
import { announceBadges } from '../lib/announce-badges';
import { workoutKeys } from '../api/keys';
import { WORKOUT_KIND, type WorkoutOp } from './ops';
import { workoutDetailPrefix } from './workout-outbox';

function isThisWorkout(entry: OutboxEntry, workoutId: string): entry is OutboxEntry<WorkoutOp> {
  return entry.kind === WORKOUT_KIND && entry.scope === workoutId;
}

/**
 * Keeps the open workout in step with the outbox: a confirmed set takes the server's copy (its number, times and
 * records), a refused write refetches the workout (with what still waits on top). Once the server has every write
 * of the workout, the shell refetches everything under ['workouts'].
 */
export function useWorkoutSync(workoutId: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const outbox = getOutbox();
    const update = (change: (workout: WorkoutDetail) => WorkoutDetail) =>
      queryClient.setQueriesData<WorkoutDetail>({ queryKey: workoutDetailPrefix(workoutId) }, (workout) =>
        workout ? change(workout) : workout,
      );
    const refetch = () => void queryClient.invalidateQueries({ queryKey: workoutDetailPrefix(workoutId) });
    const offConfirmed = outbox.onConfirmed((entry, result) => {
      if (!isThisWorkout(entry, workoutId)) return;
      const { op } = entry;
      // The server decides the exercise's records again after these: other sets' trophies may change.
      if (op.type === 'deleteSet' || (op.type === 'updateSet' && changesRecords(op.body))) refetch();
      if (result === undefined) return;
      if (op.type === 'logSet' || op.type === 'updateSet') update((w) => withSetReplaced(w, result as WorkoutSet));
      if (op.type === 'warmupFeedback') {
        const warmup = result as WarmupResponse;
        update((w) =>
          withExerciseChanged(w, warmup.workoutExerciseId, {
            warmupPlan: warmup.warmupPlan,
            warmupFeedback: warmup.warmupFeedback,
            warmupUpdatedAt: warmup.warmupUpdatedAt,
          }),
        );
      }
      if (op.type === 'endWorkout') {
        queryClient.setQueryData(workoutKeys.active(), { workout: null });
        void queryClient.invalidateQueries({ queryKey: workoutKeys.all });
        announceBadges((result as EndWorkoutResponse).newBadges ?? []);
        void queryClient.invalidateQueries({ queryKey: ['achievements'] });
        void queryClient.invalidateQueries({ queryKey: ['progress'] });
      }
    });
    const offRejected = outbox.onRejected((entry) => {
      if (isThisWorkout(entry, workoutId)) refetch();
    });
    return () => {
      offConfirmed();
      offRejected();
    };
  }, [queryClient, workoutId]);
}

/** Calls back with each set of this workout exercise that the server confirmed (for the personal-record banner). */
export function useConfirmedSets(workoutExerciseId: string, onConfirmed: (set: WorkoutSet) => void): void {
  const callback = useRef(onConfirmed);
  useEffect(() => {
    callback.current = onConfirmed;
  });
  useEffect(
    () =>
      getOutbox().onConfirmed((entry, result) => {
        const op = (entry as OutboxEntry<WorkoutOp>).op;
        if (entry.kind !== WORKOUT_KIND || op.type !== 'logSet' || op.workoutExerciseId !== workoutExerciseId) return;
        if (result) callback.current(result as WorkoutSet);
      }),
    [workoutExerciseId],
  );
}
