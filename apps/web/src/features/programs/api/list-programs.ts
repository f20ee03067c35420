import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProgramListResponse } from '@lifeorbit/contracts';
import { PROGRAM_LIST_PATH } from './paths';
import { api } from '@/lib/api';
import { programKeys } from './keys';

export function listPrograms(): Promise<ProgramListResponse> {
  return api.get<ProgramListResponse>(PROGRAM_LIST_PATH);
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
