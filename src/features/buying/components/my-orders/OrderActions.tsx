import { Link } from 'react-router-dom';
import { mayTake, stageOfOrder, type DealStep } from '@contract/deal-rules';
import RemoveButton from '@/components/RemoveButton';
import type { OrderRow } from '@/features/buying/lib/order-rows';

interface OrderActionsProps {
  row: OrderRow;
  removing: boolean;
  onRemove: () => void;
  /** Lets a refusal go once the buyer has read it (of the order, or of its removal). */
  onDismiss: () => void;
}

const DELIVERY_LABEL = { sending: 'Sending…', waiting: 'Waiting for connection' } as const;
const REMOVAL_LABEL = { sending: 'Removing…', waiting: 'Waiting to remove' } as const;

function Refusal({ text, productName, onDismiss }: { text: string; productName: string; onDismiss: () => void }) {
  return (
    <>
      <span className="order-delivery order-delivery--refused">{text}</span>
      <button
        type="button"
        className="ss-button ss-button--ghost order-action order-action--dismiss"
        aria-label={`Dismiss ${productName}`}
        onClick={onDismiss}
      >
        Dismiss
      </button>
    </>
  );
}

/** Whether the buyer may take this step on the order now (contract/deal-rules.ts, as the server enforces). */
const buyerMay = (step: DealStep, order: OrderRow['order']) => mayTake(step, 'buyer', stageOfOrder(order));

/** The order's own page: messages, hand-over, rating. Its label says what waits there. */
function OrderLink({ order }: { order: OrderRow['order'] }) {
  const label = buyerMay('cancel-request/accept', order)
    ? 'Answer the cancel request'
    : buyerMay('handover', order)
      ? 'Hand over'
      : buyerMay('rating', order) && !order.ratedByMe
        ? 'Rate the seller'
        : order.unreadMessages > 0
          ? `Messages (${order.unreadMessages} new)`
          : 'Messages';
  return (
    <Link
      to={`/dashboard/orders/${order._id}`}
      className="ss-button ss-button--ghost order-action"
      aria-label={`${label}: ${order.productName}`}
    >
      {label}
    </Link>
  );
}

const PAID_STATUSES = new Set(['paid', 'handed_over', 'completed']);

/**
 * Spec "My Orders" Action, along the deal: "Pay Now" once the seller accepted, a disabled "Paid" once paid, and the
 * order's page for messages, the hand-over and the rating; "Remove" takes an order the seller has not accepted (or
 * declined) out of the cart. An item sold or reserved for someone else can no longer be paid for, only removed.
 */
export default function OrderActions({ row, removing, onRemove, onDismiss }: OrderActionsProps) {
  const { order, delivery, removal } = row;
  if (delivery === 'refused') {
    // Sent after waiting offline and turned down (sold meanwhile): the buyer sees why, then lets it go.
    return <Refusal text={`Not placed: ${row.refusedBecause}`} productName={order.productName} onDismiss={onDismiss} />;
  }
  if (delivery !== 'sent') {
    return (
      <span className={`order-delivery order-delivery--${delivery}`} role="status">
        {DELIVERY_LABEL[delivery]}
      </span>
    );
  }
  if (removal?.state === 'refused') {
    return (
      <Refusal text={`Not removed: ${removal.refusedBecause}`} productName={order.productName} onDismiss={onDismiss} />
    );
  }
  if (removal) {
    return (
      <span className={`order-delivery order-delivery--${removal.state}`} role="status">
        {REMOVAL_LABEL[removal.state]}
      </span>
    );
  }
  if (PAID_STATUSES.has(order.status)) {
    return (
      <>
        <button type="button" className="ss-button order-action order-action--paid" disabled>
          Paid
        </button>
        <OrderLink order={order} />
      </>
    );
  }
  if (buyerMay('pay', order)) {
    return (
      <>
        <Link
          to={`/payment/${order.productID}`}
          className="ss-button order-action"
          aria-label={`Pay Now for ${order.productName}`}
        >
          Pay Now
        </Link>
        <OrderLink order={order} />
      </>
    );
  }
  if (!buyerMay('remove', order)) return <OrderLink order={order} />;
  const removeButton = (
    <RemoveButton
      name={order.productName}
      busy={removing}
      onClick={onRemove}
      className="ss-button--ghost order-action order-action--remove"
    />
  );
  if (order.availability !== 'available') {
    return (
      <>
        <button type="button" className="ss-button order-action order-action--sold" disabled>
          {order.availability === 'sold' ? 'Sold' : 'Reserved'}
        </button>
        {removeButton}
      </>
    );
  }
  return (
    <>
      {order.status === 'placed' ? <OrderLink order={order} /> : null}
      {removeButton}
    </>
  );
}
