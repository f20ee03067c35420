import { useMutation, useQueryClient } from '@tanstack/react-query';
import { writeWorkout } from '../offline/workout-outbox';
import type { WorkoutOpInput } from '../offline/ops';
import { workoutWriteKey } from './keys';

/**
 * A write on the workout page (ADR 012): it succeeds once it is stored on this device and shown, whatever the
 * network does; the outbox sends it in order and reports a refusal. Writes to one workout run one after another.
 */
export function useWorkoutWrite<Input>(
  workoutId: string,
  lang: string,
  toOp: (input: Input) => WorkoutOpInput,
  onStored?: () => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: workoutWriteKey(workoutId),
    scope: { id: `workout-write:${workoutId}` },
    networkMode: 'always',
    mutationFn: (input: Input) => writeWorkout(queryClient, workoutId, toOp(input), lang),
    onSuccess: onStored,
  });
}
