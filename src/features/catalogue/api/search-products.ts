import { useInfiniteQuery } from '@tanstack/react-query';
import { SEARCH_PAGE_SIZE, searchResultsSchema, type SearchResults } from '@contract/search';
import { getJson } from '@/lib/http';
import { formatSearchFilters, searchRequestParams, type SearchFilters } from '../lib/search-filters';

/** One cache entry per search: the canonical query string holds every parameter, in a fixed order. */
export const searchProductsQueryKey = (filters: SearchFilters) =>
  ['products', 'search', formatSearchFilters(filters)] as const;

export function searchProducts(
  filters: SearchFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<SearchResults> {
  const params = searchRequestParams(filters, cursor, SEARCH_PAGE_SIZE);
  return getJson(`/api/products?${params.toString()}`, searchResultsSchema, signal);
}

/** Search results, a page of 24 at a time; `fetchNextPage` follows the server's cursor. */
export function useSearchProducts(filters: SearchFilters, options: { enabled: boolean }) {
  return useInfiniteQuery({
    queryKey: searchProductsQueryKey(filters),
    queryFn: ({ pageParam, signal }) => searchProducts(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    enabled: options.enabled,
  });
}
