/**
 * `npm run bench:web`: builds the production app, starts the full server (scripts/start.ts, own data
 * folder, free ports), runs Lighthouse (installed into a temp folder, mobile, performance only) with
 * Debian's Chromium on the home, products and one product page, measures the first-page JavaScript
 * (gzip) and the first contentful paint of an offline reload. Prints each figure beside its goal
 * and writes test-results/bench/web.json. Only 127.0.0.1 is loaded.
 */
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { measureFirstPageJavaScript } from '../report-bundle-size.ts';
import { ensureLighthouse } from './lighthouse-install.ts';
import { runLighthouse, type PageFigures } from './lighthouse-run.ts';
import { offlineReloadFcp } from './web-offline.ts';
import { startFullServer, type FullServer } from './web-server.ts';

const GOALS = { score: 90, firstPageJsKb: 170, offlineFcpMs: 1000 };
const log = (line: string) => console.log(`[bench:web] ${line}`);
const mark = (met: boolean) => (met ? 'ok' : 'MISSED');

const tempDir = await mkdtemp(path.join(os.tmpdir(), 'shutterswap-bench-web-'));
let server: FullServer | undefined;
const cleanUp = async () => {
  await server?.stop();
  server = undefined;
  await rm(tempDir, { recursive: true, force: true });
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
}

try {
  log('Building the production app (npm run build)…');
  const build = spawnSync('npm', ['run', 'build'], {
    stdio: 'inherit',
    timeout: 600_000,
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) throw new Error('npm run build failed');
  const firstPageJs = measureFirstPageJavaScript();

  const lighthouse = await ensureLighthouse(log);
  log('Starting the server (scripts/start.ts: auth emulator, demo catalogue with photos)…');
  server = await startFullServer({ dataDir: path.join(tempDir, 'data') });
  log(`Server at ${server.url} (pid ${server.pid}).`);

  const advertised = (await (await fetch(`${server.url}/api/advertised-products`)).json()) as Array<{ _id: string }>;
  const productId = advertised[0]?._id;
  if (!productId) throw new Error('No advertised product to open');
  const pages = { home: '/', products: '/products', product: `/product/${productId}` };

  const lighthouseResults: Record<string, PageFigures & { path: string }> = {};
  for (const [name, pagePath] of Object.entries(pages)) {
    log(`Lighthouse (mobile, performance) on ${pagePath}…`);
    lighthouseResults[name] = {
      path: pagePath,
      ...(await runLighthouse(lighthouse, server.url + pagePath, tempDir, name)),
    };
  }
  log('Offline reload of /products…');
  const offlineFcpMs = await offlineReloadFcp(server.url);

  console.log('\nLighthouse 12, mobile (simulated throttling), performance only:');
  console.log(
    `  ${'page'.padEnd(9)} ${'score'.padStart(5)} ${'LCP'.padStart(8)} ${'TBT'.padStart(8)} ${'CLS'.padStart(6)} ${'FCP'.padStart(8)}   goal: score ≥ ${GOALS.score}`,
  );
  for (const [name, r] of Object.entries(lighthouseResults)) {
    const row = [
      name.padEnd(9),
      String(r.score).padStart(5),
      `${Math.round(r.lcpMs)} ms`.padStart(8),
      `${Math.round(r.tbtMs)} ms`.padStart(8),
      r.cls.toFixed(3).padStart(6),
      `${Math.round(r.fcpMs)} ms`.padStart(8),
    ];
    console.log(`  ${row.join(' ')}   ${mark(r.score >= GOALS.score)}  ${r.path}`);
    for (const warning of r.warnings) console.log(`            warning: ${warning}`);
  }
  console.log(
    `\nFirst-page JavaScript: ${firstPageJs.totalKb.toFixed(1)} KB gzip in ${firstPageJs.chunks.length} files   goal ≤ ${GOALS.firstPageJsKb} KB   ${mark(firstPageJs.totalKb <= GOALS.firstPageJsKb)}`,
  );
  console.log(
    `Offline reload of /products, first contentful paint: ${Math.round(offlineFcpMs)} ms   goal < ${GOALS.offlineFcpMs} ms   ${mark(offlineFcpMs < GOALS.offlineFcpMs)}`,
  );
  console.log(
    `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}\n`,
  );

  await mkdir('test-results/bench', { recursive: true });
  await writeFile(
    'test-results/bench/web.json',
    `${JSON.stringify({ measuredAt: new Date().toISOString(), goals: GOALS, lighthouse: lighthouseResults, firstPageJs, offlineFcpMs, loadAverage: os.loadavg() }, null, 2)}\n`,
  );
  log('Wrote test-results/bench/web.json.');
} finally {
  await cleanUp();
}
