/**
 * `npm run bench:load`: the full server (scripts/start.ts with the real auth emulator, sandbox
 * payments, own data folder, free ports), 200 buyer accounts and the demo catalogue's sellers signed in; then
 * for LOAD_SECONDS (60) 200 concurrent shoppers browse, search, view and order with think time, while the sellers
 * accept the orders on their phones; the buyers pay (the card authorised), and hand over with the code the seller's
 * phone shows (the payment captured, the listing sold) and rate, or cancel, or leave the item reserved. Prints
 * requests, errors and p50/p99 latency per kind, then checks the database (scripts/bench/shoppers-verify.ts): no
 * acknowledged order lost or stored twice, one live deal per listing, no item sold twice, every payment where its
 * deal says. Exits non-zero on any error or violation. Only 127.0.0.1 is loaded.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createShoppers, signInSellers } from './shoppers-accounts.ts';
import { makeClient } from './shoppers-http.ts';
import { newMarket } from './shoppers-ledger.ts';
import { trade } from './shoppers-market.ts';
import { Stats, type KindSummary } from './shoppers-stats.ts';
import { createPglite } from '@server/db/database.ts';
import { printDeals, verifyIntegrity } from './shoppers-verify.ts';
import { startFullServer, type FullServer } from './web-server.ts';
import { describeMachine } from './bench-run.ts';

const SHOPPERS = Number(process.env.LOAD_SHOPPERS ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
/** 200 shoppers sign in from one address: the default (30 a minute per address) would refuse most. */
const AUTH_PER_MINUTE = 100_000;
const GRACE_MS = 90_000;
const log = (line: string) => console.log(`[bench:load] ${line}`);

function printTable(title: string, summary: Record<string, KindSummary>): void {
  console.log(`\n${title}`);
  console.log(
    `  ${'kind'.padEnd(34)} ${'requests'.padStart(8)} ${'2xx'.padStart(6)} ${'409'.padStart(5)} ${'other'.padStart(5)} ${'errors'.padStart(6)} ${'p50'.padStart(8)} ${'p99'.padStart(8)}`,
  );
  for (const [kind, s] of Object.entries(summary)) {
    const cells = [s.requests, s.ok, s.expected, s.unexpected, s.errors].map((n, i) =>
      String(n).padStart([8, 6, 5, 5, 6][i]!),
    );
    console.log(
      `  ${kind.padEnd(34)} ${cells.join(' ')} ${`${s.p50.toFixed(0)} ms`.padStart(8)} ${`${s.p99.toFixed(0)} ms`.padStart(8)}`,
    );
  }
}

const total = (summary: Record<string, KindSummary>, field: 'requests' | 'errors' | 'expected' | 'unexpected') =>
  Object.values(summary).reduce((sum, s) => sum + s[field], 0);

const tempDir = await mkdtemp(path.join(os.tmpdir(), 'shutterswap-bench-load-'));
const dataDir = path.join(tempDir, 'data');
let server: FullServer | undefined;
const cleanUp = async () => {
  await server?.stop();
  server = undefined;
  await rm(tempDir, { recursive: true, force: true });
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
}

let failed = true;
try {
  log('Starting the server (scripts/start.ts: auth emulator, sandbox payments, demo catalogue)…');
  server = await startFullServer({ dataDir, env: { RATE_LIMIT_AUTH_PER_MINUTE: String(AUTH_PER_MINUTE) } });
  log(`Server at ${server.url} (pid ${server.pid}), auth emulator on 127.0.0.1:${server.emulatorPort}.`);
  log(
    `RATE_LIMIT_AUTH_PER_MINUTE=${AUTH_PER_MINUTE} for this server (default 30 per address): every shopper signs in from 127.0.0.1.`,
  );

  const setupStats = new Stats();
  const started = Date.now();
  const shoppers = await createShoppers(makeClient(server.url, setupStats), server.emulatorPort, SHOPPERS);
  const sellers = await signInSellers(makeClient(server.url, setupStats), server.emulatorPort);
  log(
    `Created and signed in ${shoppers.length} buyers, signed in ${sellers.length} sellers in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );

  const stats = new Stats();
  const call = makeClient(server.url, stats);
  const market = newMarket();
  const { ledger } = market;
  log(`${shoppers.length} shoppers and ${sellers.length} sellers for ${SECONDS} s…`);
  const loadStarted = Date.now();
  const deadline = loadStarted + SECONDS * 1000;
  let overran = false;
  await Promise.race([
    trade(call, { shoppers, sellers }, deadline, market),
    new Promise<void>((resolve) => setTimeout(() => resolve(void (overran = true)), SECONDS * 1000 + GRACE_MS).unref()),
  ]);
  const elapsedSeconds = (Date.now() - loadStarted) / 1000;
  if (overran) log(`Shoppers were still busy ${GRACE_MS / 1000} s after the deadline; stopping anyway.`);

  log('Stopping the server, then checking its database…');
  await server.stop();
  server = undefined;
  const database = await createPglite({ dataDir: path.join(dataDir, 'db') });
  const integrity = await verifyIntegrity(database, ledger).finally(() => database.close());

  const setup = setupStats.summary();
  const load = stats.summary();
  printTable('Setup (emulator sign-up → POST /api/users → GET /api/jwt):', setup);
  printTable(
    `Load: ${shoppers.length} shoppers, ${elapsedSeconds.toFixed(1)} s (409 = refused for the deal's state: sold, reserved, another order accepted; expected):`,
    load,
  );
  const requests = total(load, 'requests');
  const errors = total(load, 'errors') + total(setup, 'errors');
  const unexpected = total(load, 'unexpected') + total(setup, 'unexpected');
  const allLatencies = Object.values(load);
  console.log(
    `\n  requests ${requests} (${(requests / elapsedSeconds).toFixed(0)}/s), errors (5xx or network) ${errors}, expected 409s ${total(load, 'expected')}, other 4xx ${unexpected}`,
  );
  console.log(`  worst p99 of a kind ${Math.max(...allLatencies.map((s) => s.p99)).toFixed(0)} ms`);
  printDeals(ledger, integrity);
  for (const sample of [...setupStats.samples, ...stats.samples].slice(0, 20)) console.log(`    sample: ${sample}`);
  console.log(`  machine: ${describeMachine()}\n`);

  await mkdir('test-results/bench', { recursive: true });
  const report = {
    measuredAt: new Date().toISOString(),
    shoppers: shoppers.length,
    seconds: elapsedSeconds,
    authPerMinute: AUTH_PER_MINUTE,
    requests,
    errors,
    unexpected,
    setup,
    load,
    ledger: { orders: ledger.orders.length, payments: ledger.payments.length, steps: ledger.steps.length },
    integrity,
    overran,
  };
  await writeFile('test-results/bench/load.json', `${JSON.stringify(report, null, 2)}\n`);
  log('Wrote test-results/bench/load.json.');
  failed = errors > 0 || unexpected > 0 || integrity.violations.length > 0 || overran;
} finally {
  await cleanUp();
}
process.exit(failed ? 1 : 0);
