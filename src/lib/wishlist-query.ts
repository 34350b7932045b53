import { queryOptions } from '@tanstack/react-query';
import { wishlistSchema, type WishlistItem } from '@contract/wishlist';
import { getJson } from './http';
import { personalQueryKey } from './session/personal-query-key';

/* The buyer's wishlist is shown by My Wishlist (buying) and by the product page's menu (catalogue), so it lives here. */
export const wishlistQueryKey = personalQueryKey('wishlist');

/** GET /api/wishlist (buyer): the saved listings, latest first. */
export function getWishlist(signal?: AbortSignal): Promise<WishlistItem[]> {
  return getJson('/api/wishlist', wishlistSchema, signal);
}

export function wishlistQueryOptions() {
  return queryOptions({ queryKey: wishlistQueryKey, queryFn: ({ signal }) => getWishlist(signal) });
}
