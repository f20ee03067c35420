import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MeResponse, UpdateProfileRequest } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { meQueryKey } from '@/lib/query-keys';
import { profileSettingsQueryKey } from './get-profile-settings';

export function updateProfile(body: UpdateProfileRequest) {
  return api.patch<MeResponse>('/api/profile', body);
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
