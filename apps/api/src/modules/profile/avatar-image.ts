import crypto from 'node:crypto';
import heicDecode from 'heic-decode';
import sharp, { type Sharp } from 'sharp';
import { AppError } from '../../core/errors';

/**
 * An uploaded photo made into avatars (issue 19): the real format read from the bytes (never from the name or the
 * declared type), decoded with a limit on its pixels (a small file that unpacks to a huge image is refused before it
 * is unpacked), turned upright by its EXIF orientation, cropped square and re-encoded as WebP in each size. Nothing of
 * the original is kept: no EXIF, GPS position or colour profile survives re-encoding.
 */

export const AVATAR_MAX_BYTES = 8 * 1024 * 1024;
export const AVATAR_SIZES = [512, 96] as const;
export type AvatarSize = (typeof AVATAR_SIZES)[number];
/** 50 megapixels: any phone camera's photo, and far below what would exhaust memory when decoded. */
export const AVATAR_MAX_PIXELS = 50_000_000;

export const AVATAR_MEDIA_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'] as const;
type Format = 'jpeg' | 'png' | 'webp' | 'heic';
const FORMAT_OF_TYPE: Record<(typeof AVATAR_MEDIA_TYPES)[number], Format> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/heic': 'heic',
  'image/heif': 'heic',
};
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

const refuse = (code: 'invalid_format' | 'too_large', message: string) =>
  new AppError('validation_failed', `file: ${message}`, [{ field: 'file', code, message }]);

/** The image format the bytes are in, by their signature; null when they are none of ours. */
export function sniffFormat(bytes: Buffer): Format | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (bytes.toString('latin1', 4, 8) === 'ftyp' && HEIC_BRANDS.has(bytes.toString('latin1', 8, 12))) return 'heic';
  return null;
}

/** A sharp pipeline over the decoded image, or a 400 for a file that is not one or is too big once unpacked. */
async function decode(bytes: Buffer, format: Format): Promise<Sharp> {
  if (format !== 'heic') {
    // The header alone says how big the image is once decoded: read it first, without a limit.
    const image = sharp(bytes, { limitInputPixels: AVATAR_MAX_PIXELS, failOn: 'error' });
    try {
      const { width = 0, height = 0 } = await sharp(bytes, { limitInputPixels: false }).metadata();
      if (width * height > AVATAR_MAX_PIXELS) throw refuse('too_large', 'The image has too many pixels');
    } catch (err) {
      if (err instanceof AppError) throw err;
      throw refuse('invalid_format', 'The file is damaged or not an image');
    }
    return image.rotate();
  }
  // sharp's own libheif reads AVIF only; HEIC (HEVC) photos go through libheif compiled to WebAssembly.
  let images: Awaited<ReturnType<typeof heicDecode.all>>;
  try {
    images = await heicDecode.all({ buffer: bytes });
  } catch {
    throw refuse('invalid_format', 'The file is damaged or not an image');
  }
  const first = images[0];
  if (!first) throw refuse('invalid_format', 'The file holds no image');
  if (first.width * first.height > AVATAR_MAX_PIXELS) throw refuse('too_large', 'The image has too many pixels');
  const { width, height, data } = await first.decode();
  return sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), { raw: { width, height, channels: 4 } });
}

export interface AvatarImages {
  /** The first 16 hex digits of the 512 version's SHA-256: part of every size's URL. */
  hash: string;
  images: Record<AvatarSize, Buffer>;
}

/**
 * The uploaded file whose declared media type is `mediaType`, decoded and upright, or a 400 naming `file` for one
 * that is not what it says, is damaged, or unpacks to too many pixels. Other pictures (a gym's cover) start here too.
 */
export async function decodeUploadedImage(bytes: Buffer, mediaType: string): Promise<Sharp> {
  const declared = FORMAT_OF_TYPE[mediaType as keyof typeof FORMAT_OF_TYPE];
  const actual = sniffFormat(bytes);
  if (!actual) throw refuse('invalid_format', 'The file is not a JPEG, PNG, WebP or HEIC image');
  if (declared !== actual) {
    throw refuse('invalid_format', `The file is a ${actual.toUpperCase()} image, not the ${mediaType} it says`);
  }
  return decode(bytes, actual);
}

/** Square WebP avatars from an uploaded file whose declared media type is `mediaType`. */
export async function makeAvatarImages(bytes: Buffer, mediaType: string): Promise<AvatarImages> {
  const image = await decodeUploadedImage(bytes, mediaType);
  let largest: Buffer;
  try {
    largest = await image
      .clone()
      .resize(512, 512, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw refuse('invalid_format', 'The file is damaged or not an image');
  }
  const small = await sharp(largest).resize(96, 96).webp({ quality: 80 }).toBuffer();
  return {
    hash: crypto.createHash('sha256').update(largest).digest('hex').slice(0, 16),
    images: { 512: largest, 96: small },
  };
}
