import type { QueryClient } from '@tanstack/react-query';
import { isAnnounced, type AttemptOutcome } from './outbox-entry';
import { OUTBOX_KINDS } from './outbox-kinds';
import { subscribeToOutbox } from './outbox-store';
import type { FinishedAs } from './outbox-batch';
import { createOutboxToasts } from './outbox-toasts';

function finishedAs(outcome: AttemptOutcome): FinishedAs {
  if (outcome.result === 'sent') return { sent: true };
  if (outcome.result === 'refused') return { refusedBecause: outcome.message };
  return { stillWaiting: true };
}

/**
 * What every tab does as records leave, whoever sends them (this tab, another, the service worker): arrived
 * records refresh the cached answers they change, and the user, told earlier that a write waits, sees it go and
 * what came of it. A write whose first try the form is still waiting for is the form's to announce.
 */
export function watchOutbox(queryClient: QueryClient): () => void {
  const toasts = createOutboxToasts();
  return subscribeToOutbox((event) => {
    if (event.type === 'sending' && isAnnounced(event.entry)) {
      toasts.started(OUTBOX_KINDS[event.entry.kind]);
    } else if (event.type === 'attempted') {
      const kind = OUTBOX_KINDS[event.entry.kind];
      if (event.outcome.result === 'sent') {
        for (const queryKey of kind.refreshes) void queryClient.invalidateQueries({ queryKey });
      }
      if (isAnnounced(event.entry)) toasts.finished(kind, finishedAs(event.outcome));
    }
  });
}
