import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CoachingSettings, UpdateCoachingSettingsRequest } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { trainingRulesKeys } from './training-rules-keys';

export function updateTrainingRulesSettings(body: UpdateCoachingSettingsRequest) {
  return api.put<CoachingSettings>('/api/coaching/settings', body);
}

/** Saves the warm-up strategy or plate profile; suggestions are read again with the new weight model. */
export function useUpdateTrainingRulesSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTrainingRulesSettings,
    onSuccess: (settings) => {
      queryClient.setQueryData(trainingRulesKeys.settings, settings);
      void queryClient.invalidateQueries({ queryKey: trainingRulesKeys.suggestions });
    },
  });
}
