import { useQuery } from '@tanstack/react-query';
import { wishlistQueryOptions } from '@/lib/wishlist-query';

export { wishlistQueryKey } from '@/lib/wishlist-query';

export function useWishlist() {
  return useQuery(wishlistQueryOptions());
}
