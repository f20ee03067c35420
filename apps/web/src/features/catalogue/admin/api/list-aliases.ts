import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AliasesResponse } from '@lifeorbit/contracts/admin-catalogue';
import { api } from '@/lib/api';
import { catalogueAdminKeys, toQueryString } from './keys';

export interface AliasFilter {
  q: string;
  languageCode: string;
  page: number;
}

export const listAliases = (filter: AliasFilter, lang: string) =>
  api.get<AliasesResponse>(`/api/admin/aliases${toQueryString({ ...filter, lang, pageSize: 25 })}`);

export const aliasesQueryOptions = (filter: AliasFilter, lang: string) =>
  queryOptions({
    queryKey: catalogueAdminKeys.aliases({ ...filter, lang }),
    queryFn: () => listAliases(filter, lang),
    staleTime: 0,
  });

export function useAliases(filter: AliasFilter, lang: string) {
  return useQuery({ ...aliasesQueryOptions(filter, lang), placeholderData: keepPreviousData });
}
