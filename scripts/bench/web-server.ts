/**
 * The full `npm start` (scripts/start.ts: build if stale, auth emulator, seed with photos) in its own
 * process, on a free port with its own emulator port. `stop()` sends SIGINT, as Ctrl-C would, so the
 * server stops the emulator; SIGKILL follows if it has not exited after a while.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { CLIENT_ERROR_LOG_MESSAGE } from '@contract/client-errors.ts';
import { findFreePort } from '../start/free-port.ts';
import type { BenchRun } from './bench-run.ts';

export type FullServer = { url: string; pid: number; emulatorPort: number; stop(): Promise<void> };

const READY_TIMEOUT_MS = 300_000;
const STOP_TIMEOUT_MS = 30_000;

export async function startFullServer(options: {
  dataDir: string;
  env?: Record<string, string>;
  /** The checkout to start (another build beside this one, for a baseline); this one by default. */
  cwd?: string;
}): Promise<FullServer> {
  const port = await findFreePort();
  const emulatorPort = await findFreePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DEMO_PHOTO_CACHE: '1',
      HOST: '127.0.0.1',
      PORT: String(port),
      AUTH_EMULATOR_PORT: String(emulatorPort),
      DATA_DIR: options.dataDir,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    cwd: options.cwd,
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error('Could not start scripts/start.ts');
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGINT');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  };

  const output: string[] = [];
  try {
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`The server was not ready after ${READY_TIMEOUT_MS / 1000} s`)),
        READY_TIMEOUT_MS,
      );
      child.once('exit', (code) => reject(new Error(`scripts/start.ts exited with ${code}`)));
      child.stderr?.on('data', (chunk: Buffer) => void output.push(chunk.toString()));
      child.stdout?.on('data', (chunk: Buffer) => {
        output.push(chunk.toString());
        const match = /Shutterswap is running at (http:\/\/127\.0\.0\.1:\d+)/.exec(output.join(''));
        if (match?.[1]) {
          clearTimeout(timer);
          resolve(match[1]);
        }
      });
    });
    // Keep draining its output (so it never blocks on a full pipe), keeping only what a browser reported broken.
    child.stdout?.removeAllListeners('data');
    child.stderr?.removeAllListeners('data');
    child.stdout?.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) {
        if (line.includes(CLIENT_ERROR_LOG_MESSAGE)) process.stderr.write(`[server] ${line}\n`);
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
    return { url, pid, emulatorPort, stop };
  } catch (error) {
    await stop();
    process.stderr.write(output.join('').slice(-4000));
    throw error;
  }
}

/** The full server for a benchmark run (of the checkout in `cwd`, this one by default), stopped when the run ends. */
export async function startFullServerFor(run: BenchRun, cwd?: string): Promise<FullServer> {
  run.log(
    `Starting the server of ${cwd ?? 'this checkout'} (scripts/start.ts: build if stale, auth emulator, demo catalogue)…`,
  );
  const server = await startFullServer({ dataDir: path.join(run.tempDir, cwd ? 'data-baseline' : 'data'), cwd });
  run.onEnd(() => server.stop());
  run.log(`Server at ${server.url} (pid ${server.pid}).`);
  return server;
}

/** The first listing of the home page, the product page a benchmark opens. */
export async function firstAdvertisedProductId(server: FullServer): Promise<string> {
  const advertised = (await (await fetch(`${server.url}/api/advertised-products`)).json()) as Array<{ _id: string }>;
  const productId = advertised[0]?._id;
  if (!productId) throw new Error('No advertised product to open');
  return productId;
}
