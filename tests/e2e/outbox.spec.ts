import { expect, test, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';
import type { Product } from '@contract/catalogue';
import { ACCESS_TOKEN_STORAGE_KEY } from '@/lib/session/access-token-store';
import { accessToken, signInWithGoogle, storedAccessToken } from './support/app-session';
import { QUERY_CACHE_KEY, waitForServiceWorkerControl, writeKeyval } from './support/device-storage';
import { fillOrderForm, sendOrderForm } from './support/order-form';
import { orderRow, toast } from './support/screen';
import { phoneLab } from './support/phone-lab';
import { screenshotAtSizes } from './support/screenshot';
import { availableInCategory, ordersOnServer } from './support/shop-api';

/*
 * An order placed with no signal reaches the seller, once, whatever the network, the tabs, the token, the
 * logout or the age of the outbox. Each journey has a browser profile of its own (closed and relaunched as a phone
 * closes the app) and a buyer of its own, and reaches the server through a kill-switch proxy: `setOffline` does not
 * cut a service worker's network in a persistent profile, nor can it fake a weak signal.
 */

const CATEGORY = 'point-and-shoot';
const MEETING_PLACE = 'Camera fair, hall C';
const RUN = Date.now().toString(36);
const DAY_MS = 24 * 60 * 60 * 1000;
/** The proxy's port: one of this suite's own, next to the server's. */
const PROXY_PORT = Number(process.env.E2E_OUTBOX_PROXY_PORT ?? Number(process.env.E2E_PORT ?? 8390) + 1);

const OFFLINE_TOAST = "You're offline. Your order is saved and will be sent when you're back online.";
const NO_CONNECTION_TOAST = 'No connection right now. Your order is saved and will be sent automatically.';
/** An order not yet on the server: waiting, or an attempt under way. */
const PENDING_STATUS = /^(Waiting for connection|Sending…)$/;
/** An order leaves the outbox within the backoff's longest wait (30 s) plus one attempt's timeout (10 s). */
const LANDS_WITHIN_MS = 45_000;

// The journeys launch their own browsers; failures save a screenshot of every tab instead (see afterEach).
test.use({ trace: 'off' });

// The heaviest files of the suite: their journeys are independent, so both workers share them and neither waits at the end.
test.describe.configure({ mode: 'parallel' });

const lab = phoneLab({ proxyPort: PROXY_PORT, profilePrefix: 'outbox' });
const { newProfileDir, openProfile, firstTab, loseSignal, regainSignal } = lab;

function pendingStatus(page: Page, product: Product): Locator {
  return orderRow(page, product).getByText(PENDING_STATUS);
}

function refusal(page: Page): Locator {
  return page.getByText(/^Not placed/);
}

/** For `ms`, the order is neither refused nor gone: it shows as waiting (or being sent) at every look. */
async function expectStaysPending(page: Page, product: Product, ms: number): Promise<void> {
  const until = Date.now() + ms;
  do {
    expect(await refusal(page).count(), 'orders shown as refused').toBe(0);
    expect(await pendingStatus(page, product).count(), `${product.name} shown as waiting`).toBe(1);
    await page.waitForTimeout(500);
  } while (Date.now() < until);
}

/** The link a placed order's row offers once the server has it (its messages: the seller accepts first). */
function placedOrderLink(page: Page, product: Product): Locator {
  return orderRow(page, product).getByRole('link', { name: `Messages: ${product.name}` });
}

/** Available listings of a category no other journey file orders from; every journey has its own buyer. */
async function listingsToOrder<N extends 1 | 2>(
  request: APIRequestContext,
  count: N,
): Promise<N extends 1 ? [Product] : [Product, Product]> {
  const available = await availableInCategory(request, CATEGORY);
  if (available.length < count) throw new Error(`The demo catalogue has too few ${CATEGORY} listings`);
  return available.slice(0, count) as N extends 1 ? [Product] : [Product, Product];
}

async function productIdsOnServer(request: APIRequestContext, token: string): Promise<string[]> {
  return (await ordersOnServer(request, token)).map((order) => order.productID).sort();
}

/** The buyer's orders on the server are exactly these products, each once (asked directly, not through the proxy). */
async function expectOrdersOnServer(request: APIRequestContext, token: string, products: Product[]): Promise<void> {
  await expect
    .poll(() => productIdsOnServer(request, token), { message: 'orders on the server', timeout: LANDS_WITHIN_MS })
    .toEqual(products.map((product) => product._id).sort());
}

/** Opens a product page online, so it (and its order form) can open later without a network. */
async function seeProduct(page: Page, product: Product): Promise<void> {
  await page.goto(`/product/${product._id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
}

async function openMyOrders(page: Page): Promise<void> {
  await page.goto('/dashboard/my-orders');
  await expect(page.getByRole('heading', { name: 'My orders' })).toBeVisible();
}

/**
 * A new buyer of this journey signs in (Google sign-up), online, in the profile's first tab, opens My Orders and
 * then the products (last one left open), as someone who has used the app before the signal goes.
 */
async function buyerWhoHasSeen(
  context: BrowserContext,
  journey: string,
  products: Product[],
): Promise<{ page: Page; token: string; buyer: { email: string; name: string } }> {
  const page = await firstTab(context);
  const buyer = { email: `outbox.${journey}.${RUN}@example.com`, name: 'Olga Outbox' };
  await signInWithGoogle(page, buyer.email, buyer.name);
  await waitForServiceWorkerControl(page).catch((error: unknown) => {
    console.log('proxy log', JSON.stringify(lab.proxy.log.slice(-40)));
    throw error;
  });
  await openMyOrders(page);
  for (const product of products) await seeProduct(page, product);
  return { page, token: await accessToken(page), buyer };
}

async function openOrderForm(page: Page, product: Product): Promise<void> {
  await page.goto(`/orderProduct/${product._id}`);
  await expect(page.getByRole('heading', { name: `Place your order for ${product.name}` })).toBeVisible();
}

/** Orders from the form reached by its address (the app opens from the device when there is no network). */
async function orderFromForm(page: Page, product: Product, phone: string): Promise<void> {
  await openOrderForm(page, product);
  await sendOrderForm(page, product, { phone, meetingPlace: MEETING_PLACE });
}

/** From the product page already open: "Order Now", the form, "Request to buy"; returns the form's submit button. */
async function orderFromProductPage(page: Page, product: Product, phone: string): Promise<Locator> {
  await page.getByRole('link', { name: 'Order Now' }).click();
  const form = await fillOrderForm(page, product, { phone, meetingPlace: MEETING_PLACE });
  const submit = form.locator('form.order-form button[type="submit"]');
  await submit.click();
  return submit;
}

async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Open menu' }).last().click(); // the newest page of the Ionic frame's stack
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Logout' }).click();
}

function logoutQuestion(page: Page, title: string): Locator {
  return page.getByRole('dialog').or(page.getByRole('alertdialog')).filter({ hasText: title });
}

/** An access token past its expiry, as after a night with the app closed (the server refuses it: 401). */
async function expireAccessToken(page: Page): Promise<void> {
  await page.evaluate(async (key) => {
    const token = localStorage.getItem(key);
    const [header, payload, signature] = token?.split('.') ?? [];
    if (!header || !payload || !signature) throw new Error('No access token to expire');
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp: number };
    claims.exp = Math.floor(Date.now() / 1000) - 60;
    const expired = `${header}.${btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.${signature}`;
    localStorage.setItem(key, expired);
    // The service worker's copy too (outbox-core/worker-session.ts), or it sends with the token still good.
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const opening = indexedDB.open('shutterswap-outbox-session');
      opening.onsuccess = () => resolve(opening.result);
      opening.onerror = () => reject(opening.error);
    });
    await new Promise<void>((resolve, reject) => {
      const store = db.transaction('session', 'readwrite').objectStore('session');
      const reading = store.get('current');
      reading.onsuccess = () => {
        const session = reading.result as { accessToken: string; expiresAt: number | null } | undefined;
        if (!session) return resolve();
        const writing = store.put({ ...session, accessToken: expired, expiresAt: Date.now() - 60_000 }, 'current');
        writing.onsuccess = () => resolve();
        writing.onerror = () => reject(writing.error);
      };
      reading.onerror = () => reject(reading.error);
    });
    db.close();
  }, ACCESS_TOKEN_STORAGE_KEY);
}

/** Writes a value that is no saved query cache where React Query keeps it (idb-keyval's default store). */
async function corruptQueryCache(page: Page): Promise<void> {
  // Shaped enough to be read, wrong inside: restoring it throws.
  const clientState = { queries: 'garbage', mutations: 'garbage' };
  const garbage = { ownerId: 'someone-else', client: { timestamp: Date.now(), buster: '', clientState } };
  await writeKeyval(page, QUERY_CACHE_KEY, garbage);
}

test('two tabs queue orders with no signal; after a browser restart both land exactly once', async ({ request }) => {
  test.setTimeout(300_000);
  const profile = await newProfileDir();
  let context = await openProfile(profile);
  const [first, second] = await listingsToOrder(request, 2);
  const { page: tabA, token } = await buyerWhoHasSeen(context, 'two-tabs', []);
  await openOrderForm(tabA, first);
  const tabB = await context.newPage();
  await openOrderForm(tabB, second);

  // Both forms open when the signal goes; each tab places its order.
  await loseSignal(context);
  await sendOrderForm(tabA, first, { phone: '2065550111', meetingPlace: MEETING_PLACE });
  await expect(toast(tabA, OFFLINE_TOAST)).toBeVisible();
  await sendOrderForm(tabB, second, { phone: '2065550112', meetingPlace: MEETING_PLACE });
  // Each tab shows both orders waiting (soft, so a lost order below is reported too).
  for (const tab of [tabA, tabB]) {
    for (const product of [first, second]) {
      await expect.soft(orderRow(tab, product).getByText('Waiting for connection'), `${product.name}`).toBeVisible();
    }
  }
  await screenshotAtSizes(tabB, 'outbox-two-tabs-waiting');
  expect(await productIdsOnServer(request, token)).toEqual([]);

  // The browser closes with no signal, and opens again with one.
  await context.close();
  lab.proxy.setMode('pass');
  context = await openProfile(profile);
  const reopened = await firstTab(context);
  await reopened.goto('/dashboard/my-orders');
  await expectOrdersOnServer(request, token, [first, second]);
  for (const product of [first, second]) await expect(placedOrderLink(reopened, product)).toBeVisible();
  await expect(orderRow(reopened, first)).toHaveCount(1);
  await expect(orderRow(reopened, second)).toHaveCount(1);
});

test('lie-fi: the order waits visibly while requests hang, then lands once with nothing tapped', async ({
  request,
}) => {
  test.setTimeout(240_000);
  const context = await openProfile(await newProfileDir());
  const [product] = await listingsToOrder(request, 1);
  const { page, token } = await buyerWhoHasSeen(context, 'lie-fi', [product]);

  // The phone says online, but nothing comes back.
  lab.proxy.setMode('hang');
  const submit = await orderFromProductPage(page, product, '2065550121');
  await expect(submit).toHaveText('Sending…');
  await expect(submit).toBeDisabled();
  await expect(toast(page, NO_CONNECTION_TOAST)).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/dashboard\/my-orders$/);
  await expect(pendingStatus(page, product)).toBeVisible();

  // Longer than one attempt's timeout: it keeps waiting, and nothing has reached the server.
  await expectStaysPending(page, product, 15_000);
  expect(await productIdsOnServer(request, token)).toEqual([]);

  // The signal comes back; nobody touches the app.
  lab.proxy.setMode('pass');
  await expect(placedOrderLink(page, product)).toBeVisible({ timeout: LANDS_WITHIN_MS });
  await expect(orderRow(page, product)).toHaveCount(1);
  await expectOrdersOnServer(request, token, [product]);
});

test('token renewal failing at reconnection keeps the order waiting; it lands once renewal works', async ({
  request,
}) => {
  test.setTimeout(240_000);
  const context = await openProfile(await newProfileDir());
  const [product] = await listingsToOrder(request, 1);
  const { page, token } = await buyerWhoHasSeen(context, 'renewal', [product]);

  await loseSignal(context);
  await orderFromForm(page, product, '2065550131');
  await expect(orderRow(page, product).getByText('Waiting for connection')).toBeVisible();

  // Back online with an expired access token, and the token endpoint unreachable.
  await expireAccessToken(page);
  lab.proxy.setRules([{ path: '/api/jwt', mode: 'refuse' }]);
  await regainSignal(context);
  await expect
    .poll(() => lab.proxy.log.some((entry) => entry.path === '/api/jwt' && entry.mode === 'refuse'), {
      message: 'a failed token renewal',
      timeout: 30_000,
    })
    .toBe(true);
  // Several tries while the token endpoint stays down: never "session expired", still signed in.
  await expectStaysPending(page, product, 10_000);
  await expect(page).toHaveURL(/\/dashboard\/my-orders$/);
  expect(await productIdsOnServer(request, token)).toEqual([]);

  lab.proxy.setRules([]);
  await expect(placedOrderLink(page, product)).toBeVisible({ timeout: LANDS_WITHIN_MS });
  await expectOrdersOnServer(request, token, [product]);
});

test('logout with waiting orders asks first; "Keep and send later" sends them after signing in again', async ({
  request,
}) => {
  test.setTimeout(240_000);
  const context = await openProfile(await newProfileDir());
  const [first, second] = await listingsToOrder(request, 2);
  const { page, token, buyer } = await buyerWhoHasSeen(context, 'keep', [first, second]);

  await loseSignal(context);
  await orderFromForm(page, first, '2065550141');
  await orderFromForm(page, second, '2065550142');
  await logOut(page);
  const question = logoutQuestion(page, '2 orders are waiting to be sent');
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Keep and send later' }).click();
  await expect(question).toBeHidden();
  await expect(toast(page, 'You Have Logged Out')).toBeVisible();
  expect(await storedAccessToken(page)).toBeNull();

  await regainSignal(context);
  await signInWithGoogle(page, buyer.email, buyer.name);
  await expectOrdersOnServer(request, token, [first, second]);
});

test('logout with a waiting order asks first; "Discard" removes it and it never reaches the server', async ({
  request,
}) => {
  test.setTimeout(240_000);
  const context = await openProfile(await newProfileDir());
  const [product] = await listingsToOrder(request, 1);
  const { page, token, buyer } = await buyerWhoHasSeen(context, 'discard', [product]);

  await loseSignal(context);
  await orderFromForm(page, product, '2065550151');
  await logOut(page);
  const question = logoutQuestion(page, '1 order is waiting to be sent');
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Discard' }).click();
  await expect(question).toBeHidden();

  await regainSignal(context);
  await signInWithGoogle(page, buyer.email, buyer.name);
  await openMyOrders(page);
  // Signed in and online for a while: an outbox still holding it would have sent it by now.
  await page.waitForTimeout(5_000);
  await expect(orderRow(page, product)).toHaveCount(0);
  expect(lab.proxy.reachedServer('POST', '/api/orders')).toBe(0);
  expect(await productIdsOnServer(request, token)).toEqual([]);
});

test('an order that waited 8 days (the app closed all along) still lands', async ({ request }) => {
  test.setTimeout(240_000);
  const profile = await newProfileDir();
  // The order is placed 8 days before "now": the profile's pages run on a clock started 8 days back.
  let context = await openProfile(profile, { clockTime: Date.now() - 8 * DAY_MS });
  const [product] = await listingsToOrder(request, 1);
  const { page, token } = await buyerWhoHasSeen(context, 'eight-days', [product]);
  await loseSignal(context);
  await orderFromForm(page, product, '2065550161');
  await expect(orderRow(page, product).getByText('Waiting for connection')).toBeVisible();
  await context.close();

  lab.proxy.setMode('pass');
  context = await openProfile(profile);
  const reopened = await firstTab(context);
  await reopened.goto('/dashboard/my-orders');
  await expectOrdersOnServer(request, token, [product]);
  await expect(placedOrderLink(reopened, product)).toBeVisible();
});

test('a corrupted saved read cache loses no waiting order', async ({ request }) => {
  test.setTimeout(240_000);
  const profile = await newProfileDir();
  let context = await openProfile(profile);
  const [product] = await listingsToOrder(request, 1);
  const { page, token } = await buyerWhoHasSeen(context, 'corrupt-cache', [product]);
  await loseSignal(context);
  await orderFromForm(page, product, '2065550171');
  await expect(orderRow(page, product).getByText('Waiting for connection')).toBeVisible();
  await context.close();

  // Before the app runs again, its saved React Query cache becomes garbage (a half-written or foreign value).
  lab.proxy.setMode('pass');
  context = await openProfile(profile);
  const reopened = await firstTab(context);
  await reopened.goto('/api/health');
  await corruptQueryCache(reopened);
  await reopened.goto('/dashboard/my-orders');
  await expectOrdersOnServer(request, token, [product]);
  await expect(placedOrderLink(reopened, product)).toBeVisible();
});

test('in-flight loss: the server stores the order but the answer is lost; it shows and lands once', async ({
  request,
}) => {
  test.setTimeout(240_000);
  const context = await openProfile(await newProfileDir());
  const [product] = await listingsToOrder(request, 1);
  const { page, token } = await buyerWhoHasSeen(context, 'in-flight', [product]);

  // Each order request reaches the server, whose answer is lost two seconds later (the connection drops).
  lab.proxy.setRules([{ path: '/api/orders', method: 'POST', mode: 'drop-response', delayMs: 2_000 }]);
  const submit = await orderFromProductPage(page, product, '2065550181');
  await expect(submit).toHaveText('Sending…');
  await expect(submit).toBeDisabled();
  await expect(toast(page, NO_CONNECTION_TOAST)).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/dashboard\/my-orders$/);
  await expect(orderRow(page, product)).toHaveCount(1);
  expect(lab.proxy.reachedServer('POST', '/api/orders')).toBeGreaterThanOrEqual(1);
  expect(await productIdsOnServer(request, token)).toEqual([product._id]);

  lab.proxy.setRules([]);
  await expect(placedOrderLink(page, product)).toBeVisible({ timeout: LANDS_WITHIN_MS });
  await expect(orderRow(page, product)).toHaveCount(1);
  await expectOrdersOnServer(request, token, [product]);
});
