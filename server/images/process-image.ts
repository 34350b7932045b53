import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { MAX_IMAGE_MEGAPIXELS } from '@contract/images.ts';
import { HttpError, badRequest } from '../lib/http-errors.ts';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
const DISPLAY_SIZE = 1600;
const THUMB_SIZE = 480;
const MAX_INPUT_PIXELS = MAX_IMAGE_MEGAPIXELS * 1_000_000;

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
 * Output is auto-rotated WebP with every metadata block (EXIF, GPS, XMP) dropped. The size is read from the
 * header first: a photo of too many pixels is refused before decoding, however few bytes it has.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  const metadata = await sharp(input)
    .metadata()
    .catch(() => undefined);
  if (!metadata?.format || !ACCEPTED_FORMATS.has(metadata.format)) {
    throw badRequest('This file is not a photo we can read. Use a JPEG, PNG, WebP or HEIC/AVIF image.', 'image');
  }
  const pixels = (metadata.width ?? 0) * (metadata.pageHeight ?? metadata.height ?? 0);
  if (pixels > MAX_INPUT_PIXELS) {
    const megapixels = Math.round(pixels / 1_000_000);
    throw new HttpError(
      413,
      'payload_too_large',
      `This photo has too many pixels (${megapixels} megapixels). Use one of at most ${MAX_IMAGE_MEGAPIXELS} megapixels.`,
      'image',
    );
  }
  // The decoder enforces the same limit, should a header understate the size.
  const oriented = () => sharp(input, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS }).rotate();
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
