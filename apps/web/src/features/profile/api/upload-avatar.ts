import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { meQueryKey } from '@/lib/query-keys';
import { profileSettingsQueryKey } from './get-profile-settings';

export const AVATAR_MAX_BYTES = 8 * 1024 * 1024;
export const AVATAR_ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif';

/** A file's media type; browsers that know no HEIC leave it empty, so the name's extension says it. */
function mediaTypeOf(file: File): string {
  if (file.type) return file.type;
  return /\.(heic|heif)$/i.test(file.name) ? 'image/heic' : 'application/octet-stream';
}

/** Uploads a picture (null removes the avatar); the server re-encodes it and answers its new URL. */
export async function uploadAvatar(file: File | null): Promise<{ avatarUrl: string | null }> {
  if (!file) {
    await api.delete<void>('/api/profile/avatar');
    return { avatarUrl: null };
  }
  return api.put<{ avatarUrl: string }>('/api/profile/avatar', new Blob([file], { type: mediaTypeOf(file) }));
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: meQueryKey }),
        queryClient.invalidateQueries({ queryKey: profileSettingsQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['social'] }),
      ]),
  });
}
