import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTokenRequest, CreatedTokenResponse } from '@lifeorbit/contracts/tokens';
import { api } from '@/lib/api';
import { tokenKeys } from './keys';

export function createToken(request: CreateTokenRequest) {
  return api.post<CreatedTokenResponse>('/api/tokens', request);
}

/** Makes a token; the answer holds it once (the list never shows it again). */
export function useCreateToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createToken,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tokenKeys.list }),
  });
}
