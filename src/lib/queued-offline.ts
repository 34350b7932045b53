import type { Mutation } from '@tanstack/react-query';

/*
 * A mutation that had to wait for the connection (the offline outbox) is marked. Features read the mark to tell
 * an order refused after it waited (shown in My Orders until dismissed) from one refused while the buyer was
 * still on the form (shown on the form). The mark lives in this session's set, and in the mutation's meta so it
 * is stored with it; a component observing a pending mutation resets its options (meta included) whenever it
 * renders, so the stored copy is stamped again before each save (see offline/persistence/dehydrate-rules.ts).
 */
const QUEUED_OFFLINE = 'queuedOffline';
const queuedThisSession = new WeakSet<object>();

export function wasQueuedOffline(mutation: { meta?: Mutation['meta'] }): boolean {
  return queuedThisSession.has(mutation) || mutation.meta?.[QUEUED_OFFLINE] === true;
}

export function withQueuedOfflineMark(meta: Mutation['meta']): NonNullable<Mutation['meta']> {
  return { ...meta, [QUEUED_OFFLINE]: true };
}

export function markQueuedOffline(mutation: Mutation): void {
  queuedThisSession.add(mutation);
  if (mutation.meta?.[QUEUED_OFFLINE] === true) return;
  mutation.setOptions({ ...mutation.options, meta: withQueuedOfflineMark(mutation.options.meta) });
}

/**
 * Why a waiting mutation was refused. After a reload the error is the plain copy kept in IndexedDB, not an
 * Error instance, so it is read by shape.
 */
export function refusalReason(error: unknown): string {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.length > 0 ? message : 'The server refused it.';
}

/** The HTTP status of a refusal (409 sold meanwhile, 0 never reached the server), also from a restored copy. */
export function refusalStatus(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}
