import { useQuery } from '@tanstack/react-query';
import type { ProfileSettings } from '@lifeorbit/contracts';
import { api } from '@/lib/api';

export const profileSettingsQueryKey = ['profile', 'settings'] as const;

export function getProfileSettings() {
  return api.get<ProfileSettings>('/api/profile');
}

/** My profile as I edit it: handle, name, bio, avatar, units and privacy. */
export function useProfileSettings() {
  return useQuery({ queryKey: profileSettingsQueryKey, queryFn: getProfileSettings, staleTime: 60_000 });
}
