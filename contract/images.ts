import { z } from 'zod';
import { plainString } from './free-text.ts';

export { MAX_PHOTOS_PER_LISTING } from './listing-limits.ts';

/** Largest upload the server takes; the app downscales phone photos well below this first. */
export const MAX_IMAGE_UPLOAD_BYTES = 15 * 1024 * 1024;
/** Photos with more pixels are refused before they are decoded: decoding costs memory by the pixel, not the byte. */
export const MAX_IMAGE_MEGAPIXELS = 50;

/** A file under /uploads: plain path segments only, so no `..`, `.`, empty or encoded segment gets through. */
export const OWN_UPLOAD_PATH = /^\/uploads(?:\/[\w-]+)+\.webp$/;

const PHOTO_URL_MESSAGE = 'Use a picture uploaded to Shutterswap or an https:// address';

/** A profile picture: one of our uploads, an https address (the sign-in provider's picture), or none. */
export const profilePhotoUrlSchema = plainString()
  .trim()
  .max(2048, PHOTO_URL_MESSAGE)
  .refine((value) => value === '' || OWN_UPLOAD_PATH.test(value) || isHttpsUrl(value), { message: PHOTO_URL_MESSAGE });

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && !url.username && !url.password;
  } catch {
    return false;
  }
}

export const uploadedImageSchema = z.object({
  success: z.literal(true),
  data: z.object({ url: z.string(), thumbUrl: z.string(), width: z.number(), height: z.number() }),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

/**
 * POST /api/images?uploadId=…: the device's own id for this upload, so a try whose answer was lost asks for it
 * (GET /api/images/uploads/{uploadId}) instead of sending the photo again.
 */
export const imageUploadQuerySchema = z.object({ uploadId: z.string().uuid('uploadId must be a UUID').optional() });
export const imageUploadParamsSchema = z.object({ uploadId: z.string().uuid('uploadId must be a UUID') });
