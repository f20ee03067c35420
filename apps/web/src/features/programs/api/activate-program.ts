import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Program } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { programKeys } from './keys';

export function activateProgram(id: string) {
  return api.post<Program>(`/api/programs/${encodeURIComponent(id)}/activate`);
}

/** Makes this the member's one active program (the others stop being active). */
export function useActivateProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activateProgram,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: programKeys.all }),
  });
}
