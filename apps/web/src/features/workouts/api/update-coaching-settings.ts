import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CoachingSettings, UpdateCoachingSettingsRequest } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { coachingKeys } from './coaching-keys';

export function updateCoachingSettings(body: UpdateCoachingSettingsRequest) {
  return api.put<CoachingSettings>('/api/coaching/settings', body);
}

/** Saves the warm-up strategy or plate profile; suggestions are read again with the new weight model. */
export function useUpdateCoachingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCoachingSettings,
    onSuccess: (settings) => {
      queryClient.setQueryData(coachingKeys.settings, settings);
      void queryClient.invalidateQueries({ queryKey: coachingKeys.suggestions });
    },
  });
}
