import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Product } from '@contract/catalogue';
import { expectAccessible } from './support/accessibility';
import { screenshotContent } from './support/content-screenshot';
import { accessToken, logInByEmail, signInWithGoogle } from './support/app-session';
import { acceptAsTheSeller } from './support/seller-side';
import { DESKTOP, PHONE } from './support/screenshot';
import { availableInCategory, demoSellerEmail, payThroughApi, placeOrderThroughApi } from './support/shop-api';

/*
 * How the deal's screens look with real orders in them, at phone and desktop size: what a reader sees is readable,
 * sized to its words, and styled like every other form of the app.
 */

const RUN = Date.now().toString(36);
/** The narrowest phones in common use. */
const SMALL_PHONE = { width: 360, height: 740 };

/** WCAG's contrast ratio of the element's text colour on its own background (both opaque here). */
function contrastOf(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const style = getComputedStyle(node);
    const luminance = (color: string) => {
      const [r, g, b] = (color.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((part) => {
        const channel = Number(part) / 255;
        return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const [light, dark] = [luminance(style.color), luminance(style.backgroundColor)].sort((a, b) => b - a);
    return (light! + 0.05) / (dark! + 0.05);
  });
}

/** How much wider the element is than the words in it. */
function spareWidth(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const words = document.createRange();
    words.selectNodeContents(node);
    return node.getBoundingClientRect().width - words.getBoundingClientRect().width;
  });
}

/** Two orders of this run's buyer on the demo sellers' listings: one accepted by its seller, one placed. */
async function acceptedOrderBesideAPlacedOne(page: Page) {
  const listings = (await availableInCategory(page.request, 'mirrorless')).filter(
    (product) => product.status !== 'Advertised',
  );
  const [accepted, placed] = listings.slice(-2) as [Product, Product];
  await signInWithGoogle(page, `dana.deals.${RUN}@example.com`, 'Dana Deals');
  const buyerToken = await accessToken(page);
  for (const product of [accepted, placed]) {
    await placeOrderThroughApi(page.request, buyerToken, product._id, {
      buyerPhone: '+1 206-555-0142',
      meetingPlace: 'Westlake Park',
    });
  }
  const { order } = await acceptAsTheSeller(page.request, accepted._id, buyerToken);
  return { accepted, token: buyerToken, orderId: order._id };
}

test('My Orders, the order page and Orders Received read well at phone and desktop size', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const { accepted, token, orderId } = await acceptedOrderBesideAPlacedOne(page);

  // My Orders: every action's words readable on its button, each status pill as wide as its words.
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await page.goto('/dashboard/my-orders');
    const table = page.getByRole('table', { name: 'Your orders' });
    const messages = table.getByRole('link', { name: /^Messages: / });
    await expect(messages).toHaveCount(2);
    const actions = table.locator('a.order-action');
    await expect(actions).toHaveCount(3); // Pay Now, and Messages for each order
    for (const link of await actions.all()) expect(await contrastOf(link)).toBeGreaterThanOrEqual(4.5);
    for (const words of ['Accepted: pay to reserve', 'Waiting for the seller']) {
      const pill = table.getByText(words, { exact: true });
      await expect(pill).toBeVisible();
      expect(await spareWidth(pill)).toBeLessThanOrEqual(24);
    }
    // The buyer's own phone number, under the meeting place, on one line.
    expect(await linesTakenBy(table.getByRole('row').nth(1), '+1 206-555-0142')).toBe(1);
  }

  // The order page: its fields look like the order form's; the next step's card starts at its padding.
  await page.goto(`/dashboard/orders/${orderId}`);
  const message = page.getByRole('textbox', { name: 'Your message' });
  await expect(message).toBeVisible();
  expect(await message.evaluate((node) => getComputedStyle(node).borderRadius)).toBe('8px');
  expect(await message.evaluate((node) => getComputedStyle(node).borderTopColor)).toBe('rgb(207, 198, 184)');
  const next = page.locator('.deal__next');
  const gap = await next.evaluate((card) => {
    const first = card.firstElementChild!.getBoundingClientRect().top;
    return first - card.getBoundingClientRect().top - parseFloat(getComputedStyle(card).paddingTop);
  });
  expect(gap).toBe(0);

  // On a phone the summary reads like a card: status and price beside the photo, the phone number on one line.
  await page.setViewportSize(PHONE);
  const summary = page.locator('.deal__summary');
  const photo = (await summary.locator('img').boundingBox())!;
  const price = (await summary.getByTestId('price').boundingBox())!;
  expect(price.y).toBeLessThan(photo.y + photo.height);
  expect(price.x).toBeGreaterThan(photo.x + photo.width);
  const status = summary.getByText('Accepted: pay to reserve', { exact: true });
  const statusOverflow = await status.evaluate(
    (node) => node.getBoundingClientRect().right - node.closest('.deal__summary')!.getBoundingClientRect().right,
  );
  expect(statusOverflow).toBeLessThanOrEqual(0);
  const phone = summary.getByRole('link', { name: /^\+\d/ });
  const phoneText = (await phone.textContent())!;
  expect(await linesTakenBy(phone, phoneText)).toBe(1);

  // The seller's Orders Received on a phone: each status stays inside its card.
  const sellerContext = await browser.newContext({ viewport: PHONE });
  const seller = await sellerContext.newPage();
  await signInWithGoogle(seller, demoSellerEmail(accepted), accepted.sellerName);
  await seller.goto('/dashboard/orders-received');
  const pill = seller.getByText('Accepted: waiting for payment', { exact: true }).first();
  await expect(pill).toBeVisible();
  const overflow = await pill.evaluate(
    (node) => node.getBoundingClientRect().right - node.closest('li')!.getBoundingClientRect().right,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  // On a desktop, a message from the buyer puts its count beside "Orders Received" in the menu, on the same line.
  await seller.request.post(`/api/orders/${orderId}/messages`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { messageId: crypto.randomUUID(), kind: 'text', text: 'Is Saturday fine?' },
  });
  await seller.setViewportSize(DESKTOP);
  await seller.reload();
  const menu = seller.getByRole('navigation', { name: 'Dashboard menu' });
  const received = menu.getByRole('link', { name: /^Orders Received ?, 1 unread messages$/ });
  await expect(received).toBeVisible();
  const heightOf = (link: Locator) => link.evaluate((node) => node.getBoundingClientRect().height);
  expect(await heightOf(received)).toBe(await heightOf(menu.getByRole('link', { name: 'Overview' })));
  await sellerContext.close();
});

