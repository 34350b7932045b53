import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Product } from '@contract/catalogue';
import { writePhonePhoto } from './fixtures/selling/phone-photos';
import { accessToken, logInByEmail, skipCongratulations } from './support/app-session';
import { waitForServiceWorkerControl } from './support/device-storage';
import { screenshotContent } from './support/content-screenshot';
import { acceptAsTheSeller } from './support/seller-side';
import { PHONE } from './support/screenshot';
import { availableInCategory, placeOrderThroughApi } from './support/shop-api';

/*
 * Screens that need the network: offline they say at once what they need, and what was typed
 * on Add a Product is kept as a draft on the device.
 */

const BUYER = 'buyer@shutterswap.test';
const SELLER = 'seller@shutterswap.test';
const RUN = Date.now().toString(36);

/** Forgets the worker's copy of an answer, as on a device where it was never cached (or was evicted). */
async function dropFromServiceWorkerCaches(page: Page, path: string): Promise<void> {
  await page.evaluate(async (url) => {
    for (const name of await caches.keys()) await (await caches.open(name)).delete(url, { ignoreSearch: true });
  }, path);
}

/** An order in the buyer's cart for an available listing, placed through the API as the app would. */
/** An order of the buyer signed in on `page`, accepted by the listing's seller: ready to pay. */
async function orderSomething(page: Page): Promise<Product> {
  const product = (await availableInCategory(page.request, 'medium-format')).at(-1);
  if (!product) throw new Error('The demo catalogue has no available Medium Format listing');
  const token = await accessToken(page);
  await placeOrderThroughApi(page.request, token, product._id, {
    buyerPhone: '2065550123',
    meetingPlace: 'Hall C, stand 3',
  });
  await acceptAsTheSeller(page.request, product._id, token);
  return product;
}

function offlineNotice(page: Page): Locator {
  return page.locator('.listing-form__offline');
}

const LISTING = {
  name: `Pentax 67 with 105mm f/2.4 (${RUN})`,
  category: 'Medium Format',
  condition: 'Good',
  originalPrice: '1450',
  resellPrice: '980',
  description: 'Mirror lock-up works, light seals replaced last spring, the 105mm is clean and fungus free.',
  phone: '+1 503 555 0177',
  location: 'Portland, OR',
};

async function typeListing(form: Page, listing: Partial<typeof LISTING>): Promise<void> {
  if (listing.name) await form.getByLabel('Product name').fill(listing.name);
  if (listing.category)
    await form.getByRole('group', { name: 'What is it?' }).getByText('Camera', { exact: true }).click();
  if (listing.category) await form.getByLabel('Category').selectOption(listing.category);
  if (listing.condition) await form.getByText(listing.condition, { exact: true }).click();
  if (listing.originalPrice) await form.getByLabel('Original price').fill(listing.originalPrice);
  if (listing.resellPrice) await form.getByLabel('Asking price').fill(listing.resellPrice);
  if (listing.description) await form.getByLabel('Description').fill(listing.description);
  if (listing.phone) await form.getByLabel('Phone').fill(listing.phone);
  if (listing.location) await form.getByLabel('Location').fill(listing.location);
}

async function expectListing(form: Page, listing: Partial<typeof LISTING>): Promise<void> {
  await expect(form.getByLabel('Product name')).toHaveValue(listing.name ?? '');
  await expect(form.getByLabel('Category')).toHaveValue(listing.category ?? '');
  if (listing.condition) await expect(form.getByLabel(new RegExp(`^${listing.condition}`))).toBeChecked();
  await expect(form.getByLabel('Original price')).toHaveValue(listing.originalPrice ?? '');
  await expect(form.getByLabel('Asking price')).toHaveValue(listing.resellPrice ?? '');
  await expect(form.getByLabel('Description')).toHaveValue(listing.description ?? '');
  await expect(form.getByLabel('Phone')).toHaveValue(listing.phone ?? '');
  await expect(form.getByLabel('Location')).toHaveValue(listing.location ?? '');
}

test.use({ viewport: PHONE });

test.beforeEach(async ({ page }) => {
  test.setTimeout(120_000);
  await skipCongratulations(page);
});

