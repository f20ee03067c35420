import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckinResponse, LifeCheckin, LifeGoal, UpdateCheckinRequest } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { goalsQueryKey } from './get-goals';

export async function updateCheckin(id: string, changes: UpdateCheckinRequest): Promise<LifeCheckin> {
  return (await api.patch<CheckinResponse>(`/api/life-areas/checkins/${id}`, changes)).checkin;
}

export function useUpdateCheckin(goal: Pick<LifeGoal, 'subcategorySlug'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateCheckinRequest }) => updateCheckin(id, changes),
    onSettled: () => queryClient.invalidateQueries({ queryKey: goalsQueryKey(goal.subcategorySlug) }),
  });
}
