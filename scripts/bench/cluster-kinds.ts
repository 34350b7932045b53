/**
 * What one request of each kind costs a replica: for each kind (browse, search, view, photo, order, poll, deal steps) a
 * closed loop of requests of that kind alone for a few seconds against one replica pinned to its own CPU, while
 * this process (the load generator, pinned to the other) reads the CPU seconds the replica, the PostgreSQL backends
 * and the generator itself used. A generator busy more than 90 % of its run could not load the replica fully: the
 * figure is marked saturated.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { CATEGORIES, categorySlug } from '@contract/catalogue.ts';
import type { Shopper } from './shoppers-accounts.ts';
import { backendCpu, backendCpuBetween, cpuSecondsOf, loadAverage } from './process-cpu.ts';

export type Replica = { url: string; pid: number };
type Request = { method?: 'GET' | 'POST'; path: string; token?: string; body?: unknown; ok?: number[] };
/** The next request of the kind, or undefined when there is no more work of it. */
type Kind = { name: string; next(): Request | undefined };

export type KindFigure = {
  kind: string;
  requests: number;
  errors: number;
  seconds: number;
  perSecond: number;
  replicaCpuPerRequestMs: number;
  databaseCpuPerRequestMs: number;
  generatorBusy: number;
  saturated: boolean;
  loadAverage: string;
};

const SEARCH_WORDS = ['nikon', 'canon', 'leica', 'hasselblad', 'fujifilm', 'sony', 'pentax', 'lens', 'film', 'mint'];
const SATURATED = 0.9;
/** Orders placed so far by any run of the `order` kind: each run goes on to (buyer, listing) pairs not yet ordered. */
let placed = 0;

async function send(url: string, request: Request): Promise<boolean> {
  const headers: Record<string, string> = { 'accept-encoding': 'gzip' };
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  try {
    const response = await fetch(url + request.path, {
      method: request.method ?? 'GET',
      headers,
      body: request.body === undefined ? null : JSON.stringify(request.body),
      signal: AbortSignal.timeout(30_000),
    });
    await response.arrayBuffer();
    return response.status < 300 || (request.ok ?? []).includes(response.status);
  } catch {
    return false;
  }
}

/** Runs the kind against the replica for `seconds` (or until it has no more work) with `concurrency` loops. */
async function measureKind(
  replica: Replica,
  database: { admin: pg.Client; name: string },
  kind: Kind,
  seconds: number,
  concurrency: number,
): Promise<KindFigure> {
  const replicaBefore = cpuSecondsOf(replica.pid);
  const backendsBefore = await backendCpu(database.admin, database.name);
  const generatorBefore = process.cpuUsage();
  const started = performance.now();
  const deadline = started + seconds * 1000;
  let requests = 0;
  let errors = 0;
  const loop = async () => {
    for (let request = kind.next(); request && performance.now() < deadline; request = kind.next()) {
      requests++;
      if (!(await send(replica.url, request))) errors++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, loop));
  const elapsed = (performance.now() - started) / 1000;
  const generator = process.cpuUsage(generatorBefore);
  const generatorBusy = (generator.user + generator.system) / 1e6 / elapsed;
  const replicaCpu = cpuSecondsOf(replica.pid) - replicaBefore;
  const databaseCpu = backendCpuBetween(backendsBefore, await backendCpu(database.admin, database.name));
  return {
    kind: kind.name,
    requests,
    errors,
    seconds: elapsed,
    perSecond: requests / elapsed,
    replicaCpuPerRequestMs: (1000 * replicaCpu) / Math.max(1, requests),
    databaseCpuPerRequestMs: (1000 * databaseCpu) / Math.max(1, requests),
    generatorBusy,
    saturated: generatorBusy > SATURATED,
    loadAverage: loadAverage(),
  };
}

type Listing = { _id: string; sellerId?: string; images: Array<{ thumbUrl: string }> };

