import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TranslationRowsResponse, TranslationTable } from '@lifeorbit/contracts/admin-catalogue';
import { api } from '@/lib/api';
import { catalogueAdminKeys, toQueryString } from './keys';

export interface TranslationFilter {
  missing: string;
  q: string;
  page: number;
}

export const listTranslations = (table: TranslationTable, filter: TranslationFilter) =>
  api.get<TranslationRowsResponse>(`/api/admin/translations/${table}${toQueryString({ ...filter, pageSize: 25 })}`);

export const translationsQueryOptions = (table: TranslationTable, filter: TranslationFilter) =>
  queryOptions({
    queryKey: catalogueAdminKeys.translations(table, filter),
    queryFn: () => listTranslations(table, filter),
    staleTime: 0,
  });

export function useTranslationRows(table: TranslationTable, filter: TranslationFilter) {
  return useQuery({ ...translationsQueryOptions(table, filter), placeholderData: keepPreviousData });
}
