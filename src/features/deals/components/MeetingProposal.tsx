import { MEETING_STATUSES, type Order } from '@contract/orders';
import { formatWhen } from '@/lib/format-when';
import { useDealWrite } from '../hooks/use-deal-write';
import type { ThreadMessage } from '../hooks/use-thread';

/** A proposed meeting in the order's thread: where and when, and whether it is agreed or the reader can accept. */
export default function MeetingProposal({ item, order }: { item: ThreadMessage; order: Order }) {
  const { message } = item;
  const write = useDealWrite();
  const accept = () => {
    void write.submit(
      'meeting-acceptance',
      { orderId: order._id, messageId: message._id },
      {
        sent: 'Meeting agreed',
        waiting: 'No connection right now. Your answer is saved and will be sent when you are back online.',
      },
    );
  };
  return (
    <div className="thread__meeting">
      <p className="thread__meeting-title">Meet at {message.meetingPlace}</p>
      <p>{message.meetingAt ? formatWhen(message.meetingAt) : null}</p>
      {message.acceptedAt ? (
        <p className="thread__meeting-agreed">Agreed</p>
      ) : item.acceptancePending ? (
        <p className="thread__delivery" role="status">
          Agreed on this phone, waiting for connection
        </p>
      ) : !MEETING_STATUSES.includes(order.status) ? (
        <p className="thread__muted">Not agreed</p>
      ) : !message.mine && item.delivery === 'sent' ? (
        <button type="button" className="ss-button" onClick={accept} disabled={write.isSubmitting}>
          Accept this meeting
        </button>
      ) : (
        <p className="thread__muted">Waiting for the other party to accept</p>
      )}
    </div>
  );
}
