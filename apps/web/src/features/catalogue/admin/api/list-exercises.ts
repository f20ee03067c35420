import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminExercisesResponse } from '@lifeorbit/contracts/admin-catalogue';
import { api } from '@/lib/api';
import { catalogueAdminKeys, toQueryString } from './keys';

export interface AdminExerciseFilter {
  q: string;
  muscle: string;
  equipment: string;
  pattern: string;
  missing: string;
  page: number;
}

export const ADMIN_EXERCISES_PAGE_SIZE = 25;

export const listAdminExercises = (filter: AdminExerciseFilter, lang: string) =>
  api.get<AdminExercisesResponse>(
    `/api/admin/exercises${toQueryString({ ...filter, lang, pageSize: ADMIN_EXERCISES_PAGE_SIZE })}`,
  );

export const adminExercisesQueryOptions = (filter: AdminExerciseFilter, lang: string) =>
  queryOptions({
    queryKey: catalogueAdminKeys.exercises({ ...filter, lang }),
    queryFn: () => listAdminExercises(filter, lang),
    staleTime: 0,
  });

export function useAdminExercises(filter: AdminExerciseFilter, lang: string) {
  return useQuery({ ...adminExercisesQueryOptions(filter, lang), placeholderData: keepPreviousData });
}
