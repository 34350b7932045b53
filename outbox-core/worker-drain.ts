import type { OutboxCredential } from './outbox-credential';
import type { OutboxTransport } from './outbox-http';
import { asTheOnlySender, sendDueEntries } from './outbox-round';

export interface DrainOptions {
  transport: OutboxTransport;
  /** The credential of whoever is signed in now (read again before each round), or null. */
  credential: () => Promise<OutboxCredential | null>;
  /** How long the browser lets one sync event run, less a margin. */
  budgetMs: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * What the service worker does when the browser wakes it for the outbox: rounds as the only sender, each record only
 * when it is due, waiting in between for as long as the event may last. Answers whether nothing is left to send
 * (false: the browser should wake it again later).
 */
export async function drainOutbox({
  transport,
  credential,
  budgetMs,
  now = Date.now,
  sleep = wait,
}: DrainOptions): Promise<boolean> {
  const deadline = now() + budgetMs;
  for (;;) {
    const person = await credential();
    const { nextAttemptAt } = await asTheOnlySender((onlySender) =>
      sendDueEntries({ credential: person, transport, now, onlySender }),
    );
    if (nextAttemptAt === undefined) return true;
    if (nextAttemptAt > deadline) return false;
    await sleep(Math.max(0, nextAttemptAt - now()));
  }
}
