import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExerciseDetail } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { catalogueKeys } from './keys';

export function getExercise(id: string, lang: string): Promise<ExerciseDetail> {
  return api.get<ExerciseDetail>(`/api/exercises/${encodeURIComponent(id)}?lang=${lang}`);
}

export function exerciseQueryOptions(id: string, lang: string) {
  return queryOptions({ queryKey: catalogueKeys.exercise(id, lang), queryFn: () => getExercise(id, lang) });
}

export function useExercise(id: string | null, lang: string) {
  return useQuery({ ...exerciseQueryOptions(id ?? '', lang), enabled: Boolean(id) });
}
