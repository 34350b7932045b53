import { expect, test, type Page } from '@playwright/test';
import type { Product } from '@contract/catalogue';
import { CACHE_NAMES } from '@sw/cache-names';
import { logInByEmail, skipCongratulations } from './support/app-session';
import { waitForPersistedQueries, waitForServiceWorkerControl } from './support/device-storage';
import { startKillSwitchProxy } from './support/kill-switch-proxy';
import { buyAsAnotherBuyer } from './support/rival-purchase';
import { PHONE } from './support/screenshot';
import { availableInCategory } from './support/shop-api';

/*
 * Online, a screen shows what the server says now, not what the device kept. The device's
 * copies (the service worker's cache, React Query's persisted cache) are for when the network is gone or hangs.
 */

const BUYER = 'buyer@shutterswap.test';
const RUN = Date.now().toString(36);
const PROXY_PORT = Number(process.env.E2E_UPDATE_PROXY_PORT ?? 8369);
/** This file takes listings from a category the other journeys leave alone. */
const CATEGORY_SLUG = 'action';

/** What the service worker's catalogue cache holds for this path: the listing's availability, or null. */
function cachedAvailability(page: Page, path: string): Promise<string | null> {
  return page.evaluate(
    async ({ cacheName, path }) => {
      const answer = await (await caches.open(cacheName)).match(path, { ignoreVary: true });
      return answer ? ((await answer.json()) as { availability: string }).availability : null;
    },
    { cacheName: CACHE_NAMES.api, path },
  );
}

/** Opens the listing online and waits until both device copies (worker cache and persisted query) hold it. */
async function openAndKeepListing(page: Page, product: Product): Promise<void> {
  await page.goto(`/product/${product._id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect.poll(() => cachedAvailability(page, `/api/products/${product._id}`)).toBe('available');
  await waitForPersistedQueries(page, [['products', 'detail', product._id]]);
}

test.use({ viewport: PHONE });

test('a listing sold meanwhile shows as sold after an online reload, never with "Order Now"', async ({
  context,
  page,
}) => {
  test.setTimeout(240_000);
  await skipCongratulations(page);
  await logInByEmail(page, BUYER);
  const [product] = await availableInCategory(page.request, CATEGORY_SLUG);
  if (!product) throw new Error('The demo catalogue has no available Action listing');
  await waitForServiceWorkerControl(page);
  await openAndKeepListing(page, product);
  const listing = page;
  await expect(listing.getByRole('link', { name: 'Order Now' })).toBeVisible();

  await buyAsAnotherBuyer(page.request, product._id, {
    email: `sol.sooner.${RUN}@example.com`,
    name: 'Sol Sooner',
  });

  // Online reload: the device's copy may paint first, the server's answer replaces it within seconds.
  const reloadedAt = Date.now();
  await page.reload();
  await expect(listing.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  const paintedAt = Date.now();
  await expect(listing.getByText('This item has been sold.')).toBeVisible({ timeout: 5_000 });
  console.log(
    `Sold state shown ${Date.now() - reloadedAt} ms after the online reload, ${Date.now() - paintedAt} ms after the listing painted`,
  );
  await expect(listing.getByRole('link', { name: 'Order Now' })).toHaveCount(0);
  // The worker's copy follows the server, so the next offline visit shows the sold state too.
  await expect.poll(() => cachedAvailability(page, `/api/products/${product._id}`)).toBe('sold');

  // Offline: the last known state, from the device, with the offline banner.
  await context.setOffline(true);
  await page.reload();
  await expect(listing.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(listing.getByText('This item has been sold.')).toBeVisible();
  await expect(listing.getByRole('status').filter({ hasText: "You're offline." })).toBeVisible();
  await expect(listing.getByRole('link', { name: 'Order Now' })).toHaveCount(0);
  await context.setOffline(false);
});

test('on a weak signal a catalogue answer comes from the cache after a short wait, not never', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const proxy = await startKillSwitchProxy({ upstream: baseURL!, port: PROXY_PORT });
  try {
    await page.goto(`${proxy.origin}/`);
    await waitForServiceWorkerControl(page);
    const [product] = await availableInCategory(page.request, CATEGORY_SLUG);
    if (!product) throw new Error('The demo catalogue has no available Action listing');
    await page.goto(`${proxy.origin}/product/${product._id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect.poll(() => cachedAvailability(page, `/api/products/${product._id}`)).not.toBeNull();

    // Lie-fi: the phone says online, every API request hangs.
    proxy.setRules([{ path: /^\/api\//, mode: 'hang' }]);
    const answer = await page.evaluate(async (path) => {
      const started = performance.now();
      const response = await fetch(path);
      const body = (await response.json()) as { name: string };
      return { status: response.status, name: body.name, ms: Math.round(performance.now() - started) };
    }, `/api/products/${product._id}`);
    console.log(`Catalogue answer on a hanging network: ${answer.ms} ms`);
    expect({ status: answer.status, name: answer.name }).toEqual({ status: 200, name: product.name });
    expect(answer.ms).toBeLessThan(5_000);

    // A reload on the same weak signal still opens the listing.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  } finally {
    await proxy.close();
  }
});
