import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CoachingSettings } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { workoutReadPaths } from './paths';
import { trainingRulesKeys } from './training-rules-keys';

export function getTrainingRulesSettings() {
  return api.get<CoachingSettings>(workoutReadPaths.trainingRulesSettings);
}

/** The member's warm-up strategy and plate profile (with the weight model the plates are counted from). */
export function trainingRulesSettingsQueryOptions() {
  return queryOptions({
    queryKey: trainingRulesKeys.settings,
    queryFn: getTrainingRulesSettings,
    staleTime: 5 * 60_000,
    retry: 1,
  });
}

export function useTrainingRulesSettings(enabled = true) {
  return useQuery({ ...trainingRulesSettingsQueryOptions(), enabled });
}
