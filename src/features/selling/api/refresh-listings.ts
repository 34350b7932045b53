import type { QueryClient } from '@tanstack/react-query';
import { myProductsQueryKey } from './get-my-products';

/**
 * After a listing changes, the seller's list and every public product read (advertised list, categories,
 * the product page) may show it differently, so all of them refresh.
 */
export function refreshListings(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: myProductsQueryKey }),
    queryClient.invalidateQueries({ queryKey: ['products'] }),
  ]);
}
