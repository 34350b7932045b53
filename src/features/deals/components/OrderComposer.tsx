import { useState } from 'react';
import { MEETING_STATUSES, type Order } from '@contract/orders';
import type { SendMessage } from '@contract/order-messages';
import { useSession } from '@/lib/session/use-session';
import { useDealWrite } from '../hooks/use-deal-write';
import { MESSAGE_WAITING } from '../lib/message-waiting';
import { pendingMessage } from '../lib/pending-message';
import MeetingForm from './MeetingForm';
import TextComposer, { type SendRefusal } from './TextComposer';

/** Writing in an order's thread: a message, or (while the deal can still meet) a proposed meeting. */
export default function OrderComposer({ order }: { order: Order }) {
  const { user } = useSession();
  const write = useDealWrite();
  const [chosenMode, setMode] = useState<'text' | 'meeting'>('text');
  const meetings = MEETING_STATUSES.includes(order.status);
  const mode = meetings ? chosenMode : 'text';

  /** Answers the server's refusal, if it refused; the message is in the outbox otherwise. */
  async function send(message: SendMessage): Promise<SendRefusal> {
    if (!user) return undefined;
    const pending = pendingMessage(order, message, user.displayName);
    const outcome = await write.submit(
      'message',
      { orderId: order._id, message, pending },
      { sent: 'Message sent', waiting: MESSAGE_WAITING },
    );
    return outcome.result === 'refused' ? outcome : undefined;
  }
  const written = () => ({ messageId: crypto.randomUUID(), writtenAt: new Date().toISOString() });

  return (
    <div className="thread__composer">
      {meetings ? (
        <div className="thread__modes" role="group" aria-label="What to send">
          <button
            type="button"
            className="ss-button ss-button--ghost"
            aria-pressed={mode === 'text'}
            onClick={() => setMode('text')}
          >
            Message
          </button>
          <button
            type="button"
            className="ss-button ss-button--ghost"
            aria-pressed={mode === 'meeting'}
            onClick={() => setMode('meeting')}
          >
            Propose a meeting
          </button>
        </div>
      ) : null}
      {mode === 'text' ? (
        <TextComposer send={(text) => send({ ...written(), kind: 'text', text })} busy={write.isSubmitting} />
      ) : (
        <MeetingForm
          propose={(meeting) => send({ ...written(), kind: 'meeting', ...meeting, text: '' })}
          onProposed={() => setMode('text')}
          busy={write.isSubmitting}
        />
      )}
    </div>
  );
}
