import ConfirmDialog from '@/components/ConfirmDialog';
import LastCurrent from '@/components/LastCurrent';
import ListView from '@/components/ListView';
import StateMessage from '@/components/StateMessage';
import TableRowsSkeleton from '@/components/TableRowsSkeleton';
import OrdersTable from '../components/my-orders/OrdersTable';
import { useMyOrders } from '../hooks/use-my-orders';
import { useOrderRemoval } from '../hooks/use-order-removal';
import { dismissRefusal } from '../lib/dismiss-refusal';
import ButtonLink from '@/components/ButtonLink';

/** /dashboard/my-orders (buyer): the buyer's orders, with Pay Now, Paid and Remove. */
export default function MyOrdersPage() {
  const { query, rows } = useMyOrders();
  const removal = useOrderRemoval();
  // Orders still in the outbox are shown even before (or without) the server's list.
  const shown = rows.length > 0 || query.data !== undefined ? rows : undefined;

  return (
    <>
      <h1 className="page-heading">My orders</h1>
      <LastCurrent updatedAt={query.dataUpdatedAt} failing={query.isRefetchError} />
      <ListView
        query={{ ...query, data: shown }}
        skeleton={<TableRowsSkeleton label="Loading your orders…" rows={3} lines={3} />}
        errorTitle="Could not load your orders"
        empty={
          <StateMessage
            title="You have no orders yet"
            detail="Order a camera or lens you like and it shows up here, ready to pay."
            action={<ButtonLink to="/products">Browse products</ButtonLink>}
          />
        }
      >
        {(orders) => (
          <OrdersTable
            rows={orders}
            removingOrderId={removal.removingOrderId}
            onRemove={removal.ask}
            onDismiss={dismissRefusal}
          />
        )}
      </ListView>
      <ConfirmDialog
        open={removal.toConfirm !== null}
        question="Remove this order?"
        detail={
          removal.toConfirm
            ? `Your request to buy ${removal.toConfirm.productName} is withdrawn. You can order it again while it is available.`
            : undefined
        }
        confirmLabel="Remove"
        onConfirm={removal.confirm}
        onCancel={removal.cancel}
      />
    </>
  );
}
