import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QualityReportResponse } from '@lifeorbit/contracts/admin-catalogue';
import { api } from '@/lib/api';
import { catalogueAdminKeys } from './keys';

export const getQualityReport = () => api.get<QualityReportResponse>('/api/catalogue/quality');

export const qualityReportQueryOptions = () =>
  queryOptions({ queryKey: catalogueAdminKeys.quality, queryFn: getQualityReport, staleTime: 60_000 });

export function useQualityReport() {
  return useQuery(qualityReportQueryOptions());
}
