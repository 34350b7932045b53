import {
  requestWithPhotos,
  type AttemptOutcome,
  type OutboxEntry,
  type OutboxPhoto,
  type OutboxRequest,
  type UploadedPhoto,
} from './outbox-entry';
import { readPhotoFile } from './outbox-photo-files';
import { announce, replaceEntry } from './outbox-store';

/** How a context (a tab, the service worker) reaches the server: the write's request, and one photo's upload. */
export interface OutboxTransport {
  send(request: OutboxRequest): Promise<AttemptOutcome>;
  /** POST /api/images; a sent outcome's answer is the photo as stored. `onProgress` gets 0..1 where it can. */
  uploadPhoto(file: Blob, name: string, onProgress: (fraction: number) => void): Promise<AttemptOutcome>;
}

function photoRefusal(index: number, photo: OutboxPhoto, message: string): AttemptOutcome {
  return {
    result: 'refused',
    status: 400,
    message: `Photo ${index + 1} (${photo.name}) could not be uploaded: ${message}`,
  };
}

/**
 * One try of a record: its photos not yet uploaded go up one by one (each answer kept with the record at once, so
 * a try cut short resumes with the next photo), then its request goes with their URLs. The first photo that cannot
 * reach the server ends the try (still waiting); one the server refuses refuses the write, saying which.
 */
export async function sendWithPhotos(entry: OutboxEntry, transport: OutboxTransport): Promise<AttemptOutcome> {
  let photos = entry.photos ?? [];
  for (const [index, photo] of photos.entries()) {
    if (photo.uploaded) continue;
    const file = photo.fileId === null ? undefined : await readPhotoFile(photo.fileId);
    if (!file) return photoRefusal(index, photo, 'it is no longer on this device. Add it again.');
    const progress = (fraction: number) => announce({ type: 'progress', id: entry.id, photo: index, fraction });
    progress(0);
    const outcome = await transport.uploadPhoto(file, photo.name, progress);
    if (outcome.result === 'waiting') return outcome;
    if (outcome.result === 'refused') return photoRefusal(index, photo, outcome.message);
    const uploaded = outcome.answer as UploadedPhoto;
    photos = photos.map((each, at) => (at === index ? { ...each, uploaded } : each));
    const stillThere = await replaceEntry(entry.id, (stored) => ({ ...stored, photos }));
    if (!stillThere) return { result: 'refused', status: 410, message: 'This write was discarded.' };
  }
  return transport.send(requestWithPhotos({ ...entry, photos }));
}
