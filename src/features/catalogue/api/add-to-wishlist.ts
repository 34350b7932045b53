import type { NewOutboxEntry } from '@outbox-core/outbox-entry';

/** POST /api/wishlist (buyer) as an outbox write: saving twice keeps one entry (`alreadyWishlisted`). */
export function addToWishlistWrite(productId: string, buyerId: string): NewOutboxEntry {
  return {
    id: `wishlist:${buyerId}:${productId}`,
    kind: 'wishlist',
    ownerId: buyerId,
    request: { method: 'POST', path: '/api/wishlist', body: { productId } },
  };
}
