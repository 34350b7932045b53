import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const seedFolder = path.dirname(fileURLToPath(import.meta.url));

function hashFolder(folder: string, hash = createHash('sha256')) {
  for (const entry of readdirSync(folder).sort()) {
    const file = path.join(folder, entry);
    if (statSync(file).isDirectory()) hashFolder(file, hash);
    else hash.update(entry).update(readFileSync(file));
  }
  return hash;
}

/**
 * A folder outside DATA_DIR where the demo photos, once drawn, are kept for the next fresh
 * DATA_DIR (test runs start from scratch each time). Its name changes whenever the seed's code or
 * data changes, so stale pictures are never reused.
 */
export function demoPhotoCacheDir(): string {
  const fingerprint = hashFolder(seedFolder).digest('hex').slice(0, 16);
  return path.join(os.tmpdir(), `shutterswap-demo-photos-${fingerprint}`);
}
