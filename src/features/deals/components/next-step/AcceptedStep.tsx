import { Link } from 'react-router-dom';
import type { Order } from '@contract/orders';
import Deadline from './Deadline';
import { useDealSteps } from './use-deal-steps';

/** Accepted: the buyer pays to reserve the item (charged only at the hand-over); the seller waits. Either may cancel. */
export default function AcceptedStep({ order }: { order: Order }) {
  const { can, reasonForm } = useDealSteps(order);
  return (
    <div className="deal__next">
      {can('pay') ? (
        <>
          <p>{order.sellerName} accepted. Pay now to reserve the item: your card is only charged at the hand-over.</p>
          <Link
            to={`/payment/${order.productID}`}
            className="ss-button"
            aria-label={`Pay Now for ${order.productName}`}
          >
            Pay Now
          </Link>
        </>
      ) : (
        <p>Waiting for {order.buyerName} to pay. The item stays on sale until they do.</p>
      )}
      <Deadline order={order} what={order.role === 'buyer' ? 'Pay' : 'They pay'} />
      {reasonForm('cancel', 'Order cancelled')}
    </div>
  );
}
