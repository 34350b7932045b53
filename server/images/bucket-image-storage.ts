import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { PhotoBucket } from '@server/config.ts';
import { IMMUTABLE_FOR_A_YEAR } from '@server/lib/cache-control.ts';
import { keyOfUrl, type ImageStorage } from './image-storage.ts';

/** Photos in an S3-compatible bucket, served by the app at the same /uploads URLs as from the disk. */
export interface BucketImageStorage extends ImageStorage {
  /** The stored bytes under `key`, or null when nothing is. */
  read(key: string): Promise<Buffer | null>;
  close(): void;
}

const PUBLIC_PREFIX = '/uploads';

export function createBucketImageStorage({
  bucket,
  region,
  endpoint,
  forcePathStyle,
  credentials,
}: PhotoBucket): BucketImageStorage {
  const client = new S3Client({ region, endpoint, forcePathStyle, credentials });
  return {
    async save(key, bytes) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: bytes,
          ContentType: 'image/webp',
          // Names are the photo's digest: what is under one never changes.
          CacheControl: IMMUTABLE_FOR_A_YEAR,
        }),
      );
      return `${PUBLIC_PREFIX}/${key}`;
    },
    async remove(url) {
      const key = keyOfUrl(url, PUBLIC_PREFIX);
      // Deleting a key that is not there succeeds.
      if (key) await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    async read(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
    close: () => client.destroy(),
  };
}
