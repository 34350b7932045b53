import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { postJson } from '../../../lib/http';
import { personalQueryKey } from '../../../lib/session/personal-query-key';

const wishlistedSchema = z.object({ acknowledged: z.literal(true), alreadyWishlisted: z.boolean() });
export type Wishlisted = z.infer<typeof wishlistedSchema>;

/** POST /api/wishlist (buyer): saving twice keeps one entry (`alreadyWishlisted`). */
export function addToWishlist(productId: string): Promise<Wishlisted> {
  return postJson('/api/wishlist', { productId }, wishlistedSchema);
}

export function useAddToWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToWishlist,
    // The buyer's wishlist page (another feature) reads this key; it refetches when next shown.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: personalQueryKey('wishlist') }),
  });
}
