import { useId, useState } from 'react';
import { MEETING_STATUSES, MESSAGING_STATUSES, type Order } from '@contract/orders';
import type { OrderMessage, SendMessage } from '@contract/order-messages';
import FormField from '@/components/FormField';
import { useOnlineStatus } from '@/lib/online-status';
import { showRefusal } from '@/lib/show-refusal';
import { useSession } from '@/lib/session/use-session';
import { useSubmitCheckedForm } from '@/lib/use-submit-checked-form';
import { discardQueuedWrite } from '@/offline/outbox/queued-writes';
import { useMarkMessagesRead } from '../api/mark-messages-read';
import { useDealWrite } from '../hooks/use-deal-write';
import { useOrderThread, type ThreadMessage } from '../hooks/use-order-thread';
import { formatWhen } from '@/lib/format-when';
import { meetingFormSchema, textMessageFormSchema } from '../lib/message-form-schema';

const WAITING = 'No connection right now. Your message is saved and will be sent when you are back online.';

function DeliveryNote({ item }: { item: ThreadMessage }) {
  if (item.delivery === 'sent') return null;
  if (item.delivery === 'refused') {
    return (
      <p className="thread__delivery thread__delivery--refused">
        Not sent: {item.refusedBecause}{' '}
        <button
          type="button"
          className="ss-button ss-button--ghost"
          onClick={() => item.writeId && void discardQueuedWrite(item.writeId)}
        >
          Dismiss
        </button>
      </p>
    );
  }
  return (
    <p className="thread__delivery" role="status">
      {item.delivery === 'sending' ? 'Sending…' : 'Waiting for connection'}
    </p>
  );
}

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
  const textForm = useSubmitCheckedForm(textMessageFormSchema, { text: '' });
  const meetingForm = useSubmitCheckedForm(meetingFormSchema, { meetingPlace: '', meetingAt: '' });
  const ids = useId();

  /** Answers the server's refusal, if it refused; the message is in the outbox otherwise. */
  async function send(message: SendMessage) {
    if (!user) return undefined;
    const pending = pendingMessage(order, message, user.displayName);
    const outcome = await write.submit(
      'message',
      { orderId: order._id, message, pending },
      { sent: 'Message sent', waiting: WAITING },
    );
    return outcome.result === 'refused' ? outcome : undefined;
  }

  const sendText = textForm.form.handleSubmit(async ({ text }) => {
    const refusal = await send({
      messageId: crypto.randomUUID(),
      writtenAt: new Date().toISOString(),
      kind: 'text',
      text,
    });
    if (refusal) showRefusal(textForm.form.setError, ['text'], refusal);
    else textForm.form.reset();
  });
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
        <form onSubmit={sendText} noValidate aria-label="Send a message">
          <FormField id={`${ids}-text`} label="Your message" error={textForm.form.formState.errors.text?.message}>
            {(control) => (
              <textarea
                {...control}
                className="form-field__input"
                {...textForm.field('text')}
                rows={3}
                maxLength={2000}
              />
            )}
          </FormField>
          <button type="submit" className="ss-button" disabled={write.isSubmitting}>
            Send
          </button>
        </form>
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
 * The order's messages between its buyer and its seller: readable offline (kept on the device), written offline
 * (the outbox), marked read when seen online.
 */
export default function MessageThread({ order }: { order: Order }) {
  const { query, messages, earlier } = useOrderThread(order._id);
  const online = useOnlineStatus();
  const unread = messages?.some((item) => !item.message.mine && item.message.readAt === null) ?? false;

  useMarkMessagesRead(order._id, unread, online);

  return (
    <section className="thread" aria-labelledby="thread-title">
      <h2 id="thread-title" className="deal__section-title">
        Messages
      </h2>
      {messages === undefined ? (
        // Offline, a read with nothing kept waits for the connection rather than fails: say so rather than load.
        query.isError || !online ? (
          <p className="thread__muted">
            The messages could not be loaded. {online ? 'Try again later.' : 'You are offline.'}
          </p>
        ) : (
          <p className="thread__muted" role="status">
            Loading the messages…
          </p>
        )
      ) : messages.length === 0 ? (
        <p className="thread__muted">
          {MEETING_STATUSES.includes(order.status)
            ? 'No messages yet. Say hello, or propose where and when to meet.'
            : 'No messages yet.'}
        </p>
      ) : (
        <>
          {earlier.more ? (
            <div className="thread__earlier">
              <button
                type="button"
                className="ss-button ss-button--ghost"
                disabled={earlier.loading || !online}
                onClick={() => void earlier.loadEarlier()}
              >
                {earlier.loading ? 'Loading earlier messages…' : 'Show earlier messages'}
              </button>
              {earlier.failed ? (
                <p className="thread__muted" role="alert">
                  The earlier messages could not be loaded. Try again.
                </p>
              ) : null}
            </div>
          ) : null}
          <ol className="thread__list">
            {messages.map((item) => (
              <li
                key={item.message._id}
                className={item.message.mine ? 'thread__item thread__item--mine' : 'thread__item'}
              >
                <p className="thread__meta">
                  {item.message.mine ? 'You' : item.message.senderName} · {formatWhen(item.message.writtenAt)}
                </p>
                {item.message.kind === 'meeting' ? <MeetingProposal item={item} order={order} /> : null}
                {item.message.text ? <p className="thread__text">{item.message.text}</p> : null}
                <DeliveryNote item={item} />
              </li>
            ))}
          </ol>
        </>
      )}
      {MESSAGING_STATUSES.includes(order.status) ? <Composer order={order} /> : null}
    </section>
  );
}
