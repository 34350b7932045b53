import { expect, test, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';
import type { Product } from '@contract/catalogue';
import { accessToken, logInByEmail, skipCongratulations } from './support/app-session';
import { waitForPersistedQueries, waitForServiceWorkerControl } from './support/device-storage';
import { startKillSwitchProxy } from './support/kill-switch-proxy';
import { phoneLab } from './support/phone-lab';
import { buyAsAnotherBuyer } from './support/rival-purchase';
import { sendOrderForm } from './support/order-form';
import { escapeRegExp, orderRow, toast } from './support/screen';
import { DESKTOP, PHONE, screenshotAtSizes, keepScreenshot } from './support/screenshot';
import { availableInCategory, ordersOnServer } from './support/shop-api';

/*
 * The flea-market journey: what was seen online opens offline after the app was closed, orders placed
 * offline wait in the outbox and reach the server exactly once, and the app installs and updates.
 */

const BUYER = 'buyer@shutterswap.test';
const CATEGORY = { slug: 'medium-format', heading: 'Available products in the Medium Format category' };
const RUN = Date.now().toString(36);
/** Within the ports this suite may use (8360-8369). */
const UPDATE_PROXY_PORT = Number(process.env.E2E_UPDATE_PROXY_PORT ?? 8369);
// Beside this worker's server, clear of the outbox's (+1), the fair's (+2) and the update proxy (+3).
const LAB_PROXY_PORT = Number(process.env.E2E_PORT ?? 8390) + 4;
const lab = phoneLab({ proxyPort: LAB_PROXY_PORT, profilePrefix: 'offline' });

/** The banner, not the order's toast, which now starts with the same words. */
/**
 * The banner on the page in view: Ionic keeps the page navigated from (the order form) in the DOM, hidden, until its
 * transition ends, and that page has its own banner.
 */
function offlineBanner(page: Page): Locator {
  return page
    .locator('.offline-banner')
    .and(page.getByRole('status'))
    .filter({ hasText: "You're offline.", visible: true });
}

/** Available listings of the category this buyer has not ordered yet (another run may have ordered some). */
async function listingsToOrder(request: APIRequestContext, token: string): Promise<Product[]> {
  const ordered = new Set((await ordersOnServer(request, token)).map((order) => order.productID));
  return (await availableInCategory(request, CATEGORY.slug)).filter((product) => !ordered.has(product._id));
}

async function expectProductPage(page: Page, product: Product): Promise<void> {
  await page.goto(`/product/${product._id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
}

async function expectCategoryPage(page: Page, products: Product[]): Promise<void> {
  await page.goto(`/category/${CATEGORY.slug}`);
  const category = page;
  await expect(category.getByRole('heading', { name: CATEGORY.heading })).toBeVisible();
  for (const product of products) {
    await expect(category.getByRole('link', { name: new RegExp(escapeRegExp(product.name)) }).first()).toBeVisible();
  }
}

async function expectHomePage(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.getByRole('link', { name: /Browse|Shop|Products/i }).first()).toBeVisible();
  await expect(page.locator('.product-card').first()).toBeVisible();
}

async function placeOrderFromForm(page: Page, product: Product, phone: string): Promise<void> {
  await page.goto(`/orderProduct/${product._id}`);
  await sendOrderForm(page, product, { phone, meetingPlace: 'Hall B, stand 14' });
}

/** Opens a fresh page in the same browser profile, as when the app is opened again from the home screen. */
async function reopenApp(context: BrowserContext, page: Page): Promise<Page> {
  await page.close();
  return context.newPage();
}

test.use({ viewport: PHONE });

test.beforeEach(async ({ context }) => {
  await skipCongratulations(context);
});

test('at the fair with no signal: saved pages open after a restart, offline orders wait and go out once', async ({
  request,
}) => {
  test.setTimeout(180_000);
  // A phone of its own behind the kill switch: cutting the context's network alone left the service worker online,
  // and it sent the orders this journey expects to wait.
  const context = await lab.openProfile(await lab.newProfileDir());
  let page = await lab.firstTab(context);
  // Online: sign in, then browse the home page, a category, two products and the blog.
  // Each visit is a full page load here, so the test waits until what a page showed is stored before leaving.
  await logInByEmail(page, BUYER);
  const [first, second] = await listingsToOrder(request, await accessToken(page));
  if (!first || !second) throw new Error('The demo catalogue has too few Medium Format listings');
  await waitForServiceWorkerControl(page);
  await expectHomePage(page);
  await waitForPersistedQueries(page, [['products', 'advertised']]);
  await expectCategoryPage(page, [first, second]);
  await waitForPersistedQueries(page, [['products', 'category', CATEGORY.slug]]);
  await expectProductPage(page, first);
  await waitForPersistedQueries(page, [['products', 'detail', first._id]]);
  await expectProductPage(page, second);
  await waitForPersistedQueries(page, [['products', 'detail', second._id]]);
  await page.goto('/blog');
  await expect(page.getByRole('article').first()).toBeVisible();
  await waitForPersistedQueries(page, [
    ['products', 'advertised'],
    ['products', 'category', CATEGORY.slug],
    ['products', 'detail', first._id],
    ['products', 'detail', second._id],
  ]);

  // No signal. The app is closed and opened again: everything seen renders from the device.
  await lab.loseSignal(context);
  page = await reopenApp(context, page);
  await expectHomePage(page);
  await expect(offlineBanner(page)).toBeVisible();
  await screenshotAtSizes(page, 'offline-banner-home');
  await expectCategoryPage(page, [first, second]);
  await expectProductPage(page, first);
  await expectProductPage(page, second);
  await page.goto('/blog');
  await expect(page.getByRole('article').first()).toBeVisible();

  // Two orders placed offline wait in My Orders, also after a reload.
  await placeOrderFromForm(page, first, '2065550101');
  await expect(
    toast(page, "You're offline. Your order is saved and will be sent when you're back online."),
  ).toBeVisible();
  await placeOrderFromForm(page, second, '2065550102');
  // Opening the second form cut the first order's try short: the next page takes it over at once rather than
  // showing "Sending…" until that try's lease ran out (15 s, offline).
  for (const product of [first, second]) {
    await expect(orderRow(page, product).getByText('Waiting for connection')).toBeVisible();
  }
  await expect(offlineBanner(page)).toContainText('2 orders wait to be sent when you reconnect.');
  await screenshotAtSizes(page, 'offline-orders-waiting');
  await page.reload();
  for (const product of [first, second]) {
    await expect(orderRow(page, product).getByText('Waiting for connection')).toBeVisible();
  }
  const token = await accessToken(page);
  const before = await ordersOnServer(request, token);
  expect(before.filter((order) => [first._id, second._id].includes(order.productID))).toEqual([]);

  // Signal again: both leave, the user sees them go, and each reaches the server exactly once.
  await lab.regainSignal(context);
  await expect(toast(page, '2 Orders Placed Successfully!')).toBeVisible({ timeout: 20_000 });
  await expect(offlineBanner(page)).toBeHidden();
  for (const product of [first, second]) {
    await expect(orderRow(page, product).getByRole('link', { name: `Messages: ${product.name}` })).toBeVisible();
  }
  await page.reload();
  await expect(orderRow(page, first).getByRole('link', { name: `Messages: ${first.name}` })).toBeVisible();
  const after = await ordersOnServer(request, await accessToken(page));
  for (const product of [first, second]) {
    const placed = after.filter((order) => order.productID === product._id);
    expect(placed, `orders for ${product.name}`).toHaveLength(1);
    expect(placed[0]?.meetingPlace).toBe('Hall B, stand 14');
  }
});

test('an order refused after waiting (sold meanwhile) says why and can be dismissed', async ({
  context,
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await logInByEmail(page, BUYER);
  // The last one, so the journey above (which takes the first two) keeps its listings.
  const product = (await listingsToOrder(request, await accessToken(page))).at(-1);
  if (!product) throw new Error('The demo catalogue has too few Medium Format listings');
  await waitForServiceWorkerControl(page);
  await expectProductPage(page, product);
  await waitForPersistedQueries(page, [['products', 'detail', product._id]]);

  await context.setOffline(true);
  await placeOrderFromForm(page, product, '2065550103');
  await expect(orderRow(page, product).getByText('Waiting for connection')).toBeVisible();

  // Meanwhile someone else buys and pays for it (through the API, as their app would).
  await buyAsAnotherBuyer(request, product._id, {
    email: `rita.rival.${RUN}@example.com`,
    name: 'Rita Rival',
  });

  // Back online: the server refuses the waiting order; the buyer sees why, in a toast and in My Orders.
  await context.setOffline(false);
  await expect(toast(page, '1 order could not be sent: Sorry, this item has already been sold')).toBeVisible({
    timeout: 20_000,
  });
  const refused = orderRow(page, product);
  await expect(refused.getByText('Not placed: Sorry, this item has already been sold')).toBeVisible();
  // Nothing is lost silently: the refusal is still there after a reload, until dismissed.
  await page.reload();
  await expect(refused.getByText('Not placed: Sorry, this item has already been sold')).toBeVisible();
  await screenshotAtSizes(page, 'offline-order-refused');
  await refused.getByRole('button', { name: `Dismiss ${product.name}` }).click();
  await expect(refused).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'My orders' })).toBeVisible();
  await expect(refused).toHaveCount(0);
  const onServer = await ordersOnServer(request, await accessToken(page));
  expect(onServer.filter((order) => order.productID === product._id)).toEqual([]);
});

test('installable: a complete manifest whose icons and screenshots load, and a worker controlling the page', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const response = await request.get(href!);
  expect(response.ok()).toBe(true);
  expect(response.headers()['content-type']).toMatch(/application\/manifest\+json/);
  const manifest = (await response.json()) as Record<string, unknown> & {
    icons: { src: string; sizes: string; purpose?: string }[];
    screenshots: { src: string; sizes: string; form_factor?: string }[];
    shortcuts: { name: string; url: string; icons: { src: string }[] }[];
  };
  expect(manifest).toMatchObject({
    name: expect.stringContaining('Shutterswap'),
    short_name: 'Shutterswap',
    description: expect.stringContaining('offline'),
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#0f5f5c',
    background_color: '#f7f4ef',
  });
  const iconKinds = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
  expect(iconKinds).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  expect(manifest.screenshots.map((shot) => shot.form_factor)).toEqual(expect.arrayContaining(['narrow', 'wide']));
  expect(manifest.shortcuts.map(({ name, url }) => ({ name, url }))).toEqual([
    { name: 'Products', url: '/products' },
    { name: 'My Orders', url: '/dashboard/my-orders' },
  ]);

  // Every image the manifest names loads, as a PNG of the size it claims.
  const images = [
    ...manifest.icons,
    ...manifest.screenshots,
    ...manifest.shortcuts.flatMap((shortcut) => shortcut.icons.map((icon) => ({ ...icon, sizes: '96x96' }))),
  ];
  for (const image of images) {
    const size = await page.evaluate(async (src) => {
      const img = new Image();
      img.src = src;
      await img.decode();
      return `${img.naturalWidth}x${img.naturalHeight}`;
    }, image.src);
    expect(size, image.src).toBe(image.sizes);
  }

  await waitForServiceWorkerControl(page);
  const worker = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return { scope: registration?.scope, script: navigator.serviceWorker.controller?.scriptURL };
  });
  expect(worker.scope).toMatch(/\/$/);
  expect(worker.script).toMatch(/\/sw\.js$/);
});

test('the "Install app" action appears when the browser offers installation and opens its dialog', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  await expect(page.locator('.product-card').first()).toBeVisible();
  const headerInstall = page.getByRole('button', { name: 'Install app' });
  await expect(headerInstall).toHaveCount(0);

  // Chromium's offer, as the browser fires it once the app is installable.
  await page.evaluate(() => {
    const offer = new Event('beforeinstallprompt', { cancelable: true }) as Event & Record<string, unknown>;
    offer.prompt = () => {
      (window as unknown as Record<string, unknown>).installPrompted = true;
      return Promise.resolve();
    };
    offer.userChoice = Promise.resolve({ outcome: 'accepted' });
    window.dispatchEvent(offer);
  });
  await expect(headerInstall).toBeVisible();
  await keepScreenshot(page, 'offline-install-action-desktop');

  // A phone's header has no room: the action is in the side menu.
  await page.setViewportSize(PHONE);
  await expect(headerInstall).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menuInstall = page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Install app' });
  await expect(menuInstall).toBeVisible();
  await keepScreenshot(page, 'offline-install-action-phone');
  await menuInstall.click();
  expect(await page.evaluate(() => (window as unknown as Record<string, unknown>).installPrompted)).toBe(true);
  await expect(menuInstall).toHaveCount(0);
});

test('when a new version waits, "Update available" reloads into it', async ({ page, baseURL }) => {
  const proxy = await startKillSwitchProxy({ upstream: baseURL!, port: UPDATE_PROXY_PORT });
  try {
    await page.goto(`${proxy.origin}/`);
    // The visitor starts using the app (a key): the prompt is the app's.
    await page.keyboard.press('Tab');
    await waitForServiceWorkerControl(page);
    await expect(page.locator('.product-card').first()).toBeVisible();
    const prompt = page.getByRole('complementary', { name: 'Update available' });
    await expect(prompt).toHaveCount(0);

    // A release: the app checks for updates periodically and when it returns to the foreground; here, now.
    proxy.releaseNewVersion();
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await expect(prompt).toBeVisible({ timeout: 20_000 });
    await screenshotAtSizes(page, 'offline-update-prompt');
    expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(
      true,
    );

    await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Reload' }).click()]);
    await expect(page.locator('.product-card').first()).toBeVisible();
    await expect(prompt).toHaveCount(0);
    const afterReload = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return { waiting: Boolean(registration?.waiting), controller: navigator.serviceWorker.controller?.state };
    });
    expect(afterReload).toEqual({ waiting: false, controller: 'activated' });
  } finally {
    await proxy.close();
  }
});

test.describe('at desktop size', () => {
  test.use({ viewport: DESKTOP });

  test('the offline banner sits under the header, and a never-opened page says so', async ({ context, page }) => {
    await page.goto('/');
    await waitForServiceWorkerControl(page);
    await expect(page.locator('.product-card').first()).toBeVisible();
    await context.setOffline(true);
    await page.goto('/about');
    await expect(offlineBanner(page)).toBeVisible();
    await page.goto('/category/action');
    await expect(offlineBanner(page)).toContainText('You are offline and this was never opened before', {
      timeout: 15_000,
    });
  });
});
