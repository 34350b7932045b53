import { useQuery } from '@tanstack/react-query';
import { wishlistSchema, type WishlistItem } from '@contract/wishlist';
import { getJson } from '@/lib/http';
import { personalQueryKey } from '@/lib/session/personal-query-key';

export const wishlistQueryKey = personalQueryKey('wishlist');

/** GET /api/wishlist (buyer): the saved listings, latest first. */
export function getWishlist(signal?: AbortSignal): Promise<WishlistItem[]> {
  return getJson('/api/wishlist', wishlistSchema, signal);
}

export function useWishlist() {
  return useQuery({ queryKey: wishlistQueryKey, queryFn: ({ signal }) => getWishlist(signal) });
}
