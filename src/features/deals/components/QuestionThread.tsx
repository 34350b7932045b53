import type { QuestionThread as Thread } from '@contract/listing-questions';
import { useSession } from '@/lib/session/use-session';
import type { QueuedQuestion } from '@/offline/outbox/write-kinds';
import { questionThreadApiPath } from '../api/get-question-thread';
import { useDealWrite } from '../hooks/use-deal-write';
import { useQuestionThread } from '../hooks/use-question-thread';
import { MESSAGE_WAITING } from '../lib/message-waiting';
import TextComposer, { type SendRefusal } from './TextComposer';
import ThreadView from './ThreadView';

/** The message as the thread shows it while it waits in the outbox. */
function pendingQuestion(thread: Thread, text: string, senderName: string): QueuedQuestion {
  const writtenAt = new Date().toISOString();
  return {
    _id: crypto.randomUUID(),
    orderId: null,
    productId: thread.productId,
    buyerId: thread.buyerId,
    mine: true,
    senderName,
    kind: 'text',
    text,
    meetingPlace: null,
    meetingAt: null,
    acceptedAt: null,
    readAt: null,
    createdAt: writtenAt,
    writtenAt,
  };
}

function Composer({ thread }: { thread: Thread }) {
  const { user } = useSession();
  const write = useDealWrite();
  async function send(text: string): Promise<SendRefusal> {
    if (!user) return undefined;
    const pending = pendingQuestion(thread, text, user.displayName);
    const message = { messageId: pending._id, writtenAt: pending.writtenAt, kind: 'text' as const, text };
    const outcome = await write.submit(
      'question',
      { message, pending },
      { sent: thread.asking ? 'Question sent' : 'Answer sent', waiting: MESSAGE_WAITING },
    );
    return outcome.result === 'refused' ? outcome : undefined;
  }
  return (
    <div className="thread__composer">
      <TextComposer
        send={send}
        busy={write.isSubmitting}
        label={thread.asking ? 'Your question' : 'Your answer'}
        formLabel={thread.asking ? 'Ask the seller' : 'Answer the buyer'}
        submitLabel={thread.asking ? 'Ask' : 'Answer'}
      />
    </div>
  );
}

/**
 * What one buyer asked about one listing and the seller's answers: readable offline, written offline (the outbox),
 * marked read when seen. An admin reads it without a composer.
 */
export default function QuestionThread({ thread }: { thread: Thread }) {
  const messages = useQuestionThread(thread.productId, thread.buyerId);
  const { user } = useSession();
  const writes = user?.role !== 'admin';
  return (
    <ThreadView
      title="Questions and answers"
      thread={messages}
      readPath={questionThreadApiPath(thread.productId, thread.buyerId)}
      empty={thread.asking ? `No questions yet. Ask ${thread.sellerName} anything about it.` : 'No questions yet.'}
      composer={writes ? <Composer thread={thread} /> : null}
    />
  );
}
