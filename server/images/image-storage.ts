import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where processed images live; local disk by default, an S3-compatible bucket in production. */
export interface ImageStorage {
  /** Stores the bytes under `key` (a relative path) and answers the public URL. */
  save(key: string, bytes: Buffer): Promise<string>;
}

export function createLocalDiskImageStorage(uploadsDir: string, publicPrefix = '/uploads'): ImageStorage {
  return {
    async save(key, bytes) {
      const file = path.join(uploadsDir, key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes);
      return `${publicPrefix}/${key}`;
    },
  };
}
