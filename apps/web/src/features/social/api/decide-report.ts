import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { socialKeys } from './keys';

/** Hides the reported workout (from everyone but its owner) or dismisses the report. */
export function decideReport({ reportId, decision }: { reportId: string; decision: 'hide' | 'dismiss' }) {
  return api.post<void>(`/api/admin/reports/${reportId}/${decision}`);
}

export function useDecideReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideReport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: socialKeys.all }),
  });
}
