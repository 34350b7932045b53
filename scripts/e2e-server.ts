/**
 * The server one Playwright worker tests against (playwright.config.ts starts one per worker). The demo data is
 * seeded once per run, into a snapshot folder, by whichever worker's server gets there first: a whole `npm start`
 * on that folder, stopped cleanly so the auth emulator exports its accounts. Every server then starts on a copy of
 * the snapshot, as `npm start` would on a folder it seeded before.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { findFreePort } from './start/free-port.ts';

const log = (line: string) => console.log(`[e2e-server] ${line}`);

function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required (playwright.config.ts sets it)`);
  return value;
}
const snapshotDir = requiredEnv('E2E_SNAPSHOT_DIR');
const dataDir = requiredEnv('DATA_DIR');
const readyMark = path.join(snapshotDir, '.seeded');
const lockDir = `${snapshotDir}.lock`;
const startScript = fileURLToPath(new URL('./start.ts', import.meta.url));

/** Runs `npm start`'s start-up on the snapshot folder until it serves, then stops it cleanly. */
async function seedSnapshot(): Promise<void> {
  const port = await findFreePort();
  const child = spawn(process.execPath, ['--import', 'tsx', startScript], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      DATA_DIR: snapshotDir,
      PORT: String(port),
      AUTH_EMULATOR_PORT: String(await findFreePort()),
    },
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 240_000;
  for (;;) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ok) break;
    if (child.exitCode !== null) throw new Error(`Seeding the snapshot failed (exit ${child.exitCode})`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('Seeding the snapshot did not finish within 240 s');
    }
    await sleep(250);
  }
  child.kill('SIGINT');
  if ((await exited) !== 0) throw new Error('The seeding server did not stop cleanly');
  await writeFile(readyMark, new Date().toISOString());
}

/** One worker seeds; the others wait for it. A lock folder is created atomically, or not at all. */
async function ensureSnapshot(): Promise<void> {
  await mkdir(path.dirname(lockDir), { recursive: true });
  for (;;) {
    if (existsSync(readyMark)) return;
    try {
      await mkdir(lockDir);
    } catch {
      await sleep(500);
      continue;
    }
    try {
      if (!existsSync(readyMark)) {
        log(`Seeding the demo data once for every worker (${snapshotDir})…`);
        await rm(snapshotDir, { recursive: true, force: true });
        await seedSnapshot();
      }
    } finally {
      await rm(lockDir, { recursive: true, force: true });
    }
  }
}

await ensureSnapshot();
await rm(dataDir, { recursive: true, force: true });
await cp(snapshotDir, dataDir, { recursive: true, filter: (source) => source !== readyMark });
log(`Serving a copy of the seeded data from ${dataDir}`);
await import('./start.ts');
