import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { findFreePort } from './free-port.ts';

export type RunningEmulator = { host: string; stop(): Promise<void> };

const require = createRequire(import.meta.url);
const READY_TIMEOUT_MS = 90_000;

async function waitUntilReady(url: string, child: ReturnType<typeof spawn>): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The auth emulator exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The auth emulator was not ready after ${READY_TIMEOUT_MS / 1000} s`);
}

/**
 * Starts the Firebase Auth Emulator (auth only, no UI, offline) with its users imported from and
 * exported to `<dataDir>/auth-emulator`, so accounts survive restarts.
 */
/** Starts the emulator under a guardian that stops it whenever this process ends. */
export async function startAuthEmulator(options: {
  port: number;
  projectId: string;
  dataDir: string;
  log: (line: string) => void;
}): Promise<RunningEmulator> {
  const workDir = path.join(options.dataDir, 'auth-emulator');
  const exportDir = path.join(workDir, 'export');
  await mkdir(workDir, { recursive: true });
  // The hub and logging ports default to fixed numbers; free ones let several instances coexist.
  const [hubPort, loggingPort] = [await findFreePort(), await findFreePort()];
  const configFile = path.join(workDir, 'firebase.json');
  await writeFile(
    configFile,
    JSON.stringify({
      emulators: {
        auth: { host: '127.0.0.1', port: options.port },
        hub: { host: '127.0.0.1', port: hubPort },
        logging: { host: '127.0.0.1', port: loggingPort },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  const firebaseCli = require.resolve('firebase-tools/lib/bin/firebase.js');
  const args = [
    firebaseCli,
    'emulators:start',
    '--only',
    'auth',
    '--project',
    options.projectId,
    '--config',
    configFile,
  ];
  if (existsSync(exportDir)) args.push('--import', exportDir);
  args.push('--export-on-exit', exportDir);

  const guardian = fileURLToPath(new URL('./emulator-guardian.ts', import.meta.url));
  const tsxLoader = pathToFileURL(require.resolve('tsx/esm')).href;
  const logFile = path.join(workDir, 'emulator.log');
  await writeFile(logFile, '');
  const child = spawn(process.execPath, ['--import', tsxLoader, guardian, logFile, '--', ...args], {
    cwd: workDir,
    env: { ...process.env, CI: '1', NO_UPDATE_NOTIFIER: '1' },
    // stdin stays open for as long as this process lives: the guardian's signal that we are gone.
    stdio: ['pipe', 'ignore', 'ignore'],
    detached: true,
  });

  const host = `127.0.0.1:${options.port}`;
  try {
    await waitUntilReady(`http://${host}/`, child);
  } catch (error) {
    child.kill('SIGTERM');
    options.log(await readFile(logFile, 'utf8').catch(() => ''));
    throw error;
  }
  return {
    host,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGINT');
        setTimeout(() => child.kill('SIGKILL'), 20_000).unref();
      }),
  };
}
