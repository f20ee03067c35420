import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrainedExercisesResponse } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { progressKeys } from './keys';

export function getTrainedExercises(lang: string) {
  return api.get<TrainedExercisesResponse>(`/api/progress/exercises?lang=${lang}`);
}

/** The exercises the member trained, most trained first (the picker of /progress). */
export function trainedExercisesQueryOptions(lang: string) {
  return queryOptions({
    queryKey: progressKeys.exercises(lang),
    queryFn: () => getTrainedExercises(lang),
    staleTime: 60_000,
  });
}

export function useTrainedExercises(lang: string) {
  return useQuery(trainedExercisesQueryOptions(lang));
}
