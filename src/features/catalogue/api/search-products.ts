import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { SEARCH_PAGE_SIZE, searchQuerySchema, searchResultsSchema } from '@contract/search';
import { ApiError, getJson } from '@/lib/http';
import { freshFor } from '@/lib/query-freshness';
import { DEVICE_CURSOR_PREFIX, isFromDevice, type CatalogueSearchPage } from '@/offline/catalogue/device-search-page';
import { formatSearchFilters, searchRequestParams, type SearchFilters } from '../lib/search-filters';

/** One cache entry per search: the canonical query string holds every parameter, in a fixed order. */
export const searchProductsQueryKey = (filters: SearchFilters) =>
  ['products', 'search', formatSearchFilters(filters)] as const;

/**
 * No connection, or nothing but a gateway's or the worker's 5xx "unavailable" (the worker's answer to a search never
 * cached): the device answers instead.
 */
function isUnreachable(error: unknown): boolean {
  return error instanceof ApiError && [0, 502, 503, 504].includes(error.status);
}

/** The browser knows it has no network (the server's first paint, in Node, has no navigator and is online). */
const knownOffline = () => typeof navigator !== 'undefined' && !navigator.onLine;

/**
 * A page of the catalogue or a search: the server's, or with no connection the device's own, from the listings
 * it keeps (the search index loads only then, off the first page).
 */
export async function searchProducts(
  filters: SearchFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<CatalogueSearchPage> {
  const params = searchRequestParams(filters, cursor, SEARCH_PAGE_SIZE);
  const onDevice = async () => {
    const { searchDevice } = await import('@/offline/catalogue/device-search');
    return searchDevice(searchQuerySchema.parse(Object.fromEntries(params)));
  };
  if (knownOffline() || cursor?.startsWith(DEVICE_CURSOR_PREFIX)) return onDevice();
  try {
    return await getJson(`/api/products?${params.toString()}`, searchResultsSchema, signal);
  } catch (error) {
    if (isUnreachable(error)) return onDevice();
    throw error;
  }
}

const FIVE_MINUTES = 5 * 60 * 1000;
const freshForFiveMinutes = freshFor(FIVE_MINUTES);

/**
 * The catalogue or a search, a page of 24 at a time; the next page follows the cursor. The device's answer is stale
 * at once, so the server's takes over as soon as the connection returns.
 */
export const searchProductsQueryOptions = (filters: SearchFilters) =>
  infiniteQueryOptions({
    queryKey: searchProductsQueryKey(filters),
    queryFn: ({ pageParam, signal }) => searchProducts(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    staleTime: (query) => (isFromDevice(query.state.data?.pages[0]) ? 0 : freshForFiveMinutes(query)),
  });

export function useSearchProducts(filters: SearchFilters) {
  return useInfiniteQuery(searchProductsQueryOptions(filters));
}
