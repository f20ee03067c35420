import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GoalResponse, LifeGoal, UpdateGoalRequest } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { localDay } from '@/lib/local-date';
import { goalsQueryKey } from './get-goals';

export async function updateGoal(id: string, changes: UpdateGoalRequest): Promise<LifeGoal> {
  return (await api.patch<GoalResponse>(`/api/life-areas/goals/${id}?today=${localDay()}`, changes)).goal;
}

export function useUpdateGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateGoalRequest }) => updateGoal(id, changes),
    onSuccess: (goal) =>
      queryClient.setQueryData<LifeGoal[]>(goalsQueryKey(goal.subcategorySlug), (goals = []) =>
        goals.map((g) => (g.id === goal.id ? goal : g)),
      ),
  });
}
