import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlateProfilesResponse } from '@lifeorbit/contracts/admin-catalogue';
import { api } from '@/lib/api';
import { adminKeys } from './admin-keys';

export async function getPlateProfileChoices() {
  return (await api.get<PlateProfilesResponse>('/api/admin/plate-profiles')).items;
}

/** The catalogue's plate profiles, to choose the default from (the plate-profile pages edit them). */
export const plateProfileChoicesQueryOptions = queryOptions({
  queryKey: adminKeys.plateProfileChoices,
  queryFn: getPlateProfileChoices,
  staleTime: 0,
});

export function usePlateProfileChoices() {
  return useQuery(plateProfileChoicesQueryOptions);
}
