import { useQuery } from '@tanstack/react-query';
import type { PublicProfile } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { socialKeys } from './keys';

export function getPublicProfile(handle: string, lang: string) {
  return api.get<PublicProfile>(`/api/social/profiles/${encodeURIComponent(handle)}?lang=${lang}`);
}

/** A member's profile as I may see it (counts and workouts only as far as their privacy lets me). */
export function usePublicProfile(handle: string | undefined, lang: string) {
  return useQuery({
    queryKey: socialKeys.profile(handle ?? '', lang),
    queryFn: () => getPublicProfile(handle!, lang),
    enabled: Boolean(handle),
    staleTime: 30_000,
    retry: false,
  });
}
