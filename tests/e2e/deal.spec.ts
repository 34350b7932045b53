import { expect, test, type Browser, type Page } from '@playwright/test';
import type { Product } from '@contract/catalogue';
import { expectAccessible } from './support/accessibility';
import { accessToken, logInByEmail, skipCongratulations } from './support/app-session';
import { screenshotContent } from './support/content-screenshot';
import { QUERY_CACHE_KEY, readKeyval } from './support/device-storage';
import { goOffline } from './support/network';
import { sendOrderForm } from './support/order-form';
import { orderRow, toast } from './support/screen';
import { PHONE } from './support/screenshot';

/*
 * The in-person deal, with two phones: the buyer orders, the seller accepts, they agree where to meet, the buyer
 * pays (the card is only authorised), and at the meeting, with no signal on either phone, the buyer enters the
 * code the seller's phone shows. Back online the payment is taken, both rate each other, and the seller's rating
 * shows on the product page.
 */

const BUYER = 'buyer@shutterswap.test';
const SELLER = 'seller@shutterswap.test';
// One of the demo seller's listings (scripts/seed: every 13th listing is theirs), not advertised, $990.
const LISTING = 'Panasonic Lumix S5';
const BUYER_PHONE = '+1 206-555-0142';

async function phoneSignedIn(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'allow' });
  await skipCongratulations(context);
  const page = await context.newPage();
  await logInByEmail(page, email);
  return page;
}

/** The seller's own listing, as their app lists it. */
async function sellersListing(seller: Page): Promise<Product> {
  const response = await seller.request.get('/api/my-products', {
    headers: { Authorization: `Bearer ${await accessToken(seller)}` },
  });
  const listing = ((await response.json()) as Product[]).find((product) => product.name === LISTING);
  expect(listing?.availability).toBe('available');
  return listing!;
}

