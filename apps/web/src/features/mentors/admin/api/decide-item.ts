import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { useRefreshMentors } from './use-refresh-mentors';

/** Approves an item waiting for review, or (with a note) rejects it. */
export function decideItem({ id, note }: { id: string; note?: string }) {
  return note === undefined
    ? api.post<void>(`/api/admin/marketplace/items/${id}/approve`)
    : api.post<void>(`/api/admin/marketplace/items/${id}/reject`, { note });
}

export function useDecideItem() {
  const refresh = useRefreshMentors();
  return useMutation({ mutationFn: decideItem, onSuccess: refresh });
}
