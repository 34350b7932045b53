import { Link } from 'react-router-dom';
import type { OrderRow } from '../../lib/order-rows';

interface OrderActionsProps {
  row: OrderRow;
  removing: boolean;
  onRemove: () => void;
  onDismiss: () => void;
}

const DELIVERY_LABEL = { sending: 'Sending…', waiting: 'Waiting for connection' } as const;

/**
 * Spec "My Orders" Action: a disabled "Paid" once paid, otherwise "Pay Now"; "Remove" takes an unpaid order out
 * of the cart. An item sold to someone else can no longer be paid for, only removed.
 */
export default function OrderActions({ row, removing, onRemove, onDismiss }: OrderActionsProps) {
  const { order, delivery } = row;
  if (delivery === 'refused') {
    // Sent after waiting offline and turned down (sold meanwhile): the buyer sees why, then lets it go.
    return (
      <>
        <span className="order-delivery order-delivery--refused">Not placed: {row.refusedBecause}</span>
        <button
          type="button"
          className="ss-button ss-button--ghost order-action order-action--dismiss"
          aria-label={`Dismiss ${order.productName}`}
          onClick={onDismiss}
        >
          Dismiss
        </button>
      </>
    );
  }
  if (delivery !== 'sent') {
    return (
      <span className={`order-delivery order-delivery--${delivery}`} role="status">
        {DELIVERY_LABEL[delivery]}
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
