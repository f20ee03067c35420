import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CoachProviderSettingsRequest, CoachProviderSettingsView } from '@lifeorbit/contracts/coach';
import { api } from '@/lib/api';

const key = ['admin', 'coach-provider'] as const;

export const coachProviderQueryOptions = () =>
  queryOptions({ queryKey: key, queryFn: () => api.get<CoachProviderSettingsView>('/api/admin/coach-provider') });

export function useCoachProvider() {
  return useQuery(coachProviderQueryOptions());
}

export function saveCoachProvider(body: CoachProviderSettingsRequest) {
  return api.put<CoachProviderSettingsView>('/api/admin/coach-provider', body);
}

export function useSaveCoachProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCoachProvider,
    onSuccess: (view) => queryClient.setQueryData(key, view),
  });
}
