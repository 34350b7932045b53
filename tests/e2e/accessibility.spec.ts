import { expect, test, type Page } from '@playwright/test';
import type { Product } from '@contract/catalogue';
import { expectAccessible } from './support/accessibility';
import { logInByEmail, skipCongratulations } from './support/app-session';
import { DESKTOP, PHONE } from './support/screenshot';
import { RETIRED } from '@tests/shared/retired-words';

/*
 * axe on every screen, as each kind of user sees it, with its dialogs closed and open. A screen only a journey
 * reaches (the payment page of a fresh order) is checked in that journey. Each screen's words are read too: none
 * shows a retired misspelling, a cart, or a promise Shutterswap does not keep.
 */

/** Opens `path`, waits until the screen's main heading is shown, and checks what it says. */
async function openScreen(page: Page, path: string, heading: string | RegExp): Promise<Page> {
  await page.goto(path);
  const screen = page;
  await expect(screen.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle').catch(() => undefined);
  const words = await page.locator('body').innerText();
  expect(
    RETIRED.filter(({ pattern }) => pattern.test(words)).map(({ text }) => text),
    `retired words on ${path}`,
  ).toEqual([]);
  return screen;
}

async function aListing(page: Page): Promise<Product> {
  const response = await page.request.get('/api/advertised-products');
  const [product] = (await response.json()) as Product[];
  if (!product) throw new Error('The demo catalogue has advertised listings');
  return product;
}

// The heaviest files of the suite: their journeys are independent, so both workers share them and neither waits at the end.
test.describe.configure({ mode: 'parallel' });

/** The public screens beside the shop's (which the first test walks with their dialogs): reading and the account's. */
const READING_AND_ACCOUNT_SCREENS: Array<[path: string, heading: string | RegExp]> = [
  ['/blog', /./],
  ['/blog/1', 'How to Buy a Used Film Camera Without Getting Burned'],
  ['/blog/no-such-post', 'Post not found'],
  ['/about', 'Cameras deserve a second roll'],
  ['/terms', 'Terms of use'],
  ['/privacy', 'Privacy policy'],
  ['/cookies', 'Cookie policy'],
  ['/saved-for-offline', 'Saved for offline'],
  ['/login', /./],
  ['/register', /./],
  ['/forgot-password', 'Reset your password'],
  ['/reset-password?mode=resetPassword&oobCode=not-a-code', 'Choose a new password'],
  ['/no-such-page', /./],
];

test.beforeEach(async ({ page }) => {
  await skipCongratulations(page);
});

for (const [label, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test.describe(`at ${label} size`, () => {
    test.use({ viewport });

    test('public screens of the shop, with their dialogs', async ({ page }) => {
      test.setTimeout(120_000);
      for (const [path, heading] of [
        ['/', /./],
        ['/products', 'Check out our inventory'],
        ['/category/film', /./],
      ] as const) {
        await openScreen(page, path, heading);
        await expectAccessible(page, path);
      }

      const product = await aListing(page);
      const details = await openScreen(page, `/product/${product._id}`, product.name);
      await expectAccessible(page, 'a product page');
      await details.getByRole('button', { name: 'More actions' }).click();
      await expectAccessible(page, "a product page's action menu");
      await page.keyboard.press('Escape');
      await details.getByRole('button', { name: 'What do grades mean?' }).click();
      await expect(page.getByRole('dialog', { name: 'What do grades mean?' })).toBeVisible();
      await expectAccessible(page, 'the grades explained');
      await page.keyboard.press('Escape');

      await openScreen(page, '/', /./);
      await page.getByRole('button', { name: 'Keep Me Updated' }).click();
      await expect(page.getByRole('dialog', { name: 'Film restock alerts' })).toBeVisible();
      await expectAccessible(page, 'the newsletter dialog');
    });

    test('public screens for reading and for the account', async ({ page }) => {
      test.setTimeout(120_000);
      for (const [path, heading] of READING_AND_ACCOUNT_SCREENS) {
        await openScreen(page, path, heading);
        await expectAccessible(page, path);
      }
    });
  });
}

test.describe('at phone size', () => {
  test.use({ viewport: PHONE });

  test('phone-only dialogs: the search over the header and the filter sheet', async ({ page }) => {
    await openScreen(page, '/products', 'Check out our inventory');
    await page.getByRole('button', { name: 'Search gear' }).click();
    await expectAccessible(page, 'the header search, open');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Close search' })).toBeHidden();
    await page.getByRole('button', { name: 'Filters' }).click();
    await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
    await expectAccessible(page, 'the filter sheet');
  });
});

test.describe('signed in, at desktop size', () => {
  test.use({ viewport: DESKTOP });

  test('buyer screens', async ({ page }) => {
    test.setTimeout(120_000);
    await logInByEmail(page, 'buyer@shutterswap.test');
    const product = await aListing(page);
    for (const path of [
      '/dashboard',
      '/dashboard/my-orders',
      '/dashboard/my-wishlist',
      '/dashboard/saved-searches',
      '/dashboard/notifications',
    ]) {
      await openScreen(page, path, /./);
      await expectAccessible(page, path);
    }
    await openScreen(page, `/orderProduct/${product._id}`, /./);
    await expectAccessible(page, 'the order form');

    const details = await openScreen(page, `/product/${product._id}`, product.name);
    await details.getByRole('button', { name: 'More actions' }).click();
    await details.getByRole('button', { name: 'Report', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Report this listing' })).toBeVisible();
    await expectAccessible(page, 'the report dialog');
  });

  test('seller screens', async ({ page }) => {
    test.setTimeout(120_000);
    await logInByEmail(page, 'seller@shutterswap.test');
    await openScreen(page, '/dashboard/add-product', 'Add a Product');
    await expectAccessible(page, 'Add a Product');
    await openScreen(page, '/dashboard/orders-received', /./);
    await expectAccessible(page, 'Orders Received');
    const products = await openScreen(page, '/dashboard/my-products', /./);
    await expectAccessible(page, 'My Products');
    await products
      .getByRole('button', { name: /^Update /, disabled: false })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: /^Update / })).toBeVisible();
    await expectAccessible(page, 'the update dialog');
    await page.keyboard.press('Escape');
    await products
      .getByRole('button', { name: /^Delete /, disabled: false })
      .first()
      .click();
    await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toBeVisible();
    await expectAccessible(page, 'the delete confirmation');
  });

  test('admin screens', async ({ page }) => {
    test.setTimeout(120_000);
    await logInByEmail(page, 'admin@shutterswap.test');
    for (const path of ['/dashboard', '/dashboard/all-buyers', '/dashboard/all-sellers', '/dashboard/reported-items']) {
      await openScreen(page, path, /./);
      await expectAccessible(page, path);
    }
    const sellers = await openScreen(page, '/dashboard/all-sellers', /./);
    await sellers
      .getByRole('button', { name: /^Remove / })
      .first()
      .click();
    await expect(page.getByRole('alertdialog', { name: 'Want to delete this seller?' })).toBeVisible();
    await expectAccessible(page, 'the delete-seller confirmation');
  });
});
