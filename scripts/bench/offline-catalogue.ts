/**
 * `npm run bench:offline-catalogue`, two figures of the catalogue taken offline, in Debian's Chromium:
 * - the whole demo catalogue downloaded for offline from Saved for offline, on the full server (scripts/start.ts):
 *   the time from the tap to "Saved for offline", and the bytes it moved (each page of GET /api/offline-catalogue
 *   as sent compressed, and the photos); beside it, every photo of each listing (what the app keeps) against two
 *   per listing (the thumbnail and the first full photo, what it kept before): photos, bytes, and the time to
 *   fetch each set as the download does (four listings at a time, a listing's photos one after another);
 * - searches with no connection over 10,000 listings on the device (the app's MiniSearch index), p50/p95, beside the
 *   server's own search over the same 10,000 listings and queries (PGlite, in-process), in the same run.
 * Writes test-results/bench/offline-catalogue.json. Only 127.0.0.1 is used.
 */
import http from 'node:http';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { build } from 'vite';
import type { Product } from '@contract/catalogue.ts';
import { searchQuerySchema, type OfflineCataloguePage } from '@contract/search.ts';
import { photosToKeep } from '@device-catalogue/download-set.ts';
import { toProductJson, selectProductViews } from '@server/catalogue/product-view.ts';
import { searchProducts } from '@server/catalogue/search-products.ts';
import { openDatabase } from '@server/db/database.ts';
import { findFreePort } from '../start/free-port.ts';
import { importAliases } from '../build/import-aliases.ts';
import { BENCH_QUERIES, fillBenchListings } from './bench-listings.ts';
import { describeMachine, runBench, type BenchRun } from './bench-run.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lighthouse-run.ts';
import { startFullServerFor, type FullServer } from './web-server.ts';

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 10_000);
const ROUNDS = 5;
const GOAL_P95_MS = 50;
const PHONE = { width: 390, height: 844 };
const MB = 1024 * 1024;
const mb = (bytes: number) => `${(bytes / MB).toFixed(2)} MB`;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** What a URL's answer weighs on the wire, as a browser asks for it (compressed), without decompressing it. */
function wireBytes(url: string): Promise<{ bytes: number }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ bytes: Buffer.concat(chunks).length }));
      })
      .on('error', reject);
  });
}

async function json<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The photos a listing kept before every photo was: its thumbnail and its first full photo. */
function twoPhotosOf(product: Product): string[] {
  return [...new Set([product.thumb, product.img].filter((url) => url !== ''))];
}

/** Each listing's photos one after another, `atOnce` listings at a time, as the download fetches them. */
async function timePhotoFetches(server: FullServer, perListing: string[][], atOnce = 4): Promise<number> {
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < perListing.length) {
      for (const photo of perListing[next++]!) await wireBytes(`${server.url}${photo}`);
    }
  };
  await Promise.all(Array.from({ length: atOnce }, worker));
  return performance.now() - started;
}

/** A set of photos side by side: how many, their bytes on the wire, and the time to fetch them. */
async function photoSet(server: FullServer, products: Product[], choose: (product: Product) => string[]) {
  const perListing = products.map(choose);
  const photos = new Set(perListing.flat());
  let bytes = 0;
  for (const photo of photos) bytes += (await wireBytes(`${server.url}${photo}`)).bytes;
  return { photos: photos.size, bytes, fetchMs: await timePhotoFetches(server, perListing) };
}

/** The bytes of the whole catalogue's download: every page (compressed and as JSON), and both sets of photos. */
async function downloadWeight(server: FullServer) {
  let cursor: string | null = null;
  let pages = 0;
  let wire = 0;
  let dataJsonBytes = 0;
  const products: Product[] = [];
  do {
    const url: string = `${server.url}/api/offline-catalogue${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`;
    const page = await json<OfflineCataloguePage>(url);
    wire += (await wireBytes(url)).bytes;
    dataJsonBytes += Buffer.byteLength(JSON.stringify(page));
    products.push(...page.items);
    pages += 1;
    cursor = page.nextCursor;
  } while (cursor);
  return {
    pages,
    dataWireBytes: wire,
    dataJsonBytes,
    twoPhotos: await photoSet(server, products, twoPhotosOf),
    everyPhoto: await photoSet(server, products, photosToKeep),
  };
}

async function timeWholeDownload(page: Page, server: FullServer) {
  await page.goto(`${server.url}/saved-for-offline`);
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, {
    timeout: 180_000,
  });
  const button = page.getByRole('button', { name: 'Download the whole catalogue' }).last();
  await button.waitFor();
  const started = Date.now();
  await button.click();
  await page.getByText(/^Saved for offline: The whole catalogue \((\d+) listings\)$/).waitFor({ timeout: 300_000 });
  const ms = Date.now() - started;
  const text = await page
    .getByText(/^Saved for offline: The whole catalogue/)
    .first()
    .textContent();
  return { ms, listings: Number(/\((\d+) listings\)/.exec(text ?? '')?.[1]) };
}

