import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import webpush from 'web-push';

export type VapidKeys = { publicKey: string; privateKey: string };

function parseKeys(text: string): VapidKeys {
  const { publicKey, privateKey } = JSON.parse(text) as Partial<VapidKeys>;
  if (!publicKey || !privateKey) throw new Error('The VAPID key file is damaged');
  return { publicKey, privateKey };
}

/**
 * The configured VAPID key pair (VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, which every replica must share), or one
 * generated once and kept in DATA_DIR: browsers subscribed with the public key, so it must survive restarts.
 */
export async function resolveVapidKeys(configured: VapidKeys | undefined, dataDir: string): Promise<VapidKeys> {
  if (configured) return configured;
  const file = path.join(dataDir, 'secrets', 'vapid-keys.json');
  try {
    return parseKeys(await readFile(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    // `wx` fails if another process wrote it first; then both read the same pair.
    await writeFile(file, JSON.stringify(webpush.generateVAPIDKeys()), { mode: 0o600, flag: 'wx' }).catch(
      () => undefined,
    );
    return parseKeys(await readFile(file, 'utf8'));
  }
}
