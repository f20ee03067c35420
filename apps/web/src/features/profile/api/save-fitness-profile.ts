import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FitnessProfile, UpdateFitnessProfileRequest } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { meQueryKey } from '@/lib/query-keys';
import { fitnessProfileQueryKey } from './get-fitness-profile';

export function saveFitnessProfile(body: UpdateFitnessProfileRequest) {
  return api.put<FitnessProfile>('/api/fitness/profile', body);
}

/**
 * Saves the fitness profile. Units and the default rest are also part of /api/me (the workout page reads them there),
 * and the warm-up strategy of the coaching settings, so those read again.
 */
export function useSaveFitnessProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFitnessProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(fitnessProfileQueryKey, profile);
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
      void queryClient.invalidateQueries({ queryKey: ['coaching'] });
      void queryClient.invalidateQueries({ queryKey: ['progress'] });
      void queryClient.invalidateQueries({ queryKey: ['achievements'] });
    },
  });
}
