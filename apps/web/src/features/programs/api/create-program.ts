import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateProgramRequest, Program } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { programKeys } from './keys';

export function createProgram(body: CreateProgramRequest) {
  return api.post<Program>('/api/programs', body);
}

/** Creates a program under a client-chosen id: sending it twice stores it once. */
export function useCreateProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProgram,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: programKeys.all }),
  });
}
