import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyCopiesResponse } from '@lifeorbit/contracts/marketplace';
import { api } from '@/lib/api';
import { marketplaceKeys } from './keys';

export function listMyCopies() {
  return api.get<MyCopiesResponse>('/api/marketplace/copies?limit=50');
}

export function myCopiesQueryOptions() {
  return queryOptions({ queryKey: marketplaceKeys.copies(), queryFn: listMyCopies });
}

export function useMyCopies() {
  return useQuery(myCopiesQueryOptions());
}
