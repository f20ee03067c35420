import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProgramListResponse } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { programKeys } from './keys';

export function listPrograms(): Promise<ProgramListResponse> {
  return api.get<ProgramListResponse>('/api/programs');
}

export const programsQueryOptions = queryOptions({
  queryKey: programKeys.all,
  queryFn: listPrograms,
  staleTime: 0,
});

/** The member's programs (the active one first), each with its rotation and the template that is next. */
export function usePrograms() {
  return useQuery(programsQueryOptions);
}
