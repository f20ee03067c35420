import { useQuery } from '@tanstack/react-query';
import type { CommentsResponse } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { socialKeys } from './keys';

export function getComments(workoutId: string) {
  return api.get<CommentsResponse>(`/api/social/workouts/${workoutId}/comments`);
}

export function useComments(workoutId: string) {
  return useQuery({ queryKey: socialKeys.comments(workoutId), queryFn: () => getComments(workoutId) });
}
