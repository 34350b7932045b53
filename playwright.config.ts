import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/*
 * Both cores: two workers, each testing against a server of its own (scripts/e2e-server.ts) on a copy of one demo
 * data folder seeded once per run. This file is read again in every worker, where TEST_PARALLEL_INDEX says which
 * worker it is, so the worker's pages, proxies and helpers use its own server's port.
 */
const WORKERS = Number(process.env.E2E_WORKERS ?? 2);
const PORT_STRIDE = 10;
const basePort = Number(process.env.E2E_BASE_PORT ?? process.env.E2E_PORT ?? 8390);
process.env.E2E_BASE_PORT = String(basePort);
const runId = (process.env.E2E_RUN_ID ??= String(Date.now()));
const runDir = path.join(os.tmpdir(), `shutterswap-e2e-${basePort}-${runId}`);

const serverPort = (worker: number) => basePort + worker * PORT_STRIDE;
const workerIndex = process.env.TEST_PARALLEL_INDEX;
if (workerIndex !== undefined) {
  // Ports the specs' proxies take: beside their worker's server, never another worker's.
  const port = serverPort(Number(workerIndex));
  process.env.E2E_PORT = String(port);
  process.env.E2E_UPDATE_PROXY_PORT = String(port + 3);
}
const port = Number(process.env.E2E_PORT ?? basePort);

/*
 * Debian's Chromium; browsers are never downloaded. Its headless shell (the package chromium-headless-shell, which
 * .ci/run installs) runs the suite on a fifth less CPU than the full browser in headless mode, which also starts its
 * toolbar's WebUI renderers: 133 journeys took 13.5 min against 16.8 min, same machine, one after the other.
 * E2E_CHROMIUM chooses another build.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromiumPath = process.env.E2E_CHROMIUM ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
// These flags keep it off the closed network.
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: 'test-results/e2e-report' }],
    // npm test reads the counts from it.
    ['json', { outputFile: 'test-results/e2e-report.json' }],
  ],
  globalSetup: './tests/e2e/support/global-setup.ts',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A trace records every step of every test (DOM snapshots and a screencast) only to throw it away when the test
    // passes: a fifth of the suite's time (23 journeys: 194-220 s with it, 157-162 s without, same machine, one run).
    // A failing journey is traced when asked: `npx playwright test <spec> --trace on`.
    trace: 'off',
    screenshot: 'only-on-failure',
    serviceWorkers: 'allow',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: Array.from({ length: WORKERS }, (_, worker) => ({
    command: 'node --import tsx scripts/e2e-server.ts',
    // SIGINT lets the server stop the auth emulator cleanly instead of leaving it behind.
    gracefulShutdown: { signal: 'SIGINT' as const, timeout: 30_000 },
    url: `http://127.0.0.1:${serverPort(worker)}/api/health`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    // An emulator port of its own, so parallel runs never share (or race for) the default one.
    env: {
      PORT: String(serverPort(worker)),
      AUTH_EMULATOR_PORT: String(serverPort(worker) + 1000),
      DATA_DIR: path.join(runDir, `worker-${worker}`),
      E2E_SNAPSHOT_DIR: path.join(runDir, 'seeded'),
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DEMO_PHOTO_CACHE: '1',
    },
  })),
});
