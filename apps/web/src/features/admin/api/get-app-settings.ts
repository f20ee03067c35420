import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AppSettings } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { adminKeys } from './admin-keys';

export function getAppSettings() {
  return api.get<AppSettings>('/api/admin/settings');
}

export const settingsQueryOptions = queryOptions({
  queryKey: adminKeys.settings,
  queryFn: getAppSettings,
  staleTime: 0,
});

export function useAppSettings() {
  return useQuery(settingsQueryOptions);
}
