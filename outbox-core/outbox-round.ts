import {
  afterAttempt,
  isDue,
  isSendableBy,
  startedSending,
  type AttemptOutcome,
  type OutboxEntry,
} from './outbox-entry';
import { readEntries, replaceEntry } from './outbox-store';

const SENDER_LOCK = 'shutterswap-outbox';

/**
 * Runs `work` as the only sender across every tab and the service worker (Web Locks); callers queue behind it.
 * A browser without Web Locks has one context sending at a time in practice, and the server dedupes anyway.
 */
export function asTheOnlySender<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? (locks.request(SENDER_LOCK, work) as Promise<T>) : work();
}

export interface RoundOptions {
  /** Whose personal writes may go out (the signed-in user); nobody's when signed out. */
  ownerId: string | null;
  send: (entry: OutboxEntry) => Promise<AttemptOutcome>;
  /** Try waiting records before their time: the connection just came back, or the user just asked. */
  force?: boolean;
  /** Tried first (the write the user just submitted). */
  firstId?: string;
  now?: () => number;
}

export interface RoundResult {
  /** When to try again (nothing left to try: undefined). */
  nextAttemptAt: number | undefined;
}

function nextInLine(all: OutboxEntry[], tried: Set<string>, options: RoundOptions, now: number) {
  const candidates = all.filter(
    (entry) =>
      !tried.has(entry.id) &&
      isSendableBy(entry, options.ownerId) &&
      (isDue(entry, now) || (options.force === true && entry.state === 'waiting')),
  );
  return candidates.find((entry) => entry.id === options.firstId) ?? candidates[0];
}

function earliestRetry(all: OutboxEntry[], ownerId: string | null): number | undefined {
  const waiting = all.filter((entry) => entry.state === 'waiting' && isSendableBy(entry, ownerId));
  return waiting.length > 0 ? Math.min(...waiting.map((entry) => entry.nextAttemptAt)) : undefined;
}

/**
 * One sending round, oldest first, each record at most once. Run it as the only sender. The first try that
 * cannot reach the server ends the round: the others would meet the same network, one timeout each.
 */
export async function sendDueEntries(options: RoundOptions): Promise<RoundResult> {
  const now = options.now ?? Date.now;
  const tried = new Set<string>();
  for (;;) {
    const all = await readEntries();
    const entry = nextInLine(all, tried, options, now());
    if (!entry) return { nextAttemptAt: earliestRetry(all, options.ownerId) };
    tried.add(entry.id);
    if (!(await replaceEntry(entry.id, startedSending, { type: 'sending', entry }))) continue;
    const outcome = await options.send(entry);
    // From the record as stored now: a write in steps (photos first) keeps each step done during the try.
    let after = null as OutboxEntry | null;
    await replaceEntry(entry.id, (stored) => (after = afterAttempt(stored, outcome, now())), {
      type: 'attempted',
      entry,
      outcome,
    });
    if (outcome.result === 'waiting') return { nextAttemptAt: after?.nextAttemptAt };
  }
}
