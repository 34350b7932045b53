import type { QueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { getSessionState } from '@/lib/session/session-store';
import { refusedMessage, type FinishedAs } from './outbox-batch';
import { isAnnounced, isSendableBy, type AttemptOutcome, type OutboxEntry } from '@outbox-core/outbox-entry';
import { OUTBOX_KINDS } from './outbox-kinds';
import { readEntries, removeEntry, subscribeToOutbox } from '@outbox-core/outbox-store';
import { createOutboxToasts } from './outbox-toasts';

function finishedAs(outcome: AttemptOutcome): FinishedAs {
  if (outcome.result === 'sent') return { sent: true };
  if (outcome.result === 'refused') return { refusedBecause: outcome.message };
  return { stillWaiting: true };
}

/**
 * "Sending 1 order…" is shown for a write's first retries while the device has a connection: not while it is
 * offline (the try fails at once), nor on every later try of a weak signal (the row already says it waits).
 */
export function showsProgress(entry: OutboxEntry, online: boolean): boolean {
  return isAnnounced(entry) && online && entry.attempts <= 1;
}

function isSeenHere(): boolean {
  return document.visibilityState === 'visible';
}

/** A refusal no screen lists (wishlist, report, newsletter) has been seen once a visible tab toasted it. */
function letGoOnceSeen(entry: OutboxEntry): void {
  if (!OUTBOX_KINDS[entry.kind].refusalShownOnScreen && isSeenHere()) void removeEntry(entry.id);
}

/** Refusals that came while no tab was looking (the service worker sent them): shown when the app opens. */
async function showUnseenRefusals(): Promise<void> {
  const ownerId = getSessionState().user?._id ?? null;
  const unseen = (await readEntries()).filter(
    (entry) =>
      entry.state === 'refused' && !OUTBOX_KINDS[entry.kind].refusalShownOnScreen && isSendableBy(entry, ownerId),
  );
  for (const entry of unseen) {
    toast.error(refusedMessage(OUTBOX_KINDS[entry.kind], entry.refusal?.message ?? ''), { duration: 8000 });
    letGoOnceSeen(entry);
  }
}

/**
 * What every tab does as records leave, whoever sends them (this tab, another, the service worker): arrived
 * records refresh the cached answers they change, and the user, told earlier that a write waits, sees it go and
 * what came of it. A write whose first try the form is still waiting for is the form's to announce.
 */
export function watchOutbox(queryClient: QueryClient): () => void {
  const toasts = createOutboxToasts();
  void showUnseenRefusals().catch(() => undefined);
  return subscribeToOutbox((event) => {
    if (event.type === 'sending' && showsProgress(event.entry, navigator.onLine)) {
      toasts.started(OUTBOX_KINDS[event.entry.kind]);
    } else if (event.type === 'attempted') {
      const kind = OUTBOX_KINDS[event.entry.kind];
      if (event.outcome.result === 'sent') {
        for (const queryKey of kind.refreshes) void queryClient.invalidateQueries({ queryKey });
      }
      if (!isAnnounced(event.entry)) return;
      toasts.finished(kind, finishedAs(event.outcome));
      if (event.outcome.result === 'refused') letGoOnceSeen(event.entry);
    } else if (event.type === 'round-ended') {
      toasts.roundEnded();
    }
  });
}
