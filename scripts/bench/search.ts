/**
 * `npm run bench:search`: 100,000 listings in PGlite and in PostgreSQL, then a fixed mix of
 * searches (text, filters, sorts, second pages) through the same code the API runs. Prints p50/p95/max.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { searchQuerySchema, type SearchParams } from '@contract/search.ts';
import { dollarsToCents } from '@contract/money.ts';
import { searchProducts } from '@server/catalogue/search-products.ts';
import { openDatabase, type Database } from '@server/db/database.ts';
import { products, users } from '@server/db/schema.ts';
import { demoCatalogue } from '../seed/catalogue.ts';
import { seededListingDetails } from '../seed/listing-details.ts';

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 100_000);
const BATCH = 2_000;
const POSTGRES_ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const QUERIES: SearchParams[] = [
  { q: 'leica m6' },
  { q: 'Leica-M6' },
  { q: 'nikon', sort: 'price-asc' },
  { q: 'canon eos' },
  { q: 'x100f' },
  { q: 'hasselblad 500', category: 'Medium Format' },
  { brand: 'Nikon,Canon', minPrice: 200, maxPrice: 900 },
  { category: 'film', sort: 'newest' },
  { sort: 'price-desc' },
  { condition: 'Excellent', grade: 'LN,EX+' },
  { q: 'lens', brand: 'Sony', sort: 'price-asc' },
  { q: 'shutter tested', sort: 'newest' },
];

async function fill(database: Database) {
  const db = database.db;
  const [seller] = await db
    .insert(users)
    .values({ email: 'bench-seller@example.test', displayName: 'Bench Seller', role: 'Seller', status: 'Verified' })
    .returning();
  const now = Date.now();
  for (let start = 0; start < LISTINGS; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, LISTINGS - start) }, (_, offset) => {
      const i = start + offset;
      const listing = demoCatalogue[i % demoCatalogue.length]!;
      const jitter = 0.6 + ((i * 7919) % 800) / 1000;
      return {
        sellerId: seller!.id,
        name: `${listing.name} #${i}`,
        category: listing.category,
        condition: listing.condition,
        brand: listing.brand,
        ...seededListingDetails({ ...listing, slug: `${listing.slug}-${i}` }),
        originalPriceCents: dollarsToCents(Math.round(listing.originalPrice * jitter)),
        resellPriceCents: dollarsToCents(Math.max(1, Math.round(listing.resellPrice * jitter))),
        location: listing.location,
        purchaseYear: listing.purchaseYear,
        usedYears: listing.usedYears,
        phone: listing.phone,
        description: listing.description,
        images: [{ url: '/uploads/demo/x.webp', thumbUrl: '/uploads/demo/x-thumb.webp' }],
        availability: i % 10 === 0 ? ('sold' as const) : ('available' as const),
        advertisedAt: i % 3 === 0 ? new Date(now - i * 1000) : null,
        postTime: new Date(now - i * 60_000),
      };
    });
    await db.insert(products).values(rows);
  }
  await database.analyze();
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function measure(label: string, database: Database) {
  const started = performance.now();
  await fill(database);
  console.log(
    `${label}: ${LISTINGS.toLocaleString('en-US')} listings inserted and analysed in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const timings: number[] = [];
  const slowest = new Map<string, number>();
  for (let round = 0; round < 5; round++) {
    for (const params of QUERIES) {
      const query = searchQuerySchema.parse(params);
      const t0 = performance.now();
      const first = await searchProducts(database.db, query, { signedIn: false });
      timings.push(performance.now() - t0);
      const key = JSON.stringify(params);
      slowest.set(key, Math.max(slowest.get(key) ?? 0, performance.now() - t0));
      if (first.nextCursor) {
        const t1 = performance.now();
        await searchProducts(database.db, { ...query, cursor: first.nextCursor }, { signedIn: false });
        timings.push(performance.now() - t1);
      }
    }
  }
  const sorted = timings.sort((a, b) => a - b);
  if (process.env.BENCH_VERBOSE)
    for (const [key, ms] of slowest) console.log(`  ${ms.toFixed(1).padStart(8)} ms  ${key}`);
  console.log(
    `${label}: ${sorted.length} searches — p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms`,
  );
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
