import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppSettings, UpdateAppSettingsRequest } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { adminKeys } from './admin-keys';

export function updateAppSettings(changes: UpdateAppSettingsRequest) {
  return api.put<AppSettings>('/api/admin/settings', changes);
}

export function useUpdateAppSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAppSettings,
    onSuccess: (settings) => {
      queryClient.setQueryData(adminKeys.settings, settings);
      // The default plate profile is the profiles' own flag (ADR 008): their lists have moved too.
      void queryClient.invalidateQueries({ queryKey: adminKeys.plateProfileChoices });
      void queryClient.invalidateQueries({ queryKey: ['admin-catalogue'] });
    },
  });
}
