import type { NewOutboxEntry } from '../../../offline/outbox/outbox-entry';

export interface Wishlisted {
  acknowledged: true;
  alreadyWishlisted: boolean;
}

/** POST /api/wishlist (buyer) as an outbox write: saving twice keeps one entry (`alreadyWishlisted`). */
export function addToWishlistWrite(productId: string, buyerId: string): NewOutboxEntry {
  return {
    id: `wishlist:${buyerId}:${productId}`,
    kind: 'wishlist',
    ownerId: buyerId,
    request: { method: 'POST', path: '/api/wishlist', body: { productId } },
  };
}
