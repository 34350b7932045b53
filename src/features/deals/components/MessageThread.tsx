import { MEETING_STATUSES, MESSAGING_STATUSES, type Order } from '@contract/orders';
import { useOrderThread } from '../hooks/use-order-thread';
import MeetingProposal from './MeetingProposal';
import OrderComposer from './OrderComposer';
import ThreadView from './ThreadView';

/**
 * The order's messages between its buyer and its seller, after the questions the buyer asked about the listing
 * before ordering it: readable offline (kept on the device), written offline (the outbox), marked read when seen.
 */
export default function MessageThread({ order }: { order: Order }) {
  const thread = useOrderThread(order._id);
  return (
    <ThreadView
      title="Messages"
      thread={thread}
      readPath={`/api/orders/${encodeURIComponent(order._id)}`}
      empty={
        MEETING_STATUSES.includes(order.status)
          ? 'No messages yet. Say hello, or propose where and when to meet.'
          : 'No messages yet.'
      }
      extra={(item) => (item.message.kind === 'meeting' ? <MeetingProposal item={item} order={order} /> : null)}
      composer={MESSAGING_STATUSES.includes(order.status) ? <OrderComposer order={order} /> : null}
    />
  );
}
