import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentProps } from 'react';
import type { Product } from '@contract/catalogue';
import ListView from '@/components/ListView';
import StateMessage from '@/components/StateMessage';
import TableRowsSkeleton from '@/components/TableRowsSkeleton';
import MyProductsTable from './MyProductsTable';
import ButtonLink from '@/components/ButtonLink';

type MyProductsViewProps = Omit<ComponentProps<typeof MyProductsTable>, 'products'> & {
  query: UseQueryResult<Product[]>;
  /** Listings added on this phone and not published yet (shown above): nothing published is then no news. */
  waitingToPublish: number;
};

/** The seller's listings in their states: skeleton, error with retry, empty with a way to start, or the table. */
export default function MyProductsView({ query, waitingToPublish, ...tableProps }: MyProductsViewProps) {
  return (
    <ListView
      query={query}
      skeleton={<TableRowsSkeleton label="Loading your products…" rows={4} button />}
      errorTitle="Could not load your products"
      empty={
        waitingToPublish > 0 ? (
          <p className="my-products__none-published">Nothing published yet: your listings above publish themselves.</p>
        ) : (
          <StateMessage
            title="You have not listed anything yet"
            detail="List your first camera, lens or accessory: it takes a minute with a few photos from your phone."
            action={<ButtonLink to="/dashboard/add-product">Add Product</ButtonLink>}
          />
        )
      }
    >
      {(products) => <MyProductsTable products={products} {...tableProps} />}
    </ListView>
  );
}
