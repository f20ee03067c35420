import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SeedPersonaRequest, SeedPersonaResponse } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { personaKeys } from './keys';

export function seedPersona(input: SeedPersonaRequest) {
  return api.post<SeedPersonaResponse>('/api/personas', input);
}

export function useSeedPersona() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: seedPersona,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: personaKeys.all }),
  });
}
