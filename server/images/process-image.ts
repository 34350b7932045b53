import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { badRequest } from '../lib/http-errors.ts';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
const DISPLAY_SIZE = 1600;
const THUMB_SIZE = 480;

export type ProcessedImage = {
  display: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
  /** Content hash: the same photo uploaded twice is stored once. */
  digest: string;
};

/**
 * Trusts the bytes, not the file name: anything sharp cannot decode as a photo is refused.
 * Output is auto-rotated WebP with every metadata block (EXIF, GPS, XMP) dropped.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  const metadata = await sharp(input)
    .metadata()
    .catch(() => undefined);
  if (!metadata?.format || !ACCEPTED_FORMATS.has(metadata.format)) {
    throw badRequest('This file is not a photo we can read. Use a JPEG, PNG, WebP or HEIC/AVIF image.', 'image');
  }
  const oriented = () => sharp(input, { failOn: 'error' }).rotate();
  const { data: display, info } = await oriented()
    .resize({ width: DISPLAY_SIZE, height: DISPLAY_SIZE, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw badRequest('This photo is damaged and could not be read.', 'image');
    });
  const thumb = await oriented()
    .resize({ width: THUMB_SIZE, height: Math.round((THUMB_SIZE * 3) / 4), fit: 'cover', position: 'attention' })
    .webp({ quality: 72 })
    .toBuffer();
  const digest = createHash('sha256').update(display).digest('hex').slice(0, 32);
  return { display, thumb, width: info.width, height: info.height, digest };
}
