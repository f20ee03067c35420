import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ItemsResponse } from '@lifeorbit/contracts/marketplace';
import { api } from '@/lib/api';
import { mentorAdminKeys } from './keys';

export function getReviewQueue(lang: string) {
  return api.get<ItemsResponse>(`/api/admin/marketplace/review?lang=${lang}`);
}

export function reviewQueueQueryOptions(lang: string) {
  return queryOptions({ queryKey: mentorAdminKeys.review(lang), queryFn: () => getReviewQueue(lang) });
}

export function useReviewQueue(lang: string) {
  return useQuery(reviewQueueQueryOptions(lang));
}
