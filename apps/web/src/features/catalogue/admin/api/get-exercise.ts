import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminExerciseDetail } from '@lifeorbit/contracts/admin-catalogue';
import { api } from '@/lib/api';
import { catalogueAdminKeys } from './keys';

export const getAdminExercise = (id: string) =>
  api.get<AdminExerciseDetail>(`/api/admin/exercises/${encodeURIComponent(id)}`);

export const adminExerciseQueryOptions = (id: string) =>
  queryOptions({ queryKey: catalogueAdminKeys.exercise(id), queryFn: () => getAdminExercise(id), staleTime: 0 });

export function useAdminExercise(id: string | null) {
  return useQuery({ ...adminExerciseQueryOptions(id ?? ''), enabled: Boolean(id), retry: false });
}
