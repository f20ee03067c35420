import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CatalogueFiltersResponse } from '@lifeorbit/contracts/catalogue';
import type {
  CopyItemResponse,
  ItemDetail,
  ItemsResponse,
  MyCopiesResponse,
  MyGymEquipmentResponse,
  MyItemsResponse,
  PublishItemRequest,
  RateItemRequest,
  RatingResponse,
  UpdateItemRequest,
} from '@lifeorbit/contracts/marketplace';
import type { ProgramListResponse } from '@lifeorbit/contracts/programs';
import type { TemplateListResponse } from '@lifeorbit/contracts/templates';
import { api } from '@/lib/api';
import { marketplaceKeys, mentorKeys } from './keys';

/** Discover: the query string is built from the page's filters (see lib/discover-filters.ts). */
export function useDiscover(query: string) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: marketplaceKeys.discover(query),
      queryFn: ({ pageParam }) => {
        const params = new URLSearchParams(query);
        if (pageParam) params.set('cursor', pageParam);
        return api.get<ItemsResponse>(`/api/marketplace/items?${params}`);
      },
      initialPageParam: null as string | null,
      getNextPageParam: (page) => page.nextCursor,
      staleTime: 30_000,
    }),
  );
}

export function useItem(id: string | null, lang: string) {
  return useQuery({
    queryKey: marketplaceKeys.item(id ?? '', lang),
    queryFn: () => api.get<ItemDetail>(`/api/marketplace/items/${id}?lang=${lang}`),
    enabled: Boolean(id),
    retry: false,
  });
}

export function useMyItems(lang: string) {
  return useQuery({
    queryKey: marketplaceKeys.mine(lang),
    queryFn: () => api.get<MyItemsResponse>(`/api/marketplace/mine?limit=50&lang=${lang}`),
  });
}

export function useMyCopies() {
  return useQuery({
    queryKey: marketplaceKeys.copies(),
    queryFn: () => api.get<MyCopiesResponse>('/api/marketplace/copies?limit=50'),
  });
}

/** My templates and programs, to pick what to publish. */
export function usePublishSources(enabled: boolean) {
  return useQuery({
    queryKey: marketplaceKeys.sources(),
    queryFn: async () => {
      const [templates, programs] = await Promise.all([
        api.get<TemplateListResponse>('/api/templates'),
        api.get<ProgramListResponse>('/api/programs'),
      ]);
      return { templates: templates.templates, programs: programs.programs };
    },
    enabled,
  });
}

/** The catalogue's equipment, in my language, for the "equipment I have" filter. */
export function useEquipmentChoices(lang: string) {
  return useQuery({
    queryKey: marketplaceKeys.equipment(lang),
    queryFn: () => api.get<CatalogueFiltersResponse>(`/api/catalogue/filters?lang=${lang}`),
    staleTime: 5 * 60_000,
  });
}

/** The equipment of the member's home gym (empty without one): the dialog offers it as "what I have". */
export function useMyGymEquipment(enabled: boolean) {
  return useQuery({
    queryKey: marketplaceKeys.myGymEquipment(),
    queryFn: () => api.get<MyGymEquipmentResponse>('/api/marketplace/my-gym-equipment'),
    staleTime: 60_000,
    enabled,
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: marketplaceKeys.all }),
      queryClient.invalidateQueries({ queryKey: mentorKeys.all }),
    ]);
}

export function usePublishItem() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: PublishItemRequest) => api.post<ItemDetail>('/api/marketplace/items', body),
    onSuccess: refresh,
  });
}

export function useUpdateItem() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateItemRequest }) =>
      api.put<ItemDetail>(`/api/marketplace/items/${id}`, body),
    onSuccess: refresh,
  });
}

export function useUnpublishItem() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/marketplace/items/${id}`),
    onSuccess: refresh,
  });
}

/** "Use this": the copy id is chosen once per dialog, so a second press makes no second copy. */
export function useCopyItem() {
  const queryClient = useQueryClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ itemId, copyId }: { itemId: string; copyId: string }) =>
      api.post<CopyItemResponse>(`/api/marketplace/items/${itemId}/copies`, { id: copyId }),
    onSuccess: async () => {
      await refresh();
      await queryClient.invalidateQueries({ queryKey: ['templates'] });
      await queryClient.invalidateQueries({ queryKey: ['programs'] });
    },
  });
}

export function useRateItem() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ itemId, body }: { itemId: string; body: RateItemRequest }) =>
      api.put<RatingResponse>(`/api/marketplace/items/${itemId}/rating`, body),
    onSuccess: refresh,
  });
}
