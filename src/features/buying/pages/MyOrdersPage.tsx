import { Link } from 'react-router-dom';
import ConfirmDialog from '../../../components/ConfirmDialog';
import ErrorState from '../../../components/ErrorState';
import StateMessage from '../../../components/StateMessage';
import OrdersTable from '../components/my-orders/OrdersTable';
import OrdersTableSkeleton from '../components/my-orders/OrdersTableSkeleton';
import { useMyOrders } from '../hooks/use-my-orders';
import { useOrderRemoval } from '../hooks/use-order-removal';
import { dismissRefusal } from '../lib/dismiss-refusal';

function MyOrdersContent() {
  const { query, rows } = useMyOrders();
  const removal = useOrderRemoval();

  if (rows.length === 0) {
    if (query.isPending) return <OrdersTableSkeleton />;
    if (query.isError) {
      return <ErrorState error={query.error} onRetry={() => void query.refetch()} title="Could not load your cart" />;
    }
    return (
      <StateMessage
        title="Your cart is empty"
        detail="Order a camera or lens you like and it shows up here, ready to pay."
        action={
          <Link to="/products" className="ss-button">
            Browse products
          </Link>
        }
      />
    );
  }

  return (
    <>
      <OrdersTable
        rows={rows}
        removingOrderId={removal.removingOrderId}
        onRemove={removal.ask}
        onDismiss={dismissRefusal}
      />
      <ConfirmDialog
        open={removal.toConfirm !== null}
        question="Remove this order from your cart?"
        detail={
          removal.toConfirm
            ? `${removal.toConfirm.productName} leaves your cart. You can order it again while it is available.`
            : undefined
        }
        confirmLabel="Remove"
        onConfirm={removal.confirm}
        onCancel={removal.cancel}
      />
    </>
  );
}

/** /dashboard/my-orders (buyer): the cart, with Pay Now, Paid and Remove. */
export default function MyOrdersPage() {
  return (
    <>
      <h1 className="page-heading">These are the products in your cart!</h1>
      <MyOrdersContent />
    </>
  );
}