/** How far the middle of what the element shows (its words, or its image) is from the middle of its section. */
function offCentre(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const words = document.createRange();
    words.selectNodeContents(node);
    const shown = node instanceof HTMLImageElement ? node.getBoundingClientRect() : words.getBoundingClientRect();
    const section = node.closest('section')!.getBoundingClientRect();
    return Math.abs(shown.left + shown.width / 2 - (section.left + section.width / 2));
  });
}

/** How many lines the words take inside the element (1: they are not broken). */
function linesTakenBy(element: Locator, words: string): Promise<number> {
  return element.evaluate((node, wanted) => {
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const at = text.textContent!.indexOf(wanted);
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(text, at);
      range.setEnd(text, at + wanted.length);
      return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
    }
    return 0;
  }, words);
}

test('a paid deal on a phone: the seller shows a centred code; disputed, it is red, and the admin reads it whole', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const listings = (await availableInCategory(page.request, 'film')).filter(
    (product) => product.status !== 'Advertised',
  );
  const product = listings.at(-3)!;
  await signInWithGoogle(page, `dino.dispute.${RUN}@example.com`, 'Dino Dispute');
  const token = await accessToken(page);
  const asBuyer = { Authorization: `Bearer ${token}` };
  await placeOrderThroughApi(page.request, token, product._id, {
    buyerPhone: '+1 206-555-0142',
    meetingPlace: 'Westlake Park',
  });
  const { order } = await acceptAsTheSeller(page.request, product._id, token);
  await payThroughApi(page.request, token, product._id);
  // The seller's order page on a phone, paid: the code and its QR centred in their card, the thread's two kinds
  // of message side by side.
  const sellerContext = await browser.newContext({ viewport: PHONE });
  const seller = await sellerContext.newPage();
  await signInWithGoogle(seller, demoSellerEmail(product), product.sellerName);
  await seller.goto(`/dashboard/orders/${order._id}`);
  const handover = seller.getByRole('region', { name: 'Hand-over code' });
  const qr = handover.getByRole('img', { name: "QR code of the hand-over code, for the buyer's camera" });
  await expect(qr).toBeVisible();
  expect(await offCentre(handover.getByLabel(/^Hand-over code \d/))).toBeLessThanOrEqual(1);
  expect(await offCentre(qr)).toBeLessThanOrEqual(1);
  const kinds = seller.getByRole('group', { name: 'What to send' }).getByRole('button');
  await expect(kinds).toHaveText(['Message', 'Propose a meeting']);
  for (const size of [PHONE, SMALL_PHONE, DESKTOP]) {
    await seller.setViewportSize(size);
    const [message, meeting] = [(await kinds.nth(0).boundingBox())!, (await kinds.nth(1).boundingBox())!];
    expect({ width: size.width, row: meeting.y }).toEqual({ width: size.width, row: message.y });
  }
  await seller.setViewportSize(PHONE);
  await sellerContext.close();

  const disputed = await page.request.post(`/api/orders/${order._id}/dispute`, {
    headers: asBuyer,
    data: { reason: 'Never handed over', details: 'The seller never came to the fountain' },
  });
  expect(disputed.status()).toBe(200);

  // The buyer's order page: an open dispute is a deal needing attention, not one that ended (the grey pill).
  await page.setViewportSize(PHONE);
  await page.goto(`/dashboard/orders/${order._id}`);
  const pill = page.locator('.deal__facts').getByText('Disputed', { exact: true });
  await expect(pill).toBeVisible();
  await expect(pill).toHaveCSS('background-color', 'rgb(251, 228, 226)');
  await expect(pill).toHaveCSS('color', 'rgb(140, 29, 24)');

  // Notifications read as cards, not underlined sentences; a press anywhere on one (its time, say) opens its order.
  await page.goto('/dashboard/notifications');
  const accepted = page
    .getByRole('list', { name: 'Your notifications' })
    .getByRole('listitem')
    .filter({ hasText: `accepted your order for ${product.name}` });
  await expect(accepted.getByRole('link')).toHaveCSS('text-decoration-line', 'none');
  const when = (await accepted.getByText(/^(just now|.+ ago)$/).boundingBox())!;
  await page.mouse.click(when.x + when.width / 2, when.y + when.height / 2);
  await expect(page).toHaveURL(`/dashboard/orders/${order._id}`);

  const adminContext = await browser.newContext({ viewport: PHONE });
  const admin = await adminContext.newPage();
  await logInByEmail(admin, 'admin@shutterswap.test');
  await admin.goto('/dashboard/disputes');
  const dispute = admin
    .getByRole('list', { name: 'Disputed orders' })
    .getByRole('listitem')
    .filter({ hasText: 'Dino Dispute' })
    .first();
  await expect(dispute).toContainText('The seller never came to the fountain');
  expect(await linesTakenBy(dispute, '+1 206-555-0142')).toBe(1);
  await expectAccessible(admin, 'Disputes with an open dispute, at phone size');
  await screenshotContent(admin, 'deal-admin-dispute');
  await adminContext.close();
});

