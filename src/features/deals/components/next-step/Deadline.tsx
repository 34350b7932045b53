import type { Order } from '@contract/orders';
import { formatWhen } from '@/lib/format-when';

/** "Pay by 3 Dec, 14:00, or the order is cancelled." while the order has a deadline. */
export default function Deadline({ order, what }: { order: Order; what: string }) {
  return order.expiresAt ? (
    <p className="deal__deadline">
      {what} by {formatWhen(order.expiresAt)}, or the order is cancelled.
    </p>
  ) : null;
}
