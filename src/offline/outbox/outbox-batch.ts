import type { OutboxKind } from './outbox-kinds';

/**
 * One sending round of the outbox: from the moment waiting entries start to leave until none is under way.
 * Kept as plain data so the toasts' wording is unit-tested.
 */
export interface OutboxBatch {
  sending: Map<OutboxKind, number>;
  sent: Map<OutboxKind, number>;
  refused: { kind: OutboxKind; reason: string }[];
}

export function emptyBatch(): OutboxBatch {
  return { sending: new Map(), sent: new Map(), refused: [] };
}

function add(counts: Map<OutboxKind, number>, kind: OutboxKind, by: number): void {
  const next = (counts.get(kind) ?? 0) + by;
  if (next > 0) counts.set(kind, next);
  else counts.delete(kind);
}

export function startedSending(batch: OutboxBatch, kind: OutboxKind): void {
  add(batch.sending, kind, 1);
}

/** How one try ended, as the toasts see it: arrived, refused with a reason, or back to waiting (no toast). */
export type FinishedAs = { sent: true } | { refusedBecause: string } | { stillWaiting: true };

export function finishedSending(batch: OutboxBatch, kind: OutboxKind, outcome: FinishedAs): void {
  add(batch.sending, kind, -1);
  if ('sent' in outcome) add(batch.sent, kind, 1);
  else if ('refusedBecause' in outcome) batch.refused.push({ kind, reason: outcome.refusedBecause });
}

export function isSending(batch: OutboxBatch): boolean {
  return batch.sending.size > 0;
}

/** "Sending 2 orders…", or "Sending 2 orders and 1 newsletter sign-up…". */
export function sendingMessage(batch: OutboxBatch): string {
  const parts = [...batch.sending].map(([kind, n]) => kind.count(n));
  return `Sending ${parts.join(' and ')}…`;
}

export function sentMessages(batch: OutboxBatch): string[] {
  return [...batch.sent].map(([kind, n]) => kind.sentMessage(n));
}

export function refusedMessage(kind: OutboxKind, reason: string): string {
  return `${capitalise(kind.count(1))} could not be sent: ${reason}`;
}

export function refusedMessages(batch: OutboxBatch): string[] {
  return batch.refused.map(({ kind, reason }) => refusedMessage(kind, reason));
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
