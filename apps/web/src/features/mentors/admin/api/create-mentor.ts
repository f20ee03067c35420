import { useMutation } from '@tanstack/react-query';
import type { AdminMentorDetail, CreateMentorRequest } from '@lifeorbit/contracts/mentors';
import { api } from '@/lib/api';
import { useRefreshMentors } from './use-refresh-mentors';

export function createMentor(body: CreateMentorRequest) {
  return api.post<AdminMentorDetail>('/api/admin/mentors', body);
}

export function useCreateMentor() {
  const refresh = useRefreshMentors();
  return useMutation({ mutationFn: createMentor, onSuccess: refresh });
}
