import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LikeResponse } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { socialKeys } from './keys';

export function likeWorkout({ workoutId, liked }: { workoutId: string; liked: boolean }) {
  const path = `/api/social/workouts/${workoutId}/like`;
  return liked ? api.put<LikeResponse>(path, {}) : api.delete<LikeResponse>(path);
}

export function useLikeWorkout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: likeWorkout,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: socialKeys.all }),
  });
}
