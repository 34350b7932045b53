import { expect, test, type Locator, type Page } from '@playwright/test';
import { writePhonePhoto } from './fixtures/selling/phone-photos';
import { skipCongratulations, submitLogIn } from './support/app-session';
import { toast } from './support/screen';
import { DESKTOP, PHONE, screenshotAtSizes, keepScreenshot } from './support/screenshot';

const SELLER = { email: 'seller@shutterswap.test', password: 'shutterswap', name: 'Sam Seller' };
const LISTING_NAME = `Nikon FM2 with 50mm f/1.4 (${Date.now().toString(36)})`;

/** Opens a seller page while signed out: the guard sends the browser to /login, and signing in leads back. */
async function openAsSeller(page: Page, path: string) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/login/);
  await submitLogIn(page, SELLER.email, SELLER.password);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

/** The message shown under a field. */
function fieldMessage(scope: Page | Locator, text: string): Locator {
  return scope.locator('.form-field__message').filter({ hasText: text });
}

/**
 * The whole page at phone and desktop widths. Ionic scrolls inside ion-content, so a full-page screenshot stops at
 * the window; a tall window shows everything (saved beside the window-sized ones, for review).
 */
async function screenshotWholePage(page: Page, name: string) {
  const original = page.viewportSize();
  for (const [label, size] of [
    ['phone', { width: PHONE.width, height: 2600 }],
    ['desktop', { width: DESKTOP.width, height: 2000 }],
  ] as const) {
    await page.setViewportSize(size);
    await page.waitForTimeout(300);
    await keepScreenshot(page, `${name}-whole-${label}`, { animations: 'disabled' });
  }
  if (original) await page.setViewportSize(original);
}

/** Slow uploads down (Chromium's network emulation) so the progress of each photo can be seen. */
async function throttleUploads(page: Page, bytesPerSecond: number | null) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond ?? -1,
  });
}

test.use({ viewport: PHONE });

test.beforeEach(async ({ page }) => {
  await skipCongratulations(page);
});

