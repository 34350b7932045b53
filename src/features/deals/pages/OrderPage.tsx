import { Link, useParams, useSearchParams } from 'react-router-dom';
import ErrorState from '@/components/ErrorState';
import Skeleton from '@/components/Skeleton';
import StateMessage from '@/components/StateMessage';
import { isNotFoundError } from '@/lib/http';
import { useOnlineStatus } from '@/lib/online-status';
import { useOrderQuery } from '../api/get-order';
import DealSummary from '../components/DealSummary';
import MessageThread from '../components/MessageThread';
import NextStep from '../components/NextStep';
import '../components/deal.css';

function OrderSkeleton() {
  return (
    <div role="status">
      <span className="visually-hidden">Loading the order…</span>
      <Skeleton width="min(420px, 80%)" height="2rem" />
      <Skeleton height="140px" className="deal__skeleton" />
      <Skeleton height="220px" className="deal__skeleton" />
    </div>
  );
}

/**
 * /dashboard/orders/{id}: one deal, for its buyer or its seller: the item and the other party, the next step
 * (accept, pay, hand over, rate), and the messages. Kept on the device, so it opens with no signal.
 */
export default function OrderPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const order = useOrderQuery(id);
  const online = useOnlineStatus();

  if (order.isPending) return <OrderSkeleton />;
  if (order.isError) {
    if (isNotFoundError(order.error)) {
      return (
        <StateMessage
          title="This order does not exist"
          action={
            <Link to="/dashboard" className="ss-button">
              Back to the dashboard
            </Link>
          }
        />
      );
    }
    return <ErrorState error={order.error} onRetry={() => void order.refetch()} title="Could not load this order" />;
  }

  const back = order.data.role === 'buyer' ? '/dashboard/my-orders' : '/dashboard/orders-received';
  return (
    <article className="deal">
      <Link to={back} className="deal__back">
        {order.data.role === 'buyer' ? 'Back to My Orders' : 'Back to Orders Received'}
      </Link>
      <h1 className="page-heading">{order.data.productName}</h1>
      {online ? null : (
        <p className="deal__offline" role="status">
          You are offline: this is the order as this phone last saw it.
        </p>
      )}
      <DealSummary order={order.data} />
      <NextStep order={order.data} handoverCode={search.get('code') ?? ''} />
      <MessageThread order={order.data} />
    </article>
  );
}
