import type { OutboxCredential } from './outbox-credential';
import {
  afterAttempt,
  afterReconnection,
  dueAt,
  isDue,
  isSendableBy,
  startedSending,
  type AttemptOutcome,
  type OutboxEntry,
} from './outbox-entry';
import type { OutboxTransport } from './outbox-http';
import { sendEntry } from './outbox-send';
import { announce, readEntries, replaceEntry } from './outbox-store';

const SENDER_LOCK = 'shutterswap-outbox';

/**
 * Runs `work` as the only sender across every tab and the service worker (Web Locks); callers queue behind it.
 * `work` learns whether it holds the lock. A browser without Web Locks has one context sending at a time in
 * practice; leases and the server's dedupe cover the rest.
 */
export function asTheOnlySender<T>(work: (onlySender: boolean) => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? (locks.request(SENDER_LOCK, () => work(true)) as Promise<T>) : work(false);
}

export interface RoundOptions {
  /**
   * Whose personal writes go in this round, with their own token: fixed for the whole round. Null when nobody is
   * signed in (only writes of nobody's, such as newsletter sign-ups, go then).
   */
  credential: OutboxCredential | null;
  transport: OutboxTransport;
  /** Ends the round at once: its person signed out, or somebody else signed in. */
  signal?: AbortSignal;
  /** Tried first (the write the user just submitted), if it is due. */
  firstId?: string;
  /** The round holds the lock every sender takes (asTheOnlySender): a record left "sending" has no sender left. */
  onlySender?: boolean;
  now?: () => number;
}

export interface RoundResult {
  /** When this person's next record is due (a retry, or a lease running out); undefined: nothing left to try. */
  nextAttemptAt: number | undefined;
}

/** When the next record of this person (or of nobody's) can go; undefined when none is waiting. */
export function nextDueAt(all: readonly OutboxEntry[], ownerId: string | null): number | undefined {
  const times = all.flatMap((entry) => {
    const at = isSendableBy(entry, ownerId) ? dueAt(entry) : undefined;
    return at === undefined ? [] : [at];
  });
  return times.length > 0 ? Math.min(...times) : undefined;
}

function nextInLine(all: OutboxEntry[], tried: Set<string>, options: RoundOptions, now: number) {
  const ownerId = options.credential?.ownerId ?? null;
  const candidates = all.filter(
    (entry) => !tried.has(entry.id) && isSendableBy(entry, ownerId) && isDue(entry, now, options.onlySender),
  );
  return candidates.find((entry) => entry.id === options.firstId) ?? candidates[0];
}

/**
 * One sending round, oldest first, each due record at most once: nothing is tried before its time (the backoff's
 * floor and cap, or the server's Retry-After), whoever runs the round. Run it as the only sender. The first try that
 * cannot reach the server ends the round: the others would meet the same network, one timeout each.
 */
export async function sendDueEntries(options: RoundOptions): Promise<RoundResult> {
  try {
    return await sendRound(options);
  } finally {
    announce({ type: 'round-ended' });
  }
}

async function sendRound(options: RoundOptions): Promise<RoundResult> {
  const now = options.now ?? Date.now;
  const signal = options.signal ?? new AbortController().signal;
  const ownerId = options.credential?.ownerId ?? null;
  const tried = new Set<string>();
  for (;;) {
    const all = await readEntries();
    const entry = signal.aborted ? undefined : nextInLine(all, tried, options, now());
    if (!entry) return { nextAttemptAt: signal.aborted ? undefined : nextDueAt(all, ownerId) };
    tried.add(entry.id);
    let taken: OutboxEntry | undefined;
    const start = (stored: OutboxEntry) => {
      // Another sender took it meanwhile (without Web Locks): its lease stands.
      if (!isDue(stored, now(), options.onlySender)) return stored;
      taken = startedSending(stored, now());
      return taken;
    };
    if (!(await replaceEntry(entry.id, start, { type: 'sending', entry })) || !taken) continue;
    // A transport that throws (its code could not be loaded offline) reached nobody: the record waits, never left
    // "sending" with no one sending it.
    const outcome = await sendEntry(taken, { ...options, signal, now }).catch((error: unknown): AttemptOutcome => ({
      result: 'waiting',
      reason: error instanceof Error ? error.message : String(error),
    }));
    // From the record as stored now: a write in steps (photos first) keeps each step done during the try.
    let after = null as OutboxEntry | null;
    await replaceEntry(entry.id, (stored) => (after = afterAttempt(stored, outcome, now())), {
      type: 'attempted',
      entry,
      outcome,
    });
    // The others would meet the same network (or the same busy server): they wait for this one's next try.
    if (outcome.result === 'waiting') {
      if (signal.aborted) return { nextAttemptAt: undefined };
      return { nextAttemptAt: (after as OutboxEntry | null)?.nextAttemptAt ?? nextDueAt(await readEntries(), ownerId) };
    }
  }
}

/**
 * The browser says the connection is back: records whose last try found no connection may go again now (never
 * sooner than the floor after that try); those the server asked to wait keep their time.
 */
export async function afterConnectionReturned(now: number): Promise<void> {
  for (const entry of await readEntries()) {
    const next = afterReconnection(entry, now);
    if (next !== entry) await replaceEntry(entry.id, (stored) => afterReconnection(stored, now));
  }
}
