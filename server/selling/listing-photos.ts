import type { ProductImage } from '@contract/catalogue.ts';
import type { Db } from '../db/database.ts';
import { uploadsOf } from '../images/uploaded-images.ts';
import { badRequest } from '../lib/http-errors.ts';

/**
 * A listing shows only photos its seller uploaded here, with the thumbnail made with them, or photos it
 * already has (the demo catalogue's, or ones kept through an edit). Anything else is a 400 naming the photo.
 */
export async function ensureSellersOwnPhotos(
  db: Db,
  sellerId: string,
  images: readonly ProductImage[],
  alreadyOnListing: readonly ProductImage[] = [],
): Promise<void> {
  const kept = new Map(alreadyOnListing.map((image) => [image.url, image.thumbUrl]));
  const uploads = await uploadsOf(db, sellerId, images);
  images.forEach((image, index) => {
    const thumbUrl = kept.get(image.url) ?? uploads.get(image.url);
    if (thumbUrl === undefined) {
      throw badRequest('Upload this photo again: it is not one of your uploads', `images.${index}.url`);
    }
    if (thumbUrl !== image.thumbUrl) {
      throw badRequest('This thumbnail belongs to another photo', `images.${index}.thumbUrl`);
    }
  });
}
