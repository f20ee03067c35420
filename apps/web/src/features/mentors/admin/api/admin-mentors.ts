import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ItemsResponse } from '@lifeorbit/contracts/marketplace';
import type {
  AdminMentorDetail,
  AdminMentorsResponse,
  CreateMentorRequest,
  UpdateMentorRequest,
} from '@lifeorbit/contracts/mentors';
import { api } from '@/lib/api';
import { marketplaceKeys, mentorKeys } from '@/features/mentors/api/keys';

const adminKeys = {
  all: ['mentors', 'admin'] as const,
  list: (q: string) => ['mentors', 'admin', 'list', q] as const,
  detail: (id: string) => ['mentors', 'admin', 'detail', id] as const,
  review: (lang: string) => ['marketplace', 'review', lang] as const,
};

export function useAdminMentors(q: string) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: adminKeys.list(q),
      queryFn: ({ pageParam }) => {
        const query = new URLSearchParams({ limit: '50' });
        if (q) query.set('q', q);
        if (pageParam) query.set('cursor', pageParam);
        return api.get<AdminMentorsResponse>(`/api/admin/mentors?${query}`);
      },
      initialPageParam: null as string | null,
      getNextPageParam: (page) => page.nextCursor,
    }),
  );
}

export function useAdminMentor(id: string | undefined) {
  return useQuery({
    queryKey: adminKeys.detail(id ?? ''),
    queryFn: () => api.get<AdminMentorDetail>(`/api/admin/mentors/${id}`),
    enabled: Boolean(id),
    retry: false,
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: mentorKeys.all }),
      queryClient.invalidateQueries({ queryKey: marketplaceKeys.all }),
    ]);
}

export function useCreateMentor() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: CreateMentorRequest) => api.post<AdminMentorDetail>('/api/admin/mentors', body),
    onSuccess: refresh,
  });
}

export function useUpdateMentor(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: UpdateMentorRequest) => api.put<AdminMentorDetail>(`/api/admin/mentors/${id}`, body),
    onSuccess: refresh,
  });
}

/** The photo goes as the picture's own bytes, through the avatar pipeline. */
export function useMentorPhoto(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (file: File | null): Promise<void> => {
      if (file) await api.put<{ photoUrl: string }>(`/api/admin/mentors/${id}/photo`, file);
      else await api.delete<void>(`/api/admin/mentors/${id}/photo`);
    },
    onSuccess: refresh,
  });
}

export function useReviewQueue(lang: string) {
  return useQuery({
    queryKey: adminKeys.review(lang),
    queryFn: () => api.get<ItemsResponse>(`/api/admin/marketplace/review?lang=${lang}`),
  });
}

export function useDecideItem() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, note }: { id: string; note?: string }) =>
      note === undefined
        ? api.post<void>(`/api/admin/marketplace/items/${id}/approve`)
        : api.post<void>(`/api/admin/marketplace/items/${id}/reject`, { note }),
    onSuccess: refresh,
  });
}