test('a paid deal ends only together: asked to cancel, the seller agrees; a recorded hand-over waits for the buyer', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const [cancelled, recorded] = (await availableInCategory(page.request, 'point-and-shoot'))
    .filter((product) => product.status !== 'Advertised')
    .slice(-2) as [Product, Product];
  await signInWithGoogle(page, `pia.paid.${RUN}@example.com`, 'Pia Paid');
  const token = await accessToken(page);
  const asBuyer = { Authorization: `Bearer ${token}` };
  const orders: string[] = [];
  let sellerToken = '';
  for (const product of [cancelled, recorded]) {
    await placeOrderThroughApi(page.request, token, product._id, {
      buyerPhone: '+1 206-555-0177',
      meetingPlace: 'Pier 62',
    });
    const accepted = await acceptAsTheSeller(page.request, product._id, token);
    sellerToken = accepted.sellerToken;
    orders.push(accepted.order._id);
    await payThroughApi(page.request, token, product._id);
  }
  const [cancelledOrder, recordedOrder] = orders as [string, string];

  // The buyer asks to cancel: their page says the deal stands until the seller agrees.
  const asked = await page.request.post(`/api/orders/${cancelledOrder}/cancel-request`, {
    headers: asBuyer,
    data: { reason: 'Found one nearer' },
  });
  expect(asked.status()).toBe(200);
  await page.setViewportSize(PHONE);
  await page.goto(`/dashboard/orders/${cancelledOrder}`);
  await expect(page.getByText('You asked to cancel. Waiting for')).toBeVisible();
  await screenshotContent(page, 'deal-buyer-asked-to-cancel');

  // The seller reads why, and agrees: the order is cancelled and the hold released.
  const sellerContext = await browser.newContext({ viewport: PHONE });
  const seller = await sellerContext.newPage();
  await signInWithGoogle(seller, demoSellerEmail(cancelled), cancelled.sellerName);
  await seller.goto(`/dashboard/orders/${cancelledOrder}`);
  const request = seller.getByRole('status').filter({ hasText: 'asks to cancel' });
  await expect(request).toContainText('Pia Paid asks to cancel: “Found one nearer”');
  await screenshotContent(seller, 'deal-seller-asked-to-cancel');
  await expectAccessible(seller, 'a paid order the buyer asks to cancel, as its seller reads it');
  await request.getByRole('button', { name: 'Agree to cancel' }).click();
  await expect(seller.locator('.deal__facts').getByText('Cancelled', { exact: true })).toBeVisible();

  // The seller records the other hand-over on their own phone: the buyer has 48 hours to confirm or dispute.
  const handedOver = await page.request.post(`/api/orders/${recordedOrder}/handed-over`, {
    headers: { Authorization: `Bearer ${sellerToken}` },
    data: { recordedAt: new Date().toISOString() },
  });
  expect(handedOver.status()).toBe(200);
  await page.goto(`/dashboard/orders/${recordedOrder}`);
  await expect(
    page.getByText(`${recorded.sellerName} says they handed it over. Confirm with the code, or open a dispute by`),
  ).toBeVisible();
  await screenshotContent(page, 'deal-buyer-handover-recorded');
  await expectAccessible(page, 'a paid order whose seller recorded the hand-over, as its buyer reads it');
  await sellerContext.close();
});
