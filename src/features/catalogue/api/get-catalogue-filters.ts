import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogueFiltersSchema, type CatalogueFilters } from '@contract/search';
import { getJson } from '@/lib/http';

/** The brands and mounts of the listings for sale, for the search's filters. */
export const catalogueFiltersQuery = queryOptions({
  queryKey: ['products', 'filters'] as const,
  queryFn: ({ signal }): Promise<CatalogueFilters> => getJson('/api/catalogue-filters', catalogueFiltersSchema, signal),
  staleTime: 5 * 60_000,
});

export const useCatalogueFilters = () => useQuery(catalogueFiltersQuery);
