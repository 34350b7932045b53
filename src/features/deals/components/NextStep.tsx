import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Order } from '@contract/orders';
import { useOnlineStatus } from '@/lib/online-status';
import { useOrderStep, type OnlineStep } from '../api/order-step';
import { formatWhen } from '@/lib/format-when';
import HandoverCode from './HandoverCode';
import HandoverEntry from './HandoverEntry';
import RatingForm from './RatingForm';
import ReasonForm, { type ReasonKind } from './ReasonForm';

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

function Deadline({ order, what }: { order: Order; what: string }) {
  return order.expiresAt ? (
    <p className="deal__deadline">
      {what} by {formatWhen(order.expiresAt)}, or the order is cancelled.
    </p>
  ) : null;
}

/** What the caller does next on this order, by role and status (the server checks each step again). */
export default function NextStep({ order, handoverCode }: { order: Order; handoverCode: string }) {
  const step = useOrderStep(order._id);
  const online = useOnlineStatus();
  const take = (name: OnlineStep, done: string, body?: object) => step.mutate({ step: name, done, body });
  const [reasonOpened, setReasonOpened] = useState<ReasonKind | null>(null);
  const reasonForm = (kind: ReasonKind, done: string) => (
    <ReasonForm
      kind={kind}
      busy={step.isPending}
      opened={reasonOpened}
      onOpenedChange={setReasonOpened}
      onSubmit={(reason) => take(kind, done, { reason })}
    />
  );
  const cancel = reasonForm('cancel', 'Order cancelled');
  const dispute = reasonForm('dispute', 'Dispute opened');
  const buying = order.role === 'buyer';

  switch (order.status) {
    case 'placed':
      if (buying) {
        return (
          <div className="deal__next">
            <p>Waiting for {order.sellerName} to accept your order. You can message them meanwhile.</p>
            {cancel}
          </div>
        );
      }
      return (
        <div className="deal__next">
          <p>{order.buyerName} wants this item. Accept to share phone numbers and let them pay.</p>
          {online ? null : <p className="deal__offline">You are offline: accepting needs a connection.</p>}
          <div className="deal__buttons">
            <button
              type="button"
              className="ss-button"
              disabled={step.isPending || !online}
              onClick={() => take('accept', 'Order accepted')}
            >
              Accept
            </button>
            <button
              type="button"
              className="ss-button ss-button--ghost"
              disabled={step.isPending || !online}
              onClick={() => take('decline', 'Order declined')}
            >
              Decline
            </button>
          </div>
        </div>
      );
    case 'accepted':
      return (
        <div className="deal__next">
          {buying ? (
            <>
              <p>
                {order.sellerName} accepted. Pay now to reserve the item: your card is only charged at the hand-over.
              </p>
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
          <Deadline order={order} what={buying ? 'Pay' : 'They pay'} />
          {cancel}
        </div>
      );
    case 'paid':
      return (
        <div className="deal__next">
          {buying ? <HandoverEntry order={order} initialCode={handoverCode} /> : <HandoverCode order={order} />}
          <Deadline order={order} what="Hand over" />
          <div className="deal__buttons">
            {dispute}
            {cancel}
          </div>
        </div>
      );
    case 'handed_over':
      return <p className="deal__next">Handed over. The payment is being taken; this page updates by itself.</p>;
    case 'completed':
      return (
        <div className="deal__next">
          <p className="deal__done">
            {buying ? 'The deal is done: enjoy your gear!' : 'The deal is done: the payment is yours.'}
          </p>
          <RatingForm order={order} rated={order.ratedByMe} />
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
          <p>An admin is looking at this order: {order.dispute?.reason}</p>
        </div>
      );
  }
}
