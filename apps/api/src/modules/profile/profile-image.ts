import { randomBytes } from 'node:crypto';
import { PROFILE_IMAGE_MAX_BYTES, PROFILE_MESSAGES } from '@pathscoop/contracts';
import sharp from 'sharp';
import { AppError } from '../../lib/errors';

/** Side of the stored square picture: 4x the largest avatar the pages show (96 CSS px). */
export const PROFILE_IMAGE_SIZE = 384;

/** What the bytes are, whatever the file is called: PNG or JPEG magic numbers. */
export function sniffImageType(bytes: Buffer): 'png' | 'jpeg' | undefined {
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  return undefined;
}

/**
 * Checks an uploaded picture by its content (PNG or JPEG, at most 5 MB, decodable, not a
 * decompression bomb), then decodes and re-encodes it with sharp (libvips): turned upright by its
 * EXIF orientation, cropped to a square, resized, written as WebP with no metadata at all (EXIF,
 * GPS, XMP, ICC comments are dropped: sharp keeps none unless asked). Answers the bytes and an
 * unguessable name (128 random bits).
 */
export async function processProfileImage(bytes: Buffer): Promise<{ key: string; body: Buffer }> {
  return processImage(bytes, {
    width: PROFILE_IMAGE_SIZE,
    height: PROFILE_IMAGE_SIZE,
    field: 'profile_image',
  });
}

/**
 * The same pipeline for any picture the service stores (profile photos; issue 20: resource
 * thumbnails, 16:10): the same checks and messages, cropped around the most interesting region to
 * `width` x `height`, WebP without metadata, an unguessable `<32 hex>-<width>.webp` name.
 */
export async function processImage(
  bytes: Buffer,
  shape: { width: number; height: number; field: string },
): Promise<{ key: string; body: Buffer }> {
  const refuse = (message: string) => new AppError(400, { [shape.field]: [message] });
  if (bytes.length > PROFILE_IMAGE_MAX_BYTES) throw refuse(PROFILE_MESSAGES.imageTooLarge);
  const type = sniffImageType(bytes);
  if (!type) throw refuse(PROFILE_MESSAGES.imageType);
  let body: Buffer;
  try {
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: 40_000_000, sequentialRead: true });
    const meta = await image.metadata();
    if (meta.format !== type && !(type === 'jpeg' && meta.format === 'jpeg')) throw new Error('format');
    body = await image
      .rotate()
      .resize(shape.width, shape.height, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw refuse(PROFILE_MESSAGES.imageUnreadable);
  }
  return { key: `${randomBytes(16).toString('hex')}-${shape.width}.webp`, body };
}
