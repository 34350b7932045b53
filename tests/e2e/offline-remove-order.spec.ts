import { expect, test, type Page } from '@playwright/test';
import type { Product } from '../../contract/catalogue';
import type { Order } from '../../contract/orders';
import { signInWithGoogle, skipCongratulations, visiblePage } from './support/app-session';

/*
 * Issue 12, case 9: Remove on My Orders with no connection used to hang on "Removing…". The removal now waits in
 * the outbox ("Waiting to remove") and goes out by itself when the connection returns.
 */

const ACCESS_TOKEN_KEY = 'jwt-token';

async function accessToken(page: Page): Promise<string> {
  const token = await page.evaluate((key) => localStorage.getItem(key), ACCESS_TOKEN_KEY);
  if (!token) throw new Error('Nobody is signed in on this page');
  return token;
}

test('an order removed offline waits, then leaves the cart once the connection is back', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  await skipCongratulations(page);
  await signInWithGoogle(page, `remove.offline.${Date.now().toString(36)}@example.com`, 'Rhea Remover');
  const auth = { Authorization: `Bearer ${await accessToken(page)}` };

  const listings = (await (await request.get('/api/category/film')).json()) as Product[];
  const product = listings.find((listing) => listing.availability === 'available');
  if (!product) throw new Error('The demo catalogue has no Film listing for sale');
  const placed = await request.post('/api/orders', {
    headers: auth,
    data: {
      clientOrderId: crypto.randomUUID(),
      productID: product._id,
      buyerPhone: '2065550142',
      meetingPlace: 'Camera fair, hall A',
    },
  });
  expect(placed.status()).toBe(201);

  await page.goto('/dashboard/my-orders');
  const row = visiblePage(page).getByRole('table', { name: 'Your orders' }).getByRole('row').filter({
    hasText: product.name,
  });
  await expect(row.getByRole('link', { name: `Pay Now for ${product.name}` })).toBeVisible();

  await context.setOffline(true);
  await row.getByRole('button', { name: `Remove ${product.name}` }).click();
  await page
    .getByRole('alertdialog', { name: 'Remove this order from your cart?' })
    .getByRole('button', {
      name: 'Remove',
    })
    .click();
  await expect(row.getByText('Waiting to remove')).toBeVisible();
  await expect(
    page.locator('[role="status"]', {
      hasText: "No connection right now. The order will be removed when you're back online.",
    }),
  ).toBeVisible();

  await context.setOffline(false);
  await expect(page.locator('[role="status"]', { hasText: /^Order removed from your cart$/ })).toBeVisible({
    timeout: 20_000,
  });
  await expect(row).toHaveCount(0);
  const orders = (await (await request.get('/api/my-orders', { headers: auth })).json()) as Order[];
  expect(orders.filter((order) => order.productID === product._id)).toEqual([]);
});
