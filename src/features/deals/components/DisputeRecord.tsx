import type { Order } from '@contract/orders';
import DisputeClaim from '@/components/DisputeClaim';
import { formatWhen } from '@/lib/format-when';

const DECISION_WORDS = {
  released: 'An admin released the payment to the seller.',
  refunded: 'An admin refunded the buyer: the card is not charged.',
} as const;

/** The order's dispute as both parties see it: why it was opened, the buyer's photos, and the admin's decision. */
export default function DisputeRecord({ dispute }: { dispute: NonNullable<Order['dispute']> }) {
  return (
    <section className="deal__dispute" aria-label="Dispute">
      <h2 className="deal__section-title">Dispute</h2>
      <DisputeClaim claim={dispute} />
      {dispute.resolution ? (
        <p className="deal__decision">
          {DECISION_WORDS[dispute.resolution]}
          {dispute.resolvedAt ? ` (${formatWhen(dispute.resolvedAt)})` : ''}
          {dispute.note ? ` The admin's note: ${dispute.note}` : ''}
        </p>
      ) : (
        <p>An admin is looking at this order.</p>
      )}
    </section>
  );
}
