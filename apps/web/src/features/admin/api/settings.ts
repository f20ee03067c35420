import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AppSettings, UpdateAppSettingsRequest } from '@lifeorbit/contracts';
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

export function useUpdateAppSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateAppSettingsRequest) => api.put<AppSettings>('/api/admin/settings', changes),
    onSuccess: (settings) => queryClient.setQueryData(adminKeys.settings, settings),
  });
}
