import type { Product } from '@contract/catalogue';
import type { ListingInput, ListingUpdate } from '@contract/selling';

const sameImages = (a: ListingInput['images'], b: Product['images']) =>
  a.length === b.length && a.every((image, index) => image.url === b[index]?.url);

/** Only what the seller changed, for PATCH /api/my-products/{id}; empty when nothing changed. */
export function listingChanges(product: Product, edited: Omit<ListingInput, 'clientListingId'>): ListingUpdate {
  const changes: ListingUpdate = {};
  const record = changes as Record<string, unknown>;
  for (const key of Object.keys(edited) as (keyof typeof edited)[]) {
    if (key === 'images') {
      if (!sameImages(edited.images, product.images)) changes.images = edited.images;
    } else if (edited[key] !== product[key]) {
      record[key] = edited[key];
    }
  }
  return changes;
}
