import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportPreview } from '@lifeorbit/contracts/data';
import { api } from '@/lib/api';
import { importQueryKey, importsListQueryKey } from './keys';

export function useRunImport(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (skipBrokenRows: boolean) =>
      api.post<ImportPreview>(`/api/data/imports/${id}/run`, { skipBrokenRows }),
    onSuccess: async (preview) => {
      queryClient.setQueryData(importQueryKey(id), preview);
      // History, progress, records and achievements now include the imported workouts.
      await Promise.all([
        queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'data' }),
        queryClient.invalidateQueries({ queryKey: importsListQueryKey, exact: true }),
      ]);
    },
  });
}