/** Tomorrow at 16:30 on the phone's clock, as a datetime-local field takes it. */
function tomorrowAtHalfPastFour(): string {
  const day = new Date(Date.now() + 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}T16:30`;
}

test('two phones: order, accept, message, pay, hand over offline with the code, complete, rate', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const seller = await phoneSignedIn(browser, SELLER);
  const buyer = await phoneSignedIn(browser, BUYER);
  const product = await sellersListing(seller);
  expect(product.resellPrice).toBe(990);

  // The buyer orders: the spec's form and toast; no Pay Now before the seller accepts.
  await buyer.goto(`/orderProduct/${product._id}`);
  await sendOrderForm(buyer, product, { phone: BUYER_PHONE, meetingPlace: 'Pike Place Market, by the bronze pig' });
  await expect(toast(buyer, 'Order Placed Successfully!')).toBeVisible();
  const row = orderRow(buyer, product);
  await expect(row).toContainText('Waiting for the seller');
  await expect(row).toContainText('Phone shown once the seller accepts');
  await expect(row.getByRole('link', { name: /Pay Now/ })).toHaveCount(0);

  // The seller finds it under Orders Received and accepts; only then is the buyer's phone shown.
  await seller.goto('/dashboard/orders-received');
  const received = seller.getByRole('list', { name: 'Orders received' });
  await expect(received.getByRole('listitem').filter({ hasText: LISTING })).toContainText('New order');
  await screenshotContent(seller, 'deal-orders-received');
  await received.getByRole('link', { name: `Accept or decline: ${LISTING} for Bea Buyer` }).click();
  const sellerOrder = seller;
  await expect(sellerOrder.getByRole('heading', { name: LISTING, level: 1 })).toBeVisible();
  await expect(sellerOrder.getByText('Shown once you accept the order')).toBeVisible();
  await expectAccessible(seller, 'the order page of a new order, for its seller');
  await sellerOrder.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(toast(seller, 'Order accepted')).toBeVisible();
  await expect(sellerOrder.getByRole('link', { name: BUYER_PHONE })).toBeVisible();
  const orderPath = new URL(seller.url()).pathname;

  // The seller proposes where and when to meet, and writes a line.
  await sellerOrder.getByRole('button', { name: 'Propose a meeting' }).click();
  const proposal = sellerOrder.getByRole('form', { name: 'Propose a meeting' });
  await proposal.getByLabel('Where').fill('Blue Bottle Coffee, 1st Ave');
  await proposal.getByLabel('When').fill(tomorrowAtHalfPastFour());
  await proposal.getByRole('button', { name: 'Propose' }).click();
  await expect(toast(seller, 'Message sent')).toBeVisible();
  const writeToBuyer = sellerOrder.getByRole('form', { name: 'Send a message' });
  await writeToBuyer.getByLabel('Your message').fill('The battery is charged and the sensor is clean.');
  await writeToBuyer.getByRole('button', { name: 'Send' }).click();
  await expect(sellerOrder.getByText('The battery is charged and the sensor is clean.')).toBeVisible();

  // The buyer sees the acceptance, the new messages (in the menu too), and agrees to meet.
  await buyer.reload();
  await expect(orderRow(buyer, product).getByRole('link', { name: `Pay Now for ${LISTING}` })).toBeVisible();
  await expect(orderRow(buyer, product)).toContainText('+1 206-555-0148');
  await buyer.getByRole('button', { name: 'Open Dashboard' }).click();
  await expect(
    buyer.getByRole('dialog', { name: 'Dashboard' }).getByRole('link', { name: /^My Orders\W+2 unread messages$/ }),
  ).toBeVisible();
  await buyer.getByRole('dialog', { name: 'Dashboard' }).getByRole('button', { name: 'Close' }).click();
  await orderRow(buyer, product)
    .getByRole('link', { name: `Messages (2 new): ${LISTING}` })
    .click();
  const buyerOrder = buyer;
  await expect(buyerOrder.getByText('Meet at Blue Bottle Coffee, 1st Ave')).toBeVisible();
  await buyerOrder.getByRole('button', { name: 'Accept this meeting' }).click();
  await expect(toast(buyer, 'Meeting agreed')).toBeVisible();
  await expect(buyerOrder.getByText('Agreed', { exact: true })).toBeVisible();
  const reply = buyerOrder.getByRole('form', { name: 'Send a message' });
  await reply.getByLabel('Your message').fill('See you there!');
  await reply.getByRole('button', { name: 'Send' }).click();
  await expect(toast(buyer, 'Message sent')).toBeVisible();
  await screenshotContent(buyer, 'deal-buyer-messages');

  // The buyer pays: the spec's page and message; the card is authorised, not charged.
  await buyerOrder.getByRole('link', { name: `Pay Now for ${LISTING}` }).click();
  const payment = buyer;
  await expect(
    payment.getByText('Hold $990 on your card: you are charged only when the item is handed over to you.'),
  ).toBeVisible();
  const card = payment.getByRole('form', { name: 'Card payment' });
  await card.getByLabel('Card number', { exact: true }).fill('4242424242424242');
  await card.getByLabel('Expiry (MM/YY)', { exact: true }).fill('12/34');
  await card.getByLabel('CVC', { exact: true }).fill('123');
  await payment.getByRole('button', { name: /^Pay / }).click();
  await expect(payment.getByRole('heading', { name: 'Congratulations, Payment successful!' })).toBeVisible();
  await expect(payment.getByText(/Your card is authorised, not charged/)).toBeVisible();

  // Both phones open the order while they have a signal: it stays on them.
  await buyer.goto(orderPath);
  await expect(buyer.getByRole('heading', { name: 'Confirm the hand-over' })).toBeVisible();
  await seller.reload();
  const codeText = await seller.locator('.handover__code').textContent();
  const code = codeText!.replace(/\s/g, '');
  expect(code).toMatch(/^\d{6}$/);
  await expect(seller.getByRole('img', { name: /QR code of the hand-over code/ })).toBeVisible();
  // The phone keeps what it showed within half a second (the read cache's write is throttled); a reload sooner
  // would bring back the order as it was before the payment.
  await expect
    .poll(async () => JSON.stringify((await readKeyval(seller, QUERY_CACHE_KEY)) ?? null), {
      message: 'the paid order kept on the seller’s phone',
    })
    .toContain(code);

  // The meeting: no signal on either phone. The seller's phone still shows the code after a restart of the page.
  await goOffline(seller);
  await goOffline(buyer);
  await seller.reload();
  await expect(seller.locator('.handover__code')).toHaveText(codeText!);
  await screenshotContent(seller, 'deal-seller-handover-code-offline');

  // The buyer's phone checks the code itself: a typo is caught with no signal, the right code is kept to send.
  await buyer.reload();
  const handover = buyer.getByRole('form', { name: 'Confirm the hand-over' });
  const wrong = code === '000000' ? '000001' : '000000';
  await handover.getByLabel("Code on the seller's phone").fill(wrong);
  await handover.getByRole('button', { name: 'I have the item: confirm' }).click();
  await expect(handover.getByText("This is not the code on the seller's phone. Check the 6 digits.")).toBeVisible();
  await handover.getByLabel("Code on the seller's phone").fill(code);
  await handover.getByRole('button', { name: 'I have the item: confirm' }).click();
  await expect(
    toast(
      buyer,
      'Hand-over confirmed on this phone. It will be sent, and the payment taken, when you are back online.',
    ),
  ).toBeVisible();
  await screenshotContent(buyer, 'deal-buyer-handover-offline');

  // Back online: the confirmation goes, the server checks the code and takes the payment.
  await buyer.context().setOffline(false);
  await seller.context().setOffline(false);
  await expect(toast(buyer, 'Hand-over confirmed. Enjoy your gear!')).toBeVisible({ timeout: 30_000 });
  await buyer.reload();
  await expect(buyer.getByText('The deal is done: enjoy your gear!')).toBeVisible();
  await seller.reload();
  await expect(seller.getByText('The deal is done: the payment is yours.')).toBeVisible();

  // Both rate each other once.
  const rateSeller = buyer.getByRole('form', { name: 'Rate Sam Seller' });
  // The five choices sit on one row of the phone, each as easy to tap as a button.
  const choices = await rateSeller.getByRole('group', { name: 'How did it go?' }).locator('label').all();
  const boxes = await Promise.all(choices.map(async (choice) => (await choice.boundingBox())!));
  expect(boxes).toHaveLength(5);
  expect(new Set(boxes.map((box) => Math.round(box.y))).size).toBe(1);
  for (const box of boxes) expect(box.height).toBeGreaterThanOrEqual(44);
  await rateSeller.getByRole('radio', { name: /\b5 out of 5/ }).check();
  await rateSeller.getByLabel('A short comment (optional)').fill('Exactly as described, friendly meeting.');
  await rateSeller.getByRole('button', { name: 'Send rating' }).click();
  await expect(toast(buyer, 'Thank you for your rating')).toBeVisible();
  await expect(buyer.getByText('You rated Sam Seller for this deal. Thank you!')).toBeVisible();
  const rateBuyer = seller.getByRole('form', { name: 'Rate Bea Buyer' });
  await rateBuyer.getByRole('radio', { name: /\b5 out of 5/ }).check();
  await rateBuyer.getByRole('button', { name: 'Send rating' }).click();
  await expect(toast(seller, 'Thank you for your rating')).toBeVisible();
  await screenshotContent(seller, 'deal-completed-rated');

  // The listing is sold, and its seller's rating shows on the product page, in the summary and Seller Information.
  await buyer.goto(`/product/${product._id}`);
  const details = buyer;
  await expect(details.getByText('This item has been sold.')).toBeVisible();
  // The demo seed gave Sam Seller two 5-star ratings from sold demo listings; this deal's is the third.
  await expect(details.getByLabel('Rated 5 out of 5 from 3 ratings').first()).toBeVisible();
  await screenshotContent(buyer, 'deal-product-seller-rating');

  await buyer.context().close();
  await seller.context().close();
});
