import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PeopleResponse } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { socialKeys } from './keys';

export function getPeople(q: string) {
  return api.get<PeopleResponse>(`/api/social/people${q ? `?q=${encodeURIComponent(q)}` : ''}`);
}

/** People whose handle or name starts with `q`; without it, suggestions (whom my follows follow). */
export function usePeople(q: string) {
  return useQuery({
    queryKey: socialKeys.people(q),
    queryFn: () => getPeople(q),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
