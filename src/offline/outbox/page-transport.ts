import { ApiError } from '@/lib/api-error';
import { apiTransport } from '@/lib/api-transport';
import { uploadImage } from '@/lib/upload-image';
import { OUTBOX_REQUEST_TIMEOUT_MS, PHOTO_UPLOAD_TIMEOUT_MS } from '@outbox-core/outbox-entry';
import { fetchTransport, type OutboxTransport } from '@outbox-core/outbox-http';

const overFetch = fetchTransport({
  fetch: (path, init) => apiTransport()(path, init),
  requestTimeoutMs: OUTBOX_REQUEST_TIMEOUT_MS,
  photoTimeoutMs: PHOTO_UPLOAD_TIMEOUT_MS,
});

/**
 * How the page reaches the server for the outbox: the shared fetch transport through the HTTP client's seam, and
 * photos through XMLHttpRequest, which alone reports upload progress. Always with the token the round chose.
 */
export const pageTransport: OutboxTransport = {
  request: overFetch.request,
  findUpload: overFetch.findUpload,
  async uploadPhoto({ file, name, uploadId }, token, signal, onProgress) {
    try {
      const data = await uploadImage(new File([file], name, { type: file.type }), {
        token,
        onProgress,
        signal: AbortSignal.any([signal, AbortSignal.timeout(PHOTO_UPLOAD_TIMEOUT_MS)]),
        uploadId,
        tooLargeMessage: 'This photo is too large to upload.',
        failedMessage: (status) => `The upload failed (the server answered ${status}).`,
      });
      return { reached: true, status: 201, body: { success: true, data }, retryAfter: null };
    } catch (error) {
      if (error instanceof ApiError && error.status !== 0) {
        const body = { error: { code: error.code, message: error.message, field: error.field } };
        return { reached: true, status: error.status, body, retryAfter: error.retryAfter };
      }
      return { reached: false, status: 0, reason: error instanceof Error ? error.message : String(error) };
    }
  },
};
