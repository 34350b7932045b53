/**
 * `npm run bench:outbox`: how the order outbox drains when the signal comes back. Starts the full server
 * (scripts/start.ts, built if stale, own data folder, free ports) behind the e2e kill-switch proxy, then for each
 * network: a new buyer in Debian's Chromium queues 50 orders offline through the order form, the network comes
 * back, and the bench measures the time until the server holds all 50 and the outbox is empty, and how many
 * POST /api/orders reached the server (1.0 per order when the network is clean) or were tried at all (retries).
 * Then a crowd (outbox-crowd.ts): 50 signed-in phones behind one address, an order each, reconnecting at once after
 * their tokens lapsed: the time until every order is stored, requests per order, token renewals and any 429s.
 * Prints tables and writes test-results/bench/outbox.json. Only 127.0.0.1 is used.
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { CATEGORIES, categorySlug, type Product } from '@contract/catalogue.ts';
import type { Order } from '@contract/orders.ts';
import { accessToken, signInWithGoogle, skipCongratulations } from '@tests/e2e/support/app-session.ts';
import { startKillSwitchProxy, type KillSwitchProxy, type ProxyRule } from '@tests/e2e/support/kill-switch-proxy.ts';
import { sendOrderForm } from '@tests/e2e/support/order-form.ts';
import { findFreePort } from '../start/free-port.ts';
import { describeMachine, runBench } from './bench-run.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lighthouse-run.ts';
import { measureCrowd, type CrowdFigures } from './outbox-crowd.ts';
import { startFullServerFor, type FullServer } from './web-server.ts';

const ORDERS = 50;
const CROWD = 50;
const LOSS_SHARE = 0.2;
const DRAIN_TIMEOUT_MS = 300_000;
const POLL_MS = 100;
const PHONE = { width: 390, height: 844 };
const OUTBOX_DATABASE = 'shutterswap-outbox';
const OUTBOX_STORE = 'entries';

interface Network {
  name: string;
  rules: ProxyRule[];
}

interface Figures {
  network: string;
  orders: number;
  /** From the network coming back until the server holds every order. */
  onServerMs: number;
  /** Until the outbox (IndexedDB) is empty: every order acknowledged to the app. */
  acknowledgedMs: number;
  postsReachingServer: number;
  postsTried: number;
}

const NETWORKS: Network[] = [
  { name: 'clean', rules: [] },
  // Every request (page, worker, API) has a one-in-five chance of finding no connection.
  { name: `${LOSS_SHARE * 100}% of requests refused`, rules: [{ path: /.*/, mode: 'refuse', share: LOSS_SHARE }] },
];

const log = (line: string) => console.log(`[bench:outbox] ${line}`);

async function availableListings(server: FullServer, count: number): Promise<Product[]> {
  const listings: Product[] = [];
  for (const category of CATEGORIES) {
    const answer = await fetch(`${server.url}/api/category/${categorySlug(category)}`);
    const products = (await answer.json()) as Product[];
    listings.push(...products.filter((product) => product.availability === 'available'));
  }
  if (listings.length < count) throw new Error(`Only ${listings.length} available listings; ${count} are needed`);
  return listings.slice(0, count);
}

async function ordersOnServer(server: FullServer, token: string): Promise<Order[]> {
  const answer = await fetch(`${server.url}/api/my-orders`, { headers: { Authorization: `Bearer ${token}` } });
  if (!answer.ok) throw new Error(`GET /api/my-orders answered ${answer.status}`);
  return (await answer.json()) as Order[];
}

/** Entries left in the app's outbox; read-only, and only once the app has created the database. */
function outboxSize(page: Page): Promise<number> {
  return page.evaluate(
    async ({ name, store }) => {
      const known = await indexedDB.databases();
      if (!known.some((database) => database.name === name)) return 0;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      try {
        if (!db.objectStoreNames.contains(store)) return 0;
        return await new Promise<number>((resolve, reject) => {
          const count = db.transaction(store).objectStore(store).count();
          count.onsuccess = () => resolve(count.result);
          count.onerror = () => reject(count.error);
        });
      } finally {
        db.close();
      }
    },
    { name: OUTBOX_DATABASE, store: OUTBOX_STORE },
  );
}

/** Through the order form, as a buyer would; offline, the app saves the order and goes to My Orders. */
async function queueOrder(page: Page, product: Product, index: number): Promise<void> {
  await page.goto(`/orderProduct/${product._id}`);
  await sendOrderForm(page, product, {
    phone: `206555${String(index).padStart(4, '0')}`,
    meetingPlace: 'Camera fair, hall C',
  });
}

