import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FitnessProfile } from '@lifeorbit/contracts';
import { api } from '@/lib/api';

export const fitnessProfileQueryKey = ['fitness-profile'] as const;

export function getFitnessProfile() {
  return api.get<FitnessProfile>('/api/fitness/profile');
}

export function fitnessProfileQueryOptions() {
  return queryOptions({ queryKey: fitnessProfileQueryKey, queryFn: getFitnessProfile, staleTime: 5 * 60_000 });
}

export function useFitnessProfile() {
  return useQuery(fitnessProfileQueryOptions());
}
