import type { Browser, BrowserContext, Page } from '@playwright/test';
import type { Product } from '@contract/catalogue.ts';
import type { Order } from '@contract/orders.ts';
import { TOKEN_RECEIVED_AT_STORAGE_KEY } from '@/lib/session/access-token-store';
import { accessToken, signInWithGoogle, skipCongratulations } from '@tests/e2e/support/app-session.ts';
import type { KillSwitchProxy } from '@tests/e2e/support/kill-switch-proxy.ts';
import { sendOrderForm } from '@tests/e2e/support/order-form.ts';

/*
 * A crowd at the fair: signed-in phones behind one address (the hall's Wi-Fi) each queue an order with no signal,
 * then all get the signal back at the same moment. They were offline longer than an access token lasts, so each
 * renews its own token before sending: the renewals count per identity, not per address, and no 429 storm follows.
 */

/** Longer than the access token's 15 minutes: every phone renews its token when the signal returns. */
const OFFLINE_FOR_MS = 16 * 60_000;
/**
 * Phones signing in at once while the crowd gathers (the machine's two cores set the pace, not the server). Five at
 * once missed the sign-in helpers' 5 s waits (outside the test runner) twice on this machine; the gathering is not
 * measured, only the reconnection.
 */
const SIGNING_IN_AT_ONCE = 2;
const DRAIN_TIMEOUT_MS = 300_000;
/** With the crowd's pages open (load average near 40 on two cores), a sign-in's toast can take longer than 5 s. */
const CROWD_STEP_TIMEOUT_MS = 60_000;
const POLL_MS = 50;
const PHONE = { width: 390, height: 844 };

export interface CrowdFigures {
  devices: number;
  orders: number;
  /** From the signal coming back on every phone until the server has stored every order. */
  onServerMs: number;
  /** Everything the phones asked the server from the reconnection until the last order was stored. */
  requestsReachingServer: number;
  postOrders: number;
  tokenRenewals: number;
  /** Answers 429 (Too Many Requests) among them, by path. */
  tooManyRequests: Record<string, number>;
  /** The requests reaching the server by method and path (ids as `:id`), most first. */
  byPath: Array<[string, number]>;
}

const ID_SEGMENT = /\/(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|\d+)(?=\/|$)/giu;

