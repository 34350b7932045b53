import type { Mutation } from '@tanstack/react-query';

/*
 * A mutation that had to wait for the connection (the offline outbox) is marked in its meta, which is persisted
 * with it. Features read the mark to tell an order refused after it waited (shown in My Orders until dismissed)
 * from one refused while the buyer was still on the form (shown on the form).
 */
const QUEUED_OFFLINE = 'queuedOffline';

export function wasQueuedOffline(mutation: { meta?: Mutation['meta'] }): boolean {
  return mutation.meta?.[QUEUED_OFFLINE] === true;
}

export function withQueuedOfflineMark(meta: Mutation['meta']): NonNullable<Mutation['meta']> {
  return { ...meta, [QUEUED_OFFLINE]: true };
}

export function markQueuedOffline(mutation: Mutation): void {
  if (wasQueuedOffline(mutation)) return;
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
