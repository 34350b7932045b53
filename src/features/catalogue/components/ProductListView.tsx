import type { UseQueryResult } from '@tanstack/react-query';
import type { Product } from '@contract/catalogue';
import ListView from '@/components/ListView';
import ProductGrid from '@/components/ProductGrid';
import ProductGridSkeleton from '@/components/ProductGridSkeleton';
import StateMessage from '@/components/StateMessage';

interface ProductListViewProps {
  query: UseQueryResult<Product[]>;
  label: string;
  emptyTitle: string;
}

/** A product list query as the user sees it: skeleton, error with retry, empty, or the grid. */
export default function ProductListView({ query, label, emptyTitle }: ProductListViewProps) {
  return (
    <ListView
      query={query}
      skeleton={<ProductGridSkeleton />}
      errorTitle="Could not load products"
      empty={<StateMessage title={emptyTitle} detail="New gear is listed every day — check back soon." />}
    >
      {(products) => <ProductGrid products={products} label={label} />}
    </ListView>
  );
}
