import { mayTake, stageOfOrder } from '@contract/deal-rules';
import type { Order } from '@contract/orders';
import RatingForm from './RatingForm';
import AcceptedStep from './next-step/AcceptedStep';
import PaidStep from './next-step/PaidStep';
import PlacedStep from './next-step/PlacedStep';

const CANCEL_WORDS: Record<NonNullable<Order['cancelReason']>, string> = {
  buyer: 'The buyer cancelled this order.',
  seller: 'The seller cancelled this order.',
  expired: 'This order was not completed within 7 days and was cancelled.',
  refunded: 'An admin released the hold on the card: nothing was charged.',
};

/** Who cancelled, as the reader sees it: "You cancelled…" for their own cancel, the other side named otherwise. */
function cancelWords(order: Order): string {
  if (!order.cancelReason) return 'This order was cancelled.';
  return order.cancelReason === order.role ? 'You cancelled this order.' : CANCEL_WORDS[order.cancelReason];
}

/**
 * What the caller does next on this order, by where the deal stands. The steps each stage offers come from the deal's
 * rules (contract/deal-rules.ts), the same table the server enforces.
 */
export default function NextStep({ order, handoverCode }: { order: Order; handoverCode: string }) {
  const buying = order.role === 'buyer';
  switch (order.status) {
    case 'placed':
      return <PlacedStep order={order} />;
    case 'accepted':
      return <AcceptedStep order={order} />;
    case 'paid':
      return <PaidStep order={order} handoverCode={handoverCode} />;
    case 'handed_over':
      return <p className="deal__next">Handed over. The payment is being taken; this page updates by itself.</p>;
    case 'completed':
      return (
        <div className="deal__next">
          <p className="deal__done">
            {buying ? 'The deal is done: enjoy your gear!' : 'The deal is done: the payment is yours.'}
          </p>
          {mayTake('rating', order.role, stageOfOrder(order)) ? (
            <RatingForm order={order} rated={order.ratedByMe} />
          ) : null}
        </div>
      );
    case 'declined':
      return (
        <p className="deal__next">{buying ? `${order.sellerName} declined this order.` : 'You declined this order.'}</p>
      );
    case 'cancelled':
      return <p className="deal__next">{cancelWords(order)}</p>;
    case 'disputed':
      return (
        <div className="deal__next">
          <p>An admin is looking at this order. Both of you are told the decision and why.</p>
        </div>
      );
  }
}
