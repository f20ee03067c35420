import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  PersonaDashboard,
  PersonaMembersResponse,
  SeedPersonaRequest,
  SeedPersonaResponse,
} from '@lifeorbit/contracts';
import { api } from '@/lib/api';

const personaKeys = {
  all: ['personas'] as const,
  list: (page: number) => ['personas', 'list', page] as const,
  dashboard: (id: string, lang: string) => ['personas', 'dashboard', id, lang] as const,
};

/** The seeded persona members, newest first (superadmins only). */
export function usePersonaMembers(page = 1, enabled = true) {
  return useQuery({
    queryKey: personaKeys.list(page),
    queryFn: () => api.get<PersonaMembersResponse>(`/api/personas?page=${page}&pageSize=20`),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useSeedPersona() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SeedPersonaRequest) => api.post<SeedPersonaResponse>('/api/personas', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: personaKeys.all }),
  });
}

export function usePersonaDashboard(id: string | null, lang: string) {
  return useQuery({
    queryKey: personaKeys.dashboard(id ?? '', lang),
    queryFn: () => api.get<PersonaDashboard>(`/api/personas/${encodeURIComponent(id!)}/dashboard?lang=${lang}`),
    enabled: Boolean(id),
  });
}