test('offline, Pay says at once that it needs a connection, and offers the card form once back online', async ({
  context,
  page,
}) => {
  await logInByEmail(page, BUYER);
  await waitForServiceWorkerControl(page);
  const product = await orderSomething(page);
  // The listing was seen online; the payment provider's settings never reached this device.
  await page.goto(`/product/${product._id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await dropFromServiceWorkerCaches(page, '/api/client-config');

  // The app is opened with no network, on the payment of the order.
  await context.setOffline(true);
  await page.goto(`/payment/${product._id}`);
  const payment = page;
  const notice = payment.getByRole('status').filter({ hasText: 'Paying needs a connection' });
  await expect(notice).toBeVisible({ timeout: 5_000 });
  await expect(notice).toContainText("Your order is kept in My Orders; pay when you're back online.");
  await expect(payment.getByText('Loading the payment…')).toHaveCount(0);
  await expect(page.getByText('this was never opened before')).toHaveCount(0);
  await expect(payment.getByRole('heading', { name: `Payment for ${product.name}` })).toBeVisible();
  await expect(payment.getByRole('complementary', { name: 'The item you are paying for' })).toContainText(product.name);
  await expect(payment.getByRole('link', { name: 'Back to My Orders' })).toBeVisible();
  await screenshotContent(page, 'offline-pay-needs-connection');

  // The connection returns: the page recovers by itself, nothing tapped.
  await context.setOffline(false);
  await expect(payment.getByRole('form', { name: 'Card payment' })).toBeVisible({ timeout: 20_000 });
  await expect(payment.getByRole('button', { name: /^Pay / })).toBeEnabled();
  await expect(notice).toHaveCount(0);
});

test('a listing being written on Add a Product is kept as a draft across reloads until published or discarded', async ({
  page,
}) => {
  const photo = await writePhonePhoto('pentax-front.jpg', 40, 'P67');
  await logInByEmail(page, SELLER);
  await page.goto('/dashboard/add-product');
  let form = page;
  await expect(form.getByRole('heading', { name: 'Add a Product' })).toBeVisible();
  await expect(form.getByText('Draft restored')).toHaveCount(0);

  await form.getByLabel('Choose photos').setInputFiles(photo);
  await typeListing(form, LISTING);
  await expect(form.locator('.photo-tile')).toHaveAttribute('data-status', 'uploaded', { timeout: 60_000 });

  // A reload (or the app closed and opened again) right after typing: everything is back, the photo too.
  await page.reload();
  form = page;
  await expect(form.getByRole('status').filter({ hasText: 'Draft restored' })).toBeVisible();
  await expectListing(form, LISTING);
  await expect(form.locator('.photo-tile')).toHaveCount(1);
  await expect(form.locator('.photo-tile')).toHaveAttribute('data-status', 'uploaded');
  await screenshotContent(page, 'selling-add-product-draft-restored');

  // Published: the draft is gone.
  await form.getByLabel('Purchase year').fill('2009');
  await form.getByLabel('Years used').fill('12');
  await form.getByRole('button', { name: 'Add Product' }).click();
  await expect(page).toHaveURL(/\/dashboard\/my-products$/);
  await expect(page.getByRole('row').filter({ hasText: LISTING.name })).toBeVisible();
  await page.goto('/dashboard/add-product');
  form = page;
  await expect(form.getByRole('heading', { name: 'Add a Product' })).toBeVisible();
  await expectListing(form, {});
  await expect(form.locator('.photo-tile')).toHaveCount(0);
  await expect(form.getByText('Draft restored')).toHaveCount(0);

  // Discarded: the fields empty, also after a reload.
  const another = { name: 'Mamiya RB67 Pro S', description: 'Body only, with a 120 back.' };
  await typeListing(form, another);
  await page.reload();
  form = page;
  await expectListing(form, another);
  await form.getByRole('button', { name: 'Discard draft' }).click();
  await expectListing(form, {});
  await expect(form.getByText('Draft restored')).toHaveCount(0);
  await page.reload();
  form = page;
  await expect(form.getByRole('heading', { name: 'Add a Product' })).toBeVisible();
  await expectListing(form, {});
});

test('offline, Add a Product says at once that the product can still be added, and keeps what is typed', async ({
  context,
  page,
}) => {
  await logInByEmail(page, SELLER);
  await waitForServiceWorkerControl(page);
  await page.goto('/dashboard/add-product');
  await expect(page.getByRole('heading', { name: 'Add a Product' })).toBeVisible();

  // The app is opened with no network on Add a Product.
  await context.setOffline(true);
  await page.reload();
  let form = page;
  await expect(offlineNotice(page)).toBeVisible({ timeout: 5_000 });
  await expect(offlineNotice(page)).toContainText('You can still add this product');
  await expect(form.getByRole('button', { name: 'Add Product' })).toBeEnabled();

  const offlineListing = { name: 'Hasselblad 500C/M', resellPrice: '1200', location: 'Seattle, WA' };
  await typeListing(form, offlineListing);
  await screenshotContent(page, 'selling-add-product-offline');
  await page.reload();
  form = page;
  await expect(offlineNotice(page)).toBeVisible({ timeout: 5_000 });
  await expectListing(form, offlineListing);
});
