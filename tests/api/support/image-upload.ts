import sharp from 'sharp';
import { crc32, createDeflate } from 'node:zlib';
import type { ProductImage } from '@contract/catalogue.ts';
import { uploadedImageSchema } from '@contract/images.ts';
import { recordUpload } from '@server/images/uploaded-images.ts';
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

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/**
 * A real, complete grey PNG of `width`×`height` pixels that compresses to almost nothing: the decompression bomb
 * of the finding (16000×16000 is about 250 KB). Built row by row, so making it costs no memory.
 */
export async function blankPng(width: number, height: number): Promise<Buffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, deflate, no filter method, no interlace
  const row = Buffer.alloc(width + 1, 0); // filter byte "none", then black pixels
  const deflate = createDeflate({ level: 9 });
  const compressed: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => compressed.push(chunk));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  for (let y = 0; y < height; y++) {
    if (!deflate.write(row)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', Buffer.concat(compressed)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** As if `userId` had uploaded these photos: for tests about listings rather than uploads. */
export async function givenUploadedBy(t: TestApp, userId: string, images: readonly ProductImage[]) {
  for (const image of images) await recordUpload(t.database.db, userId, image);
}
