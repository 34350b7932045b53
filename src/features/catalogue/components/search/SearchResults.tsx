import ErrorState from '@/components/ErrorState';
import ProductGrid from '@/components/ProductGrid';
import ProductGridSkeleton from '@/components/ProductGridSkeleton';
import StateMessage from '@/components/StateMessage';
import type { useSearchProducts } from '@/features/catalogue/api/search-products';
import { isSearching, type SearchFilters } from '@/features/catalogue/lib/search-filters';
import LoadMoreTrigger from './LoadMoreTrigger';
import SearchEmptyState from './SearchEmptyState';

interface SearchResultsProps {
  query: ReturnType<typeof useSearchProducts>;
  filters: SearchFilters;
  /** The grid's accessible name. */
  label: string;
}

/** The pages of the catalogue or a search as one grid, with skeletons, an error with retry, an empty state and infinite scroll. */
export default function SearchResults({ query, filters, label }: SearchResultsProps) {
  if (query.isPending) return <ProductGridSkeleton />;
  if (query.isError && !query.data) {
    return (
      <ErrorState error={query.error} onRetry={() => void query.refetch()} title="Could not search the inventory" />
    );
  }
  const products = query.data?.pages.flatMap((page) => page.items) ?? [];
  if (products.length === 0 && !isSearching(filters) && !filters.category) {
    return <StateMessage title="No products listed yet" detail="New gear is listed every day — check back soon." />;
  }
  if (products.length === 0) return <SearchEmptyState filters={filters} />;

  return (
    <>
      <ProductGrid products={products} label={label} from={filters.near} />
      {query.isFetchNextPageError ? (
        <ErrorState
          error={query.error}
          onRetry={() => void query.fetchNextPage()}
          title="Could not load more results"
        />
      ) : query.hasNextPage ? (
        <LoadMoreTrigger onLoadMore={() => void query.fetchNextPage()} loading={query.isFetchingNextPage} />
      ) : (
        <p className="search-results__end">
          {isSearching(filters) ? 'That’s everything that matches.' : 'That’s everything for sale.'}
        </p>
      )}
    </>
  );
}
