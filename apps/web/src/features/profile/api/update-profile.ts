import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MeResponse, UpdateProfileRequest } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { meQueryKey } from '@/lib/query-keys';
import { profileSettingsQueryKey } from './get-profile-settings';

/**
 * `keepalive`: the browser finishes the save even when the page is closed or reloaded a moment after (a member who
 * picks a language and reloads at once kept it on the device but lost it on the profile). The body is a few fields,
 * far under keepalive's 64 KB.
 */
export function updateProfile(body: UpdateProfileRequest) {
  return api.patch<MeResponse>('/api/profile', body, { keepalive: true });
}

/** Saves profile fields; the answer is the new /api/me, so that cache is set from it directly. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (me) => {
      queryClient.setQueryData(meQueryKey, me);
      // The profile page and what others' cards show of me (the social area's queries) read the new values.
      void queryClient.invalidateQueries({ queryKey: profileSettingsQueryKey });
      void queryClient.invalidateQueries({ queryKey: ['social'] });
    },
  });
}
