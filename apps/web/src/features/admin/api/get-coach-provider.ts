import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CoachProviderSettingsView } from '@lifeorbit/contracts/coach';
import { api } from '@/lib/api';
import { adminKeys } from './admin-keys';

export function getCoachProvider() {
  return api.get<CoachProviderSettingsView>('/api/admin/coach-provider');
}

export const coachProviderQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.coachProvider, queryFn: getCoachProvider });

export function useCoachProvider() {
  return useQuery(coachProviderQueryOptions());
}