/** Every available listing of the catalogue, as the category pages list them. */
async function availableListings(url: string): Promise<Listing[]> {
  const listings: Listing[] = [];
  for (const category of CATEGORIES) {
    const response = await fetch(`${url}/api/category/${categorySlug(category)}`);
    const body = (await response.json()) as Array<Listing & { availability: string }> | { items: Listing[] };
    const items = Array.isArray(body) ? body.filter((item) => item.availability === 'available') : body.items;
    listings.push(...items);
  }
  return listings;
}

/** A cycle through `items`, endless. */
const cycling = <T>(items: readonly T[]) => {
  let index = 0;
  return () => items[index++ % items.length]!;
};

/** The seller's orders still waiting for an answer: accept the first of each listing, decline the others. */
async function dealStepsOf(url: string, sellers: Shopper[]): Promise<Request[]> {
  const steps: Request[] = [];
  const accepted = new Set<string>();
  for (const seller of sellers) {
    const response = await fetch(`${url}/api/seller-orders`, { headers: { authorization: `Bearer ${seller.token}` } });
    const orders = (await response.json()) as Array<{ _id: string; productID: string; status: string }>;
    for (const order of orders.filter((o) => o.status === 'placed').reverse()) {
      const step = accepted.has(order.productID) ? 'decline' : 'accept';
      accepted.add(order.productID);
      steps.push({
        method: 'POST',
        path: `/api/orders/${order._id}/${step}`,
        token: seller.token,
        body: {},
        ok: [409],
      });
    }
  }
  return steps;
}

/**
 * Each kind in turn against the replica. `photo` is the thumbnail of one photo the seller uploaded through it
 * (from the disk, or from the bucket on a replica with S3_BUCKET); `deal steps` are the sellers' answers to the
 * orders the `order` kind placed.
 */
export async function measureKinds(
  replica: Replica,
  database: { url: string; name: string },
  people: { buyers: Shopper[]; sellers: Shopper[] },
  photoPath: string,
  { seconds, concurrency }: { seconds: number; concurrency: number },
): Promise<KindFigure[]> {
  const admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
  try {
    const listings = await availableListings(replica.url);
    const categories = cycling(CATEGORIES.map(categorySlug));
    const words = cycling(SEARCH_WORDS);
    const views = cycling(listings);
    const pollers = cycling(people.sellers);
    let browse = 0;
    const kinds: Kind[] = [
      {
        name: 'browse',
        next: () => ({ path: browse++ % 2 ? '/api/advertised-products' : `/api/category/${categories()}` }),
      },
      { name: 'search', next: () => ({ path: `/api/products?q=${words()}` }) },
      { name: 'view', next: () => ({ path: `/api/products/${views()._id}` }) },
      { name: 'photo', next: () => ({ path: photoPath }) },
      {
        name: 'order',
        next: () => {
          const n = placed++;
          const buyer = people.buyers[n % people.buyers.length]!;
          const listing = listings[Math.floor(n / people.buyers.length) % listings.length]!;
          const body = {
            clientOrderId: randomUUID(),
            productID: listing._id,
            buyerPhone: '+1 206 555 0100',
            meetingPlace: 'Stand 12',
          };
          return { method: 'POST', path: '/api/orders', token: buyer.token, body, ok: [409] };
        },
      },
      // A party looking at their orders again (never cached: the answer is theirs), as buyers and sellers poll.
      { name: 'poll', next: () => ({ path: '/api/seller-orders', token: pollers().token }) },
    ];
    const figures: KindFigure[] = [];
    for (const kind of kinds)
      figures.push(await measureKind(replica, { admin, name: database.name }, kind, seconds, concurrency));
    const steps = await dealStepsOf(replica.url, people.sellers);
    const nextStep = () => steps.shift();
    figures.push(
      await measureKind(
        replica,
        { admin, name: database.name },
        { name: 'deal steps', next: nextStep },
        seconds,
        concurrency,
      ),
    );
    return figures;
  } finally {
    await admin.end();
  }
}
