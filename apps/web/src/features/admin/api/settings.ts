import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AppSettings, UpdateAppSettingsRequest } from '@lifeorbit/contracts';
import type { PlateProfilesResponse } from '@lifeorbit/contracts/admin-catalogue';
import { api } from '@/lib/api';
import { adminKeys } from './admin-keys';

export const settingsQueryOptions = queryOptions({
  queryKey: adminKeys.settings,
  queryFn: () => api.get<AppSettings>('/api/admin/settings'),
  staleTime: 0,
});

export function useAppSettings() {
  return useQuery(settingsQueryOptions);
}

/** The catalogue's plate profiles, to choose the default from (the plate-profile pages edit them). */
export const plateProfileChoicesQueryOptions = queryOptions({
  queryKey: adminKeys.plateProfileChoices,
  queryFn: async () => (await api.get<PlateProfilesResponse>('/api/admin/plate-profiles')).items,
  staleTime: 0,
});

export function usePlateProfileChoices() {
  return useQuery(plateProfileChoicesQueryOptions);
}

export function useUpdateAppSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateAppSettingsRequest) => api.put<AppSettings>('/api/admin/settings', changes),
    onSuccess: (settings) => {
      queryClient.setQueryData(adminKeys.settings, settings);
      // The default plate profile is the profiles' own flag (ADR 008): their lists have moved too.
      void queryClient.invalidateQueries({ queryKey: adminKeys.plateProfileChoices });
      void queryClient.invalidateQueries({ queryKey: ['admin-catalogue'] });
    },
  });
}
