import { HANDOVER_CONFIRM_HOURS, type Order } from '@contract/orders';
import { useDealWrite } from '../hooks/use-deal-write';

/**
 * The seller's record of the hand-over, on their own phone and with no signal too (through the outbox): the buyer
 * then confirms or disputes within HANDOVER_CONFIRM_HOURS, or the payment is taken. Said while the buyer asks to
 * cancel, it opens a dispute.
 */
export default function HandoverRecord({ order }: { order: Order }) {
  const write = useDealWrite();
  const disputes = order.cancelRequest?.by === 'buyer';
  const locked = order.handoverAttemptsLeft === 0;

  const record = async () => {
    await write.submit(
      'handover-record',
      { orderId: order._id, record: { recordedAt: new Date().toISOString() } },
      {
        sent: disputes
          ? 'Recorded: an admin looks at the order.'
          : `Hand-over recorded. ${order.buyerName} has ${HANDOVER_CONFIRM_HOURS} hours to confirm or dispute.`,
        waiting: 'Hand-over recorded on this phone. It is sent when you are back online.',
      },
    );
  };

  return (
    <section className="handover" aria-label="Record the hand-over">
      {locked ? (
        <p className="deal__notice" role="alert">
          {order.buyerName} entered a wrong code 5 times: the code is locked. Once you have handed the item over, record
          it here.
        </p>
      ) : null}
      <p>
        {disputes
          ? `${order.buyerName} asked to cancel. If you handed the item over, say so: an admin then decides.`
          : `Handed it over but the buyer could not enter the code? Record it: they then have ${HANDOVER_CONFIRM_HOURS} hours to confirm or dispute, then the payment is yours.`}
      </p>
      <button type="button" className="ss-button ss-button--ghost" disabled={write.isSubmitting} onClick={record}>
        I handed it over
      </button>
    </section>
  );
}
