import { expect, test } from '@playwright/test';
import { accessToken, signInWithGoogle, skipCongratulations } from './support/app-session';
import { orderRow, toast } from './support/screen';
import { availableInCategory, ordersOnServer, placeOrderThroughApi } from './support/shop-api';

/*
 * Remove on My Orders with no connection used to hang on "Removing…". The removal now waits in
 * the outbox ("Waiting to remove") and goes out by itself when the connection returns.
 */

test('an order removed offline waits, then is withdrawn once the connection is back', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  await skipCongratulations(page);
  await signInWithGoogle(page, `remove.offline.${Date.now().toString(36)}@example.com`, 'Rhea Remover');
  const token = await accessToken(page);

  const [product] = await availableInCategory(request, 'film');
  if (!product) throw new Error('The demo catalogue has no Film listing for sale');
  await placeOrderThroughApi(request, token, product._id, {
    buyerPhone: '2065550142',
    meetingPlace: 'Camera fair, hall A',
  });

  await page.goto('/dashboard/my-orders');
  const row = orderRow(page, product);
  await expect(row.getByRole('link', { name: `Messages: ${product.name}` })).toBeVisible();

  await context.setOffline(true);
  await row.getByRole('button', { name: `Remove ${product.name}` }).click();
  await page
    .getByRole('alertdialog', { name: 'Remove this order?' })
    .getByRole('button', {
      name: 'Remove',
    })
    .click();
  await expect(row.getByText('Waiting to remove')).toBeVisible();
  await expect(
    toast(page, "No connection right now. The order will be removed when you're back online."),
  ).toBeVisible();

  await context.setOffline(false);
  await expect(toast(page, 'Order removed')).toBeVisible({ timeout: 20_000 });
  await expect(row).toHaveCount(0);
  expect(await ordersOnServer(request, token)).toEqual([]);
});
