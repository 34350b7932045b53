import type { UseQueryResult } from '@tanstack/react-query';
import type { Product } from '../../../../contract/catalogue';
import ErrorState from '../../../components/ErrorState';
import ProductGrid from '../../../components/ProductGrid';
import ProductGridSkeleton from '../../../components/ProductGridSkeleton';
import StateMessage from '../../../components/StateMessage';

interface ProductListViewProps {
  query: UseQueryResult<Product[]>;
  label: string;
  emptyTitle: string;
}

/** A product list query as the user sees it: skeleton, error with retry, empty, or the grid. */
export default function ProductListView({ query, label, emptyTitle }: ProductListViewProps) {
  if (query.isPending) return <ProductGridSkeleton />;
  if (query.isError) {
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} title="Could not load products" />;
  }
  if (query.data.length === 0) {
    return <StateMessage title={emptyTitle} detail="New gear is listed every day — check back soon." />;
  }
  return <ProductGrid products={query.data} label={label} />;
}
