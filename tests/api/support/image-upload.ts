import sharp from 'sharp';
import { uploadedImageSchema } from '../../../contract/images.ts';
import type { TestApp } from './test-app.ts';

/** A multipart/form-data body with one file part, as a browser sends it. */
export function multipartBody(fieldName: string, fileName: string, bytes: Buffer, contentType: string) {
  const boundary = '----shutterswap-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${fieldName}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export function postImage(
  t: TestApp,
  bytes: Buffer,
  headers: Record<string, string>,
  { fileName = 'photo.jpg', field = 'image', contentType = 'image/jpeg' } = {},
) {
  const body = multipartBody(field, fileName, bytes, contentType);
  return t.app.inject({
    method: 'POST',
    url: '/api/images',
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
}

/** A small plain photo; a different `shade` gives different bytes, so a different stored image. */
export function plainPhoto(shade = 120): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 240, channels: 3, background: { r: shade, g: 90, b: 60 } } })
    .jpeg()
    .toBuffer();
}

/** Uploads a photo as the caller does in the app and answers it as a listing takes it. */
export async function uploadPhoto(t: TestApp, headers: Record<string, string>, shade?: number) {
  const response = await postImage(t, await plainPhoto(shade), headers);
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.body}`);
  const { url, thumbUrl } = uploadedImageSchema.parse(response.json()).data;
  return { url, thumbUrl };
}
