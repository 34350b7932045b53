import { apiErrorSchema } from '../../../../contract/errors';
import { uploadedImageSchema, type UploadedImage } from '../../../../contract/images';
import { ApiError } from '../../../lib/api-error';
import { accessTokenForRequest, renewAccessToken } from '../../../lib/session/renew-access-token';

const NETWORK_MESSAGE = 'Could not reach Shutterswap. Check your connection.';

function errorFromXhr(xhr: XMLHttpRequest): ApiError {
  let body: unknown;
  try {
    body = JSON.parse(xhr.responseText);
  } catch {
    body = undefined;
  }
  const parsed = apiErrorSchema.safeParse(body);
  if (parsed.success) {
    const { code, message, field } = parsed.data.error;
    return new ApiError(xhr.status, code, message, field);
  }
  if (xhr.status === 413) return new ApiError(413, 'payload_too_large', 'This photo is too large to upload.');
  return new ApiError(xhr.status, 'internal', `The upload failed (the server answered ${xhr.status}).`);
}

function sendOnce(
  photo: File,
  accessToken: string | null,
  onProgress: (fraction: number) => void,
  signal: AbortSignal | undefined,
): Promise<UploadedImage['data']> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/images');
    if (accessToken) xhr.setRequestHeader('Authorization', `Bearer ${accessToken}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) return reject(errorFromXhr(xhr));
      const parsed = uploadedImageSchema.safeParse(JSON.parse(xhr.responseText || 'null'));
      if (parsed.success) resolve(parsed.data.data);
      else reject(new ApiError(xhr.status, 'internal', 'The server sent an answer we could not read.'));
    };
    xhr.onerror = () => reject(new ApiError(0, 'network', NETWORK_MESSAGE));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('image', photo);
    xhr.send(form);
  });
}

/**
 * POST /api/images (multipart field `image`) with the seller's access token, renewed once on a 401.
 * XMLHttpRequest rather than fetch because only it reports upload progress; `onProgress` gets 0..1.
 */
export async function uploadListingPhoto(
  photo: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadedImage['data']> {
  const accessToken = await accessTokenForRequest();
  try {
    return await sendOnce(photo, accessToken, onProgress, signal);
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401 && accessToken)) throw error;
    const renewed = await renewAccessToken().catch(() => null);
    if (!renewed) throw error;
    onProgress(0);
    return sendOnce(photo, renewed, onProgress, signal);
  }
}
