import { useInfiniteQuery } from '@tanstack/react-query';
import { sellerReviewsPageSchema, type SellerReviewsPage } from '@contract/sellers';
import { getJson } from '@/lib/http';

export function getSellerReviews(sellerId: string, cursor: string, signal?: AbortSignal): Promise<SellerReviewsPage> {
  const query = new URLSearchParams({ cursor });
  return getJson(
    `/api/sellers/${encodeURIComponent(sellerId)}/reviews?${query.toString()}`,
    sellerReviewsPageSchema,
    signal,
  );
}

/**
 * The seller's written reviews: the first page is the one the profile came with; "Show more reviews" follows the
 * cursor for older ones.
 */
export function useSellerReviews(sellerId: string, firstPage: SellerReviewsPage) {
  return useInfiniteQuery({
    queryKey: ['sellers', sellerId, 'reviews', firstPage.items[0]?.id ?? null],
    queryFn: ({ pageParam, signal }) =>
      pageParam === null ? Promise.resolve(firstPage) : getSellerReviews(sellerId, pageParam, signal),
    initialPageParam: null as string | null,
    initialData: { pages: [firstPage], pageParams: [null] },
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    staleTime: Infinity,
  });
}
