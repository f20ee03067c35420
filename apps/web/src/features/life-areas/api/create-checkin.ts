import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckinResponse, CreateCheckinRequest, LifeCheckin, LifeGoal } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { goalsQueryKey } from './get-goals';

export async function createCheckin(goalId: string, request: CreateCheckinRequest): Promise<LifeCheckin> {
  return (await api.post<CheckinResponse>(`/api/life-areas/goals/${goalId}/checkins`, request)).checkin;
}

/** Saves a check-in, then refreshes the goal (its streak is computed by the server). */
export function useCreateCheckin(goal: Pick<LifeGoal, 'id' | 'subcategorySlug'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateCheckinRequest) => createCheckin(goal.id, request),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: goalsQueryKey(goal.subcategorySlug) }),
        queryClient.invalidateQueries({ queryKey: ['life-areas', 'progress'] }),
      ]),
  });
}
