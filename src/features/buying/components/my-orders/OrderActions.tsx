import { Link } from 'react-router-dom';
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

/**
 * Spec "My Orders" Action: a disabled "Paid" once paid, otherwise "Pay Now"; "Remove" takes an unpaid order out
 * of the cart. An item sold to someone else can no longer be paid for, only removed.
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
  if (order.status === 'paid') {
    return (
      <button type="button" className="ss-button order-action order-action--paid" disabled>
        Paid
      </button>
    );
  }
  const removeButton = (
    <button
      type="button"
      className="ss-button ss-button--ghost order-action order-action--remove"
      aria-label={`Remove ${order.productName}`}
      disabled={removing}
      onClick={onRemove}
    >
      {removing ? 'Removing…' : 'Remove'}
    </button>
  );
  if (order.availability === 'sold') {
    return (
      <>
        <button type="button" className="ss-button order-action order-action--sold" disabled>
          Sold
        </button>
        {removeButton}
      </>
    );
  }
  return (
    <>
      <Link
        to={`/payment/${order.productID}`}
        className="ss-button order-action"
        aria-label={`Pay Now for ${order.productName}`}
      >
        Pay Now
      </Link>
      {removeButton}
    </>
  );
}
