import { AppError } from '../../core/errors';
import type { AppDb } from '../../db/client';
import type { ObjectStore, StoredObject } from '../../storage';
import { logAdminAction } from '../security';
import { AVATAR_SIZES, makeAvatarImages } from '../profile';
import * as mentors from './mentors.repository';

/**
 * A mentor's photo, made by the avatar pipeline (ADR 026): square WebP in each size, stored under a key with the
 * image's hash so its URL changes with the picture; nothing of the original upload is kept.
 */

type Size = (typeof AVATAR_SIZES)[number];
const keyOf = (mentorId: string, hash: string, size: Size) => `mentors/${mentorId}/${hash}-${size}.webp`;
const urlOf = (mentorId: string, hash: string) => `/api/mentor-photos/${mentorId}/${hash}-512.webp`;
const URL_PATTERN = /^\/api\/mentor-photos\/([0-9a-f-]{36})\/([0-9a-f]{16})-512\.webp$/;
const FILE_PATTERN = /^([0-9a-f]{16})-(512|96)\.webp$/;
const ID_PATTERN = /^[0-9a-f-]{36}$/;

function keysOfUrl(url: string | null | undefined): string[] {
  const match = url ? URL_PATTERN.exec(url) : null;
  return match ? AVATAR_SIZES.map((size) => keyOf(match[1]!, match[2]!, size)) : [];
}

const noMentor = () => new AppError('not_found', 'No mentor with this id');

export async function savePhoto(
  db: AppDb,
  storage: ObjectStore,
  adminId: string,
  mentorId: string,
  bytes: Buffer,
  mediaType: string,
): Promise<{ photoUrl: string }> {
  const mentor = await mentors.findMentor(db, mentorId, null, false);
  if (!mentor) throw noMentor();
  if (bytes.length === 0) {
    throw new AppError('validation_failed', 'file: Choose a picture to upload', [
      { field: 'file', code: 'required', message: 'Choose a picture to upload' },
    ]);
  }
  const { hash, images } = await makeAvatarImages(bytes, mediaType);
  await Promise.all(AVATAR_SIZES.map((size) => storage.put(keyOf(mentorId, hash, size), images[size], 'image/webp')));
  const photoUrl = urlOf(mentorId, hash);
  const previous = await db.transaction(async (tx) => {
    const replaced = await mentors.replacePhotoUrl(tx, mentorId, photoUrl);
    await logAdminAction(tx, {
      actorUserId: adminId,
      actionType: 'mentors.photo',
      targetUserId: mentor.user_id,
      details: { mentorId, photoUrl },
    });
    return replaced;
  });
  if (previous && previous !== photoUrl) await storage.delete(keysOfUrl(previous));
  return { photoUrl };
}

export async function removePhoto(db: AppDb, storage: ObjectStore, adminId: string, mentorId: string) {
  const mentor = await mentors.findMentor(db, mentorId, null, false);
  if (!mentor) throw noMentor();
  const previous = await db.transaction(async (tx) => {
    const replaced = await mentors.replacePhotoUrl(tx, mentorId, null);
    await logAdminAction(tx, {
      actorUserId: adminId,
      actionType: 'mentors.photo.remove',
      targetUserId: mentor.user_id,
      details: { mentorId },
    });
    return replaced;
  });
  await storage.delete(keysOfUrl(previous));
}

/** A stored photo by the parts of its URL; null for anything that names none. */
export async function readPhoto(storage: ObjectStore, mentorId: string, file: string): Promise<StoredObject | null> {
  const match = FILE_PATTERN.exec(file);
  if (!match || !ID_PATTERN.test(mentorId)) return null;
  return storage.get(keyOf(mentorId, match[1]!, Number(match[2]) as Size));
}