async function measure(
  browser: Browser,
  server: FullServer,
  proxy: KillSwitchProxy,
  network: Network,
  listings: Product[],
): Promise<Figures> {
  proxy.setMode('pass');
  proxy.setRules([]);
  const context = await browser.newContext({ baseURL: proxy.origin, serviceWorkers: 'allow', viewport: PHONE });
  try {
    await skipCongratulations(context);
    const page = await context.newPage();
    await signInWithGoogle(page, `bench.${Date.now().toString(36)}@example.com`, 'Bea Bench');
    await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');
    const token = await accessToken(page);
    // Seen online before the signal goes, as browsing would: the worker keeps each listing's answer (asked as the
    // app asks, with the buyer's token: the answers vary with Authorization).
    await page.evaluate(
      ({ ids, bearer }) =>
        Promise.all(
          ids.map((id) =>
            fetch(`/api/products/${id}`, { headers: { Authorization: bearer, Accept: 'application/json' } }).then(
              (answer) => answer.text(),
            ),
          ),
        ),
      { ids: listings.map((product) => product._id), bearer: `Bearer ${token}` },
    );

    proxy.setMode('refuse');
    await context.setOffline(true);
    log(`${network.name}: queueing ${listings.length} orders offline through the order form…`);
    for (const [index, product] of listings.entries()) await queueOrder(page, product, index);
    const queued = await outboxSize(page);
    const early = (await ordersOnServer(server, token)).length;
    if (early !== 0) throw new Error(`${early} orders reached the server while offline`);

    proxy.clearLog();
    proxy.setRules(network.rules);
    proxy.setMode('pass');
    const started = performance.now();
    await context.setOffline(false);
    let onServerMs: number | undefined;
    let acknowledgedMs: number | undefined;
    while (onServerMs === undefined || acknowledgedMs === undefined) {
      const elapsed = performance.now() - started;
      if (elapsed > DRAIN_TIMEOUT_MS) throw new Error(`${network.name}: not drained after ${DRAIN_TIMEOUT_MS} ms`);
      if (onServerMs === undefined && (await ordersOnServer(server, token)).length >= listings.length) {
        onServerMs = performance.now() - started;
      }
      if (acknowledgedMs === undefined && (await outboxSize(page)) === 0) acknowledgedMs = performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }

    const placed = await ordersOnServer(server, token);
    const distinct = new Set(placed.map((order) => order.productID));
    if (placed.length !== listings.length || distinct.size !== listings.length) {
      throw new Error(`${network.name}: ${placed.length} orders for ${distinct.size} listings on the server`);
    }
    log(`${network.name}: ${queued} in the outbox before, all ${listings.length} on the server once each.`);
    return {
      network: network.name,
      orders: listings.length,
      onServerMs,
      acknowledgedMs,
      postsReachingServer: proxy.reachedServer('POST', '/api/orders'),
      postsTried: proxy.log.filter((entry) => entry.method === 'POST' && entry.path === '/api/orders').length,
    };
  } finally {
    proxy.setRules([]);
    await context.close();
  }
}

function printTable(rows: Figures[]): void {
  const header = ['network', 'orders', 'on server', 'acknowledged', 'POSTs at server', 'per order', 'POSTs tried'];
  const lines = rows.map((row) => [
    row.network,
    String(row.orders),
    `${(row.onServerMs / 1000).toFixed(2)} s`,
    `${(row.acknowledgedMs / 1000).toFixed(2)} s`,
    String(row.postsReachingServer),
    (row.postsReachingServer / row.orders).toFixed(2),
    `${row.postsTried} (${(row.postsTried / row.orders).toFixed(2)}/order)`,
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]!.length)));
  const format = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join('  ');
  console.log(`\n${format(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}`);
  for (const line of lines) console.log(format(line));
}

function printCrowd(crowd: CrowdFigures, alone: Figures): void {
  const perOrder = (count: number) => (count / crowd.orders).toFixed(2);
  const refused = Object.entries(crowd.tooManyRequests).map(([path, count]) => `${count} on ${path}`);
  console.log(`
Crowd: ${crowd.devices} signed-in phones behind one address, one order each, reconnecting at once (tokens lapsed)
  every order on the server: ${(crowd.onServerMs / 1000).toFixed(2)} s (one phone's ${alone.orders} orders on a clean network: ${(alone.onServerMs / 1000).toFixed(2)} s)
  requests reaching the server: ${crowd.requestsReachingServer} (${perOrder(crowd.requestsReachingServer)} per order)
  POST /api/orders: ${crowd.postOrders} (${perOrder(crowd.postOrders)} per order); token renewals (GET /api/jwt): ${crowd.tokenRenewals}
  429 answers: ${refused.length === 0 ? 'none' : refused.join(', ')}
  by path:
${crowd.byPath.map(([path, count]) => `    ${String(count).padStart(5)}  ${path} (${perOrder(count)} per order)`).join('\n')}`);
}

await runBench('outbox', async (run) => {
  const server = await startFullServerFor(run);
  const proxy = await startKillSwitchProxy({ upstream: server.url, port: await findFreePort() });
  run.onEnd(() => proxy.close());
  log(`The browser reaches the server through ${proxy.origin}.`);
  const listings = await availableListings(server, ORDERS);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  run.onEnd(() => browser.close());

  const rows: Figures[] = [];
  // Each network gets its own buyer, so every run orders the same 50 listings from an empty cart.
  for (const network of NETWORKS) rows.push(await measure(browser, server, proxy, network, listings));
  // Printed before the crowd, which takes longest: its figures stand even if the crowd does not finish.
  printTable(rows);
  const crowd = await measureCrowd(browser, server.url, proxy, listings.slice(0, CROWD), log);
  printCrowd(crowd, rows[0]!);
  console.log(`\nMachine: ${describeMachine()}\n`);

  await run.writeResult({ rows, crowd });
});
