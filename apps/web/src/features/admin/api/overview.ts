import { useQuery } from '@tanstack/react-query';
import type { AdminOverview } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { adminKeys } from './admin-keys';

/** The admin home's counts and trends (GET /api/admin/overview), fresh on every visit. */
export function useAdminOverview() {
  return useQuery({
    queryKey: adminKeys.overview,
    queryFn: () => api.get<AdminOverview>('/api/admin/overview'),
    staleTime: 0,
  });
}
