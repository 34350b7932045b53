import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Product } from '@contract/catalogue';
import { writePhonePhoto } from './fixtures/selling/phone-photos';
import { expectAccessible } from './support/accessibility';
import { accessToken, logInByEmail, signInWithGoogle } from './support/app-session';
import { persistedQueryKeys, waitForServiceWorkerControl } from './support/device-storage';
import { phoneLab } from './support/phone-lab';
import { appStarted, toast } from './support/screen';
import { screenshotAtSizes } from './support/screenshot';
import { acceptAsTheSeller } from './support/seller-side';
import { availableInCategory, demoSellerEmail, payThroughApi, placeOrderThroughApi } from './support/shop-api';

/*
 * At a camera fair with no signal: a shopper saves the catalogue beforehand and uses it offline, after the app was
 * closed; a seller lists gear offline and it is published, once, when the signal returns; a paid deal's meeting
 * works on both phones however much was browsed since. Each phone is a persistent profile of its own behind a
 * kill-switch proxy, closed and relaunched as a phone closes the app.
 */

/** The proxy's port: this suite's own, beside the server's (the outbox suite's is the next one down). */
const PROXY_PORT = Number(process.env.E2E_PORT ?? 8390) + 2;
const SELLER = { email: 'seller@shutterswap.test' };

// The journeys launch their own browsers; failures save a screenshot of every tab instead.
test.use({ trace: 'off' });

// The heaviest files of the suite: their journeys are independent, so both workers share them and neither waits at the end.
test.describe.configure({ mode: 'parallel' });

const lab = phoneLab({ proxyPort: PROXY_PORT, profilePrefix: 'fair' });

/** A listing of a category as the server has it now (asked directly, not through the proxy). */
async function listingNamed(request: APIRequestContext, slug: string, name: string): Promise<Product> {
  const response = await request.get(`/api/category/${slug}`);
  expect(response.ok()).toBe(true);
  const listing = ((await response.json()) as Product[]).find((product) => product.name === name);
  if (!listing) throw new Error(`The demo catalogue lists ${name} under ${slug}`);
  return listing;
}

/** The read cache's limit (src/offline/persistence/persisted-client.ts), which the browsing below goes beyond. */
const READ_CACHE_ANSWERS = 250;
const SEARCHES = 300;

/**
 * Runs `count` searches on the products page as its search box does (the address changes, the app asks the server),
 * each waiting for its answer, so each is one more answer in the read cache. They look for what the fair does not
 * have: an empty answer draws no cards, which keeps 300 of them quick.
 */
async function browseSearches(page: Page, count: number): Promise<void> {
  await page.goto('/products');
  await appStarted(page);
  await page.evaluate(async (count) => {
    for (let index = 0; index < count; index += 1) {
      const query = `qzx${index}`;
      history.pushState(null, '', `/products?q=${encodeURIComponent(query)}`);
      dispatchEvent(new PopStateEvent('popstate'));
      await new Promise<void>((resolve) => {
        const answered = () => document.querySelector('.results-summary')?.textContent === `0 results for “${query}”`;
        if (answered()) return resolve();
        const watch = new MutationObserver(() => {
          if (!answered()) return;
          watch.disconnect();
          resolve();
        });
        watch.observe(document.body, { subtree: true, childList: true, characterData: true });
      });
    }
  }, count);
}

/** The orders this phone's read cache holds, as a reload would restore them. */
async function ordersInReadCache(page: Page): Promise<string[]> {
  return (await persistedQueryKeys(page)).filter((key) => key.startsWith('["personal","orders"'));
}

/** The answer the page gets for a photo: the saved photo itself, not the worker's "not available offline" picture. */
function photoType(page: Page, url: string): Promise<string | null> {
  return page.evaluate((photo) => fetch(photo).then((response) => response.headers.get('Content-Type')), url);
}