/** The app's offline search bundled alone into a page (scripts/bench/offline-search-page.ts), served locally. */
async function serveSearchPage(run: BenchRun): Promise<string> {
  const outDir = path.join(run.tempDir, 'offline-search-page');
  await build({
    configFile: false,
    logLevel: 'warn',
    resolve: { alias: importAliases() },
    build: {
      outDir,
      emptyOutDir: true,
      minify: true,
      lib: { entry: path.resolve('scripts/bench/offline-search-page.ts'), formats: ['es'], fileName: 'bench' },
    },
  });
  await writeFile(path.join(outDir, 'index.html'), '<!doctype html><script type="module" src="/bench.js"></script>');
  const port = await findFreePort();
  const server = http.createServer((request, response) => {
    const file = request.url === '/bench.js' ? 'bench.js' : 'index.html';
    void readFile(path.join(outDir, file)).then(
      (body) => {
        response.writeHead(200, { 'Content-Type': file.endsWith('.js') ? 'text/javascript' : 'text/html' });
        response.end(body);
      },
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  run.onEnd(() => new Promise((resolve) => server.close(resolve)));
  return `http://127.0.0.1:${port}/`;
}

await runBench('offline-catalogue', async (run) => {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  run.onEnd(() => browser.close());

  // 1. The whole demo catalogue, downloaded for offline from the app.
  const server = await startFullServerFor(run);
  const downloadContext = await browser.newContext({ serviceWorkers: 'allow', viewport: PHONE });
  run.log('Downloading the whole demo catalogue in Chromium…');
  const download = await timeWholeDownload(await downloadContext.newPage(), server);
  const weight = await downloadWeight(server);
  await downloadContext.close();

  // 2. 10,000 listings: the server's search over them (the baseline), then the device's in Chromium.
  run.log(`Filling PGlite with ${LISTINGS.toLocaleString('en-US')} listings…`);
  const database = await openDatabase({ kind: 'pglite', dir: path.join(run.tempDir, 'db') });
  run.onEnd(() => database.close());
  await database.migrate();
  await fillBenchListings(database, LISTINGS);
  const serverTimings: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const params of BENCH_QUERIES) {
      const started = performance.now();
      await searchProducts(database.db, searchQuerySchema.parse(params));
      serverTimings.push(performance.now() - started);
    }
  }
  const listings: Product[] = (await selectProductViews(database.db)).map(toProductJson);

  run.log('Searching them on the device, in Chromium…');
  const searchPage = await (await browser.newContext()).newPage();
  await searchPage.goto(await serveSearchPage(run));
  await searchPage.waitForFunction(() => 'offlineBench' in window);
  const keepStarted = Date.now();
  await searchPage.evaluate(
    (products) => (window as never as OfflineBenchWindow).offlineBench.keep(products),
    listings,
  );
  const keepMs = Date.now() - keepStarted;
  const device = await searchPage.evaluate(
    ({ queries, rounds }) => (window as never as OfflineBenchWindow).offlineBench.timeSearches(queries, rounds),
    { queries: BENCH_QUERIES, rounds: ROUNDS },
  );

  const figures = {
    download: { ...download, ...weight },
    search: {
      listings: listings.length,
      queries: BENCH_QUERIES.length * ROUNDS,
      device: {
        keepMs,
        firstSearchMs: device.firstSearchMs,
        p50: percentile(device.timings, 50),
        p95: percentile(device.timings, 95),
        max: Math.max(...device.timings),
      },
      server: {
        p50: percentile(serverTimings, 50),
        p95: percentile(serverTimings, 95),
        max: Math.max(...serverTimings),
      },
      goalP95Ms: GOAL_P95_MS,
    },
  };
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(`
Whole demo catalogue saved for offline: ${download.listings} listings in ${(download.ms / 1000).toFixed(1)} s (the app, every photo)
  data: ${weight.pages} pages, ${mb(weight.dataWireBytes)} sent compressed (${mb(weight.dataJsonBytes)} of JSON)
${photoTable(weight)}
Offline search over ${listings.length.toLocaleString('en-US')} listings in Chromium, ${figures.search.queries} searches:
  device: p50 ${ms(figures.search.device.p50)}, p95 ${ms(figures.search.device.p95)}, max ${ms(figures.search.device.max)} (goal p95 <= ${GOAL_P95_MS} ms: ${figures.search.device.p95 <= GOAL_P95_MS ? 'met' : 'MISSED'})
  first search, building the index: ${ms(device.firstSearchMs)}; keeping the listings on the device: ${(keepMs / 1000).toFixed(1)} s
  server (PGlite, same listings and queries, in-process): p50 ${ms(figures.search.server.p50)}, p95 ${ms(figures.search.server.p95)}, max ${ms(figures.search.server.max)}
Machine: ${describeMachine()}
`);
  await run.writeResult(figures);
});

/** Two photos per listing (before) beside every photo (now): count, bytes, the total with the data, fetch time. */
function photoTable(weight: Awaited<ReturnType<typeof downloadWeight>>): string {
  const rows: Array<[string, (set: typeof weight.twoPhotos) => string]> = [
    ['photos', (set) => String(set.photos)],
    ['photo bytes', (set) => mb(set.bytes)],
    ['total with the data', (set) => mb(weight.dataWireBytes + set.bytes)],
    ['photos fetched (4 listings at once)', (set) => `${(set.fetchMs / 1000).toFixed(2)} s`],
  ];
  const header = ['', 'two per listing (before)', 'every photo (now)'];
  const lines = [header, ...rows.map(([label, cell]) => [label, cell(weight.twoPhotos), cell(weight.everyPhoto)])];
  const widths = header.map((_, column) => Math.max(...lines.map((line) => line[column]!.length)));
  return lines.map((line) => `  ${line.map((cell, column) => cell.padEnd(widths[column]!)).join('  ')}`).join('\n');
}

interface OfflineBenchWindow {
  offlineBench: {
    keep(products: Product[]): Promise<void>;
    timeSearches(
      queries: typeof BENCH_QUERIES,
      rounds: number,
    ): Promise<{ firstSearchMs: number; timings: number[]; found: number[] }>;
  };
}
