import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import type { Order } from '@contract/orders';
import ErrorState from '@/components/ErrorState';
import LastCurrent from '@/components/LastCurrent';
import Skeleton from '@/components/Skeleton';
import StateMessage from '@/components/StateMessage';
import WaitingForNetwork from '@/components/WaitingForNetwork';
import { ApiError, isNotFoundError } from '@/lib/http';
import { useOnlineStatus } from '@/lib/online-status';
import { useKeptDeal } from '@/offline/deals/use-kept-deal';
import { useOrderQuery } from '../api/get-order';
import DealSummary from '../components/DealSummary';
import MessageThread from '../components/MessageThread';
import DisputeRecord from '../components/DisputeRecord';
import NextStep from '../components/NextStep';
import '../components/deal.css';
import ButtonLink from '@/components/ButtonLink';

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
  // The read cache may have lost it (an app update, much browsing): a live deal is kept on the phone apart.
  const kept = useKeptDeal(id, order.data === undefined);
  const refused = order.error instanceof ApiError && order.error.status >= 400 && order.error.status < 500;
  const shown = order.data ?? (refused ? undefined : kept);

  if (order.data) {
    const note = <LastCurrent updatedAt={order.dataUpdatedAt} failing={order.isRefetchError} />;
    return <Deal order={order.data} note={note} code={search.get('code')} />;
  }
  if (shown) {
    const note = (
      <p className="deal__offline" role="status">
        {online ? 'Waiting for the network' : 'You are offline'}: this is the order as this phone last saw it.
      </p>
    );
    return <Deal order={shown} note={note} code={search.get('code')} />;
  }
  if (order.isPending) {
    if (order.failureCount > 0) return <WaitingForNetwork onRetry={() => void order.refetch()} />;
    return <OrderSkeleton />;
  }
  if (isNotFoundError(order.error)) {
    return (
      <StateMessage
        title="This order does not exist"
        action={<ButtonLink to="/dashboard">Back to the dashboard</ButtonLink>}
      />
    );
  }
  return <ErrorState error={order.error} onRetry={() => void order.refetch()} title="Could not load this order" />;
}

function Deal({ order, note, code }: { order: Order; note: ReactNode; code: string | null }) {
  const back = order.role === 'buyer' ? '/dashboard/my-orders' : '/dashboard/orders-received';
  return (
    <article className="deal">
      <Link to={back} className="deal__back">
        {order.role === 'buyer' ? 'Back to My Orders' : 'Back to Orders Received'}
      </Link>
      <h1 className="page-heading">{order.productName}</h1>
      {note}
      <DealSummary order={order} />
      <NextStep order={order} handoverCode={code ?? ''} />
      {order.dispute ? <DisputeRecord dispute={order.dispute} /> : null}
      <MessageThread order={order} />
    </article>
  );
}
