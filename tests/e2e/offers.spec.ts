import { expect, test, type Browser, type Page } from '@playwright/test';
import type { Product } from '@contract/catalogue';
import { expectAccessible } from './support/accessibility';
import { signInWithGoogle, skipCongratulations } from './support/app-session';
import { PHONE, screenshotAtSizes } from './support/screenshot';
import { toast } from './support/screen';
import { availableInCategory, demoSellerEmail } from './support/shop-api';

/*
 * Offers: the buyer offers less than the asking price, the seller counters, the buyer accepts the counter, and the
 * deal is an accepted order at the agreed price in My Orders. Two phones, one each.
 */

const RUN = Date.now().toString(36);
const LISTING = 'Pentax 645N'; // asking $450 in the demo catalogue

async function phoneOf(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE });
  await skipCongratulations(context);
  return context.newPage();
}

/** The offer's card on the offers page open in `page`. */
const offerCard = (page: Page) => page.locator('li.offer-card', { hasText: LISTING });

test('the buyer offers, the seller counters, the buyer accepts: an order at the agreed price', async ({ browser }) => {
  test.setTimeout(120_000);
  const buyer = await phoneOf(browser);
  const seller = await phoneOf(browser);
  const listing = (await availableInCategory(buyer.request, 'medium-format')).find(
    (product: Product) => product.name === LISTING,
  )!;

  // The buyer offers $380 from the product page.
  await signInWithGoogle(buyer, `olive.offers.${RUN}@example.com`, 'Olive Offers');
  await buyer.goto(`/product/${listing._id}`);
  await buyer.getByRole('link', { name: 'Make an offer' }).click();
  await expect(buyer.getByRole('heading', { name: `Make an offer for ${LISTING}` })).toBeVisible();
  await screenshotAtSizes(buyer, 'offers-make-offer');
  await buyer.getByLabel('Your offer in dollars').fill('380');
  await buyer.getByLabel('Your Contact Number').fill('+1 206-555-0177');
  await buyer.getByLabel('Your Preferred Meeting Place').fill('Pike Place Market');
  await buyer.getByRole('button', { name: 'Send offer' }).click();
  await expect(toast(buyer, 'Offer sent to the seller')).toBeVisible();
  await expect(buyer.getByRole('heading', { name: 'My offers' })).toBeVisible();
  await expect(offerCard(buyer).getByText('Waiting for the seller')).toBeVisible();
  await expect(offerCard(buyer)).toContainText('Offered $380 · asking $450');

  // The seller counters with $420 on Offers Received.
  await signInWithGoogle(seller, demoSellerEmail(listing), listing.sellerName);
  await seller.goto('/dashboard/offers-received');
  const received = offerCard(seller);
  await expect(received.getByText('New offer')).toBeVisible();
  await expect(received).toContainText('from Olive Offers');
  await screenshotAtSizes(seller, 'offers-received');
  await expectAccessible(seller, 'Offers Received');
  await received.getByRole('button', { name: 'Counter' }).click();
  await received.getByLabel('Your counter-offer in dollars').fill('420');
  await received.getByRole('button', { name: 'Send counter' }).click();
  await expect(toast(seller, 'Counter-offer sent')).toBeVisible();
  await expect(received.getByText('Countered: waiting for the buyer')).toBeVisible();

  // The buyer accepts the counter: it is an accepted order at $420.
  await buyer.reload();
  const mine = offerCard(buyer);
  await expect(mine.getByText('Countered: your answer')).toBeVisible();
  await expect(mine).toContainText("Seller's counter: $420");
  await screenshotAtSizes(buyer, 'offers-mine-countered');
  await expectAccessible(buyer, 'My Offers');
  await mine.getByRole('button', { name: 'Accept $420' }).click();
  await expect(mine.getByText('Accepted: pay to reserve')).toBeVisible();
  await expect(mine.getByRole('link', { name: 'Open the order to pay' })).toBeVisible();

  await buyer.goto('/dashboard/my-orders');
  const row = buyer.getByRole('table', { name: 'Your orders' }).getByRole('row').filter({ hasText: LISTING });
  await expect(row).toContainText('$420');
  await expect(row.getByText('Accepted: pay to reserve')).toBeVisible();
  await expect(row.getByRole('link', { name: /Pay/ })).toBeVisible();
});
