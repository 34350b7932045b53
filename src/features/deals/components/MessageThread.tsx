import { useId, useState } from 'react';
import { MEETING_STATUSES, MESSAGING_STATUSES, type Order } from '@contract/orders';
import type { OrderMessage, SendMessage } from '@contract/order-messages';
import FormField from '@/components/FormField';
import { showRefusal } from '@/lib/show-refusal';
import { useSession } from '@/lib/session/use-session';
import { useSubmitCheckedForm } from '@/lib/use-submit-checked-form';
import { useDealWrite } from '../hooks/use-deal-write';
import { useOrderThread } from '../hooks/use-order-thread';
import type { ThreadMessage } from '../hooks/use-thread';
import { formatWhen } from '@/lib/format-when';
import { meetingFormSchema } from '../lib/message-form-schema';
import TextComposer, { type SendRefusal } from './TextComposer';
import ThreadView from './ThreadView';

export const WAITING = 'No connection right now. Your message is saved and will be sent when you are back online.';

function MeetingProposal({ item, order }: { item: ThreadMessage; order: Order }) {
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

function pendingMessage(order: Order, message: SendMessage, senderName: string): OrderMessage {
  const writtenAt = message.writtenAt ?? new Date().toISOString();
  return {
    _id: message.messageId,
    orderId: order._id,
    mine: true,
    senderName,
    kind: message.kind,
    text: message.text ?? '',
    meetingPlace: message.kind === 'meeting' ? message.meetingPlace : null,
    meetingAt: message.kind === 'meeting' ? new Date(message.meetingAt).toISOString() : null,
    acceptedAt: null,
    readAt: null,
    createdAt: writtenAt,
    writtenAt,
  };
}

function Composer({ order }: { order: Order }) {
  const { user } = useSession();
  const write = useDealWrite();
  const [chosenMode, setMode] = useState<'text' | 'meeting'>('text');
  const meetings = MEETING_STATUSES.includes(order.status);
  const mode = meetings ? chosenMode : 'text';
  const meetingForm = useSubmitCheckedForm(meetingFormSchema, { meetingPlace: '', meetingAt: '' });
  const ids = useId();

  /** Answers the server's refusal, if it refused; the message is in the outbox otherwise. */
  async function send(message: SendMessage): Promise<SendRefusal> {
    if (!user) return undefined;
    const pending = pendingMessage(order, message, user.displayName);
    const outcome = await write.submit(
      'message',
      { orderId: order._id, message, pending },
      { sent: 'Message sent', waiting: WAITING },
    );
    return outcome.result === 'refused' ? outcome : undefined;
  }

  const sendText = (text: string) =>
    send({ messageId: crypto.randomUUID(), writtenAt: new Date().toISOString(), kind: 'text', text });
  const sendMeeting = meetingForm.form.handleSubmit(async ({ meetingPlace, meetingAt }) => {
    const at = new Date(meetingAt).toISOString();
    const refusal = await send({
      messageId: crypto.randomUUID(),
      writtenAt: new Date().toISOString(),
      kind: 'meeting',
      meetingPlace,
      meetingAt: at,
      text: '',
    });
    if (refusal) {
      showRefusal(meetingForm.form.setError, ['meetingPlace', 'meetingAt'], refusal);
      return;
    }
    meetingForm.form.reset();
    setMode('text');
  });

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
        <TextComposer send={sendText} busy={write.isSubmitting} />
      ) : (
        <form onSubmit={sendMeeting} noValidate aria-label="Propose a meeting">
          <FormField
            id={`${ids}-place`}
            label="Where"
            required
            error={meetingForm.form.formState.errors.meetingPlace?.message}
          >
            {(control) => (
              <input
                {...control}
                className="form-field__input"
                {...meetingForm.field('meetingPlace')}
                maxLength={200}
              />
            )}
          </FormField>
          <FormField
            id={`${ids}-at`}
            label="When"
            required
            error={meetingForm.form.formState.errors.meetingAt?.message}
          >
            {(control) => (
              <input
                {...control}
                className="form-field__input"
                {...meetingForm.field('meetingAt')}
                type="datetime-local"
              />
            )}
          </FormField>
          <button type="submit" className="ss-button" disabled={write.isSubmitting}>
            Propose
          </button>
        </form>
      )}
    </div>
  );
}

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
      composer={MESSAGING_STATUSES.includes(order.status) ? <Composer order={order} /> : null}
    />
  );
}
