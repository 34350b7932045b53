import { outcomeOfRefusal, type AttemptOutcome, type OutboxEntry, type OutboxRequest } from './outbox-entry';

/*
 * How a try reaches the server, the same for the page and the service worker: a call with the credential the round
 * chose (never one read from "whoever is signed in now"), and what its answer means for the record.
 */

/** What came back: the server's status and body, or nothing at all (status 0: no connection, a timeout). */
export type HttpAnswer =
  | { reached: true; status: number; body: unknown; retryAfter: string | null }
  | { reached: false; status: 0; reason: string };

/** A photo a try uploads: its file, its name, and the id the server keeps its upload under (so it is uploaded once). */
export interface PhotoUpload {
  file: Blob;
  name: string;
  uploadId: string;
}

/** A context's way to the server (the page, the service worker). Never throws: an unreachable server is status 0. */
export interface OutboxTransport {
  /** The write's own request, with `Authorization: Bearer <token>` when a token is given. */
  request(request: OutboxRequest, token: string | null, signal: AbortSignal): Promise<HttpAnswer>;
  /** POST /api/images?uploadId=…; `onProgress` gets 0..1 where the context can tell. */
  uploadPhoto(
    photo: PhotoUpload,
    token: string | null,
    signal: AbortSignal,
    onProgress: (fraction: number) => void,
  ): Promise<HttpAnswer>;
  /** GET /api/images/uploads/{uploadId}: the photo as an earlier try uploaded it, whose answer was lost (or 404). */
  findUpload(uploadId: string, token: string | null, signal: AbortSignal): Promise<HttpAnswer>;
}

/** Retry-After in seconds or as an HTTP date, in ms from `now`; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now: number): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

function errorOf(body: unknown): { message?: string; field?: string } {
  const error = (body as { error?: unknown } | null)?.error;
  if (typeof error !== 'object' || error === null) return {};
  const { message, field } = error as { message?: unknown; field?: unknown };
  return {
    ...(typeof message === 'string' ? { message } : {}),
    ...(typeof field === 'string' ? { field } : {}),
  };
}

/** What an answer means for the record: sent, refused for good, or waiting (with the server's Retry-After). */
export function outcomeOfAnswer(entry: Pick<OutboxEntry, 'request'>, answer: HttpAnswer, now: number): AttemptOutcome {
  if (!answer.reached) return { result: 'waiting', reason: answer.reason, unreachable: true };
  if (answer.status >= 200 && answer.status < 300) return { result: 'sent', answer: answer.body };
  const { message = `The server answered ${answer.status}.`, field } = errorOf(answer.body);
  const outcome = outcomeOfRefusal(entry, { status: answer.status, message, field });
  if (outcome.result !== 'waiting') return outcome;
  const wait = retryAfterMs(answer.retryAfter, now);
  return wait === undefined ? outcome : { ...outcome, retryAfterMs: wait };
}

/** A call's signal: the round's (a sign-out ends it) and the try's own timeout. */
function withTimeout(signal: AbortSignal, ms: number): AbortSignal {
  return AbortSignal.any([signal, AbortSignal.timeout(ms)]);
}

/** A fetch as the outbox sees it: any failure to get an answer is status 0. */
async function answerOf(call: () => Promise<Response>): Promise<HttpAnswer> {
  try {
    const response = await call();
    const body: unknown = response.status === 204 ? null : await response.json().catch(() => null);
    return { reached: true, status: response.status, body, retryAfter: response.headers.get('retry-after') };
  } catch (error) {
    return { reached: false, status: 0, reason: error instanceof Error ? error.message : String(error) };
  }
}

export interface FetchTransportOptions {
  /** fetch, or the page's seam in front of it. */
  fetch: (path: string, init: RequestInit) => Promise<Response>;
  requestTimeoutMs: number;
  photoTimeoutMs: number;
}

const bearer = (token: string | null): Record<string, string> => (token ? { Authorization: `Bearer ${token}` } : {});

/** The outbox over fetch: what the service worker uses, and the page too, for everything but upload progress. */
export function fetchTransport({ fetch, requestTimeoutMs, photoTimeoutMs }: FetchTransportOptions): OutboxTransport {
  return {
    request({ method, path, body }, token, signal) {
      const headers = {
        Accept: 'application/json',
        ...bearer(token),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      };
      const init: RequestInit = {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: withTimeout(signal, requestTimeoutMs),
      };
      return answerOf(() => fetch(path, init));
    },
    uploadPhoto({ file, name, uploadId }, token, signal) {
      const form = new FormData();
      form.append('image', file, name);
      const init: RequestInit = {
        method: 'POST',
        headers: { Accept: 'application/json', ...bearer(token) },
        body: form,
        signal: withTimeout(signal, photoTimeoutMs),
      };
      return answerOf(() => fetch(`/api/images?uploadId=${encodeURIComponent(uploadId)}`, init));
    },
    findUpload(uploadId, token, signal) {
      const init: RequestInit = {
        method: 'GET',
        headers: { Accept: 'application/json', ...bearer(token) },
        signal: withTimeout(signal, requestTimeoutMs),
      };
      return answerOf(() => fetch(`/api/images/uploads/${encodeURIComponent(uploadId)}`, init));
    },
  };
}
