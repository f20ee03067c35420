import { useMutation } from '@tanstack/react-query';
import type { AdminMentorDetail, UpdateMentorRequest } from '@lifeorbit/contracts/mentors';
import { api } from '@/lib/api';
import { useRefreshMentors } from './use-refresh-mentors';

export function updateMentor(id: string, body: UpdateMentorRequest) {
  return api.put<AdminMentorDetail>(`/api/admin/mentors/${id}`, body);
}

export function useUpdateMentor(id: string) {
  const refresh = useRefreshMentors();
  return useMutation({ mutationFn: (body: UpdateMentorRequest) => updateMentor(id, body), onSuccess: refresh });
}
