import { Link } from 'react-router-dom';
import { mayTake, stageOfOrder, type DealStep } from '@contract/deal-rules';
import type { Order } from '@contract/orders';
import LastCurrent from '@/components/LastCurrent';
import ListPhoto from '@/components/ListPhoto';
import ListView from '@/components/ListView';
import OrderStatusPill from '@/components/OrderStatusPill';
import Price from '@/components/Price';
import StateMessage from '@/components/StateMessage';
import TableRowsSkeleton from '@/components/TableRowsSkeleton';
import { timeAgo } from '@/lib/time-ago';
import { useKeptDeals } from '@/offline/deals/use-kept-deal';
import { useSellerOrdersQuery } from '../api/get-seller-orders';
import '../components/deal.css';
import ButtonLink from '@/components/ButtonLink';

/** What the seller does next, shown on the row's link: the steps the deal's rules offer them now. */
function nextAction(order: Order): string {
  const stage = stageOfOrder(order);
  const can = (step: DealStep) => mayTake(step, 'seller', stage);
  if (can('accept')) return 'Accept or decline';
  if (can('cancel-request/accept')) return 'Answer the cancel request';
  if (can('handed-over')) return 'Show the hand-over code';
  if (can('rating') && !order.ratedByMe) return 'Rate the buyer';
  return 'Open';
}

function ReceivedOrder({ order }: { order: Order }) {
  // The label replaces the link's text for screen readers: it says the unread count the badge shows.
  const n = order.unreadMessages;
  const unread = n > 0 ? ` (${n} new message${n === 1 ? '' : 's'})` : '';
  return (
    <li className="deal-card">
      <ListPhoto src={order.productImg} width={96} />
      <div className="deal-card__text">
        <p className="deal-card__title">{order.productName}</p>
        <p className="deal-card__meta">
          <Price amount={order.productPrice} /> · {order.buyerName} · ordered {timeAgo(order.createdAt)}
        </p>
        <OrderStatusPill order={order} />
      </div>
      <Link
        to={`/dashboard/orders/${order._id}`}
        className="ss-button deal-card__action"
        aria-label={`${nextAction(order)}${unread}: ${order.productName} for ${order.buyerName}`}
      >
        {nextAction(order)}
        {order.unreadMessages > 0 ? <span className="deal-card__badge">{order.unreadMessages} new</span> : null}
      </Link>
    </li>
  );
}

/** /dashboard/orders-received (seller): the orders buyers placed on the seller's listings, newest first. */
export default function SellerOrdersPage() {
  const received = useSellerOrdersQuery();
  // Nothing from the server or the cache (offline, evicted): the live deals this phone kept.
  const kept = useKeptDeals('seller', received.data === undefined);
  const query = { ...received, data: received.data ?? (kept && kept.length > 0 ? kept : undefined) };
  return (
    <>
      <h1 className="page-heading">Orders for your gear</h1>
      <LastCurrent updatedAt={received.dataUpdatedAt} failing={received.isRefetchError} />
      <ListView
        query={query}
        skeleton={<TableRowsSkeleton label="Loading the orders…" rows={3} button />}
        errorTitle="Could not load the orders"
        empty={
          <StateMessage
            title="No orders yet"
            detail="When a buyer orders one of your listings, it shows up here for you to accept."
            action={<ButtonLink to="/dashboard/my-products">See your products</ButtonLink>}
          />
        }
      >
        {(orders) => (
          <ul className="deal-cards" aria-label="Orders received">
            {orders.map((order) => (
              <ReceivedOrder key={order._id} order={order} />
            ))}
          </ul>
        )}
      </ListView>
    </>
  );
}
