import { messageWithoutField } from '@contract/field-message';
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
  | 'listing'
  | 'offer'
  | 'saved-search';

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
  /**
   * The id the server keeps this photo's upload under (POST /api/images?uploadId=…); the file's id when left out.
   * A try that started uploading it sets `tried`: the next asks the server for it before sending it again.
   */
  uploadId?: string;
  tried?: boolean;
}

export interface OutboxEntry {
  /** The idempotency key the server dedupes by (an order's clientOrderId, …): one record per write. */
  id: string;
  kind: OutboxKindName;
  /**
   * Whose write it is: sent only with their own credential (never another person's token), only while they are
   * signed in here. Null for writes anyone may send (newsletter), which go with no credential at all.
   */
  ownerId: string | null;
  /** How the owner signs in (their email), so a screen can say whose write waits when they are not signed in. */
  ownerEmail?: string | null;
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
  /** When the last try started (ms since the epoch): no try follows it sooner than RETRY_FLOOR_MS. */
  lastAttemptAt?: number;
  /** The last try never reached the server (no connection, a timeout), as opposed to a server asking for time. */
  unreachable?: boolean;
  /** A record in "sending" belongs to its sender until then; past it, any sender takes it over (one that died). */
  leaseUntil?: number;
  /** Why the server refused it (without the "field: " prefix), shown until the user dismisses it. */
  refusal?: { status: number; message: string; field?: string };
}

/** How one try ended. */
export type AttemptOutcome =
  | { result: 'sent'; answer: unknown }
  | { result: 'refused'; status: number; message: string; field?: string }
  /**
   * The server was not reached (`unreachable`: network, timeout) or could not answer for good (5xx, 408, 429, 401,
   * no credential of the owner's); `retryAfterMs` when the server said how long to wait (Retry-After).
   */
  | { result: 'waiting'; reason: string; unreachable?: boolean; retryAfterMs?: number };

/** A try that hears nothing for this long counts as "no connection" (a weak signal hangs rather than fails). */
export const OUTBOX_REQUEST_TIMEOUT_MS = 10_000;
/** A photo going up on a weak signal takes longer than a request: this long without its answer, it waits. */
export const PHOTO_UPLOAD_TIMEOUT_MS = 90_000;
/** No record is tried again sooner than this after a try, whatever asks (a reconnection, a new write, a sync). */
export const RETRY_FLOOR_MS = 1_000;
/** Nor does one wait longer than this between tries, unless the server asked for more (Retry-After). */
export const MAX_RETRY_MS = 30_000;
/** The longest Retry-After honoured: a server asking for more is asked again after this. */
export const MAX_RETRY_AFTER_MS = 10 * 60_000;

/**
 * The wait before try number `attempts + 1`: doubling from 1-2 s, capped at 30 s, with "equal jitter" (half fixed,
 * half random) so many phones coming back at once do not all knock at the same moment. Never under the floor.
 */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAX_RETRY_MS, 2 * RETRY_FLOOR_MS * 2 ** Math.max(0, attempts - 1));
  return Math.max(RETRY_FLOOR_MS, Math.round(ceiling / 2 + random() * (ceiling / 2)));
}

/** How long a try may hold a record in "sending": its request, and each photo it still has to upload. */
export function leaseMs(entry: Pick<OutboxEntry, 'photos'>): number {
  return OUTBOX_REQUEST_TIMEOUT_MS + photosToUpload(entry) * PHOTO_UPLOAD_TIMEOUT_MS + 5_000;
}

/** Only a definitive answer ends a record; 401 (renewal failed), 408 and 429 mean "try again later". */
export function isDefinitiveStatus(status: number): boolean {
  if (status >= 200 && status < 300) return true;
  return status >= 400 && status < 500 && ![401, 408, 429].includes(status);
}

export type NewOutboxEntry = Pick<OutboxEntry, 'id' | 'kind' | 'ownerId' | 'request' | 'display' | 'photos'> & {
  ownerEmail?: string | null;
};

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
  return field === undefined
    ? { result: 'refused', status, message }
    : { result: 'refused', status, message: messageWithoutField(message, field), field };
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

/**
 * A record can go out now: waiting and due, or left "sending" by a sender whose lease has passed (it died, or the
 * app was killed mid-send). `onlySender`: the caller holds the lock every sender takes while it sends, so a record
 * still "sending" was left by a sender that is gone (a page closed or navigated away mid-try), lease or not.
 */
export function isDue(entry: OutboxEntry, now: number, onlySender = false): boolean {
  if (entry.state === 'sending') return onlySender || (entry.leaseUntil ?? 0) <= now;
  return entry.state === 'waiting' && entry.nextAttemptAt <= now;
}

/** When a record can go out next, if it can at all (refused: never). */
export function dueAt(entry: OutboxEntry): number | undefined {
  if (entry.state === 'sending') return entry.leaseUntil ?? 0;
  return entry.state === 'waiting' ? entry.nextAttemptAt : undefined;
}

export function startedSending(entry: OutboxEntry, now: number): OutboxEntry {
  return { ...entry, state: 'sending', lastAttemptAt: now, leaseUntil: now + leaseMs(entry) };
}

/**
 * The connection just came back: a record whose last try found none may go again at once, but never sooner than
 * the floor after that try. One the server asked to wait (busy, Retry-After) keeps its time.
 */
export function afterReconnection(entry: OutboxEntry, now: number): OutboxEntry {
  if (entry.state !== 'waiting' || !entry.unreachable) return entry;
  const floor = (entry.lastAttemptAt ?? 0) + RETRY_FLOOR_MS;
  return { ...entry, nextAttemptAt: Math.min(entry.nextAttemptAt, Math.max(now, floor)) };
}

/** The record after a try: null once sent (it leaves the outbox), refused with its reason, or waiting again. */
export function afterAttempt(
  entry: OutboxEntry,
  outcome: AttemptOutcome,
  now: number,
  random: () => number = Math.random,
): OutboxEntry | null {
  if (outcome.result === 'sent') return null;
  const { leaseUntil: _lease, ...rest } = entry;
  if (outcome.result === 'refused') {
    const { status, message, field } = outcome;
    return {
      ...rest,
      state: 'refused',
      refusal: field === undefined ? { status, message } : { status, message, field },
    };
  }
  const attempts = entry.attempts + 1;
  const retryAfter = Math.min(outcome.retryAfterMs ?? 0, MAX_RETRY_AFTER_MS);
  const wait = Math.max(retryDelayMs(attempts, random), retryAfter);
  return { ...rest, state: 'waiting', attempts, unreachable: outcome.unreachable === true, nextAttemptAt: now + wait };
}

/** The personal records of one person (or nobody's, when `ownerId` is null) that may be sent in this session. */
export function isSendableBy(entry: OutboxEntry, ownerId: string | null): boolean {
  return entry.ownerId === null || entry.ownerId === ownerId;
}
