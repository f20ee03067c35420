import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateJournalEntryRequest, JournalEntry } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { journalKeys } from './keys';

/** A new entry; its id is made on the device, so a second tap or a retry stores one entry. */
export function createJournalEntry(body: CreateJournalEntryRequest) {
  return api.post<JournalEntry>('/api/journal/entries', body);
}

export function useCreateJournalEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJournalEntry,
    retry: 2,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: journalKeys.all }),
  });
}
