import { HANDOVER_CONFIRM_HOURS, type Order } from '@contract/orders';
import { formatWhen } from '@/lib/format-when';
import CancelRequest from '../CancelRequest';
import HandoverCode from '../HandoverCode';
import HandoverEntry from '../HandoverEntry';
import HandoverRecord from '../HandoverRecord';
import Deadline from './Deadline';
import { useDealSteps } from './use-deal-steps';

/**
 * Paid: the hand-over. The seller shows the code (or records the hand-over), the buyer enters it; neither cancels
 * alone: the other agrees, an admin decides a dispute, or the deadline cancels it.
 */
export default function PaidStep({ order, handoverCode }: { order: Order; handoverCode: string }) {
  const { stage, can, take, busy, reasonForm, disputeForm } = useDealSteps(order);
  const buying = order.role === 'buyer';
  const recorded = stage === 'handover_recorded';
  // Only a recorded hand-over has a time to confirm by.
  const confirmBy = recorded ? formatWhen(order.expiresAt ?? '') : '';
  return (
    <div className="deal__next">
      {recorded ? (
        <p className="deal__notice" role="status">
          {buying
            ? `${order.sellerName} says they handed it over. Confirm with the code, or open a dispute by ${confirmBy}: after that the payment is taken.`
            : `You recorded the hand-over. ${order.buyerName} confirms or disputes by ${confirmBy}; after that the payment is yours.`}
        </p>
      ) : null}
      <CancelRequest
        order={order}
        other={buying ? order.sellerName : order.buyerName}
        canAgree={can('cancel-request/accept')}
        busy={busy}
        onAgree={() => take('cancel-request/accept', 'Order cancelled')}
      />
      {buying && can('handover') ? <HandoverEntry order={order} initialCode={handoverCode} /> : null}
      {!buying && !recorded ? <HandoverCode order={order} /> : null}
      {can('handed-over') ? <HandoverRecord order={order} /> : null}
      {recorded ? null : <Deadline order={order} what="Hand over" />}
      <div className="deal__buttons">
        {disputeForm()}
        {reasonForm('cancel-request', 'The other side is asked to agree')}
      </div>
      {recorded ? null : (
        <p className="deal__muted">
          Paid: neither side can cancel alone. The other side agrees, an admin decides a dispute, or the deadline
          cancels it. When the seller records the hand-over, the buyer has {HANDOVER_CONFIRM_HOURS} hours to confirm or
          dispute.
        </p>
      )}
    </div>
  );
}
