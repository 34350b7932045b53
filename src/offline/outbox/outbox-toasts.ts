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
/**
 * A round's sender tells when it ends; one that went away before (a closed tab) never will, so what arrived is told
 * anyway once nothing has moved for this long.
 */
const SENDER_GONE_MS = 10_000;
/**
 * Writes that waited through the same outage fall due a moment apart (each try's backoff started at its own time),
 * so each goes in a round of its own: what arrives this soon after a round ended is told with it.
 */
const NEXT_ROUND_GAP_MS = 1_500;

/**
 * The user sees waiting entries leave: a progress toast while they go, then, once the sending round (and any round
 * right after it) has ended, what arrived and what was refused, counted together however long the rounds took.
 */
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
    settling = setTimeout(announceResults, SENDER_GONE_MS);
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
    roundEnded(): void {
      clearTimeout(settling);
      settling = setTimeout(announceResults, NEXT_ROUND_GAP_MS);
    },
  };
}
