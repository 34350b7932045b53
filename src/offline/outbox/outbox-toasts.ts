import toast from 'react-hot-toast';
import {
  emptyBatch,
  finishedSending,
  isSending,
  refusedMessages,
  sendingMessage,
  sentMessages,
  startedSending,
  type FinishedAs,
  type OutboxBatch,
} from './outbox-batch';
import type { OutboxKind } from './outbox-kinds';

const SENDING_TOAST_ID = 'outbox-sending';
/** Records go out one after another: a pause this short between two is still the same batch. */
const BATCH_GAP_MS = 400;

/** The user sees waiting entries leave: a progress toast while they go, then what arrived and what was refused. */
export function createOutboxToasts() {
  let batch: OutboxBatch = emptyBatch();
  let settling: ReturnType<typeof setTimeout> | undefined;

  function announceResults(): void {
    toast.dismiss(SENDING_TOAST_ID);
    for (const message of sentMessages(batch)) toast.success(message);
    for (const message of refusedMessages(batch)) toast.error(message, { duration: 8000 });
    batch = emptyBatch();
  }

  function showProgress(): void {
    clearTimeout(settling);
    if (isSending(batch)) toast.loading(sendingMessage(batch), { id: SENDING_TOAST_ID });
    else settling = setTimeout(announceResults, BATCH_GAP_MS);
  }

  return {
    started(kind: OutboxKind): void {
      startedSending(batch, kind);
      showProgress();
    },
    finished(kind: OutboxKind, outcome: FinishedAs): void {
      finishedSending(batch, kind, outcome);
      showProgress();
    },
  };
}
