import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminMentor } from '@lifeorbit/contracts/mentors';
import { api } from '@/lib/api';
import { mentorKeys } from './keys';

export function getMyMentorProfile() {
  return api.get<AdminMentor>('/api/me/mentor').catch(() => null);
}

export function myMentorProfileQueryOptions() {
  return queryOptions({ queryKey: mentorKeys.me(), queryFn: getMyMentorProfile, staleTime: 60_000 });
}

/** My mentor profile when I am a mentor (an invitation to my e-mail is claimed); null when I am not. */
export function useMyMentorProfile(enabled: boolean) {
  return useQuery({ ...myMentorProfileQueryOptions(), enabled });
}
