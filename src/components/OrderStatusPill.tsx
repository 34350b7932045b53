import type { Order } from '@contract/orders';
import './status-pill.css';

/** How each step of a deal reads, to its buyer and to its seller. */
const LABELS: Record<Order['status'], Record<Order['role'], string>> = {
  placed: { buyer: 'Waiting for the seller', seller: 'New order' },
  accepted: { buyer: 'Accepted: pay to reserve', seller: 'Accepted: waiting for payment' },
  declined: { buyer: 'Declined by the seller', seller: 'Declined' },
  paid: { buyer: 'Paid: meet to hand over', seller: 'Paid: hand it over' },
  handed_over: { buyer: 'Handed over', seller: 'Handed over' },
  completed: { buyer: 'Completed', seller: 'Completed' },
  cancelled: { buyer: 'Cancelled', seller: 'Cancelled' },
  disputed: { buyer: 'Disputed', seller: 'Disputed' },
};

/** How a dispute an admin decided reads, in place of the status it left (cancelled, or completed). */
const DECIDED: Record<'released' | 'refunded', Record<Order['role'], string>> = {
  refunded: { buyer: 'Refunded after a dispute', seller: 'Buyer refunded after a dispute' },
  released: { buyer: 'Paid to the seller after a dispute', seller: 'Paid to you after a dispute' },
};

type ShownOrder = Pick<Order, 'status' | 'role'> & { dispute?: Order['dispute'] };

export function orderStatusLabel(order: ShownOrder): string {
  const decided = order.dispute?.resolution;
  return decided ? DECIDED[decided][order.role] : LABELS[order.status][order.role];
}

const TONES: Record<Order['status'], string> = {
  placed: 'active',
  accepted: 'active',
  paid: 'active',
  handed_over: 'active',
  completed: 'verified',
  declined: 'ended',
  cancelled: 'ended',
  disputed: 'alert',
};

/** Where a deal stands, as a pill: tinted when done, red while disputed, muted when it ended otherwise. */
export default function OrderStatusPill({ order }: { order: ShownOrder }) {
  return <span className={`status-pill status-pill--${TONES[order.status]}`}>{orderStatusLabel(order)}</span>;
}
