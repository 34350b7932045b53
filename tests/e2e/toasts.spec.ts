import { expect, test, type Page } from '@playwright/test';
import { skipCongratulations, submitLogIn } from './support/app-session';
import { animationsSettled, toast } from './support/screen';
import { DESKTOP, PHONE, keepScreenshot } from './support/screenshot';

const LOGIN_REQUIRED = 'You need to login to perform this action';

async function advertisedProduct(page: Page): Promise<{ _id: string; name: string }> {
  const [product] = (await (await page.request.get('/api/advertised-products')).json()) as Array<{
    _id: string;
    name: string;
  }>;
  if (!product) throw new Error('No advertised product');
  return product;
}

test.beforeEach(async ({ page }) => {
  await skipCongratulations(page);
});

test('the signed-out Wishlist toast stays clear of the header and offers a Login that comes back', async ({ page }) => {
  const product = await advertisedProduct(page);
  for (const [label, size] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await page.goto(`/product/${product._id}`);
    const details = page;
    await expect(details.getByRole('heading', { name: product.name, level: 1 })).toBeVisible();
    await details.getByRole('button', { name: 'More actions' }).click();
    await details.getByRole('button', { name: 'Wishlist', exact: true }).click();

    const message = toast(page, LOGIN_REQUIRED);
    await expect(message).toBeVisible();
    // Where it comes to rest, not a frame of its sliding in.
    await animationsSettled(page);
    const bar = message.locator('..');
    const header = await details.locator('.site-header').boundingBox();
    const toastBox = await bar.boundingBox();
    expect(toastBox!.y, `the toast's top on a ${label}`).toBeGreaterThanOrEqual(header!.y + header!.height);
    await expect(details.locator('.site-header').getByRole('link', { name: 'Login' })).toBeVisible();
    await keepScreenshot(page, `login-required-toast-${label}`);

    await bar.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(new RegExp(`/login\\?next=%2Fproduct%2F${product._id}$`));
    await expect(message).toBeHidden();
  }

  // After logging in, the buyer is back on the product.
  await submitLogIn(page, 'buyer@shutterswap.test');
  await expect(page).toHaveURL(new RegExp(`/product/${product._id}$`));
  await expect(page.getByRole('heading', { name: product.name, level: 1 })).toBeVisible();
});
