import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditEntry } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { adminKeys, toQueryString } from './admin-keys';

export interface AuditFilter {
  actionType?: string;
  targetUserId?: string;
  page: number;
}

export function useAudit(filter: AuditFilter) {
  return useQuery({
    queryKey: adminKeys.audit(filter),
    queryFn: () =>
      api.get<{ entries: AuditEntry[]; total: number; page: number; pageSize: number }>(
        `/api/admin/audit${toQueryString({ ...filter, pageSize: 50 })}`,
      ),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
