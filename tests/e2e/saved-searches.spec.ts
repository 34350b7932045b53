import { expect, test, type Page } from '@playwright/test';
import { signInWithGoogle, skipCongratulations } from './support/app-session';
import { toast } from './support/screen';
import { PHONE, screenshotAtSizes } from './support/screenshot';
import { tokenOf } from './support/seller-side';
import { availableInCategory, demoSellerEmail, listThroughApi } from './support/shop-api';

/* Issue 31: a buyer saves a search for gear nobody sells yet, and hears of it the moment a seller lists it. */

const RUN = Date.now().toString(36);
test.use({ viewport: PHONE });

const header = (page: Page) => page.locator('.site-header').filter({ visible: true });

test('a saved search receives an alert when a seller publishes a matching listing', async ({ page }) => {
  await skipCongratulations(page);
  // A word no listing has yet, so the search finds nothing until the seller lists it.
  const model = `Contaflex${RUN}`;
  await signInWithGoogle(page, `sami.saver.${RUN}@example.com`, 'Sami Saver');

  await page.goto(`/products?q=${model}`);
  await expect(page.getByRole('heading', { name: `Nothing matched “${model}”` })).toBeVisible();
  await page.getByRole('button', { name: 'Save search' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Search saved' })).toHaveText(
    `✓ Search saved: new listings it finds show in your notifications. Saved searches`,
  );
  await screenshotAtSizes(page, 'saved-search-saved');

  // A seller on a phone of their own lists the camera.
  const [camera] = await availableInCategory(page.request, 'film');
  const sellerToken = await tokenOf(page.request, { email: demoSellerEmail(camera!), name: camera!.sellerName });
  const listing = `Zeiss Ikon ${model} with Tessar 50mm`;
  await listThroughApi(page.request, sellerToken, listing);

  // The buyer's bell counts it without a reload, and the notice leads to the listing.
  const bell = header(page).getByRole('link', { name: 'Notifications, 1 unread' });
  await expect(bell).toBeVisible({ timeout: 15_000 });
  await bell.click();
  const notice = page.getByRole('link', {
    name: `New listing for your saved search (Search “${model}”): ${listing}, $290.`,
  });
  await expect(notice).toBeVisible();
  await screenshotAtSizes(page, 'saved-search-notice');
  await notice.click();
  await expect(page.getByRole('heading', { level: 1, name: listing })).toBeVisible();

  // Saved Searches lists it, runs it again (the listing is found now), and deletes it.
  await page.goto('/dashboard/saved-searches');
  const saved = page.getByRole('list', { name: 'Your saved searches' }).getByRole('listitem');
  await expect(saved).toHaveCount(1);
  await screenshotAtSizes(page, 'saved-searches');
  await saved.getByRole('link', { name: `Search “${model}”` }).click();
  await expect(
    page.getByRole('list', { name: 'Search results' }).getByRole('heading', { name: listing }),
  ).toBeVisible();
  await page.goBack();
  await page.getByRole('button', { name: `Delete the saved search Search “${model}”` }).click();
  await expect(toast(page, `Deleted “Search “${model}””`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No saved searches yet' })).toBeVisible();
});
