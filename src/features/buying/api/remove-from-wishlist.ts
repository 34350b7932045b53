import { deletedSchema } from '@contract/selling';
import type { WishlistItem } from '@contract/wishlist';
import { deleteJson } from '@/lib/http';
import { useOptimisticRemoval } from '@/lib/use-optimistic-removal';
import { wishlistQueryKey } from './get-wishlist';

/** DELETE /api/wishlist/{productId} (buyer). */
export function removeFromWishlist(productId: string) {
  return deleteJson(`/api/wishlist/${encodeURIComponent(productId)}`, deletedSchema);
}

export function useRemoveFromWishlist() {
  return useOptimisticRemoval({
    listKey: wishlistQueryKey,
    request: removeFromWishlist,
    isRemoved: (item: WishlistItem, productId: string) => item.product._id === productId,
  });
}
