import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleServer } from '@scripts/build/server-bundle.ts';

/*
 * Production runs the built JavaScript (npm run build:server → dist-server/) with plain node, no TypeScript tool:
 * the bundle migrates a new database, loads every route, answers, serves its metrics, and stops on SIGTERM. Engine
 * independent, so it runs once, on PGlite.
 */
describe.skipIf(process.env.TEST_DATABASE === 'postgres')('the built server', () => {
  const outdir = path.resolve('.tmp', `server-bundle-${randomUUID()}`);
  let dataDir: string;
  beforeAll(async () => {
    await bundleServer(outdir);
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'shutterswap-bundle-'));
  }, 60_000);
  afterAll(async () => {
    await rm(outdir, { recursive: true, force: true });
    await rm(dataDir, { recursive: true, force: true });
  });

  it('starts with plain node, answers on its routes and its metrics port, and stops on SIGTERM', async () => {
    const server = spawn(process.execPath, ['--enable-source-maps', path.join(outdir, 'main.js')], {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        PORT: '0',
        METRICS_PORT: '0',
        DATA_DIR: dataDir,
        WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
        BUILD_ID: 'bundle-test',
        ORDER_SWEEP_SECONDS: '0',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
    const urls: Record<string, string> = {};
    const lines = createInterface({ input: server.stdout! });
    await new Promise<void>((resolve, reject) => {
      void exited.then((code) => reject(new Error(`The built server exited with ${code}`)));
      lines.on('line', (line) => {
        const { msg, url } = JSON.parse(line) as { msg: string; url?: string };
        if (url) urls[msg] = url;
        if (msg === 'Shutterswap is listening') resolve();
      });
    });
    const app = urls['Shutterswap is listening']!;
    const metrics = urls['metrics are served']!;

    expect(await (await fetch(`${app}/api/health`)).json()).toEqual({
      ok: true,
      version: '0.1.0',
      build: 'bundle-test',
    });
    const browse = await fetch(`${app}/api/advertised-products`);
    expect([browse.status, await browse.json()]).toEqual([200, []]);
    expect((await fetch(`${app}/api/category/film`)).status).toBe(200);
    expect(await (await fetch(metrics)).text()).toContain(
      'shutterswap_http_requests_total{method="GET",route="/api/advertised-products",status="200"} 1',
    );

    server.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 120_000);
});
