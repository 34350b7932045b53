import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { uploadPhoto } from '../support/image-upload.ts';
import { startLocalS3, type LocalS3 } from '../support/local-s3.ts';
import { newSession, type Session } from '../support/sessions.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/*
 * With S3_* settings, photos go to an S3-compatible bucket instead of the replica's own disk, so any replica serves
 * a photo another one stored. Tested against s3rver, a local S3-compatible server.
 */
let s3: LocalS3;
let storing: TestApp;
let serving: TestApp;
let seller: Session;

beforeAll(async () => {
  s3 = await startLocalS3();
  // Two app instances with disks of their own (each test app has its own DATA_DIR) and one bucket.
  storing = await createTestApp(s3.env);
  serving = await createTestApp(s3.env);
  seller = await newSession(storing, 'Seller', { verified: true });
});
afterAll(async () => {
  await storing?.close();
  await serving?.close();
  await s3?.close();
});

describe('photos in object storage', () => {
  it('a photo uploaded through one instance is in the bucket, and the other serves it', async () => {
    const { url, thumbUrl } = await uploadPhoto(storing, seller.headers);
    expect(url).toMatch(/^\/uploads\/images\/[0-9a-f]{2}\/[0-9a-f]{32}\.webp$/);

    const client = new S3Client({
      endpoint: s3.env.S3_ENDPOINT,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    const stored = await client.send(
      new GetObjectCommand({ Bucket: 'shutterswap-photos', Key: url.replace('/uploads/', '') }),
    );
    const storedBytes = Buffer.from(await stored.Body!.transformToByteArray());
    expect(stored.ContentType).toBe('image/webp');
    client.destroy();

    for (const path of [url, thumbUrl]) {
      const response = await serving.app.inject({ method: 'GET', url: path });
      expect(response.statusCode, path).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    expect((await serving.app.inject({ method: 'GET', url })).rawPayload.equals(storedBytes)).toBe(true);
  });

  it('a photo nobody stored is a 404', async () => {
    const missing = `/uploads/images/ab/${'ab'.repeat(16)}.webp`;
    expect((await serving.app.inject({ method: 'GET', url: missing })).statusCode).toBe(404);
  });
});
