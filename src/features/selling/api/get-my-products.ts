import { useQuery } from '@tanstack/react-query';
import { productListSchema, type Product } from '@contract/catalogue';
import { getJson } from '@/lib/http';
import { personalQueryKey } from '@/lib/session/personal-query-key';

export const myProductsQueryKey = personalQueryKey('selling', 'my-products');

/** GET /api/my-products (seller): the signed-in seller's own listings, sold ones included. */
export function getMyProducts(signal?: AbortSignal): Promise<Product[]> {
  return getJson('/api/my-products', productListSchema, signal);
}

export function useMyProducts() {
  return useQuery({ queryKey: myProductsQueryKey, queryFn: ({ signal }) => getMyProducts(signal) });
}
