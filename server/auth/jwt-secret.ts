import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The configured JWT_SECRET, or one generated once and kept in DATA_DIR, so tokens survive a
 * restart without anyone having to invent a secret.
 */
export async function resolveJwtSecret(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) return configured;
  const file = path.join(dataDir, 'secrets', 'jwt-secret');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    // `wx` fails if another process wrote it first; then both read the same secret.
    await writeFile(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' }).catch(() => undefined);
    return (await readFile(file, 'utf8')).trim();
  }
}
