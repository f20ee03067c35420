import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportUndoResponse } from '@lifeorbit/contracts/data';
import { api } from '@/lib/api';
import { importsListQueryKey } from './keys';

/**
 * Undo of one whole import (issue 42): every workout, body measurement and health day it brought goes. The list then
 * shows it as undone, and history, progress and records are read again without them.
 */
export function useUndoImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<ImportUndoResponse>(`/api/data/imports/${id}`),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: importsListQueryKey, exact: true }),
        queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'data' }),
      ]);
    },
  });
}
