import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { uploadedImageSchema, MAX_IMAGE_UPLOAD_BYTES } from '@contract/images.ts';
import { newSession, type Session } from '../support/sessions.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let seller: Session;
beforeAll(async () => {
  t = await createTestApp();
  seller = await newSession(t, 'Seller');
});
afterAll(() => t.close());

/** A phone photo: 800x600 JPEG, EXIF orientation "rotate 90°", GPS position and camera model. */
async function phonePhotoWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 180, g: 120, b: 60 } } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'Shutterswap Test Phone', Model: 'Pocket 15' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 51/1 2400/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '2/1 21/1 300/100',
      },
    })
    .toBuffer();
}

/** EXIF tag 0x8825 points to the GPS block; look for it in either byte order. */
function hasGpsIfdPointer(exif: Buffer | undefined): boolean {
  return Boolean(exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]))));
}

function multipartBody(fieldName: string, fileName: string, bytes: Buffer, contentType: string) {
  const boundary = '----shutterswap-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${fieldName}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function upload(bytes: Buffer, options: { fileName?: string; field?: string; headers?: Record<string, string> } = {}) {
  const body = multipartBody(options.field ?? 'image', options.fileName ?? 'photo.jpg', bytes, 'image/jpeg');
  return t.app.inject({
    method: 'POST',
    url: '/api/images',
    payload: body.payload,
    headers: { ...body.headers, ...(options.headers ?? seller.headers) },
  });
}

describe('an upload the device names (uploadId)', () => {
  it('is found again by its id, for its uploader only, when the answer was lost; an id never used is 404', async () => {
    const uploadId = crypto.randomUUID();
    const photo = await phonePhotoWithGps();
    const body = multipartBody('image', 'photo.jpg', photo, 'image/jpeg');
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/images?uploadId=${uploadId}`,
      payload: body.payload,
      headers: { ...body.headers, ...seller.headers },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const found = await t.app.inject({
      method: 'GET',
      url: `/api/images/uploads/${uploadId}`,
      headers: seller.headers,
    });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual(sent.json());
    const other = await newSession(t, 'Seller');
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/images/uploads/${uploadId}`,
      headers: other.headers,
    });
    expect(theirs.statusCode).toBe(404);
    const never = await t.app.inject({
      method: 'GET',
      url: `/api/images/uploads/${crypto.randomUUID()}`,
      headers: seller.headers,
    });
    expect(never.json()).toEqual({ error: { code: 'not_found', message: 'No photo was uploaded under this id' } });
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/images/uploads/${uploadId}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses an uploadId that is not a UUID with 400 naming it', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/images/uploads/nope', headers: seller.headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.field).toBe('uploadId');
  });
});

describe('POST /api/images', () => {
  it('stores a phone photo without its EXIF or GPS, upright, as WebP with a thumbnail', async () => {
    const original = await phonePhotoWithGps();
    const originalMeta = await sharp(original).metadata();
    expect(originalMeta.exif?.includes(Buffer.from('Pocket 15'))).toBe(true);
    expect(hasGpsIfdPointer(originalMeta.exif)).toBe(true);
    expect(originalMeta.orientation).toBe(6);

    const response = await upload(original);
    expect(response.statusCode, response.body).toBe(201);
    const { data } = uploadedImageSchema.parse(response.json());
    // Orientation 6 means the camera was held upright: the stored image is portrait.
    expect([data.width, data.height]).toEqual([600, 800]);

    for (const url of [data.url, data.thumbUrl]) {
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['cache-control']).toContain('immutable');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(served.rawPayload.includes(Buffer.from('Pocket 15'))).toBe(false);
    }
  });

  it('lets someone still registering upload with a Firebase ID token', async () => {
    const idToken = t.identities.issue({ email: 'registering@example.test' });
    const response = await upload(await phonePhotoWithGps(), { headers: { authorization: `Bearer ${idToken}` } });
    expect(response.statusCode).toBe(201);
  });

  it('lets a sign-in with no account choose a profile picture a few times an hour, no more (issue 26, finding 11)', async () => {
    // Found: a sign-in with no account could upload photos without end (30 a minute, counted by address).
    const asRegistering = { authorization: `Bearer ${t.identities.issue({ email: 'picky@example.test' })}` };
    const photo = await phonePhotoWithGps();
    for (let picture = 1; picture <= 5; picture += 1) {
      expect((await upload(photo, { headers: asRegistering })).statusCode).toBe(201);
    }
    const refused = await upload(photo, { headers: asRegistering });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatchObject({
      field: 'image',
      message: 'A profile picture can be chosen 5 times an hour while registering. Please try again later.',
    });
    // Someone else registering, and an account, have budgets of their own.
    const other = { authorization: `Bearer ${t.identities.issue({ email: 'other@example.test' })}` };
    expect((await upload(photo, { headers: other })).statusCode).toBe(201);
    expect((await upload(photo)).statusCode).toBe(201);
  });

  it('refuses anonymous uploads with 401', async () => {
    expect((await upload(await phonePhotoWithGps(), { headers: {} })).statusCode).toBe(401);
  });

  it('refuses a text file renamed .jpg with 400 naming the field', async () => {
    const response = await upload(Buffer.from('this is not a photo at all, just text\n'.repeat(20)), {
      fileName: 'camera.jpg',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'bad_request', field: 'image' });
  });

  it('refuses a file over the size limit with 413', async () => {
    const response = await upload(Buffer.alloc(MAX_IMAGE_UPLOAD_BYTES + 1024, 0xff));
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('payload_too_large');
  });

  it('refuses a photo sent under another field name', async () => {
    const response = await upload(await phonePhotoWithGps(), { field: 'picture' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.field).toBe('image');
  });

  it('refuses a body that is not multipart', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/images',
      headers: seller.headers,
      payload: { image: 'x' },
    });
    expect(response.statusCode).toBe(400);
  });
});
