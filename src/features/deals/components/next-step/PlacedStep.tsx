import type { Order } from '@contract/orders';
import { useDealSteps } from './use-deal-steps';

/** A new order: the buyer waits (and may cancel); the seller accepts or declines, which needs a connection. */
export default function PlacedStep({ order }: { order: Order }) {
  const { can, take, busy, online, reasonForm } = useDealSteps(order);
  if (order.role === 'buyer') {
    return (
      <div className="deal__next">
        <p>Waiting for {order.sellerName} to accept your order. You can message them meanwhile.</p>
        {reasonForm('cancel', 'Order cancelled')}
      </div>
    );
  }
  return (
    <div className="deal__next">
      <p>{order.buyerName} wants this item. Accept to share phone numbers and let them pay.</p>
      {online ? null : <p className="deal__offline">You are offline: accepting needs a connection.</p>}
      <div className="deal__buttons">
        {can('accept') ? (
          <button
            type="button"
            className="ss-button"
            disabled={busy || !online}
            onClick={() => take('accept', 'Order accepted')}
          >
            Accept
          </button>
        ) : null}
        {can('decline') ? (
          <button
            type="button"
            className="ss-button ss-button--ghost"
            disabled={busy || !online}
            onClick={() => take('decline', 'Order declined')}
          >
            Decline
          </button>
        ) : null}
      </div>
    </div>
  );
}
