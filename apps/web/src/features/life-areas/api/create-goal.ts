import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateGoalRequest, GoalResponse, LifeGoal } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { localDay } from '@/lib/local-date';
import { goalsQueryKey } from './get-goals';

/** The id comes from the device, so sending the same goal twice (a retry) stores it once. */
export async function createGoal(request: CreateGoalRequest): Promise<LifeGoal> {
  return (await api.post<GoalResponse>(`/api/life-areas/goals?today=${localDay()}`, request)).goal;
}

export function useCreateGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGoal,
    onSuccess: (goal) =>
      queryClient.setQueryData<LifeGoal[]>(goalsQueryKey(goal.subcategorySlug), (goals = []) =>
        goals.some((g) => g.id === goal.id) ? goals : [...goals, goal],
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['life-areas', 'progress'] }),
  });
}
