import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ItemDetail } from '@lifeorbit/contracts/marketplace';
import { api } from '@/lib/api';
import { marketplaceKeys } from './keys';

export function getItem(id: string, lang: string) {
  return api.get<ItemDetail>(`/api/marketplace/items/${id}?lang=${lang}`);
}

export function itemQueryOptions(id: string | null, lang: string) {
  return queryOptions({
    queryKey: marketplaceKeys.item(id ?? '', lang),
    queryFn: () => getItem(id!, lang),
    enabled: Boolean(id),
    retry: false,
  });
}

export function useItem(id: string | null, lang: string) {
  return useQuery(itemQueryOptions(id, lang));
}
