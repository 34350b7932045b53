import { queryOptions } from '@tanstack/react-query';
import { productSchema, type Product } from '@contract/catalogue';
import { idParamsSchema } from '@contract/ids';
import { ApiError, getJson } from './http';
import { freshFor } from './query-freshness';

/*
 * One product by id is read by several features (catalogue details, the order form, payment) and
 * prefetched by the shared ProductCard, so its key and request live here rather than in one feature.
 */
export const productQueryKey = (id: string) => ['products', 'detail', id] as const;

export function getProduct(id: string, signal?: AbortSignal): Promise<Product> {
  // Every listing's id is a UUID: anything else names no listing (the API would refuse it as a bad request).
  if (!idParamsSchema.safeParse({ id }).success) {
    return Promise.reject(new ApiError(404, 'not_found', 'No listing has this id'));
  }
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
    // A listing that does not exist does not come back by asking again as its page opens (and the page the server
    // rendered saying so is hydrated as it is); the page's "Try again" asks after any other failure.
    retryOnMount: false,
  });
}
