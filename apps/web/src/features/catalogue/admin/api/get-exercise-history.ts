import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExerciseHistoryResponse } from '@lifeorbit/contracts/admin-catalogue';
import { api } from '@/lib/api';
import { catalogueAdminKeys } from './keys';

export const getExerciseHistory = (id: string) =>
  api.get<ExerciseHistoryResponse>(`/api/admin/exercises/${encodeURIComponent(id)}/history`);

export const exerciseHistoryQueryOptions = (id: string) =>
  queryOptions({ queryKey: catalogueAdminKeys.history(id), queryFn: () => getExerciseHistory(id), staleTime: 0 });

export function useExerciseHistory(id: string) {
  return useQuery(exerciseHistoryQueryOptions(id));
}
