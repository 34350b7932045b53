/**
 * `npm run bench:web`: builds the production app, starts the full server (scripts/start.ts, own data
 * folder, free ports), runs Lighthouse (installed into a temp folder, mobile, performance only) with
 * Debian's Chromium on the home, products and one product page, measures the first-page JavaScript
 * (gzip) and the first contentful paint of an offline reload (median of 3; npm run bench:offline-paint
 * measures it alone, beside the online baseline). Prints each figure beside its goal
 * and writes test-results/bench/web.json. Only 127.0.0.1 is loaded.
 */
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { measureFirstPageJavaScript } from '../report-bundle-size.ts';
import { runBench } from './bench-run.ts';
import { ensureLighthouse } from './lighthouse-install.ts';
import { runLighthouse, type PageFigures } from './lighthouse-run.ts';
import { median, reloadPaints } from './web-offline.ts';
import { firstAdvertisedProductId, startFullServerFor } from './web-server.ts';

const GOALS = { score: 90, firstPageJsKb: 170, offlineFcpMs: 1000 };
const mark = (met: boolean) => (met ? 'ok' : 'MISSED');

await runBench('web', async (run) => {
  run.log('Building the production app (npm run build)…');
  const build = spawnSync('npm', ['run', 'build'], {
    stdio: 'inherit',
    timeout: 600_000,
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) throw new Error('npm run build failed');
  const firstPageJs = measureFirstPageJavaScript();

  const lighthouse = await ensureLighthouse(run.log);
  const server = await startFullServerFor(run);

  const productId = await firstAdvertisedProductId(server);
  const pages = { home: '/', products: '/products', product: `/product/${productId}` };

  const lighthouseResults: Record<string, PageFigures & { path: string }> = {};
  for (const [name, pagePath] of Object.entries(pages)) {
    run.log(`Lighthouse (mobile, performance) on ${pagePath}…`);
    lighthouseResults[name] = {
      path: pagePath,
      ...(await runLighthouse(lighthouse, server.url + pagePath, run.tempDir, name)),
    };
  }
  run.log('Offline reload of /products…');
  const offlineFcpMs = median((await reloadPaints(server.url, '/products')).offlineMs);

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

  await run.writeResult({ goals: GOALS, lighthouse: lighthouseResults, firstPageJs, offlineFcpMs });
});
