import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { journalKeys } from './keys';

export function deleteJournalEntry(id: string) {
  return api.delete<void>(`/api/journal/entries/${id}`);
}

export function useDeleteJournalEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteJournalEntry,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: journalKeys.all }),
  });
}