/** Counts requests by method and path, ids folded, so a route asked about many listings counts as one. */
function countByPath(requests: ReadonlyArray<{ method: string; path: string }>): Array<[string, number]> {
  const counts = new Map<string, number>();
  for (const { method, path } of requests) {
    const key = `${method} ${path.split('?')[0]!.replace(ID_SEGMENT, '/:id')}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].sort(([pathA, countA], [pathB, countB]) => countB - countA || pathA.localeCompare(pathB));
}

interface CrowdPhone {
  context: BrowserContext;
  page: Page;
  token: string;
}

/** A phone of the crowd: signed in with a Google account of its own, its order queued offline in the order form. */
async function phoneWithQueuedOrder(
  browser: Browser,
  proxy: KillSwitchProxy,
  product: Product,
  index: number,
  stamp: string,
): Promise<CrowdPhone> {
  // No service worker: each phone's page sends its own outbox, and fifty workers' precaches would only measure
  // this machine installing them.
  // Reduced motion, as many phones are set: fifty open pages animating their loading states kept two cores at a load
  // of 40, and the gathering's own waits ran out.
  const context = await browser.newContext({
    baseURL: proxy.origin,
    serviceWorkers: 'block',
    viewport: PHONE,
    reducedMotion: 'reduce',
  });
  await skipCongratulations(context);
  const page = await context.newPage();
  await signInWithGoogle(page, `crowd.${index}.${stamp}@example.com`, `Crowd Phone ${index}`, {
    timeout: CROWD_STEP_TIMEOUT_MS,
  });
  const token = await accessToken(page);
  await page.goto(`/orderProduct/${product._id}`);
  // The form's code has arrived before the signal goes (no service worker holds it for this phone).
  await page.getByRole('heading', { name: `Place your order for ${product.name}` }).waitFor();
  await context.setOffline(true);
  await page.waitForFunction(() => !navigator.onLine);
  await sendOrderForm(page, product, { phone: `206555${String(index).padStart(4, '0')}`, meetingPlace: 'Hall C' });
  // Offline since long enough that the token the phone holds has lapsed on its own clock.
  await page.evaluate(({ key, receivedAt }) => localStorage.setItem(key, String(receivedAt)), {
    key: TOKEN_RECEIVED_AT_STORAGE_KEY,
    receivedAt: Date.now() - OFFLINE_FOR_MS,
  });
  return { context, page, token };
}

async function ordersOf(serverUrl: string, token: string): Promise<Order[]> {
  const answer = await fetch(`${serverUrl}/api/my-orders`, { headers: { Authorization: `Bearer ${token}` } });
  if (!answer.ok) throw new Error(`GET /api/my-orders answered ${answer.status}`);
  return (await answer.json()) as Order[];
}

/** `listings.length` phones, one order each, reconnecting at once. */
export async function measureCrowd(
  browser: Browser,
  serverUrl: string,
  proxy: KillSwitchProxy,
  listings: Product[],
  log: (line: string) => void,
): Promise<CrowdFigures> {
  proxy.setMode('pass');
  proxy.setRules([]);
  const stamp = Date.now().toString(36);
  const phones: CrowdPhone[] = [];
  try {
    log(`crowd: ${listings.length} phones sign in and queue an order each with no signal…`);
    for (let first = 0; first < listings.length; first += SIGNING_IN_AT_ONCE) {
      const batch = listings.slice(first, first + SIGNING_IN_AT_ONCE);
      phones.push(
        ...(await Promise.all(
          batch.map((product, offset) => phoneWithQueuedOrder(browser, proxy, product, first + offset, stamp)),
        )),
      );
    }
    for (const phone of phones) {
      const early = (await ordersOf(serverUrl, phone.token)).length;
      if (early !== 0) throw new Error(`crowd: ${early} orders reached the server while offline`);
    }

    proxy.clearLog();
    const started = performance.now();
    await Promise.all(phones.map((phone) => phone.context.setOffline(false)));
    const stored = () =>
      proxy.log.filter((entry) => entry.method === 'POST' && entry.path === '/api/orders' && entry.status === 201)
        .length;
    while (stored() < phones.length) {
      if (performance.now() - started > DRAIN_TIMEOUT_MS) {
        throw new Error(`crowd: ${stored()} of ${phones.length} orders stored after ${DRAIN_TIMEOUT_MS} ms`);
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    const onServerMs = performance.now() - started;
    const requests = [...proxy.log];

    for (const [index, phone] of phones.entries()) {
      const placed = await ordersOf(serverUrl, phone.token);
      if (placed.length !== 1 || placed[0]!.productID !== listings[index]!._id) {
        throw new Error(`crowd: phone ${index} has ${placed.length} orders on the server, not its one`);
      }
    }
    const tooManyRequests: Record<string, number> = {};
    for (const entry of requests.filter((request) => request.status === 429)) {
      tooManyRequests[entry.path] = (tooManyRequests[entry.path] ?? 0) + 1;
    }
    const reached = requests.filter((entry) => entry.mode === 'pass' || entry.mode === 'drop-response');
    log(`crowd: every phone's order on the server once.`);
    return {
      devices: phones.length,
      orders: phones.length,
      onServerMs,
      requestsReachingServer: reached.length,
      postOrders: reached.filter((entry) => entry.method === 'POST' && entry.path === '/api/orders').length,
      tokenRenewals: reached.filter((entry) => entry.method === 'GET' && entry.path === '/api/jwt').length,
      tooManyRequests,
      byPath: countByPath(reached),
    };
  } finally {
    await Promise.all(phones.map((phone) => phone.context.close()));
  }
}
