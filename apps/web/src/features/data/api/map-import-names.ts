import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportMappingRequest, ImportPreview } from '@lifeorbit/contracts/data';
import { api } from '@/lib/api';
import { importQueryKey } from './keys';

export function useMapNames(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ImportMappingRequest) => api.put<ImportPreview>(`/api/data/imports/${id}/mappings`, body),
    onSuccess: (preview) => queryClient.setQueryData(importQueryKey(id), preview),
  });
}
