import { queryOptions } from '@tanstack/react-query';
import { productSchema, type Product } from '@contract/catalogue';
import { getJson } from './http';
import { freshFor } from './query-freshness';

/*
 * One product by id is read by several features (catalogue details, the order form, payment) and
 * prefetched by the shared ProductCard, so its key and request live here rather than in one feature.
 */
export const productQueryKey = (id: string) => ['products', 'detail', id] as const;

export function getProduct(id: string, signal?: AbortSignal): Promise<Product> {
  return getJson(`/api/products/${encodeURIComponent(id)}`, productSchema, signal);
}

/**
 * A listing can be sold at any moment, so its page opened again after this long asks the server again (a
 * prefetch on touch is still used by the page it opens).
 */
const LISTING_FRESH_MS = 10_000;

export function productQueryOptions(id: string) {
  return queryOptions({
    queryKey: productQueryKey(id),
    queryFn: ({ signal }) => getProduct(id, signal),
    staleTime: freshFor(LISTING_FRESH_MS),
  });
}
