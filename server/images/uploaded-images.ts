import { and, eq, inArray } from 'drizzle-orm';
import type { ProductImage } from '@contract/catalogue.ts';
import type { UploadedImage } from '@contract/images.ts';
import type { Db } from '../db/database.ts';
import { imageUploads, uploadedImages } from '../db/schema.ts';

/** Remembers that this user uploaded this photo; the same photo uploaded again is one record. */
export async function recordUpload(db: Db, uploaderId: string, image: ProductImage): Promise<void> {
  await db
    .insert(uploadedImages)
    .values({ uploaderId, url: image.url, thumbUrl: image.thumbUrl })
    .onConflictDoNothing();
}

/** Keeps the answer of an upload the device named (its `uploadId`); the same id again keeps the first. */
export async function recordClientUpload(
  db: Db,
  uploaderId: string,
  uploadId: string,
  image: UploadedImage['data'],
): Promise<void> {
  await db
    .insert(imageUploads)
    .values({ uploaderId, uploadId, ...image })
    .onConflictDoNothing();
}

/** The upload this user made under `uploadId`, as POST /api/images answered it; undefined when there is none. */
export async function findClientUpload(
  db: Db,
  uploaderId: string,
  uploadId: string,
): Promise<UploadedImage['data'] | undefined> {
  const [row] = await db
    .select({
      url: imageUploads.url,
      thumbUrl: imageUploads.thumbUrl,
      width: imageUploads.width,
      height: imageUploads.height,
    })
    .from(imageUploads)
    .where(and(eq(imageUploads.uploaderId, uploaderId), eq(imageUploads.uploadId, uploadId)));
  return row;
}

/** The photos among `images` that this user uploaded to this server, by display URL, with their thumbnails. */
export async function uploadsOf(db: Pick<Db, 'select'>, uploaderId: string, images: readonly ProductImage[]) {
  if (images.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ url: uploadedImages.url, thumbUrl: uploadedImages.thumbUrl })
    .from(uploadedImages)
    .where(
      and(
        eq(uploadedImages.uploaderId, uploaderId),
        inArray(
          uploadedImages.url,
          images.map((image) => image.url),
        ),
      ),
    );
  return new Map(rows.map((row) => [row.url, row.thumbUrl]));
}
