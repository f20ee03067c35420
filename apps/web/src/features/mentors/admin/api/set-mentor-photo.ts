import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { useRefreshMentors } from './use-refresh-mentors';

/** The photo goes as the picture's own bytes, through the avatar pipeline; null removes it. */
export async function setMentorPhoto(id: string, file: File | null): Promise<void> {
  if (file) await api.put<{ photoUrl: string }>(`/api/admin/mentors/${id}/photo`, file);
  else await api.delete<void>(`/api/admin/mentors/${id}/photo`);
}

export function useMentorPhoto(id: string) {
  const refresh = useRefreshMentors();
  return useMutation({ mutationFn: (file: File | null) => setMentorPhoto(id, file), onSuccess: refresh });
}
