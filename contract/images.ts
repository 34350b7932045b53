import { z } from 'zod';

/** Largest upload the server takes; the app downscales phone photos well below this first. */
export const MAX_IMAGE_UPLOAD_BYTES = 15 * 1024 * 1024;
export const MAX_PHOTOS_PER_LISTING = 6;

export const uploadedImageSchema = z.object({
  success: z.literal(true),
  data: z.object({ url: z.string(), thumbUrl: z.string(), width: z.number(), height: z.number() }),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;
