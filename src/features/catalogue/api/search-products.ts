import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
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

/** The catalogue or a search, a page of 24 at a time; the next page follows the server's cursor. */
export const searchProductsQueryOptions = (filters: SearchFilters) =>
  infiniteQueryOptions({
    queryKey: searchProductsQueryKey(filters),
    queryFn: ({ pageParam, signal }) => searchProducts(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });

export function useSearchProducts(filters: SearchFilters) {
  return useInfiniteQuery(searchProductsQueryOptions(filters));
}
