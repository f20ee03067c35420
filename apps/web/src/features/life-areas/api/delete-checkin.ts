import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LifeGoal } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { goalsQueryKey } from './get-goals';

export async function deleteCheckin(id: string): Promise<void> {
  await api.delete<void>(`/api/life-areas/checkins/${id}`);
}

export function useDeleteCheckin(goal: Pick<LifeGoal, 'subcategorySlug'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCheckin,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: goalsQueryKey(goal.subcategorySlug) }),
        queryClient.invalidateQueries({ queryKey: ['life-areas', 'progress'] }),
      ]),
  });
}
