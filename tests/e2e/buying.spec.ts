import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import type { Product } from '@contract/catalogue';
import { expectAccessible } from './support/accessibility';
import { accessToken, logInByEmail, signInWithGoogle, skipCongratulations, submitLogIn } from './support/app-session';
import { fillOrderForm, sendOrderForm } from './support/order-form';
import { escapeRegExp, orderRow, toast, appStarted } from './support/screen';
import { screenshotContent } from './support/content-screenshot';
import { DESKTOP, PHONE } from './support/screenshot';
import { availableInCategory, demoSellerEmail, ordersOnServer, placeOrderThroughApi } from './support/shop-api';
import { goOffline } from './support/network';
import { acceptAsTheSeller } from './support/seller-side';

const BUYER = 'buyer@shutterswap.test';
const ADMIN = 'admin@shutterswap.test';
const DANGER_RED = 'rgb(179, 38, 30)';
const RUN = Date.now().toString(36);

async function newSignedInPage(browser: Browser, email: string): Promise<Page> {
  const page = await browser.newPage({ viewport: PHONE });
  await skipCongratulations(page);
  await logInByEmail(page, email);
  return page;
}

/** Listings nobody else's journey touches: this file takes them from the end of the advertised list. */
async function availableListings(page: Page, count: number): Promise<Product[]> {
  const response = await page.request.get('/api/advertised-products');
  expect(response.ok()).toBe(true);
  const products = ((await response.json()) as Product[]).filter((product) => product.availability === 'available');
  expect(products.length).toBeGreaterThan(count + 10);
  return products.slice(-count);
}

async function orderFromForm(page: Page, product: Product, phone: string, meetingPlace: string) {
  await sendOrderForm(page, product, { phone, meetingPlace });
  await expect(toast(page, 'Order Placed Successfully!')).toBeVisible();
}

async function fillCard(page: Page, number: string, expiry = '12/34', cvc = '123') {
  const form = page.getByRole('form', { name: 'Card payment' });
  await form.getByLabel('Card number', { exact: true }).fill(number);
  await form.getByLabel('Expiry (MM/YY)', { exact: true }).fill(expiry);
  await form.getByLabel('CVC', { exact: true }).fill(cvc);
  return form;
}

async function openProductMenuItem(page: Page, item: 'Wishlist' | 'Report') {
  const details = page;
  await appStarted(page);
  await details.getByRole('button', { name: 'More actions' }).click();
  await details.getByRole('button', { name: item, exact: true }).click();
}

