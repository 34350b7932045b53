/**
 * `npm run bench:offline-paint`: the full server (scripts/start.ts: builds if stale, own data folder, free ports),
 * then the first contentful paint of reloads of /products and of a product page in Debian's Chromium at phone
 * size: online (the baseline, in the same run and browser) and offline (from the device's caches), three each.
 * Goal: an offline reload of a cached page paints its first content in under a second (median). Writes
 * test-results/bench/offline-paint.json.
 */
import { median, reloadPaints, type ReloadPaints } from './web-offline.ts';
import { describeMachine, runBench } from './bench-run.ts';
import { firstAdvertisedProductId, startFullServerFor } from './web-server.ts';

const GOAL_MS = 1000;
const ms = (value: number) => `${Math.round(value)} ms`;

await runBench('offline-paint', async (run) => {
  const server = await startFullServerFor(run);
  const productId = await firstAdvertisedProductId(server);

  const results: Record<string, ReloadPaints> = {};
  for (const pagePath of ['/products', `/product/${productId}`]) {
    run.log(`Reloads of ${pagePath}, online then offline…`);
    results[pagePath] = await reloadPaints(server.url, pagePath);
  }

  console.log(`\nFirst contentful paint of a reload, median of 3 (samples); goal offline < ${GOAL_MS} ms:`);
  for (const [pagePath, { onlineMs, offlineMs }] of Object.entries(results)) {
    const offline = median(offlineMs);
    console.log(
      `  ${pagePath}\n    online  ${ms(median(onlineMs)).padStart(7)}  (${onlineMs.map(ms).join(', ')})\n    offline ${ms(offline).padStart(7)}  (${offlineMs.map(ms).join(', ')})  ${offline < GOAL_MS ? 'ok' : 'MISSED'}`,
    );
  }
  console.log(`Machine: ${describeMachine()}\n`);

  await run.writeResult({ goalMs: GOAL_MS, results });
});
