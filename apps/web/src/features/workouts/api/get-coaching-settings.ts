import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CoachingSettings } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { coachingKeys } from './coaching-keys';

export function getCoachingSettings() {
  return api.get<CoachingSettings>('/api/coaching/settings');
}

/** The member's warm-up strategy and plate profile (with the weight model the plates are counted from). */
export function coachingSettingsQueryOptions() {
  return queryOptions({
    queryKey: coachingKeys.settings,
    queryFn: getCoachingSettings,
    staleTime: 5 * 60_000,
    retry: 1,
  });
}

export function useCoachingSettings(enabled = true) {
  return useQuery({ ...coachingSettingsQueryOptions(), enabled });
}
