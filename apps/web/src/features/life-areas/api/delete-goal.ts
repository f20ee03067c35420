import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LifeGoal } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { goalsQueryKey } from './get-goals';

export async function deleteGoal(id: string): Promise<void> {
  await api.delete<void>(`/api/life-areas/goals/${id}`);
}

export function useDeleteGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (goal: LifeGoal) => deleteGoal(goal.id),
    onSuccess: (_result, goal) =>
      queryClient.setQueryData<LifeGoal[]>(goalsQueryKey(goal.subcategorySlug), (goals = []) =>
        goals.filter((g) => g.id !== goal.id),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['life-areas', 'progress'] }),
  });
}
