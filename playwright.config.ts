import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8390);
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `shutterswap-e2e-${port}-${Date.now()}`);
process.env.E2E_DATA_DIR = dataDir;

// Debian's Chromium; browsers are never downloaded. These flags keep it off the closed network.
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
  workers: 1,
  retries: 0,
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'test-results/e2e-report' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    serviceWorkers: 'allow',
    launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node --import tsx scripts/start.ts',
    // SIGINT lets the server stop the auth emulator cleanly instead of leaving it behind.
    gracefulShutdown: { signal: 'SIGINT', timeout: 30_000 },
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    // An emulator port of its own, so parallel runs never share (or race for) the default one.
    env: {
      PORT: String(port),
      AUTH_EMULATOR_PORT: String(port + 1000),
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DEMO_PHOTO_CACHE: '1',
    },
  },
});
