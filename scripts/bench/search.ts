/**
 * `npm run bench:search`: 100,000 listings in PGlite and in PostgreSQL, then a fixed mix of
 * searches (text, filters, radius, sorts, second pages) through the same code the API runs. Prints p50/p95/max, in
 * all and by kind. `BENCH_LISTINGS=1000000 BENCH_ONLY=postgres` for the million-listing run.
 *
 * Then saved-search alerts over the same listings, at 10,000 and 100,000 saved searches (`BENCH_SAVED_SEARCHES`,
 * a comma list; 0 skips): how long keying them takes, and for listings for sale, which saved searches find each one
 * by reading every search (the full scan publishing once did inside the request) and by their anchor keys (what the
 * alert worker and an edit's "found before" do now), checking both find the same.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { asc, count, eq, ne, sql } from 'drizzle-orm';
import { CATEGORIES, CONDITIONS } from '@contract/catalogue.ts';
import { searchQuerySchema, searchTerms } from '@contract/search.ts';
import { searchesFinding, searchProducts } from '@server/catalogue/search-products.ts';
import { openDatabase, type Database } from '@server/db/database.ts';
import { products, savedSearches, users } from '@server/db/schema.ts';
import { keyUnkeyedSearches, parseSavedQuery, searchesFindingListing } from '@server/saved-searches/saved-searches.ts';
import { candidateSearchIds } from '@server/saved-searches/search-keys.ts';
import { demoCatalogue } from '../seed/catalogue.ts';
import { BENCH_QUERIES, fillBenchListings } from './bench-listings.ts';

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 100_000);
const POSTGRES_ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SAVED_SEARCH_COUNTS = (process.env.BENCH_SAVED_SEARCHES ?? '10000,100000')
  .split(',')
  .map(Number)
  .filter((n) => n > 0)
  .sort((a, b) => a - b);
/** Listings matched against the saved searches at each count. */
const ALERT_LISTINGS = Number(process.env.BENCH_ALERT_LISTINGS ?? 5);
/** Saved searches per buyer: the most one may keep. */
const SEARCHES_PER_BUYER = 20;

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

/** Words buyers type: the words of the catalogue's names (two letters or more, not bare numbers). */
const NAME_WORDS = [
  ...new Set(
    demoCatalogue.flatMap((listing) =>
      searchTerms(listing.name).filter((word) => word.length >= 2 && !/^\d+$/.test(word)),
    ),
  ),
];
const CATALOGUE_BRANDS = [...new Set(demoCatalogue.map((listing) => listing.brand))];
const PLACES = [
  { lat: 52.52, lng: 13.41 },
  { lat: 45.76, lng: 4.84 },
  { lat: 47.61, lng: -122.33 },
];

/**
 * The `i`th saved search, as the results page writes it: 60 % words (one or two from the names, one in five a
 * three-letter prefix, half with a price cap), 20 % brands (half with a cap), 10 % a category and a condition, 5 %
 * lenses under a price, 5 % a radius and a cap alone (which every listing is a candidate for).
 */
function savedQueryFor(i: number): string {
  const pick = <T>(values: readonly T[], salt: number) => values[(i * 7919 + salt * 104_729) % values.length]!;
  const cap = String(100 * (1 + ((i * 31) % 40)));
  const params = new URLSearchParams();
  const kind = i % 20;
  if (kind < 12) {
    const first = pick(NAME_WORDS, 1);
    const words = [i % 5 === 0 ? first.slice(0, 3) : first, ...(i % 3 === 0 ? [pick(NAME_WORDS, 2)] : [])];
    params.set('q', words.join(' '));
    if (i % 2 === 0) params.set('maxPrice', cap);
  } else if (kind < 16) {
    params.set('brand', [pick(CATALOGUE_BRANDS, 3), ...(i % 4 === 0 ? [pick(CATALOGUE_BRANDS, 4)] : [])].join(','));
    if (i % 2 === 0) params.set('maxPrice', cap);
  } else if (kind < 18) {
    params.set('category', pick(CATEGORIES, 5));
    params.set('condition', pick(CONDITIONS, 6));
  } else if (kind < 19) {
    params.set('type', 'lens');
    params.set('maxPrice', cap);
  } else {
    const place = pick(PLACES, 7);
    params.set('maxPrice', cap);
    params.set('lat', String(place.lat));
    params.set('lng', String(place.lng));
    params.set('radius', '100');
  }
  return params.toString();
}

/** The saved searches of every buyer but the seller that find the listing, read as publishing once read them: all. */
async function findingByFullScan(database: Database, listingId: string, sellerId: string): Promise<string[]> {
  const rows = await database.db
    .select()
    .from(savedSearches)
    .where(ne(savedSearches.userId, sellerId))
    .orderBy(asc(savedSearches.createdAt));
  const searches = rows.flatMap((row) => {
    const filters = parseSavedQuery(row.query);
    return filters ? [{ id: row.id, filters }] : [];
  });
  return searchesFinding(database.db, listingId, searches);
}

