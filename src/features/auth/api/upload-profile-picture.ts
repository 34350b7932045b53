import type { UploadedImage } from '@contract/images';
import { uploadImage } from '@/lib/upload-image';

/** POST /api/images with the Firebase ID token of someone still registering; `onProgress` gets 0..1. */
export function uploadProfilePicture(
  file: File,
  idToken: string,
  onProgress: (fraction: number) => void,
): Promise<UploadedImage['data']> {
  return uploadImage(file, {
    token: idToken,
    onProgress,
    tooLargeMessage: 'The picture is too large.',
    failedMessage: (status) => `The server answered ${status}.`,
  });
}
