/**
 * `npm run bench:search`: 100,000 listings in PGlite and in PostgreSQL, then a fixed mix of
 * searches (text, filters, radius, sorts, second pages) through the same code the API runs. Prints p50/p95/max, in
 * all and by kind. `BENCH_LISTINGS=1000000 BENCH_ONLY=postgres` for the million-listing run.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { searchQuerySchema } from '@contract/search.ts';
import { searchProducts } from '@server/catalogue/search-products.ts';
import { openDatabase, type Database } from '@server/db/database.ts';
import { BENCH_QUERIES, fillBenchListings } from './bench-listings.ts';

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 100_000);
const POSTGRES_ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** What a search asks the database for: words, filters alone, or a radius around a point (with or without words). */
function kindOf(params: (typeof BENCH_QUERIES)[number]): 'text' | 'filter' | 'radius' {
  if (params.lat !== undefined) return 'radius';
  return params.q ? 'text' : 'filter';
}

const summary = (timings: number[]) => {
  const sorted = [...timings].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms`;
};

async function measure(label: string, database: Database) {
  const started = performance.now();
  await fillBenchListings(database, LISTINGS);
  console.log(
    `${label}: ${LISTINGS.toLocaleString('en-US')} listings inserted and analysed in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const timings: number[] = [];
  const byKind = { text: [] as number[], filter: [] as number[], radius: [] as number[] };
  const slowest = new Map<string, number>();
  for (let round = 0; round < 5; round++) {
    for (const params of BENCH_QUERIES) {
      const query = searchQuerySchema.parse(params);
      const t0 = performance.now();
      const first = await searchProducts(database.db, query);
      timings.push(performance.now() - t0);
      byKind[kindOf(params)].push(performance.now() - t0);
      const key = JSON.stringify(params);
      slowest.set(key, Math.max(slowest.get(key) ?? 0, performance.now() - t0));
      if (first.nextCursor) {
        const t1 = performance.now();
        await searchProducts(database.db, { ...query, cursor: first.nextCursor });
        timings.push(performance.now() - t1);
        byKind[kindOf(params)].push(performance.now() - t1);
      }
    }
  }
  if (process.env.BENCH_VERBOSE)
    for (const [key, ms] of slowest) console.log(`  ${ms.toFixed(1).padStart(8)} ms  ${key}`);
  console.log(`${label}: ${timings.length} searches — ${summary(timings)}`);
  for (const [kind, kindTimings] of Object.entries(byKind)) {
    console.log(`  ${kind.padEnd(6)} ${String(kindTimings.length).padStart(3)} searches — ${summary(kindTimings)}`);
  }
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shutterswap-bench-search-'));
try {
  if (process.env.BENCH_ONLY !== 'postgres') {
    const pglite = await openDatabase({ kind: 'pglite', dir: path.join(dataDir, 'db') });
    await pglite.migrate();
    await measure('PGlite', pglite);
    await pglite.close();
  }

  const name = `shutterswap_bench_search_${process.pid}`;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  const reachable = await admin.connect().then(
    () => true,
    () => false,
  );
  if (!reachable) {
    console.warn(`PostgreSQL not reachable at ${POSTGRES_ADMIN_URL}; skipped.`);
  } else {
    await admin.query(`create database ${name}`);
    const url = new URL(POSTGRES_ADMIN_URL);
    url.pathname = `/${name}`;
    const postgres = await openDatabase({ kind: 'postgres', url: url.toString() });
    try {
      await postgres.migrate();
      await measure('PostgreSQL', postgres);
    } finally {
      await postgres.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