async function measureAlerts(label: string, database: Database) {
  const db = database.db;
  const forSale = await db
    .select({ id: products.id, sellerId: products.sellerId })
    .from(products)
    .where(eq(products.availability, 'available'))
    .orderBy(asc(products.id));
  const step = Math.max(1, Math.floor(forSale.length / ALERT_LISTINGS));
  const listings = Array.from({ length: Math.min(ALERT_LISTINGS, forSale.length) }, (_, n) => forSale[n * step]!);
  let saved = 0;
  let buyers = 0;
  for (const target of SAVED_SEARCH_COUNTS) {
    // More buyers, 20 searches each, written straight into the table (as before keys existed), then keyed.
    const neededBuyers = Math.ceil(target / SEARCHES_PER_BUYER);
    for (let start = buyers; start < neededBuyers; start += 1000) {
      const rows = Array.from({ length: Math.min(1000, neededBuyers - start) }, (_, n) => ({
        email: `bench-buyer-${start + n}@example.test`,
        displayName: `Bench Buyer ${start + n}`,
        role: 'Buyer' as const,
      }));
      await db.insert(users).values(rows);
    }
    const buyerIds = new Map(
      (await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.role, 'Buyer'))).map((row) => [
        row.email,
        row.id,
      ]),
    );
    buyers = neededBuyers;
    for (let start = saved; start < target; start += 2000) {
      const rows = Array.from({ length: Math.min(2000, target - start) }, (_, n) => {
        const i = start + n;
        const email = `bench-buyer-${Math.floor(i / SEARCHES_PER_BUYER)}@example.test`;
        return { userId: buyerIds.get(email)!, query: savedQueryFor(i), label: `Search ${i}` };
      });
      await db.insert(savedSearches).values(rows).onConflictDoNothing();
    }
    saved = target;
    const [kept] = await db.select({ n: count() }).from(savedSearches);
    const keyingStarted = performance.now();
    const keyed = await keyUnkeyedSearches(db);
    const keyingSeconds = (performance.now() - keyingStarted) / 1000;
    await database.analyze();

    const full: number[] = [];
    const byKeys: number[] = [];
    const candidates: number[] = [];
    const found: number[] = [];
    let agree = 0;
    if (process.env.BENCH_VERBOSE && listings[0]) {
      // How the candidates are found: an index lookup per key the listing gives, not a scan of saved_search_keys.
      const plan = await db.execute(sql`explain analyze ${candidateSearchIds(db, listings[0].id).getSQL()}`);
      for (const row of (plan as unknown as { rows: Array<Record<string, string>> }).rows) {
        console.log(`    ${Object.values(row)[0]}`);
      }
    }
    for (const listing of listings) {
      const t0 = performance.now();
      const scanned = await findingByFullScan(database, listing.id, listing.sellerId);
      full.push(performance.now() - t0);
      const t1 = performance.now();
      const keyedFind = await searchesFindingListing(db, listing.id);
      byKeys.push(performance.now() - t1);
      candidates.push(keyedFind?.tested ?? 0);
      found.push(scanned.length);
      const same =
        JSON.stringify([...scanned].sort()) === JSON.stringify((keyedFind?.finding ?? []).map((s) => s.id).sort());
      if (same) agree += 1;
    }
    const ms = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return `p50 ${percentile(sorted, 50).toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms`;
    };
    const spread = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return `${sorted[0]}–${sorted.at(-1)} (p50 ${percentile(sorted, 50)})`;
    };
    console.log(
      `${label}: ${Number(kept?.n ?? 0).toLocaleString('en-US')} saved searches (${keyed.toLocaleString('en-US')} keyed in ${keyingSeconds.toFixed(1)} s); ${listings.length} listings:`,
    );
    console.log(`  full scan        ${ms(full)}`);
    console.log(`  by anchor keys   ${ms(byKeys)}; searches verified ${spread(candidates)}, found ${spread(found)}`);
    console.log(`  same searches found both ways for ${agree} of ${listings.length} listings`);
    if (agree !== listings.length) process.exitCode = 1;
  }
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shutterswap-bench-search-'));
try {
  if (process.env.BENCH_ONLY !== 'postgres') {
    const pglite = await openDatabase({ kind: 'pglite', dir: path.join(dataDir, 'db') });
    await pglite.migrate();
    await measure('PGlite', pglite);
    await measureAlerts('PGlite', pglite);
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
      await measureAlerts('PostgreSQL', postgres);
    } finally {
      await postgres.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
