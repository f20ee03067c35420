import { useQuery } from '@tanstack/react-query';
import type { AdminReportsResponse } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { socialKeys } from './keys';

export function getReports() {
  return api.get<AdminReportsResponse>('/api/admin/reports?status=open');
}

/** Open reports, newest first (superadmins). */
export function useReports() {
  return useQuery({ queryKey: socialKeys.reports(), queryFn: getReports });
}