async function reportProduct(page: Page, product: Product, reason: string, details: string, screenshotName?: string) {
  await page.goto(`/product/${product._id}`);
  await expect(page.getByRole('heading', { name: product.name, level: 1 })).toBeVisible();
  await openProductMenuItem(page, 'Report');
  const dialog = page.getByRole('dialog', { name: 'Report this listing' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('What is wrong?').selectOption(reason);
  await dialog.getByLabel('Details').fill(details);
  if (screenshotName) await screenshotContent(page, screenshotName);
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(toast(page, 'Product has been reported to Admin')).toBeVisible();
  await expect(dialog).toBeHidden();
}

test.use({ viewport: PHONE });

test.beforeEach(async ({ page }) => {
  await skipCongratulations(page);
});

test('a buyer orders an item, finds it in My Orders and pays with a test card once the seller accepts', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // The oldest advertised listing of the demo catalogue (scripts/seed): $620, at the end of the advertised list.
  const [product] = await availableListings(page, 1);
  expect(product?.name).toBe('Voigtländer Bessa R2A');
  if (!product) throw new Error('No listing to order');

  // Signed out, the product page offers to log in, and comes back after.
  await page.goto(`/product/${product._id}`);
  await page.getByRole('link', { name: 'Login to place order' }).click();
  await expect(page).toHaveURL(new RegExp(`/login\\?next=%2Fproduct%2F${product._id}$`));
  await submitLogIn(page, BUYER);
  await expect(page).toHaveURL(new RegExp(`/product/${product._id}$`));
  await page.getByRole('link', { name: 'Order Now' }).click();
  await expect(page).toHaveURL(new RegExp(`/orderProduct/${product._id}$`));

  // The read-only facts, then the two required fields.
  const form = page;
  await expect(form.getByRole('heading', { name: `Place your order for ${product.name}` })).toBeVisible();
  await expect(form.getByLabel('Your Name')).toHaveValue('Bea Buyer');
  await expect(form.getByLabel('Your Email')).toHaveValue(BUYER);
  await expect(form.getByLabel('Product Name')).toHaveValue(product.name);
  await expect(form.getByLabel('Product Price')).toHaveValue('$620');
  await expect(form.getByLabel('Product Price')).toHaveAttribute('readonly', '');
  await form.getByRole('button', { name: 'Request to buy' }).click();
  await expect(form.getByText('Enter your contact number.')).toBeVisible();
  await expect(form.getByText('Enter your preferred meeting place.')).toBeVisible();
  await form.getByLabel('Your Contact Number').fill('call me maybe');
  await form.getByRole('button', { name: 'Request to buy' }).click();
  await expect(form.getByText('Enter a contact number (digits, spaces, +, - and brackets)')).toBeVisible();
  await screenshotContent(page, 'buying-order-form');
  await orderFromForm(page, product, '+1 206-555-0199', 'Pike Place Market, by the bronze pig');

  // My Orders: the spec's heading and columns, with the seller's and the buyer's details.
  const orders = page;
  await expect(orders.getByRole('heading', { name: 'My orders' })).toBeVisible();
  const row = orderRow(page, product);
  await expect(row).toContainText('$620');
  await expect(row).toContainText(product.condition);
  await expect(row).toContainText(product.sellerName);
  await expect(row).toContainText(demoSellerEmail(product));
  await expect(row).toContainText('Pike Place Market, by the bronze pig');
  await expect(row).toContainText('+1 206-555-0199');
  await screenshotContent(page, 'buying-my-orders');
  await expectAccessible(page, 'My Orders with an order waiting for the seller');

  // Pay Now comes once the seller accepts the order, on their own phone.
  await expect(row).toContainText('Waiting for the seller');
  await expect(row.getByRole('link', { name: /Pay Now/ })).toHaveCount(0);
  await acceptAsTheSeller(page.request, product._id, await accessToken(page));
  await page.reload();
  await expect(row).toContainText('Accepted: pay to reserve');

  // Pay: test mode is announced, Pay waits for the client secret, the card goes through.
  await row.getByRole('link', { name: `Pay Now for ${product.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/payment/${product._id}$`));
  const payment = page;
  await expect(payment.getByRole('heading', { name: `Payment for ${product.name}` })).toBeVisible();
  await expect(
    payment.getByText('Hold $620 on your card: you are charged only when the item is handed over to you.'),
  ).toBeVisible();
  await expect(
    payment.getByText('Test mode — no real money moves. Use 4242 4242 4242 4242, any future date, any CVC.'),
  ).toBeVisible();
  const payButton = payment.getByRole('button', { name: /^Pay / });
  await expect(payButton).toBeEnabled();
  await expectAccessible(page, 'the payment page');
  await screenshotContent(page, 'buying-payment-idle');

  const card = await fillCard(page, '4242424242424242');
  await expect(card.getByLabel('Card number', { exact: true })).toHaveValue('4242 4242 4242 4242');
  await payButton.click();
  await expect(payment.getByRole('heading', { name: 'Congratulations, Payment successful!' })).toBeVisible();
  await expect(payment.getByText('Transaction ID')).toBeVisible();
  const transactionId = await payment.locator('.payment-success__transaction code').textContent();
  expect(transactionId).toMatch(/\S{6,}/);
  // Paid: no more asking to pay, and the way to the hand-over is the next step.
  await expect(
    payment.getByText('Hold $620 on your card: you are charged only when the item is handed over to you.'),
  ).toHaveCount(0);
  const [paidOrder] = (await ordersOnServer(page.request, await accessToken(page))).filter(
    (order) => order.productID === product._id,
  );
  await expect(payment.getByRole('link', { name: 'Arrange the hand-over' })).toHaveAttribute(
    'href',
    `/dashboard/orders/${paidOrder!._id}`,
  );
  await screenshotContent(page, 'buying-payment-success');

  // The order now reads "Paid", and the listing is reserved for the buyer until the hand-over.
  await payment.getByRole('link', { name: 'Go to My Orders' }).click();
  await expect(orderRow(page, product).getByRole('button', { name: 'Paid' })).toBeDisabled();
  await expect(orderRow(page, product).getByRole('link', { name: /Pay Now/ })).toHaveCount(0);
  await expect(orderRow(page, product).getByRole('link', { name: `Hand over: ${product.name}` })).toBeVisible();
  await screenshotContent(page, 'buying-my-orders-paid');
  const reserved = (await (await page.request.get(`/api/products/${product._id}`)).json()) as Product;
  expect(reserved.availability).toBe('reserved');
});

test('another buyer is told their card was declined, and cancels the unpaid order', async ({ page }) => {
  test.setTimeout(120_000);
  const [product] = await availableListings(page, 2);
  if (!product) throw new Error('No listing to order');

  await signInWithGoogle(page, `dana.decline.${RUN}@example.com`, 'Dana Decline');
  await page.goto(`/orderProduct/${product._id}`);
  await orderFromForm(page, product, '(503) 555-0123', 'Powell’s Books, main entrance');
  await acceptAsTheSeller(page.request, product._id, await accessToken(page));
  await page.reload();
  await orderRow(page, product)
    .getByRole('link', { name: /Pay Now/ })
    .click();

  const payment = page;
  const payButton = payment.getByRole('button', { name: /^Pay / });
  await expect(payButton).toBeEnabled();

  // Incomplete fields are caught before anything is sent, in Stripe's words.
  await payButton.click();
  await expect(payment.getByText('Your card number is incomplete.')).toBeVisible();

  // The declining test card: the provider's message, in red, under the card number.
  await payment.getByRole('button', { name: 'Use test card 4000 0000 0000 0002' }).click();
  await expect(payment.getByLabel('Card number', { exact: true })).toHaveValue('4000 0000 0000 0002');
  await fillCard(page, '4000000000000002', '0931', '321');
  await expect(payment.getByLabel('Expiry (MM/YY)', { exact: true })).toHaveValue('09/31');
  await payButton.click();
  const declined = payment.getByText('Your card was declined.', { exact: true });
  await expect(declined).toBeVisible();
  await expect(declined).toHaveCSS('color', DANGER_RED);
  await expect(payment.getByLabel('Card number', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(payButton).toBeEnabled();
  await screenshotContent(page, 'buying-payment-error');

  // The accepted order is cancelled from its page, with a reason the seller reads; the listing stays on sale.
  await page.goto('/dashboard/my-orders');
  await orderRow(page, product)
    .getByRole('link', { name: `Messages: ${product.name}` })
    .click();
  const order = page;
  await order.getByRole('button', { name: 'Cancel the order' }).click();
  const cancel = order.getByRole('form', { name: 'Cancel the order' });
  await cancel.getByLabel('Why (optional)').fill('My card does not work today');
  await cancel.getByRole('button', { name: 'Cancel the order' }).click();
  await expect(toast(page, 'Order cancelled')).toBeVisible();
  await expect(order.getByText('You cancelled this order.')).toBeVisible();
  await screenshotContent(page, 'buying-order-cancelled');
  const product2 = (await (await page.request.get(`/api/products/${product._id}`)).json()) as Product;
  expect(product2.availability).toBe('available');
});

test('once a product is in the wishlist, its More actions menu says so and leads to the wishlist', async ({ page }) => {
  const [product] = await availableListings(page, 6);
  if (!product) throw new Error('Not enough listings');
  await logInByEmail(page, BUYER);
  await page.goto(`/product/${product._id}`);
  const details = page;
  await expect(details.getByRole('heading', { name: product.name, level: 1 })).toBeVisible();
  await openProductMenuItem(page, 'Wishlist');
  await expect(toast(page, 'Product added to wishlist')).toBeVisible();

  await details.getByRole('button', { name: 'More actions' }).click();
  await expect(details.getByRole('button', { name: 'Wishlist', exact: true })).toHaveCount(0);
  const inWishlist = details.getByRole('link', { name: 'In your wishlist' });
  await expect(inWishlist).toBeVisible();
  await screenshotContent(page, 'product-menu-in-wishlist', { viewportOnly: true });
  await inWishlist.click();
  await expect(page).toHaveURL(/\/dashboard\/my-wishlist$/);
  const wishlist = page.getByRole('list', { name: 'Your wishlist' });
  await expect(wishlist.getByRole('link', { name: new RegExp(escapeRegExp(product.name)) })).toBeVisible();
});

/** The lines the element's text is laid out on, as the reader sees them. */
function textLines(element: Locator): Promise<string[]> {
  return element.evaluate((root) => {
    const lines: string[] = [];
    let lineTop: number | null = null;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let index = 0; index < text.length; index += 1) {
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        const rect = range.getClientRects()[0];
        if (!rect || rect.width === 0) continue;
        if (lineTop === null || Math.abs(rect.top - lineTop) > 2) {
          lines.push('');
          lineTop = rect.top;
        }
        lines[lines.length - 1] = `${lines.at(-1) ?? ''}${text[index] ?? ''}`;
      }
    }
    return lines.map((line) => line.trim());
  });
}

/** Every email link in `scope` is on one line, or wraps only before its @. */
async function expectEmailsWholeOrSplitAtTheAt(scope: Locator): Promise<void> {
  const links = scope.locator('a[href^="mailto:"]');
  expect(await links.count()).toBeGreaterThan(0);
  for (const link of await links.all()) {
    const email = (await link.textContent()) ?? '';
    const at = email.indexOf('@');
    const whole = [email];
    const split = [email.slice(0, at), email.slice(at)];
    expect([whole, split]).toContainEqual(await textLines(link));
  }
}

test('desktop tables keep emails whole (or wrap them before the @) and "Click to verify" on one line', async ({
  page,
  browser,
}) => {
  const listings = (await availableInCategory(page.request, 'medium-format')).filter(
    (product) => product.status !== 'Advertised',
  );
  const [ordered, reported] = listings.slice(-2);
  if (!ordered || !reported) throw new Error('Not enough listings');
  // A buyer of its own, with a long address, so the demo buyer's cart stays as other journeys expect it.
  await signInWithGoogle(page, `tess.tables.${RUN}@example.com`, 'Tess Tables');
  const token = await accessToken(page);
  await placeOrderThroughApi(page.request, token, ordered._id, { buyerPhone: '+1 555 0100', meetingPlace: 'Cafe' });
  const report = await page.request.post('/api/reports', {
    headers: { Authorization: `Bearer ${token}` },
    data: { productId: reported._id, reason: 'Other', details: `Layout check (${RUN})` },
  });
  expect(report.ok()).toBe(true);

  // From the narrowest window that shows the tables as tables (data-table.css) to a desktop's.
  const widths = [1160, DESKTOP.width];
  await page.goto('/dashboard/my-orders');
  const orders = page.getByRole('table', { name: 'Your orders' });
  for (const width of widths) {
    await page.setViewportSize({ width, height: DESKTOP.height });
    await expect(orders.getByRole('row').filter({ hasText: ordered.name })).toBeVisible();
    await expectEmailsWholeOrSplitAtTheAt(orders);
  }
  await screenshotContent(page, 'tables-my-orders');

  // A signed-in screen ends with a short footer (the legal pages, contact), not the marketing one's newsletter and
  // map, which took two to three phone screens under every dashboard, order and payment page.
  await page.setViewportSize({ width: 390, height: 844 });
  const footer = page.locator('footer:visible');
  await footer.scrollIntoViewIfNeeded();
  await expect(footer.getByRole('link', { name: 'Terms of use' })).toHaveAttribute('href', '/terms');
  await expect(footer.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy');
  await expect(footer.getByRole('link', { name: 'Cookie policy' })).toHaveAttribute('href', '/cookies');
  await expect(footer.getByRole('link', { name: 'hello@shutterswap.com' })).toHaveAttribute(
    'href',
    'mailto:hello@shutterswap.com',
  );
  await expect(footer.getByRole('form', { name: 'Newsletter sign-up' })).toHaveCount(0);
  await expect(footer.getByTestId('footer-map')).toHaveCount(0);
  expect((await footer.boundingBox())?.height).toBeLessThanOrEqual(200);

  const admin = await newSignedInPage(browser, ADMIN);
  await admin.goto('/dashboard/reported-items');
  const reports = admin.getByRole('table', { name: 'Reported items' });
  for (const width of widths) {
    await admin.setViewportSize({ width, height: DESKTOP.height });
    await expect(reports.getByRole('row').filter({ hasText: reported.name }).first()).toBeVisible();
    await expectEmailsWholeOrSplitAtTheAt(reports);
  }
  await screenshotContent(admin, 'tables-reported-items');

  await admin.goto('/dashboard/all-sellers');
  const verify = admin.getByRole('button', { name: /^Click to verify / });
  for (const width of widths) {
    await admin.setViewportSize({ width, height: DESKTOP.height });
    await expect(verify.first()).toBeVisible();
    for (const button of await verify.all()) expect(await textLines(button)).toEqual(['Click to verify']);
  }
  await screenshotContent(admin, 'tables-all-sellers');
  await admin.close();
});

test('a buyer wishlists and reports items; the admin ignores one report and removes another listing', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const [kept, removed, dropped] = await availableListings(page, 5);
  if (!kept || !removed || !dropped) throw new Error('Not enough listings');

  // Signed out, both actions ask for a login.
  await page.goto(`/product/${kept._id}`);
  await openProductMenuItem(page, 'Wishlist');
  await expect(toast(page, 'You need to login to perform this action')).toBeVisible();
  await openProductMenuItem(page, 'Report');
  await expect(toast(page, 'You need to login to perform this action')).toBeVisible();

  await logInByEmail(page, BUYER);
  for (const product of [kept, dropped]) {
    await page.goto(`/product/${product._id}`);
    await expect(page.getByRole('heading', { name: product.name, level: 1 })).toBeVisible();
    await openProductMenuItem(page, 'Wishlist');
    await expect(toast(page, 'Product added to wishlist')).toBeVisible();
  }
  await reportProduct(page, kept, 'Suspected stolen', `Serial number filed off (${RUN})`, 'buying-report-sheet');
  await reportProduct(page, removed, 'Scam or suspicious seller', `Asks for payment by gift card (${RUN})`);

  // My Wishlist: the saved listings as cards, each removable.
  await page.goto('/dashboard/my-wishlist');
  const wishlist = page.getByRole('list', { name: 'Your wishlist' });
  await expect(wishlist.getByRole('link', { name: new RegExp(escapeRegExp(kept.name)) })).toBeVisible();
  await expect(wishlist.getByRole('link', { name: new RegExp(escapeRegExp(dropped.name)) })).toBeVisible();
  await screenshotContent(page, 'buying-wishlist');
  await wishlist.getByRole('button', { name: `Remove ${dropped.name} from your wishlist` }).click();
  await expect(toast(page, 'Removed from your wishlist')).toBeVisible();
  await expect(wishlist.getByRole('link', { name: new RegExp(escapeRegExp(dropped.name)) })).toHaveCount(0);
  await expect(wishlist.getByRole('link', { name: new RegExp(escapeRegExp(kept.name)) })).toBeVisible();

  // The admin sees both reports with who reported them and why.
  const admin = await newSignedInPage(browser, ADMIN);
  await admin.goto('/dashboard/reported-items');
  const reportedPage = admin;
  await expect(
    reportedPage.getByRole('heading', { name: 'The buyers have reported the following items.' }),
  ).toBeVisible();
  const table = reportedPage.getByRole('table', { name: 'Reported items' });
  const keptRow = table.getByRole('row').filter({ hasText: `Serial number filed off (${RUN})` });
  const removedRow = table.getByRole('row').filter({ hasText: `Asks for payment by gift card (${RUN})` });
  await expect(keptRow).toContainText(kept.name);
  await expect(keptRow).toContainText(demoSellerEmail(kept));
  await expect(keptRow).toContainText(BUYER);
  await expect(keptRow).toContainText('Suspected stolen');
  await expect(removedRow).toContainText(removed.name);
  await screenshotContent(admin, 'buying-reported-items');

  // Ignore drops the report and keeps the listing.
  await keptRow.getByRole('button', { name: `Ignore the report on ${kept.name}` }).click();
  await expect(toast(admin, 'Report ignored')).toBeVisible();
  await expect(keptRow).toHaveCount(0);
  expect((await admin.request.get(`/api/products/${kept._id}`)).status()).toBe(200);

  // Remove takes the listing off the market, after a confirmation.
  await removedRow.getByRole('button', { name: `Remove ${removed.name}` }).click();
  const confirm = admin.getByRole('alertdialog', { name: 'Remove this listing from Shutterswap?' });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(toast(admin, 'Listing removed')).toBeVisible();
  await expect(removedRow).toHaveCount(0);
  expect((await admin.request.get(`/api/products/${removed._id}`)).status()).toBe(404);
  await admin.close();
});

test('offline, an order waits in My Orders and goes out on reconnection; paying says it needs a connection', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const [product] = await availableListings(page, 7);
  if (!product) throw new Error('No listing to order');

  await signInWithGoogle(page, `olive.offline.${RUN}@example.com`, 'Olive Offline');
  // Both pages' code is loaded while online.
  await page.goto('/dashboard/my-orders');
  await expect(page.getByRole('heading', { name: 'You have no orders yet' })).toBeVisible();
  await page.goto(`/orderProduct/${product._id}`);
  await expect(page.getByRole('heading', { name: `Place your order for ${product.name}` })).toBeVisible();

  await goOffline(page);
  const form = await fillOrderForm(page, product, {
    phone: '+44 20 5550 1234',
    meetingPlace: 'Photographers’ Gallery café',
  });
  await form.getByRole('button', { name: 'Request to buy' }).click();
  await expect(
    toast(page, "You're offline. Your order is saved and will be sent when you're back online."),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/my-orders$/);
  const row = orderRow(page, product);
  await expect(row.getByText('Waiting for connection')).toBeVisible();
  await expect(row.getByRole('link', { name: /Pay Now/ })).toHaveCount(0);

  await context.setOffline(false);
  await expect(row.getByRole('link', { name: `Messages: ${product.name}` })).toBeVisible({ timeout: 20_000 });
  const orders = await page.request.get('/api/my-orders', {
    headers: { Authorization: `Bearer ${await accessToken(page)}` },
  });
  expect(
    ((await orders.json()) as { productID: string }[]).filter((order) => order.productID === product._id),
  ).toHaveLength(1);

  // Paying needs the network: offline, the page says so instead of offering a card form that cannot work.
  await acceptAsTheSeller(page.request, product._id, await accessToken(page));
  await page.reload();
  await row.getByRole('link', { name: `Pay Now for ${product.name}` }).click();
  await expect(page.getByRole('button', { name: /^Pay / })).toBeEnabled();
  await context.setOffline(true);
  await expect(page.getByText('Paying needs a connection')).toBeVisible();
  await context.setOffline(false);
});
