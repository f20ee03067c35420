import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlateProfilesResponse } from '@lifeorbit/contracts/admin-catalogue';
import { api } from '@/lib/api';
import { catalogueAdminKeys } from './keys';

export const listPlateProfiles = () => api.get<PlateProfilesResponse>('/api/admin/plate-profiles');

export const plateProfilesQueryOptions = () =>
  queryOptions({ queryKey: catalogueAdminKeys.plateProfiles, queryFn: listPlateProfiles, staleTime: 0 });

export function usePlateProfiles() {
  return useQuery(plateProfilesQueryOptions());
}
