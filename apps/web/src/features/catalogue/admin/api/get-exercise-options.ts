import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExerciseOptionsResponse } from '@lifeorbit/contracts/admin-catalogue';
import { api } from '@/lib/api';
import { catalogueAdminKeys } from './keys';

export const getExerciseOptions = (lang: string) =>
  api.get<ExerciseOptionsResponse>(`/api/admin/exercise-options?lang=${encodeURIComponent(lang)}`);

export const exerciseOptionsQueryOptions = (lang: string) =>
  queryOptions({
    queryKey: catalogueAdminKeys.options(lang),
    queryFn: () => getExerciseOptions(lang),
    staleTime: 60_000,
  });

/** Muscles, equipment, grips, patterns, tags and attribute schemas, named in the admin's language. */
export function useExerciseOptions(lang: string) {
  return useQuery(exerciseOptionsQueryOptions(lang));
}
