import crypto from 'node:crypto';
import sharp from 'sharp';
import { AppError } from '../../core/errors';
import type { AppDb } from '../../db/client';
import type { ObjectStore, StoredObject } from '../../storage';
import { AVATAR_MEDIA_TYPES, AVATAR_SIZES, decodeUploadedImage, makeAvatarImages } from '../profile';
import { adminGym, auditIfStaff } from './gym-access';
import * as repo from './gym-images.repository';

/**
 * A gym's logo and cover (issue 20), made by the avatar pipeline (ADR 026): the logo square in the avatar's sizes, the
 * cover a wide WebP (1200x400, cropped to fill) and a small one (600x200). Each is stored under a key with the
 * image's hash, so its URL changes with the picture and may be cached for a year; nothing of the upload is kept (no
 * EXIF, no GPS position), and the files of the picture it replaces are deleted.
 */

export type GymImageKind = 'logo' | 'cover';
export const COVER_SIZES = [1200, 600] as const;
const COVER_RATIO = 3;
const SIZES: Record<GymImageKind, readonly number[]> = { logo: AVATAR_SIZES, cover: COVER_SIZES };

const fileOf = (kind: GymImageKind, hash: string, size: number) => `${kind}-${hash}-${size}.webp`;
const keyOf = (gymId: string, file: string) => `gyms/${gymId}/${file}`;
const urlOf = (gymId: string, kind: GymImageKind, hash: string) =>
  `/api/gym-images/${gymId}/${fileOf(kind, hash, SIZES[kind][0]!)}`;
const URL_PATTERN = /^\/api\/gym-images\/([0-9a-f-]{36})\/(logo|cover)-([0-9a-f]{16})-\d+\.webp$/;
const FILE_PATTERN = /^(logo-[0-9a-f]{16}-(?:512|96)|cover-[0-9a-f]{16}-(?:1200|600))\.webp$/;
const ID_PATTERN = /^[0-9a-f-]{36}$/;

function keysOfUrl(url: string | null): string[] {
  const match = url ? URL_PATTERN.exec(url) : null;
  if (!match) return [];
  const [, gymId, kind, hash] = match as unknown as [string, string, GymImageKind, string];
  return SIZES[kind].map((size) => keyOf(gymId, fileOf(kind, hash, size)));
}

const damaged = () =>
  new AppError('validation_failed', 'file: The file is damaged or not an image', [
    { field: 'file', code: 'invalid_format', message: 'The file is damaged or not an image' },
  ]);

/** The cover's sizes, wide WebP cropped to fill, from an uploaded file of the declared media type. */
export async function makeCoverImages(bytes: Buffer, mediaType: string) {
  const image = await decodeUploadedImage(bytes, mediaType);
  const [large, small] = COVER_SIZES;
  let largest: Buffer;
  try {
    largest = await image
      .clone()
      .resize(large, large / COVER_RATIO, { fit: 'cover', position: 'attention' })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    throw damaged();
  }
  const smaller = await sharp(largest)
    .resize(small, small / COVER_RATIO)
    .webp({ quality: 78 })
    .toBuffer();
  return {
    hash: crypto.createHash('sha256').update(largest).digest('hex').slice(0, 16),
    images: { [large]: largest, [small]: smaller } as Record<number, Buffer>,
  };
}

async function imagesOf(kind: GymImageKind, bytes: Buffer, mediaType: string) {
  if (kind === 'cover') return makeCoverImages(bytes, mediaType);
  const { hash, images } = await makeAvatarImages(bytes, mediaType);
  return { hash, images: images as Record<number, Buffer> };
}

/** Stores a new logo or cover for the gym and answers its URL; its admins and superadmins only (others learn nothing of the file). */
export async function saveImage(
  db: AppDb,
  storage: ObjectStore,
  userId: string,
  gymId: string,
  kind: GymImageKind,
  bytes: Buffer,
  mediaType: string,
): Promise<{ url: string }> {
  const access = await adminGym(db, gymId, userId);
  if (!(AVATAR_MEDIA_TYPES as readonly string[]).includes(mediaType)) {
    throw new AppError('unsupported_media_type', 'Send a JPEG, PNG, WebP or HEIC picture', [
      {
        field: '(body)',
        code: 'invalid_format',
        message: `The Content-Type must be one of ${AVATAR_MEDIA_TYPES.join(', ')}`,
      },
    ]);
  }
  if (bytes.length === 0) {
    throw new AppError('validation_failed', 'file: Choose a picture to upload', [
      { field: 'file', code: 'required', message: 'Choose a picture to upload' },
    ]);
  }
  const { hash, images } = await imagesOf(kind, bytes, mediaType);
  await Promise.all(
    SIZES[kind].map((size) => storage.put(keyOf(gymId, fileOf(kind, hash, size)), images[size]!, 'image/webp')),
  );
  const url = urlOf(gymId, kind, hash);
  const previous = await db.transaction(async (tx) => {
    const replaced = await repo.replaceImageUrl(tx, gymId, kind, url);
    await auditIfStaff(tx, access, userId, kind, { url });
    return replaced;
  });
  if (previous && previous !== url) await storage.delete(keysOfUrl(previous));
  return { url };
}

/** Removes the gym's logo or cover and its files. */
export async function removeImage(
  db: AppDb,
  storage: ObjectStore,
  userId: string,
  gymId: string,
  kind: GymImageKind,
): Promise<void> {
  const access = await adminGym(db, gymId, userId);
  const previous = await db.transaction(async (tx) => {
    const replaced = await repo.replaceImageUrl(tx, gymId, kind, null);
    await auditIfStaff(tx, access, userId, `${kind}.remove`);
    return replaced;
  });
  await storage.delete(keysOfUrl(previous));
}

/** A stored logo or cover by the parts of its URL; null for anything that names none. */
export async function readImage(storage: ObjectStore, gymId: string, file: string): Promise<StoredObject | null> {
  if (!FILE_PATTERN.test(file) || !ID_PATTERN.test(gymId)) return null;
  return storage.get(keyOf(gymId, file));
}
