import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NamingTemplatesResponse } from '@lifeorbit/contracts/admin-catalogue';
import { api } from '@/lib/api';
import { catalogueAdminKeys } from './keys';

export const listNamingTemplates = () => api.get<NamingTemplatesResponse>('/api/admin/naming-templates');

export const namingTemplatesQueryOptions = () =>
  queryOptions({ queryKey: catalogueAdminKeys.namingTemplates, queryFn: listNamingTemplates, staleTime: 0 });

export function useNamingTemplates() {
  return useQuery(namingTemplatesQueryOptions());
}
