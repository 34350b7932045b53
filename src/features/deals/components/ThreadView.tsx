import type { ReactNode } from 'react';
import { formatWhen } from '@/lib/format-when';
import { useOnlineStatus } from '@/lib/online-status';
import { discardQueuedWrite } from '@/offline/outbox/queued-writes';
import { useMarkThreadRead } from '../api/mark-messages-read';
import type { EarlierMessages, ThreadMessage } from '../hooks/use-thread';

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

function Earlier({ earlier, online }: { earlier: EarlierMessages; online: boolean }) {
  if (!earlier.more) return null;
  return (
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
  );
}

/**
 * A thread between a buyer and a seller (an order's, or questions about a listing): readable offline (kept on the
 * device), written offline (the composer goes through the outbox), marked read (`readPath`) when seen online.
 */
export default function ThreadView({
  title,
  thread,
  readPath,
  empty,
  composer,
  extra,
}: {
  title: string;
  thread: { query: { isError: boolean }; messages: ThreadMessage[] | undefined; earlier: EarlierMessages };
  /** The thread's API path, whose …/read marks it read. */
  readPath: string;
  empty: string;
  composer: ReactNode;
  /** What a message shows besides its words (a meeting proposal). */
  extra?: (item: ThreadMessage) => ReactNode;
}) {
  const { query, messages, earlier } = thread;
  const online = useOnlineStatus();
  const unread = messages?.some((item) => !item.message.mine && item.message.readAt === null) ?? false;
  useMarkThreadRead(readPath, unread, online);

  return (
    <section className="thread" aria-labelledby="thread-title">
      <h2 id="thread-title" className="deal__section-title">
        {title}
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
        <p className="thread__muted">{empty}</p>
      ) : (
        <>
          <Earlier earlier={earlier} online={online} />
          <ol className="thread__list">
            {messages.map((item) => (
              <li
                key={item.message._id}
                className={item.message.mine ? 'thread__item thread__item--mine' : 'thread__item'}
              >
                <p className="thread__meta">
                  {item.message.mine ? 'You' : item.message.senderName} · {formatWhen(item.message.writtenAt)}
                </p>
                {extra?.(item)}
                {item.message.text ? <p className="thread__text">{item.message.text}</p> : null}
                <DeliveryNote item={item} />
              </li>
            ))}
          </ol>
        </>
      )}
      {composer}
    </section>
  );
}