test('a category saved online opens offline after a restart, with a listing never opened: name, price and photo', async ({
  request,
}) => {
  test.setTimeout(240_000);
  // The oldest DSLR listing for sale in the demo catalogue (scripts/seed): two photos, asking $330.
  const neverOpened = await listingNamed(request, 'dslr', 'Nikon AF-S 85mm f/1.8G');
  const profile = await lab.newProfileDir();
  let context = await lab.openProfile(profile);
  let page = await lab.firstTab(context);
  await page.goto('/category/dslr');
  await waitForServiceWorkerControl(page);
  const category = page;
  await category.getByRole('button', { name: 'Save for offline' }).click();
  await expect(category.getByRole('progressbar', { name: 'Saving DSLR for offline' })).toBeVisible();
  await expect(toast(page, /^Saved for offline: DSLR \(\d+ listings\)$/)).toBeVisible({ timeout: 60_000 });
  await expect(category.getByText(/Saved for offline · \d+ listings · saved just now/)).toBeVisible();
  await screenshotAtSizes(page, 'offline-fair-category-saved');
  await expectAccessible(page, 'a category saved for offline');

  // The app is closed, and opened again in a hall with no signal.
  await context.close();
  lab.proxy.setMode('refuse');
  context = await lab.openProfile(profile);
  await context.setOffline(true);
  page = await lab.firstTab(context);
  await page.goto('/category/dslr');
  await page.getByRole('link', { name: /Nikon AF-S 85mm f\/1\.8G/ }).click();
  const listing = page;
  await expect(listing.getByRole('heading', { level: 1, name: 'Nikon AF-S 85mm f/1.8G' })).toBeVisible();
  await expect(listing.locator('.product-summary').getByTestId('price').first()).toHaveText('$330');
  const photo = listing.getByRole('img', { name: 'Nikon AF-S 85mm f/1.8G, photo 1 of 2' });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  expect(await photoType(page, neverOpened.img)).toBe('image/webp');
  expect(lab.proxy.reachedServer('GET', `/api/products/${neverOpened._id}`)).toBe(0);
  await screenshotAtSizes(page, 'offline-fair-listing-never-opened');
});

