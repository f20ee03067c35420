import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyItemsResponse } from '@lifeorbit/contracts/marketplace';
import { api } from '@/lib/api';
import { marketplaceKeys } from './keys';

export function listMyItems(lang: string) {
  return api.get<MyItemsResponse>(`/api/marketplace/mine?limit=50&lang=${lang}`);
}

export function myItemsQueryOptions(lang: string) {
  return queryOptions({ queryKey: marketplaceKeys.mine(lang), queryFn: () => listMyItems(lang) });
}

export function useMyItems(lang: string) {
  return useQuery(myItemsQueryOptions(lang));
}
