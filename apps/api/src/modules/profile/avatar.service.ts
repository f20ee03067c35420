import { AppError } from '../../core/errors';
import type { AppDb } from '../../db/client';
import type { ObjectStore, StoredObject } from '../../storage';
import { AVATAR_SIZES, makeAvatarImages, type AvatarSize } from './avatar-image';
import { replaceAvatarUrl } from './profile.repository';

/**
 * A member's avatar: each size stored under a key with the image's hash, so its URL changes with the picture and can
 * be cached for a year. The profile keeps the URL of the 512 px version; the 96 px one has the same URL but its size.
 */

const keyOf = (userId: string, hash: string, size: AvatarSize) => `avatars/${userId}/${hash}-${size}.webp`;
export const avatarUrlOf = (userId: string, hash: string) => `/api/avatars/${userId}/${hash}-512.webp`;
const URL_PATTERN = /^\/api\/avatars\/([A-Za-z0-9_-]+)\/([0-9a-f]{16})-512\.webp$/;

/** The stored keys behind an avatar URL of ours (none for anything else). */
function keysOfUrl(url: string | null): string[] {
  const match = url ? URL_PATTERN.exec(url) : null;
  return match ? AVATAR_SIZES.map((size) => keyOf(match[1]!, match[2]!, size)) : [];
}

export async function saveAvatar(
  db: AppDb,
  storage: ObjectStore,
  userId: string,
  bytes: Buffer,
  mediaType: string,
): Promise<{ avatarUrl: string }> {
  if (bytes.length === 0) {
    throw new AppError('validation_failed', 'file: Choose a picture to upload', [
      { field: 'file', code: 'required', message: 'Choose a picture to upload' },
    ]);
  }
  const { hash, images } = await makeAvatarImages(bytes, mediaType);
  await Promise.all(AVATAR_SIZES.map((size) => storage.put(keyOf(userId, hash, size), images[size], 'image/webp')));
  const avatarUrl = avatarUrlOf(userId, hash);
  const previous = await replaceAvatarUrl(db, userId, avatarUrl);
  if (previous !== avatarUrl) await storage.delete(keysOfUrl(previous));
  return { avatarUrl };
}

export async function removeAvatar(db: AppDb, storage: ObjectStore, userId: string): Promise<void> {
  await storage.delete(keysOfUrl(await replaceAvatarUrl(db, userId, null)));
}

const FILE_PATTERN = /^([0-9a-f]{16})-(512|96)\.webp$/;
const USER_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** A stored avatar by the parts of its URL; null for anything that names none. */
export async function readAvatar(storage: ObjectStore, userId: string, file: string): Promise<StoredObject | null> {
  const match = FILE_PATTERN.exec(file);
  if (!match || !USER_PATTERN.test(userId)) return null;
  return storage.get(keyOf(userId, match[1]!, Number(match[2]) as AvatarSize));
}
