import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WorkoutVisibility } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { socialKeys } from './keys';

export function setWorkoutVisibility({ workoutId, visibility }: { workoutId: string; visibility: WorkoutVisibility }) {
  return api.put<{ visibility: WorkoutVisibility }>(`/api/social/workouts/${workoutId}/visibility`, { visibility });
}

export function useSetWorkoutVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setWorkoutVisibility,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: socialKeys.all }),
  });
}
