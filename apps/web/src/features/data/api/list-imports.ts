import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ImportListResponse } from '@lifeorbit/contracts/data';
import { api } from '@/lib/api';
import { importsListQueryKey } from './keys';

export const importsListQueryOptions = () =>
  queryOptions({
    queryKey: importsListQueryKey,
    queryFn: () => api.get<ImportListResponse>('/api/data/imports'),
  });

/**
 * The member's recent imports, newest first (issue 42). Polled while `polling` (an upload the server is still reading)
 * or while one of them is staging or importing, so its progress moves on screen.
 */
export function useImports(polling: boolean) {
  return useQuery({
    ...importsListQueryOptions(),
    refetchInterval: (query) =>
      polling || query.state.data?.imports.some((i) => i.status === 'staging' || i.status === 'importing')
        ? 1000
        : false,
  });
}
