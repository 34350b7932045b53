import { apiErrorSchema } from '@contract/errors';
import { uploadedImageSchema, type UploadedImage } from '@contract/images';
import { ApiError } from './api-error';

export interface UploadImageOptions {
  /** Sent as `Authorization: Bearer …` when present. */
  token: string | null;
  /** Gets 0..1 as the file goes up. */
  onProgress: (fraction: number) => void;
  signal?: AbortSignal;
  /** The id the server keeps this upload under, so a try whose answer was lost can ask for it instead of resending. */
  uploadId?: string;
  /** The words for a 413 that the server did not explain itself. */
  tooLargeMessage: string;
  /** The words for any other failure the server did not explain itself. */
  failedMessage: (status: number) => string;
}

function errorFromXhr(xhr: XMLHttpRequest, options: UploadImageOptions): ApiError {
  let body: unknown;
  try {
    body = JSON.parse(xhr.responseText);
  } catch {
    body = undefined;
  }
  const parsed = apiErrorSchema.safeParse(body);
  if (parsed.success) {
    const { code, message, field } = parsed.data.error;
    return new ApiError(xhr.status, code, message, field, xhr.getResponseHeader('retry-after'));
  }
  if (xhr.status === 413) return new ApiError(413, 'payload_too_large', options.tooLargeMessage);
  return new ApiError(xhr.status, 'internal', options.failedMessage(xhr.status));
}

/**
 * POST /api/images (multipart field `image`), once. XMLHttpRequest rather than fetch because only it reports
 * upload progress. Aborting through `signal` rejects with an AbortError.
 */
export function uploadImage(file: File, options: UploadImageOptions): Promise<UploadedImage['data']> {
  const { token, onProgress, signal, uploadId } = options;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', uploadId ? `/api/images?uploadId=${encodeURIComponent(uploadId)}` : '/api/images');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) return reject(errorFromXhr(xhr, options));
      try {
        resolve(uploadedImageSchema.parse(JSON.parse(xhr.responseText)).data);
      } catch {
        reject(new ApiError(xhr.status, 'internal', 'The server sent an answer we could not read.'));
      }
    };
    xhr.onerror = () => reject(new ApiError(0, 'network', 'Could not reach Shutterswap. Check your connection.'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('image', file);
    xhr.send(form);
  });
}
