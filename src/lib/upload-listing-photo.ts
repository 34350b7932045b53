import type { UploadedImage } from '@contract/images';
import { ApiError } from '@/lib/api-error';
import { accessTokenForRequest, renewAccessToken } from '@/lib/session/renew-access-token';
import { uploadImage } from '@/lib/upload-image';

function sendOnce(
  photo: File,
  accessToken: string | null,
  onProgress: (fraction: number) => void,
  signal: AbortSignal | undefined,
): Promise<UploadedImage['data']> {
  return uploadImage(photo, {
    token: accessToken,
    onProgress,
    signal,
    tooLargeMessage: 'This photo is too large to upload.',
    failedMessage: (status) => `The upload failed (the server answered ${status}).`,
  });
}

/**
 * POST /api/images (multipart field `image`) with the seller's access token, renewed once on a 401.
 * `onProgress` gets 0..1.
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