test('offline, "leica" within a price range lists the saved Leica listings in it, from the whole catalogue', async () => {
  test.setTimeout(240_000);
  const context = await lab.openProfile(await lab.newProfileDir());
  const page = await lab.firstTab(context);
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  // The phone's menu leads to the download.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Download the whole catalogue' }).click();
  const saved = page;
  const download = saved.getByRole('button', { name: 'Download the whole catalogue' });
  // The page's main action is a full-size touch target, like every other button.
  expect((await download.boundingBox())!.height).toBe(44);
  await download.click();
  await expect(saved.getByText(/\d+ of \d+ listings · [\d.]+ (KB|MB)/)).toBeVisible();
  await expect(toast(page, /^Saved for offline: The whole catalogue \(\d+ listings\)$/)).toBeVisible({
    timeout: 120_000,
  });
  await expect(saved.getByRole('listitem').filter({ hasText: 'The whole catalogue' })).toContainText('saved just now');
  // Each saved set's name leads to its pages.
  await expect(saved.getByRole('link', { name: 'The whole catalogue', exact: true })).toHaveAttribute(
    'href',
    '/products',
  );
  await screenshotAtSizes(page, 'offline-fair-saved-for-offline');
  await expectAccessible(page, 'Saved for offline, with the whole catalogue');

  await lab.loseSignal(context);
  await page.goto('/products');
  const products = page;
  await products.getByRole('combobox', { name: 'Search the inventory' }).fill('leica');
  await products.getByRole('combobox', { name: 'Search the inventory' }).press('Enter');
  await products.getByRole('button', { name: /^Filters/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await sheet.getByLabel('Min price').fill('1400');
  await sheet.getByLabel('Max price').fill('1800');
  await sheet.getByRole('button', { name: 'Apply price' }).click();
  await sheet.getByRole('button', { name: /^Show \d+\+? results?$/ }).click();
  await expect(page).toHaveURL(/\/products\?q=leica&minPrice=1400&maxPrice=1800$/);
  await expect(products.getByText(/^Searching \d+ listings saved on this phone$/)).toBeVisible();
  // The demo catalogue's Leica listings for sale between $1,400 and $1,800 (scripts/seed), best match first.
  await expect
    .poll(async () =>
      (await products.getByRole('list', { name: 'Search results' }).locator('h3').allTextContents()).sort(),
    )
    .toEqual(['Leica M3 Double Stroke', 'Leica M4-P Black', 'Leica Summicron-M 50mm f/2']);
  await screenshotAtSizes(page, 'offline-fair-search');
  await expectAccessible(page, 'a search answered on the device');
});

test('a product added offline with two photos survives a restart and is published once, with both, on reconnection', async ({
  request,
}) => {
  test.setTimeout(300_000);
  const name = `Sony A7 III body, fair special (${Date.now().toString(36)})`;
  const photos = await Promise.all([
    writePhonePhoto('fair-front.jpg', 210, 'FRONT'),
    writePhonePhoto('fair-back.jpg', 40, 'BACK'),
  ]);
  const profile = await lab.newProfileDir();
  let context = await lab.openProfile(profile);
  let page = await lab.firstTab(context);
  await logInByEmail(page, SELLER.email);
  const token = await accessToken(page);
  await waitForServiceWorkerControl(page);
  await page.goto('/dashboard/add-product');
  const form = page;
  await expect(form.getByRole('heading', { name: 'Add a Product' })).toBeVisible();

  await lab.loseSignal(context);
  await expect(form.getByText(/You can still add this product: it is saved on this phone/)).toBeVisible();
  await form.getByLabel('Choose photos').setInputFiles(photos);
  await expect(form.getByText("On this phone: uploads when you're online")).toHaveCount(2);
  await form.getByLabel('Product name').fill(name);
  await form.getByRole('group', { name: 'What is it?' }).getByText('Camera', { exact: true }).click();
  await form.getByLabel('Category').selectOption('Mirrorless');
  await form.getByText('Excellent', { exact: true }).click();
  await form.getByLabel('Original price').fill('1999');
  await form.getByLabel('Asking price').fill('1150');
  await form.getByLabel('Purchase year').fill('2019');
  await form.getByLabel('Years used').fill('4');
  await form.getByLabel('Description').fill('Full-frame body, 21k shutter actuations, both batteries and the box.');
  await form.getByLabel('Phone').fill('+1 (503) 555-0177');
  await form.getByLabel('Location').fill('Portland, OR');
  await form.getByRole('button', { name: 'Add Product' }).click();
  await expect(
    toast(page, "Saved on this phone as “Waiting to publish”: it is published when you're back online."),
  ).toBeVisible();
  const waiting = page.getByRole('region', { name: 'Waiting to publish' });
  await expect(waiting.getByRole('heading', { name })).toBeVisible();
  await screenshotAtSizes(page, 'offline-fair-waiting-to-publish');
  await expectAccessible(page, 'My Products with a listing waiting to publish');

  // Closed with no signal, opened again with none: the listing still waits.
  await context.close();
  context = await lab.openProfile(profile);
  await context.setOffline(true);
  page = await lab.firstTab(context);
  await page.goto('/dashboard/my-products');
  const myProducts = page;
  await expect(
    myProducts.getByRole('region', { name: 'Waiting to publish' }).getByRole('heading', { name }),
  ).toBeVisible();
  await expect(myProducts.getByText('Photo 2 of 2')).toBeVisible();
  expect(lab.proxy.reachedServer('POST', '/api/addproduct')).toBe(0);

  // The signal returns: photos first, then the listing, once.
  await lab.regainSignal(context);
  await expect(toast(page, 'Product Added Successfully')).toBeVisible({ timeout: 60_000 });
  await expect(myProducts.getByRole('region', { name: 'Waiting to publish' })).toHaveCount(0);
  await expect(myProducts.getByRole('row').filter({ hasText: name })).toBeVisible();
  const mine = (await (
    await request.get('/api/my-products', { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as Product[];
  const published = mine.filter((product) => product.name === name);
  expect(published).toHaveLength(1);
  expect(published[0]!.images).toHaveLength(2);
  expect(lab.proxy.reachedServer('POST', '/api/images')).toBe(2);

  // It is in the catalogue, for everyone.
  await page.goto('/category/mirrorless');
  await expect(page.getByRole('link', { name: new RegExp(name.replace(/[()]/g, '\\$&')) })).toBeVisible();
});

test('after an update and 300 searches, the meeting works offline: the seller shows the code, the buyer checks it', async ({
  request,
}) => {
  // 600 searches in all: about a minute on two idle cores, several on busy ones.
  test.setTimeout(600_000);
  const product = (await availableInCategory(request, 'dslr')).find(
    (listing) => listing.status !== 'Advertised' && listing.name !== 'Nikon AF-S 85mm f/1.8G',
  );
  if (!product) throw new Error('The demo catalogue has a DSLR listing for sale');
  const [sellerPhone, buyerPhone] = await Promise.all([
    lab.newProfileDir().then((dir) => lab.openProfile(dir)),
    lab.newProfileDir().then((dir) => lab.openProfile(dir)),
  ]);
  const seller = await lab.firstTab(sellerPhone);
  const buyer = await lab.firstTab(buyerPhone);
  const order = await test.step('the buyer signs in and orders; the seller accepts and signs in', async () => {
    await signInWithGoogle(buyer, `mia.meeting.${Date.now().toString(36)}@example.com`, 'Mia Meeting');
    const buyerToken = await accessToken(buyer);
    await placeOrderThroughApi(request, buyerToken, product._id, {
      buyerPhone: '+1 206-555-0142',
      meetingPlace: 'Hall B, stand 14',
    });
    const accepted = await acceptAsTheSeller(request, product._id, buyerToken);
    await payThroughApi(request, buyerToken, product._id);
    await signInWithGoogle(seller, demoSellerEmail(product), product.sellerName);
    return accepted.order;
  });

  // Both phones open the paid order once, with a signal.
  const orderPath = `/dashboard/orders/${order._id}`;
  const codeShown = await test.step('both phones open the paid order', async () => {
    await seller.goto(orderPath);
    const code = seller.getByRole('region', { name: 'Hand-over code' }).locator('.handover__code');
    await expect(code).toHaveText(/^\d{3} ?\d{3}$/);
    await buyer.goto(orderPath);
    await expect(buyer.getByRole('heading', { name: 'Confirm the hand-over' })).toBeVisible();
    return (await code.textContent())!;
  });

  // A new version of the app is released: each phone installs it and reloads into it.
  lab.proxy.releaseNewVersion();
  for (const [name, phone] of [
    ['seller', seller],
    ['buyer', buyer],
  ] as const) {
    await test.step(`the ${name}'s phone installs the new version and reloads into it`, async () => {
      await waitForServiceWorkerControl(phone);
      await phone.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
      const prompt = phone.getByRole('complementary', { name: 'Update available' });
      await expect(prompt).toBeVisible({ timeout: 20_000 });
      await Promise.all([phone.waitForEvent('load'), prompt.getByRole('button', { name: 'Reload' }).click()]);
      await expect(prompt).toHaveCount(0);
    });
  }

  // Much browsing since: the read cache keeps the latest 250 answers, and the order is no longer among them.
  await test.step(`${SEARCHES} searches on each phone`, async () => {
    await Promise.all([browseSearches(seller, SEARCHES), browseSearches(buyer, SEARCHES)]);
  });
  for (const phone of [seller, buyer]) {
    await expect.poll(() => persistedQueryKeys(phone).then((keys) => keys.length)).toBe(READ_CACHE_ANSWERS);
    await expect.poll(() => ordersInReadCache(phone)).toEqual([]);
  }

  // The meeting, with no signal on either phone.
  await lab.loseSignal(sellerPhone);
  await lab.loseSignal(buyerPhone);
  await seller.goto(orderPath);
  await expect(seller.getByText('You are offline: this is the order as this phone last saw it.')).toBeVisible();
  await expect(seller.getByRole('region', { name: 'Hand-over code' }).locator('.handover__code')).toHaveText(codeShown);
  await buyer.goto(orderPath);
  const handover = buyer.getByRole('form', { name: 'Confirm the hand-over' });
  const digits = codeShown.replace(/\s/g, '');
  await handover.getByLabel("Code on the seller's phone").fill(digits === '000000' ? '000001' : '000000');
  await handover.getByRole('button', { name: 'I have the item: confirm' }).click();
  await expect(handover.getByText("This is not the code on the seller's phone. Check the 6 digits.")).toBeVisible();
  await handover.getByLabel("Code on the seller's phone").fill(digits);
  await handover.getByRole('button', { name: 'I have the item: confirm' }).click();
  await expect(
    toast(
      buyer,
      'Hand-over confirmed on this phone. It will be sent, and the payment taken, when you are back online.',
    ),
  ).toBeVisible();
  expect(lab.proxy.reachedServer('POST', `/api/orders/${order._id}/handover`)).toBe(0);
});
