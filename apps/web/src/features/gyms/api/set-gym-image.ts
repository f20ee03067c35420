import type { GymImageResponse } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { useGymWrite } from './use-gym-write';

export type GymImageKind = 'logo' | 'cover';
/** What the server takes for a logo or cover (the avatar pipeline's limits). */
export const GYM_IMAGE_MAX_BYTES = 8 * 1024 * 1024;
export const GYM_IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif';

/** The logo or cover goes as the picture's own bytes (null removes it); browsers without HEIC send no type. */
export async function setGymImage({ gymId, kind, file }: { gymId: string; kind: GymImageKind; file: File | null }) {
  if (!file) return api.delete<void>(`/api/gyms/${gymId}/${kind}`);
  const type = file.type || (/\.(heic|heif)$/i.test(file.name) ? 'image/heic' : 'application/octet-stream');
  await api.put<GymImageResponse>(`/api/gyms/${gymId}/${kind}`, new Blob([file], { type }));
}

export const useSetGymImage = () => useGymWrite(setGymImage);
