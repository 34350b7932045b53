import toast from 'react-hot-toast';
import {
  emptyBatch,
  finishedSending,
  isSending,
  refusedMessages,
  sendingMessage,
  sentMessages,
  startedSending,
  type OutboxBatch,
} from './outbox-batch';
import type { OutboxKind } from './outbox-kinds';

const SENDING_TOAST_ID = 'outbox-sending';

/** The user sees waiting entries leave: a progress toast while they go, then what arrived and what was refused. */
export function createOutboxToasts() {
  let batch: OutboxBatch = emptyBatch();

  function showProgress(): void {
    if (isSending(batch)) {
      toast.loading(sendingMessage(batch), { id: SENDING_TOAST_ID });
      return;
    }
    toast.dismiss(SENDING_TOAST_ID);
    for (const message of sentMessages(batch)) toast.success(message);
    for (const message of refusedMessages(batch)) toast.error(message, { duration: 8000 });
    batch = emptyBatch();
  }

  return {
    started(kind: OutboxKind): void {
      startedSending(batch, kind);
      showProgress();
    },
    finished(kind: OutboxKind, outcome: { refusedBecause?: string }): void {
      finishedSending(batch, kind, outcome);
      showProgress();
    },
  };
}
