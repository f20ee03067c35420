import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CoachProviderSettingsRequest, CoachProviderSettingsView } from '@lifeorbit/contracts/coach';
import { api } from '@/lib/api';
import { adminKeys } from './admin-keys';

export function saveCoachProvider(body: CoachProviderSettingsRequest) {
  return api.put<CoachProviderSettingsView>('/api/admin/coach-provider', body);
}

export function useSaveCoachProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCoachProvider,
    onSuccess: (view) => queryClient.setQueryData(adminKeys.coachProvider, view),
  });
}
