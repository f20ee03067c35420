import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminPlateProfile } from '@lifeorbit/contracts/admin-catalogue';
import { api } from '@/lib/api';
import { catalogueAdminKeys } from './keys';

export const getPlateProfile = (id: string) =>
  api.get<AdminPlateProfile>(`/api/admin/plate-profiles/${encodeURIComponent(id)}`);

export const plateProfileQueryOptions = (id: string) =>
  queryOptions({ queryKey: catalogueAdminKeys.plateProfile(id), queryFn: () => getPlateProfile(id), staleTime: 0 });

export function usePlateProfile(id: string | null) {
  return useQuery({ ...plateProfileQueryOptions(id ?? ''), enabled: Boolean(id), retry: false });
}