test('a seller lists gear with two photos, edits, advertises it, and deletes another listing', async ({ page }) => {
  test.setTimeout(180_000);
  const [firstPhoto, secondPhoto] = await Promise.all([
    writePhonePhoto('nikon-front.jpg', 200, 'FRONT'),
    writePhonePhoto('nikon-top.jpg', 30, 'TOP'),
  ]);

  // The seller page is guarded: signing in leads back to it.
  await openAsSeller(page, '/dashboard/add-product');

  const form = page;
  await expect(form.getByRole('heading', { name: 'Add a Product' })).toBeVisible();
  await expect(form.getByLabel('Seller name')).toHaveValue(SELLER.name);
  await expect(form.getByLabel('Seller email')).toHaveValue(SELLER.email);
  await expect(form.getByLabel('Seller email')).toHaveAttribute('readonly', '');
  await screenshotAtSizes(page, 'selling-add-product-empty');

  // An empty submit: a message under every field from the shared contract, the focus on the first (the photos).
  await form.getByRole('button', { name: 'Add Product' }).click();
  for (const message of [
    'Add at least one photo',
    'Enter a name of at least 3 characters',
    'Choose a category',
    'Choose a condition',
    'Enter the original price as a number',
    'Enter the asking price as a number',
    'Describe the item in at least 20 characters',
    'Enter where the item can be seen',
  ]) {
    await expect(fieldMessage(form, message)).toBeVisible();
  }
  await expect(form.getByLabel('Choose photos')).toBeFocused();
  await screenshotAtSizes(page, 'selling-add-product-errors');
  await screenshotWholePage(page, 'selling-add-product-errors');

  // Two photos from disk, uploaded one by one at a slow connection's pace: each shows its progress.
  await throttleUploads(page, 150 * 1024);
  await form.getByLabel('Choose photos').setInputFiles([firstPhoto as string, secondPhoto as string]);
  await expect(form.getByRole('progressbar', { name: 'Uploading nikon-front.jpg' })).toBeVisible();
  const submit = form.getByRole('button', { name: 'Add Product' });
  await expect(submit).toBeDisabled();
  await expect(form.getByText(/Wait for \d photos? to finish uploading\./)).toBeVisible();
  await expect(form.getByText('Cover', { exact: true })).toBeVisible();
  await screenshotAtSizes(page, 'selling-add-product-uploading');
  await screenshotWholePage(page, 'selling-add-product-uploading');

  // Typing goes on while the photos upload; a field is checked when it is left, and nothing typed is lost.
  await form.getByLabel('Product name').fill(LISTING_NAME);
  await form.getByRole('group', { name: 'What is it?' }).getByText('Camera', { exact: true }).click();
  await form.getByLabel('Category').selectOption('Film');
  await form.getByText('Excellent', { exact: true }).click();
  await form.getByLabel('Original price').fill('899');
  await form.getByLabel('Asking price').fill('four hundred');
  await form.getByLabel('Purchase year').focus();
  await expect(fieldMessage(form, 'Enter the asking price as a number')).toBeVisible();
  await expect(form.getByLabel('Asking price')).toHaveValue('four hundred');
  await form.getByLabel('Asking price').fill('420');
  await expect(fieldMessage(form, 'Enter the asking price as a number')).toHaveCount(0);
  await form.getByLabel('Purchase year').fill('2015');
  await form.getByLabel('Years used').fill('7');
  await form
    .getByLabel('Description')
    .fill('All-mechanical FM2 with a clean 50mm f/1.4 AI-S. Shutter accurate at every speed, meter works, no haze.');
  await form.getByLabel('Phone').fill('+1 (503) 555-0199');
  await form.getByLabel('Location').fill('Portland, OR');

  const tiles = form.locator('.photo-tile');
  await expect(tiles).toHaveCount(2);
  await expect(tiles.nth(0)).toHaveAttribute('data-status', 'uploaded', { timeout: 60_000 });
  await expect(tiles.nth(1)).toHaveAttribute('data-status', 'uploaded', { timeout: 60_000 });
  await throttleUploads(page, null);

  // A file that only pretends to be a photo: its tile shows the server's reason, with Retry; it is then removed.
  await form.getByLabel('Choose photos').setInputFiles({
    name: 'scan.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('this is text, not a photo'),
  });
  const refused = form.locator('.photo-tile[data-status="failed"]');
  await expect(refused.getByText(/This file is not a photo we can read/)).toBeVisible();
  await expect(form.getByText('Retry or remove the photo that could not be uploaded.')).toBeVisible();
  await expect(submit).toBeDisabled();
  await refused.getByRole('button', { name: 'Retry uploading photo 3 of 3' }).click();
  await expect(refused.getByText(/This file is not a photo we can read/)).toBeVisible();
  await form.getByRole('button', { name: 'Remove photo 3 of 3' }).click();
  await expect(tiles).toHaveCount(2);

  // Offline, the form says the product can still be added (it waits on the phone), and keeps everything typed.
  await page.context().setOffline(true);
  await expect(form.locator('.listing-form__offline')).toContainText('You can still add this product');
  await expect(submit).toBeEnabled();
  await page.context().setOffline(false);
  await expect(form.getByLabel('Product name')).toHaveValue(LISTING_NAME);

  // The second photo becomes the cover with the accessible arrow buttons.
  await form.getByRole('button', { name: 'Move photo 2 of 2 left' }).click();
  await expect(tiles.nth(0).getByRole('img', { name: /nikon-top\.jpg/ })).toBeVisible();
  await expect(tiles.nth(0).getByText('Cover', { exact: true })).toBeVisible();
  await expect(form.getByRole('button', { name: 'Move photo 1 of 2 right' })).toBeFocused();

  // On a desktop the photos are dragged: the front view goes back to being the cover.
  await tiles.nth(1).dragTo(tiles.nth(0));
  await expect(tiles.nth(0).getByRole('img', { name: /nikon-front\.jpg/ })).toBeVisible();
  await form.getByRole('button', { name: 'Move photo 2 of 2 left' }).click();
  await expect(tiles.nth(0).getByRole('img', { name: /nikon-top\.jpg/ })).toBeVisible();

  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(toast(page, 'Product Added Successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/my-products$/);

  // The listing is in My Products, with the photo order kept (the top view is the cover).
  const myProducts = page;
  const row = myProducts.getByRole('row').filter({ hasText: LISTING_NAME });
  await expect(row).toBeVisible();
  await expect(row.getByText('Available', { exact: true })).toBeVisible();
  await expect(row.getByText('$420', { exact: true })).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('jwt-token'));
  const listed = await page.request.get('/api/my-products', { headers: { Authorization: `Bearer ${token}` } });
  const mine = ((await listed.json()) as { name: string; images: { url: string }[]; img: string }[]).find(
    (product) => product.name === LISTING_NAME,
  );
  expect(mine?.images).toHaveLength(2);
  expect(mine?.img).toBe(mine?.images[0]?.url);

  // A sold listing cannot be changed, and says why.
  const soldRow = myProducts
    .getByRole('row')
    .filter({ has: page.getByText('Sold', { exact: true }) })
    .first();
  await expect(soldRow.getByRole('button', { name: /^Update / })).toBeDisabled();
  await expect(soldRow.getByRole('button', { name: /^Delete / })).toBeDisabled();
  await expect(soldRow.getByText(/can no longer be changed/)).toBeVisible();
  await screenshotAtSizes(page, 'selling-my-products');
  await screenshotWholePage(page, 'selling-my-products');

  // Update: the same form, prefilled, in a dialog; only the price changes.
  await row.getByRole('button', { name: `Update ${LISTING_NAME}` }).click();
  const dialog = page.getByRole('dialog', { name: `Update ${LISTING_NAME}` });
  await expect(dialog.getByLabel('Asking price')).toHaveValue('420');
  await expect(dialog.getByLabel('Product name')).toHaveValue(LISTING_NAME);
  await expect(dialog.locator('.photo-tile')).toHaveCount(2);
  await dialog.getByLabel('Asking price').fill('0');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(fieldMessage(dialog, 'The asking price must be at least $0.01')).toBeVisible();
  await expect(dialog.getByLabel('Asking price')).toBeFocused();
  await dialog.getByLabel('Asking price').fill('385');
  await screenshotAtSizes(page, 'selling-update-dialog');
  await screenshotWholePage(page, 'selling-update-dialog');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Product Updated')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('$385', { exact: true })).toBeVisible();

  // Advertise it: the spec's toast, then a disabled "Already Advertised".
  await row.getByRole('button', { name: 'Click to Advertise' }).click();
  await expect(toast(page, 'Product is live for advertisement!')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Already Advertised' })).toBeDisabled();

  // It is in the storefront now, at its new price.
  // (The service worker may answer the first visit from its cache while it refreshes: a reload shows the news.)
  await expect(async () => {
    await page.goto('/products');
    const card = page.locator('.product-card').filter({ hasText: LISTING_NAME });
    await expect(card).toBeVisible({ timeout: 5_000 });
    await expect(card.getByText('$385', { exact: true })).toBeVisible();
  }).toPass({ timeout: 30_000 });

  // Delete another (unsold) listing: Cancel keeps it, confirming removes it.
  await page.goto('/dashboard/my-products');
  const list = page;
  const other = list
    .getByRole('row')
    .filter({ hasNotText: LISTING_NAME })
    .filter({ has: page.getByText('Available', { exact: true }) })
    .first();
  const otherName = (await other.locator('.my-products__name').textContent()) ?? '';
  expect(otherName).not.toBe('');
  const otherRow = list.getByRole('row').filter({ hasText: otherName });
  await otherRow.getByRole('button', { name: `Delete ${otherName}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this product?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(otherRow).toBeVisible();
  await otherRow.getByRole('button', { name: `Delete ${otherName}` }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Product Deleted!')).toBeVisible();
  await expect(otherRow).toHaveCount(0);
  await expect(list.getByRole('row').filter({ hasText: LISTING_NAME })).toBeVisible();
});

test('a sold listing in My Products shows the status Sold, not an advertise button', async ({ page }) => {
  await openAsSeller(page, '/dashboard/my-products');
  const soldRow = page
    .getByRole('row')
    .filter({ has: page.locator('.my-products__stock').getByText('Sold', { exact: true }) })
    .first();
  await expect(soldRow).toBeVisible();
  const actions = soldRow.locator('.listing-actions');
  await expect(actions.getByRole('button', { name: /Advertise/ })).toHaveCount(0);
  await expect(actions.getByText('Sold', { exact: true })).toBeVisible();
  await expect(actions.getByRole('button', { name: 'Sold' })).toHaveCount(0);
  await soldRow.scrollIntoViewIfNeeded();
  await screenshotAtSizes(page, 'selling-my-products-sold');
});

test('deleting a listing asks in the shared confirmation dialog, in sentence case', async ({ page }) => {
  await openAsSeller(page, '/dashboard/my-products');
  const list = page;
  const row = list
    .getByRole('row')
    .filter({ has: page.getByText('Available', { exact: true }) })
    .first();
  const name = (await row.locator('.my-products__name').textContent()) ?? '';
  expect(name).not.toBe('');
  const sameRow = list.getByRole('row').filter({ hasText: name });

  await sameRow.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this product?' });
  await expect(confirm).toBeVisible();
  await expect(page.locator('ion-alert')).toHaveCount(0);
  await expect(confirm).toContainText(`“${name}” will be removed from Shutterswap. This cannot be undone.`);
  // What the eye reads (innerText follows text-transform): "Cancel" and "Delete", not Ionic's CANCEL / DELETE.
  expect(
    await confirm.getByRole('button').evaluateAll((buttons) => buttons.map((b) => (b as HTMLElement).innerText)),
  ).toEqual(['Cancel', 'Delete']);
  // Opened on the safe choice.
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await screenshotAtSizes(page, 'selling-delete-confirmation');

  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(sameRow).toBeVisible();

  await sameRow.getByRole('button', { name: `Delete ${name}` }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Product Deleted!')).toBeVisible();
  await expect(sameRow).toHaveCount(0);
});

test.describe('My Products states', () => {
  // The service worker fetches /api itself, out of page.route's reach: these answers are faked, so no worker.
  test.use({ serviceWorkers: 'block' });

  test('My Products when the list cannot be loaded, then without listings', async ({ page }) => {
    let answer: 'empty' | 'failure' = 'failure';
    await page.route('**/api/my-products', (route) =>
      answer === 'empty'
        ? route.fulfill({ json: [] })
        : route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'The database is asleep.' } } }),
    );
    await openAsSeller(page, '/dashboard/my-products');
    const list = page;
    // Server errors are retried a few times before the page gives up.
    await expect(list.getByRole('heading', { name: 'Could not load your products' })).toBeVisible({ timeout: 30_000 });
    await expect(list.getByText('The database is asleep.')).toBeVisible();

    answer = 'empty';
    await list.getByRole('button', { name: 'Try again' }).click();
    await expect(list.getByRole('heading', { name: 'You have not listed anything yet' })).toBeVisible();
    await expect(list.locator('.state-message').getByRole('link', { name: 'Add Product' })).toHaveAttribute(
      'href',
      '/dashboard/add-product',
    );
    await screenshotAtSizes(page, 'selling-my-products-empty');
  });
});
