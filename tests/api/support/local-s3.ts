import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export type LocalS3 = { env: Record<string, string>; close(): Promise<void> };

/** An S3-compatible server on 127.0.0.1 with one empty bucket, and the settings that point the app at it. */
export async function startLocalS3(bucket = 'shutterswap-photos'): Promise<LocalS3> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'shutterswap-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    // s3rver accepts its own fixed key pair.
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
