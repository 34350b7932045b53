/*
 * One queued write and its life: waiting → sending → sent | refused | waiting again. Pure data and functions, so
 * the page and the service worker share them and the unit tests pin the rules down.
 */

export type OutboxKindName =
  | 'order'
  | 'order-removal'
  | 'wishlist'
  | 'report'
  | 'newsletter'
  | 'message'
  | 'handover'
  | 'handover-record'
  | 'rating'
  | 'listing';

export type OutboxMethod = 'POST' | 'DELETE';

/** The HTTP call to replay: the same path and body every time (the server dedupes by the entry's id). */
export interface OutboxRequest {
  method: OutboxMethod;
  path: string;
  body?: unknown;
}

export type OutboxState = 'waiting' | 'sending' | 'refused';

/** A photo as POST /api/images stored it: what the write's own request names it by. */
export interface UploadedPhoto {
  url: string;
  thumbUrl: string;
}

/**
 * A photo a write sends before its own request (a listing's): kept on the device (outbox-photo-files.ts) until it
 * is uploaded, then its answer is kept with the record, so no try uploads it twice.
 */
export interface OutboxPhoto {
  /** The file on the device; null for a photo uploaded before the write was queued. */
  fileId: string | null;
  /** What the user calls it ("nikon-front.jpg"). */
  name: string;
  uploaded: UploadedPhoto | null;
}

export interface OutboxEntry {
  /** The idempotency key the server dedupes by (an order's clientOrderId, …): one record per write. */
  id: string;
  kind: OutboxKindName;
  /** Whose write it is: sent only while they are signed in. Null for writes anyone may send (newsletter). */
  ownerId: string | null;
  request: OutboxRequest;
  /**
   * Photos uploaded first, one by one, in order; the request's body then takes their URLs as `images`. A write in
   * several steps: each photo once, then the request once (the server dedupes it by the record's id).
   */
  photos?: OutboxPhoto[];
  /** What the screens show while it waits (an order's row in My Orders), stored with it. */
  display?: unknown;
  state: OutboxState;
  createdAt: number;
  /** Submitted with no connection at all: the user was told it waits, so its delivery is announced. */
  queuedOffline: boolean;
  /** Failed tries so far (network trouble, timeouts, busy server). */
  attempts: number;
  /** Not tried again before this time (ms since the epoch). */
  nextAttemptAt: number;
  /** Why the server refused it, shown until the user dismisses it. */
  refusal?: { status: number; message: string };
}

/** How one try ended. */
export type AttemptOutcome =
  | { result: 'sent'; answer: unknown }
  | { result: 'refused'; status: number; message: string; field?: string }
  /** The server was not reached or could not answer for good (network, timeout, 5xx, 408, 429, 401). */
  | { result: 'waiting'; reason: string };

/** A try that hears nothing for this long counts as "no connection" (a weak signal hangs rather than fails). */
export const OUTBOX_REQUEST_TIMEOUT_MS = 10_000;
/** A photo going up on a weak signal takes longer than a request: this long without its answer, it waits. */
export const PHOTO_UPLOAD_TIMEOUT_MS = 90_000;
export const FIRST_RETRY_MS = 1_000;
export const MAX_RETRY_MS = 30_000;

/**
 * The wait before try number `attempts + 1`: doubling from 1 s, capped at 30 s, with "equal jitter" (half
 * fixed, half random) so many phones coming back at once do not all knock at the same moment.
 */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

/** Only a definitive answer ends a record; 401 (renewal failed), 408 and 429 mean "try again later". */
export function isDefinitiveStatus(status: number): boolean {
  if (status >= 200 && status < 300) return true;
  return status >= 400 && status < 500 && ![401, 408, 429].includes(status);
}

export type NewOutboxEntry = Pick<OutboxEntry, 'id' | 'kind' | 'ownerId' | 'request' | 'display' | 'photos'>;

export function newEntry(fields: NewOutboxEntry, now: number, queuedOffline: boolean): OutboxEntry {
  return { ...fields, state: 'waiting', createdAt: now, queuedOffline, attempts: 0, nextAttemptAt: now };
}

/** How an answer with this HTTP status ends a try. A DELETE answered 404 was done before (its answer was lost). */
export function outcomeOfRefusal(
  entry: Pick<OutboxEntry, 'request'>,
  error: { status: number; message: string; field?: string },
): AttemptOutcome {
  const { status, message, field } = error;
  if (entry.request.method === 'DELETE' && status === 404) return { result: 'sent', answer: null };
  if (!isDefinitiveStatus(status)) return { result: 'waiting', reason: message };
  return field === undefined ? { result: 'refused', status, message } : { result: 'refused', status, message, field };
}

/** The request a try sends: with the uploaded photos' URLs in its body once every photo is up. */
export function requestWithPhotos(entry: Pick<OutboxEntry, 'request' | 'photos'>): OutboxRequest {
  if (!entry.photos) return entry.request;
  const images = entry.photos.map((photo) => photo.uploaded);
  return { ...entry.request, body: { ...(entry.request.body as object), images } };
}

/** The photos still to upload: the next try starts with the first of these. */
export function photosToUpload(entry: Pick<OutboxEntry, 'photos'>): number {
  return (entry.photos ?? []).filter((photo) => photo.uploaded === null).length;
}

/** The user has been told this write waits, so they are told when it arrives or is refused. */
export function isAnnounced(entry: OutboxEntry): boolean {
  return entry.queuedOffline || entry.attempts > 0;
}

/** A record can go out now: waiting and due, or left "sending" by a sender that died (only one sends at a time). */
export function isDue(entry: OutboxEntry, now: number): boolean {
  return entry.state === 'sending' || (entry.state === 'waiting' && entry.nextAttemptAt <= now);
}

export function startedSending(entry: OutboxEntry): OutboxEntry {
  return { ...entry, state: 'sending' };
}

/** The record after a try: null once sent (it leaves the outbox), refused with its reason, or waiting again. */
export function afterAttempt(
  entry: OutboxEntry,
  outcome: AttemptOutcome,
  now: number,
  random: () => number = Math.random,
): OutboxEntry | null {
  if (outcome.result === 'sent') return null;
  if (outcome.result === 'refused') {
    return { ...entry, state: 'refused', refusal: { status: outcome.status, message: outcome.message } };
  }
  const attempts = entry.attempts + 1;
  return { ...entry, state: 'waiting', attempts, nextAttemptAt: now + retryDelayMs(attempts, random) };
}

/** The personal records of one person (or nobody's, when `ownerId` is null) that may be sent in this session. */
export function isSendableBy(entry: OutboxEntry, ownerId: string | null): boolean {
  return entry.ownerId === null || entry.ownerId === ownerId;
}
