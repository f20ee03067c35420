import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JournalEntry, UpdateJournalEntryRequest } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { journalKeys } from './keys';

export function updateJournalEntry({ id, ...body }: UpdateJournalEntryRequest & { id: string }) {
  return api.patch<JournalEntry>(`/api/journal/entries/${id}`, body);
}

export function useUpdateJournalEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateJournalEntry,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: journalKeys.all }),
  });
}
