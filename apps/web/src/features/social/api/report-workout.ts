import { useMutation } from '@tanstack/react-query';
import type { ReportRequest } from '@lifeorbit/contracts';
import { api } from '@/lib/api';

export function reportWorkout({ workoutId, ...body }: ReportRequest & { workoutId: string }) {
  return api.post<void>(`/api/social/workouts/${workoutId}/report`, body);
}

export function useReportWorkout() {
  return useMutation({ mutationFn: reportWorkout });
}
