import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentProps } from 'react';
import { Link } from 'react-router-dom';
import type { Product } from '../../../../contract/catalogue';
import ErrorState from '../../../components/ErrorState';
import StateMessage from '../../../components/StateMessage';
import MyProductsSkeleton from './MyProductsSkeleton';
import MyProductsTable from './MyProductsTable';

type MyProductsViewProps = Omit<ComponentProps<typeof MyProductsTable>, 'products'> & {
  query: UseQueryResult<Product[]>;
};

/** The seller's listings in their states: skeleton, error with retry, empty with a way to start, or the table. */
export default function MyProductsView({ query, ...tableProps }: MyProductsViewProps) {
  // A list already shown stays when a background refresh fails (offline, server hiccup).
  if (query.data === undefined && query.isError) {
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} title="Could not load your products" />;
  }
  if (query.data === undefined) return <MyProductsSkeleton />;
  if (query.data.length === 0) {
    return (
      <StateMessage
        title="You have not listed anything yet"
        detail="List your first camera, lens or accessory: it takes a minute with a few photos from your phone."
        action={
          <Link to="/dashboard/add-product" className="ss-button">
            Add Product
          </Link>
        }
      />
    );
  }
  return <MyProductsTable products={query.data} {...tableProps} />;
}
