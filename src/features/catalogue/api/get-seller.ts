import { queryOptions, useQuery } from '@tanstack/react-query';
import { sellerParamsSchema, sellerProfileSchema, type SellerProfile } from '@contract/sellers';
import { ApiError, getJson } from '@/lib/http';
import { freshFor } from '@/lib/query-freshness';

export const sellerQueryKey = (sellerId: string) => ['sellers', sellerId] as const;

export function getSeller(sellerId: string, signal?: AbortSignal): Promise<SellerProfile> {
  // A seller's public id is a UUID: anything else names no seller (the API would refuse it as a bad request).
  if (!sellerParamsSchema.safeParse({ sellerId }).success) {
    return Promise.reject(new ApiError(404, 'not_found', 'No seller has this id'));
  }
  return getJson(`/api/sellers/${encodeURIComponent(sellerId)}`, sellerProfileSchema, signal);
}

const ONE_MINUTE = 60_000;

export function sellerQueryOptions(sellerId: string) {
  return queryOptions({
    queryKey: sellerQueryKey(sellerId),
    queryFn: ({ signal }) => getSeller(sellerId, signal),
    staleTime: freshFor(ONE_MINUTE),
    // An unknown seller does not appear by asking again as the page hydrates; "Try again" asks after other failures.
    retryOnMount: false,
  });
}

export function useSeller(sellerId: string) {
  return useQuery(sellerQueryOptions(sellerId));
}
