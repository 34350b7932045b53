import { apiErrorSchema } from '../../../../contract/errors';
import { uploadedImageSchema, type UploadedImage } from '../../../../contract/images';
import { ApiError } from '../../../lib/api-error';

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
  const message = xhr.status === 413 ? 'The picture is too large.' : `The server answered ${xhr.status}.`;
  return new ApiError(xhr.status, xhr.status === 413 ? 'payload_too_large' : 'internal', message);
}

/**
 * POST /api/images (multipart field `image`) with the Firebase ID token of someone still registering.
 * XMLHttpRequest rather than fetch because only it reports upload progress; `onProgress` gets 0..1.
 */
export function uploadProfilePicture(
  file: File,
  idToken: string,
  onProgress: (fraction: number) => void,
): Promise<UploadedImage['data']> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/images');
    xhr.setRequestHeader('Authorization', `Bearer ${idToken}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) return reject(errorFromXhr(xhr));
      try {
        resolve(uploadedImageSchema.parse(JSON.parse(xhr.responseText)).data);
      } catch {
        reject(new ApiError(xhr.status, 'internal', 'The server sent an answer we could not read.'));
      }
    };
    xhr.onerror = () => reject(new ApiError(0, 'network', 'Could not reach Shutterswap. Check your connection.'));
    const form = new FormData();
    form.append('image', file);
    xhr.send(form);
  });
}
