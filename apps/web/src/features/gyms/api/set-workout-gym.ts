import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WorkoutGymResponse } from '@lifeorbit/contracts';
import { api } from '@/lib/api';

export function setWorkoutGym({ workoutId, gymId }: { workoutId: string; gymId: string | null }) {
  return api.put<WorkoutGymResponse>(`/api/workouts/${workoutId}/gym`, { gymId });
}

/** Where a workout is logged; its suggestions follow that gym's plates, so they are fetched again. */
export function useSetWorkoutGym() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setWorkoutGym,
    onSuccess: () => {
      void queryClient.invalidateQueries();
    },
  });
}
