/**
 * Lighthouse is not a project dependency (its `third-party-web: latest` breaks `npm ci`): it is
 * installed into a folder in the OS temp directory, named by version, and reused by later runs.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rename, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export const LIGHTHOUSE_VERSION = '12';
const INSTALL_TIMEOUT_MS = 300_000;

function cliIn(folder: string): string {
  return path.join(folder, 'node_modules', 'lighthouse', 'cli', 'index.js');
}

/** Answers the path of Lighthouse's CLI, installing it first if no earlier run left it. */
export async function ensureLighthouse(log: (line: string) => void): Promise<string> {
  const folder = path.join(os.tmpdir(), `shutterswap-lighthouse-${LIGHTHOUSE_VERSION}`);
  if (existsSync(cliIn(folder))) {
    log(`Lighthouse ${LIGHTHOUSE_VERSION} already installed in ${folder}.`);
    return cliIn(folder);
  }
  // Install beside it, then move into place, so an interrupted install never looks finished.
  const staging = await mkdtemp(`${folder}-installing-`);
  try {
    log(`Installing lighthouse@${LIGHTHOUSE_VERSION} into ${folder} (not a project dependency)…`);
    const result = spawnSync(
      'npm',
      [
        'install',
        '--prefix',
        staging,
        `lighthouse@${LIGHTHOUSE_VERSION}`,
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
      ],
      { stdio: 'inherit', timeout: INSTALL_TIMEOUT_MS, cwd: staging },
    );
    if (result.status !== 0 || !existsSync(cliIn(staging)))
      throw new Error(`npm install lighthouse@${LIGHTHOUSE_VERSION} failed`);
    await rm(folder, { recursive: true, force: true });
    await rename(staging, folder);
    return cliIn(folder);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
