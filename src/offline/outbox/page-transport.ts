import { ApiError } from '@/lib/api-error';
import { request } from '@/lib/http';
import { uploadListingPhoto } from '@/lib/upload-listing-photo';
import {
  OUTBOX_REQUEST_TIMEOUT_MS,
  outcomeOfRefusal,
  PHOTO_UPLOAD_TIMEOUT_MS,
  type AttemptOutcome,
  type OutboxEntry,
} from '@outbox-core/outbox-entry';
import { sendWithPhotos } from '@outbox-core/outbox-photos';

/** A failed call as the outbox sees it: a definitive answer ends the record, anything else leaves it waiting. */
function outcomeOfFailure(entry: OutboxEntry, error: unknown): AttemptOutcome {
  if (error instanceof ApiError && error.status !== 0) {
    return outcomeOfRefusal(entry, { status: error.status, message: error.message, field: error.field });
  }
  return { result: 'waiting', reason: error instanceof Error ? error.message : String(error) };
}

/**
 * One try of a record (loaded on first use: the HTTP client and its schemas stay off the first page) with the
 * signed-in user's token (renewed once after a 401): its photos first, with their progress, then its request.
 * Anything but a definitive answer, including a renewal that could not reach the server, leaves it waiting.
 */
export function sendOverHttp(entry: OutboxEntry): Promise<AttemptOutcome> {
  return sendWithPhotos(entry, {
    async send({ method, path, body }) {
      try {
        return {
          result: 'sent',
          answer: await request<unknown>(method, path, { body, timeoutMs: OUTBOX_REQUEST_TIMEOUT_MS }),
        };
      } catch (error) {
        return outcomeOfFailure(entry, error);
      }
    },
    async uploadPhoto(file, name, onProgress) {
      try {
        const photo = new File([file], name, { type: file.type });
        const { url, thumbUrl } = await uploadListingPhoto(
          photo,
          onProgress,
          AbortSignal.timeout(PHOTO_UPLOAD_TIMEOUT_MS),
        );
        return { result: 'sent', answer: { url, thumbUrl } };
      } catch (error) {
        return outcomeOfFailure(entry, error);
      }
    },
  });
}
