import { tokenOf, type OutboxCredential } from './outbox-credential';
import {
  requestWithPhotos,
  type AttemptOutcome,
  type OutboxEntry,
  type OutboxPhoto,
  type UploadedPhoto,
} from './outbox-entry';
import { outcomeOfAnswer, type HttpAnswer, type OutboxTransport } from './outbox-http';
import { readPhotoFile } from './outbox-photo-files';
import { announce, replaceEntry } from './outbox-store';

export interface TryOptions {
  transport: OutboxTransport;
  /** The round's person: only their records are tried, with their token. */
  credential: OutboxCredential | null;
  /** Aborted when the round must stop (its person signed out, or someone else signed in). */
  signal: AbortSignal;
  now: () => number;
}

const DISCARDED: AttemptOutcome = { result: 'refused', status: 410, message: 'This write was discarded.' };
const STOPPED: AttemptOutcome = { result: 'waiting', reason: 'The session that was sending this ended.' };
const NO_CREDENTIAL: AttemptOutcome = {
  result: 'waiting',
  reason: 'It waits for the person who wrote it to be signed in on this device.',
};

function photoRefusal(index: number, photo: OutboxPhoto, message: string): AttemptOutcome {
  return {
    result: 'refused',
    status: 400,
    message: `Photo ${index + 1} (${photo.name}) could not be uploaded: ${message}`,
  };
}

/** The photo as the server stored it, from POST /api/images's answer (or the lookup of an earlier upload). */
function uploadedPhotoOf(body: unknown): UploadedPhoto | null {
  const data = (body as { data?: { url?: unknown; thumbUrl?: unknown } } | null)?.data;
  return typeof data?.url === 'string' && typeof data.thumbUrl === 'string'
    ? { url: data.url, thumbUrl: data.thumbUrl }
    : null;
}

/**
 * One try of a record, with its owner's credential only: a record of someone else's, or with no token of its
 * owner's at hand, waits. Its photos not yet uploaded go up one by one (each answer kept with the record at once, so
 * a try cut short resumes at the next photo; one whose answer was lost is asked for before it is sent again), then
 * its request with their URLs. A 401 renews the owner's token once.
 */
export async function sendEntry(entry: OutboxEntry, options: TryOptions): Promise<AttemptOutcome> {
  const { transport, credential, signal, now } = options;
  const { ownerId } = entry;
  if (ownerId !== null && credential?.ownerId !== ownerId) return NO_CREDENTIAL;
  let token = ownerId === null ? null : tokenOf(ownerId, await credential!.token().catch(() => null));
  if (ownerId !== null && token === null) return NO_CREDENTIAL;

  /** A call with the owner's token, renewed once when the server refuses it; null when the round was stopped. */
  const call = async (send: (token: string | null) => Promise<HttpAnswer>): Promise<HttpAnswer | null> => {
    if (signal.aborted) return null;
    const answer = await send(token);
    if (answer.status !== 401 || ownerId === null || signal.aborted) return answer;
    const renewed = tokenOf(ownerId, await credential!.renew().catch(() => null));
    if (renewed === null || signal.aborted) return answer;
    token = renewed;
    return send(token);
  };

  let photos = entry.photos ?? [];
  const keep = async (index: number, change: Partial<OutboxPhoto>) => {
    photos = photos.map((each, at) => (at === index ? { ...each, ...change } : each));
    return replaceEntry(entry.id, (stored) => ({ ...stored, photos }));
  };
  for (const [index, photo] of photos.entries()) {
    if (photo.uploaded) continue;
    const uploadId = photo.uploadId ?? photo.fileId;
    const file = photo.fileId === null ? undefined : await readPhotoFile(photo.fileId);
    if (!file || uploadId === null) return photoRefusal(index, photo, 'it is no longer on this device. Add it again.');
    let uploaded: UploadedPhoto | null = null;
    if (photo.tried) {
      const found = await call((bearer) => transport.findUpload(uploadId, bearer, signal));
      if (found === null) return STOPPED;
      if (found.status !== 404) {
        const outcome = outcomeOfAnswer(entry, found, now());
        if (outcome.result !== 'sent') return outcome;
        uploaded = uploadedPhotoOf(outcome.answer);
      }
    }
    if (!uploaded) {
      if (!(await keep(index, { tried: true }))) return DISCARDED;
      const progress = (fraction: number) => announce({ type: 'progress', id: entry.id, photo: index, fraction });
      progress(0);
      const answer = await call((bearer) =>
        transport.uploadPhoto({ file, name: photo.name, uploadId }, bearer, signal, progress),
      );
      if (answer === null) return STOPPED;
      const outcome = outcomeOfAnswer(entry, answer, now());
      if (outcome.result === 'waiting') return outcome;
      if (outcome.result === 'refused') return photoRefusal(index, photo, outcome.message);
      uploaded = uploadedPhotoOf(outcome.answer);
      if (!uploaded) return photoRefusal(index, photo, 'the server sent an answer we could not read.');
    }
    if (!(await keep(index, { uploaded }))) return DISCARDED;
  }
  const answer = await call((bearer) => transport.request(requestWithPhotos({ ...entry, photos }), bearer, signal));
  return answer === null ? STOPPED : outcomeOfAnswer(entry, answer, now());
}
