import { useQuery } from '@tanstack/react-query';
import { productQueryOptions } from '@/lib/product-query';

/** The request and key are shared (src/lib/product-query.ts) because ProductCard prefetches them. */
export function useProduct(id: string) {
  return useQuery(productQueryOptions(id));
}
