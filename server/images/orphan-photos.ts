import { and, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { imageUploads, orders, products, uploadedImages, users } from '../db/schema.ts';
import type { ImageStorage } from './image-storage.ts';

/**
 * How long an upload may wait for its listing: photos go up first and the listing follows, at once online, or
 * whenever the seller's phone next has a signal (the outbox keeps it meanwhile).
 */
export const ORPHAN_PHOTO_GRACE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Deletes the photos nobody uses: uploads older than the grace period that no listing shows, no profile has and no
 * dispute holds as evidence, uploaded for a listing that was refused or never sent, or sent again after a lost
 * answer. The bytes go only once no one's upload record is left (the same bytes uploaded by two people are stored
 * once). Answers how many photos (each with its thumbnail) left storage. Safe to run on every replica at once.
 */
export async function sweepOrphanPhotos(db: Db, storage: ImageStorage, now = new Date()): Promise<{ deleted: number }> {
  const before = new Date(now.getTime() - ORPHAN_PHOTO_GRACE_MS);
  // One pass over the listings' photos, the profiles and the disputes' evidence, not one search of them per upload.
  const inUse = sql`(select jsonb_array_elements(${products.images}) ->> 'url' from ${products}
    union select ${users.photoUrl} from ${users}
    union select jsonb_array_elements(${orders.disputePhotos}) ->> 'url' from ${orders})`;
  const expired = await db
    .delete(uploadedImages)
    .where(and(lt(uploadedImages.createdAt, before), sql`${uploadedImages.url} not in ${inUse}`))
    .returning({ url: uploadedImages.url, thumbUrl: uploadedImages.thumbUrl });
  if (expired.length === 0) return { deleted: 0 };

  const photos = new Map(expired.map((photo) => [photo.url, photo.thumbUrl]));
  const stillRecorded = await db
    .selectDistinct({ url: uploadedImages.url })
    .from(uploadedImages)
    .where(inArray(uploadedImages.url, [...photos.keys()]));
  for (const { url } of stillRecorded) photos.delete(url);
  if (photos.size === 0) return { deleted: 0 };

  await db.delete(imageUploads).where(inArray(imageUploads.url, [...photos.keys()]));
  for (const [url, thumbUrl] of photos) {
    await storage.remove(url);
    await storage.remove(thumbUrl);
  }
  return { deleted: photos.size };
}
