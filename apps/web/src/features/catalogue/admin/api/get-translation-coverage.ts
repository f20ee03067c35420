import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TranslationCoverageResponse } from '@lifeorbit/contracts/admin-catalogue';
import { api } from '@/lib/api';
import { catalogueAdminKeys } from './keys';

export const getTranslationCoverage = () => api.get<TranslationCoverageResponse>('/api/admin/translations');

export const translationCoverageQueryOptions = () =>
  queryOptions({ queryKey: catalogueAdminKeys.coverage, queryFn: getTranslationCoverage, staleTime: 0 });

export function useTranslationCoverage() {
  return useQuery(translationCoverageQueryOptions());
}
