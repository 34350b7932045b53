import { expect, test, type Page } from '@playwright/test';
import { SHARED_PHOTOS_CACHE } from '@contract/shared-photos';
import { writePhonePhoto } from './fixtures/selling/phone-photos';
import { logInByEmail, skipCongratulations, submitLogIn } from './support/app-session';
import { waitForServiceWorkerControl } from './support/device-storage';
import { PHONE, keepScreenshot } from './support/screenshot';

/*
 * Photos shared from the phone's gallery into the installed app. The OS's share is a multipart POST navigation
 * to the manifest's share_target.action, answered by the service worker; here the page itself submits such a form
 * (as the OS would), so the request goes through the real worker and the real server.
 */

const SELLER = 'seller@shutterswap.test';

/** What the OS does when the seller picks Shutterswap in the share sheet: a multipart POST navigation. */
async function shareFromGallery(page: Page, files: string[]): Promise<void> {
  await page.evaluate(() => {
    const form = document.createElement('form');
    form.id = 'os-share-sheet';
    form.method = 'post';
    form.enctype = 'multipart/form-data';
    form.action = '/share-target';
    form.hidden = true;
    const title = Object.assign(document.createElement('input'), { type: 'hidden', name: 'title', value: 'Gallery' });
    const photos = Object.assign(document.createElement('input'), { type: 'file', name: 'photos', multiple: true });
    form.append(title, photos);
    document.body.append(form);
  });
  await page.locator('#os-share-sheet input[type="file"]').setInputFiles(files);
  await page.evaluate(() => (document.getElementById('os-share-sheet') as HTMLFormElement).submit());
}

async function expectSharedPhotosUploaded(page: Page, names: string[]): Promise<void> {
  const form = page;
  await expect(form.getByRole('heading', { name: 'Add a Product' })).toBeVisible();
  await expect(
    page.locator('[role="status"]', { hasText: `${names.length} photos shared from your gallery` }),
  ).toBeVisible();
  const tiles = form.locator('.photo-tile');
  await expect(tiles).toHaveCount(names.length);
  for (const [index, name] of names.entries()) {
    await expect(
      form.getByRole('img', { name: `Listing photo ${index + 1} of ${names.length}: ${name}` }),
    ).toBeVisible();
    await expect(tiles.nth(index)).toHaveAttribute('data-status', 'uploaded', { timeout: 60_000 });
  }
  // The share was taken once: the flag left the address and the worker's cache is empty.
  await expect(page).toHaveURL(/\/dashboard\/add-product$/);
  expect(await page.evaluate((name) => caches.has(name), SHARED_PHOTOS_CACHE)).toBe(false);
}

test.use({ viewport: PHONE });

test.beforeEach(async ({ page }) => {
  await skipCongratulations(page);
});

test('a signed-in seller shares two photos from the gallery: Add a Product opens and uploads them', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const photos = await Promise.all([
    writePhonePhoto('shared-front.jpg', 20, 'SHARED 1'),
    writePhonePhoto('shared-back.jpg', 260, 'SHARED 2'),
  ]);

  await logInByEmail(page, SELLER);
  await expect(page).toHaveURL(/\/$/);
  await waitForServiceWorkerControl(page);

  // The server has no /share-target page: Add a Product opening proves the worker answered the POST.
  await shareFromGallery(page, photos);
  await expectSharedPhotosUploaded(page, ['shared-front.jpg', 'shared-back.jpg']);
  await keepScreenshot(page, 'share-target-add-product-phone', { animations: 'disabled' });

  // A reload does not add them again: the listing draft brings the two uploaded photos back, once.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Add a Product' })).toBeVisible();
  await expect(page.getByText(/^Draft restored/)).toBeVisible();
  await expect(page.locator('.photo-tile')).toHaveCount(2);
});

test('shared while signed out: the photos wait through signing in, then Add a Product opens with them', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const photos = await Promise.all([
    writePhonePhoto('shared-lens.jpg', 120, 'LENS'),
    writePhonePhoto('shared-box.jpg', 320, 'BOX'),
  ]);

  await page.goto('/');
  await waitForServiceWorkerControl(page);
  await shareFromGallery(page, photos);

  // The seller guard sends the browser to log in, remembering Add a Product with its ?shared=1.
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard%2Fadd-product%3Fshared%3D1$/);
  await submitLogIn(page, SELLER);
  await expectSharedPhotosUploaded(page, ['shared-lens.jpg', 'shared-box.jpg']);
});

test('the manifest registers the app as a share target for images', async ({ request }) => {
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as { share_target?: unknown };
  expect(manifest.share_target).toEqual({
    action: '/share-target',
    method: 'POST',
    enctype: 'multipart/form-data',
    params: { title: 'title', text: 'text', files: [{ name: 'photos', accept: ['image/*'] }] },
  });
});
