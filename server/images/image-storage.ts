import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where processed images live; local disk by default, an S3-compatible bucket in production. */
export interface ImageStorage {
  /** Stores the bytes under `key` (a relative path) and answers the public URL. */
  save(key: string, bytes: Buffer): Promise<string>;
  /** Deletes what `save` stored behind this public URL; nothing there (already deleted) is fine. */
  remove(url: string): Promise<void>;
}

/** The key `save` stored behind a public URL it answered, or null for a URL it never answers. */
export function keyOfUrl(url: string, publicPrefix: string): string | null {
  if (!url.startsWith(`${publicPrefix}/`)) return null;
  const key = url.slice(publicPrefix.length + 1);
  return key.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..') ? key : null;
}

export function createLocalDiskImageStorage(uploadsDir: string, publicPrefix = '/uploads'): ImageStorage {
  return {
    async save(key, bytes) {
      const file = path.join(uploadsDir, key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes);
      return `${publicPrefix}/${key}`;
    },
    async remove(url) {
      const key = keyOfUrl(url, publicPrefix);
      if (key) await rm(path.join(uploadsDir, key), { force: true });
    },
  };
}
