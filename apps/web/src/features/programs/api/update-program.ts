import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Program, UpdateProgramRequest } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { programKeys } from './keys';

export function updateProgram({ id, body }: { id: string; body: UpdateProgramRequest }) {
  return api.put<Program>(`/api/programs/${encodeURIComponent(id)}`, body);
}

/** Replaces a program's name and rotation. */
export function useUpdateProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProgram,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: programKeys.all }),
  });
}
