import { expect, test, type Page } from '@playwright/test';
import type { Order } from '@contract/orders';
import type { Product } from '@contract/catalogue';
import { accessToken, signInWithGoogle, skipCongratulations } from './support/app-session';
import { sendOrderForm } from './support/order-form';
import { toast } from './support/screen';
import { PHONE, screenshotAtSizes } from './support/screenshot';
import { tokenOf } from './support/seller-side';
import {
  availableInCategory,
  demoSellerEmail,
  listThroughApi,
  ordersOnServer,
  placeOrderThroughApi,
} from './support/shop-api';

/*
 * Issue 30: one account buys and sells (camera traders trade up), and each side of a deal sees the other's step
 * within seconds, with a bell in the header on every signed-in page.
 */

const RUN = Date.now().toString(36);
test.use({ viewport: PHONE });

const header = (page: Page) => page.locator('.site-header').filter({ visible: true });

async function actionCameras(page: Page): Promise<Product[]> {
  return availableInCategory(page.request, 'action');
}

test('one account that sells a camera and buys another', async ({ page }) => {
  await skipCongratulations(page);
  await signInWithGoogle(page, `tess.trader.${RUN}@example.com`, 'Tess Trader');
  const token = await accessToken(page);

  // A new account buys; selling is one tap away on the dashboard, then waits for an admin's verification.
  await page.goto('/dashboard');
  const startSelling = page.getByRole('region', { name: 'Have gear to sell?' });
  await expect(startSelling).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: /Add Product/ })).toHaveCount(0);
  await screenshotAtSizes(page, 'start-selling');
  await startSelling.getByRole('button', { name: 'Start selling' }).click();
  await expect(toast(page, 'Selling is on: add your first listing')).toBeVisible();
  await expect(page.getByText('Awaiting admin verification')).toBeVisible();
  await expect(page.getByText('Signed in as')).toContainText('Buyer and seller');
  await expect(startSelling).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Add Product/ }).first()).toBeVisible();
  await screenshotAtSizes(page, 'start-selling-done');

  // Tess sells a camera, and another buyer orders it.
  const listing = `Olympus OM-1n of ${RUN}`;
  await listThroughApi(page.request, token, listing);
  const mine = (await (
    await page.request.get('/api/my-products', { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as Product[];
  const sold = mine.find((product) => product.name === listing)!;
  const otherBuyer = await tokenOf(page.request, { email: `otto.other.${RUN}@example.com`, name: 'Otto Other' });
  await placeOrderThroughApi(page.request, otherBuyer, sold._id, {
    buyerPhone: '+1 206-555-0161',
    meetingPlace: 'Westlake Park',
  });

  // Tess buys another camera from another seller, from its page, as any buyer does.
  const [wanted] = await actionCameras(page);
  await page.goto(`/product/${wanted!._id}`);
  await page.getByRole('link', { name: 'Order Now' }).click();
  await sendOrderForm(page, wanted!, { phone: '+1 206-555-0177', meetingPlace: 'Pike Place Market' });
  await expect(toast(page, 'Order Placed Successfully!')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: wanted!.name })).toContainText('Waiting for the seller');

  // And finds the order on her own camera under Orders Received.
  await page.goto('/dashboard/orders-received');
  const received = page.getByRole('list', { name: 'Orders received' });
  await expect(received.getByRole('listitem').filter({ hasText: listing })).toContainText('New order');
  await expect(received.getByRole('listitem').filter({ hasText: listing })).toContainText('Otto Other');
  // As its seller, she accepts it: Otto may pay now.
  await received.getByRole('listitem').filter({ hasText: listing }).getByRole('link').click();
  await page.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(toast(page, 'Order accepted')).toBeVisible();
  const [ottosOrder] = (await ordersOnServer(page.request, otherBuyer)) as [Order];
  expect(ottosOrder).toMatchObject({ productName: listing, status: 'accepted' });
});

test("the buyer's My Orders changes to accepted within 5 s of the seller's tap with no reload", async ({
  page,
  browser,
}) => {
  await skipCongratulations(page);
  const product = (await actionCameras(page)).at(-1)!;
  await signInWithGoogle(page, `lena.live.${RUN}@example.com`, 'Lena Live');
  const buyerToken = await accessToken(page);
  await placeOrderThroughApi(page.request, buyerToken, product._id, {
    buyerPhone: '+1 206-555-0190',
    meetingPlace: 'Westlake Park',
  });
  const [order] = (await ordersOnServer(page.request, buyerToken)) as [Order];

  await page.goto('/dashboard/my-orders');
  const row = page.getByRole('row').filter({ hasText: product.name });
  await expect(row).toContainText('Waiting for the seller');
  await expect(header(page).getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();
  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

  // The seller, on a phone of their own, taps Accept.
  const sellerContext = await browser.newContext({ viewport: PHONE });
  const seller = await sellerContext.newPage();
  await skipCongratulations(seller);
  await signInWithGoogle(seller, demoSellerEmail(product), product.sellerName);
  await seller.goto(`/dashboard/orders/${order._id}`);
  await seller.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(toast(seller, 'Order accepted')).toBeVisible();
  await sellerContext.close();

  // Within 5 s the buyer's list says so, on the same page, and the bell counts the news.
  await expect(row).toContainText('Accepted: pay to reserve', { timeout: 5_000 });
  await expect(row.getByRole('link', { name: `Pay Now for ${product.name}` })).toBeVisible();
  expect(await page.evaluate(() => (window as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
  const bell = header(page).getByRole('link', { name: 'Notifications, 1 unread' });
  await expect(bell).toBeVisible({ timeout: 15_000 });
  await expect(bell).toContainText('1');
  await screenshotAtSizes(page, 'bell-my-orders');

  // The bell leads to the notice, which leads to the order.
  await bell.click();
  await expect(page).toHaveURL(/\/dashboard\/notifications$/);
  await expect(
    page
      .getByText(/accepted/i)
      .filter({ visible: true })
      .first(),
  ).toBeVisible();
});
