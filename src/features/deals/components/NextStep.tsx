import { useState } from 'react';
import { Link } from 'react-router-dom';
import { mayTake, stageOfOrder, type DealStep } from '@contract/deal-rules';
import { HANDOVER_CONFIRM_HOURS, type Order } from '@contract/orders';
import { useOnlineStatus } from '@/lib/online-status';
import { useOrderStep, type OnlineStep } from '../api/order-step';
import { formatWhen } from '@/lib/format-when';
import CancelRequest from './CancelRequest';
import DisputeForm from './DisputeForm';
import HandoverCode from './HandoverCode';
import HandoverEntry from './HandoverEntry';
import HandoverRecord from './HandoverRecord';
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

/**
 * What the caller does next on this order. Which steps it offers comes from the deal's rules (contract/deal-rules.ts),
 * the same table the server enforces; the words around them depend on where the deal stands.
 */
export default function NextStep({ order, handoverCode }: { order: Order; handoverCode: string }) {
  const step = useOrderStep(order._id);
  const online = useOnlineStatus();
  const take = (name: OnlineStep, done: string, body?: object) => step.mutate({ step: name, done, body });
  const [reasonOpened, setReasonOpened] = useState<ReasonKind | null>(null);
  const stage = stageOfOrder(order);
  const can = (name: DealStep) => mayTake(name, order.role, stage);
  const reasonForm = (kind: Exclude<ReasonKind, 'dispute'>, done: string) =>
    can(kind) ? (
      <ReasonForm
        kind={kind}
        busy={step.isPending}
        opened={reasonOpened}
        onOpenedChange={setReasonOpened}
        onSubmit={(reason) => take(kind, done, { reason })}
      />
    ) : null;
  const cancel = reasonForm('cancel', 'Order cancelled');
  const askToCancel = reasonForm('cancel-request', 'The other side is asked to agree');
  const dispute = can('dispute') ? (
    <DisputeForm
      buyer={order.role === 'buyer'}
      busy={step.isPending}
      opened={reasonOpened}
      onOpenedChange={setReasonOpened}
      onSubmit={(body) => take('dispute', 'Dispute opened', body)}
    />
  ) : null;
  const buying = order.role === 'buyer';
  const other = buying ? order.sellerName : order.buyerName;

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
            {can('accept') ? (
              <button
                type="button"
                className="ss-button"
                disabled={step.isPending || !online}
                onClick={() => take('accept', 'Order accepted')}
              >
                Accept
              </button>
            ) : null}
            {can('decline') ? (
              <button
                type="button"
                className="ss-button ss-button--ghost"
                disabled={step.isPending || !online}
                onClick={() => take('decline', 'Order declined')}
              >
                Decline
              </button>
            ) : null}
          </div>
        </div>
      );
    case 'accepted':
      return (
        <div className="deal__next">
          {can('pay') ? (
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
          {stage === 'handover_recorded' ? (
            <p className="deal__notice" role="status">
              {buying
                ? `${order.sellerName} says they handed it over. Confirm with the code, or open a dispute by ${formatWhen(order.expiresAt ?? '')}: after that the payment is taken.`
                : `You recorded the hand-over. ${order.buyerName} confirms or disputes by ${formatWhen(order.expiresAt ?? '')}; after that the payment is yours.`}
            </p>
          ) : null}
          <CancelRequest
            order={order}
            other={other}
            canAgree={can('cancel-request/accept')}
            busy={step.isPending}
            onAgree={() => take('cancel-request/accept', 'Order cancelled')}
          />
          {buying && can('handover') ? <HandoverEntry order={order} initialCode={handoverCode} /> : null}
          {!buying && stage !== 'handover_recorded' ? <HandoverCode order={order} /> : null}
          {can('handed-over') ? <HandoverRecord order={order} /> : null}
          {stage === 'handover_recorded' ? null : <Deadline order={order} what="Hand over" />}
          <div className="deal__buttons">
            {dispute}
            {askToCancel}
          </div>
          {stage === 'handover_recorded' ? null : (
            <p className="deal__muted">
              Paid: neither side can cancel alone. The other side agrees, an admin decides a dispute, or the deadline
              cancels it. When the seller records the hand-over, the buyer has {HANDOVER_CONFIRM_HOURS} hours to confirm
              or dispute.
            </p>
          )}
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
          {can('rating') ? <RatingForm order={order} rated={order.ratedByMe} /> : null}
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
