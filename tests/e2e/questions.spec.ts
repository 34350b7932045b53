import { expect, test, type Browser, type Page } from '@playwright/test';
import type { Product } from '@contract/catalogue';
import { expectAccessible } from './support/accessibility';
import { accessToken, logInByEmail, signInWithGoogle, skipCongratulations } from './support/app-session';
import { PHONE, screenshotAtSizes } from './support/screenshot';
import { placeOrderThroughApi } from './support/shop-api';
import { toast } from './support/screen';

/*
 * Issue 30, finding 1: a buyer asks the seller about a listing before ordering it, and reads the answer; the question
 * then comes with the order. Two phones: the buyer's and the seller's.
 */

const RUN = Date.now().toString(36);
const SELLER = 'seller@shutterswap.test';

async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE });
  await skipCongratulations(context);
  return context.newPage();
}

/** A listing of the demo seller's, still for sale, that the deal journey does not use. */
async function sellersListing(seller: Page): Promise<Product> {
  const response = await seller.request.get('/api/my-products', {
    headers: { Authorization: `Bearer ${await accessToken(seller)}` },
  });
  const listings = (await response.json()) as Product[];
  const listing = listings.filter((p) => p.availability === 'available' && p.name !== 'Panasonic Lumix S5').at(-1);
  expect(listing).toBeDefined();
  return listing!;
}

test('a buyer asks "Does the meter work?" before ordering, the seller answers, and the order keeps both', async ({
  browser,
}) => {
  test.setTimeout(360_000);
  const seller = await phone(browser);
  await logInByEmail(seller, SELLER);
  const product = await sellersListing(seller);

  const buyer = await phone(browser);
  await signInWithGoogle(buyer, `quinn.questions.${RUN}@example.com`, 'Quinn Questions');

  // The listing: the Seller Information tab says what happens now, and opens the buyer's thread.
  await buyer.goto(`/product/${product._id}`);
  await buyer.getByRole('tab', { name: 'Seller Information' }).click();
  await buyer.getByText('Contact Seller').click();
  await expect(buyer.getByRole('tabpanel')).toContainText(
    'Ask the seller anything before you order: only the two of you read it. Their email and phone number are shared once they accept your order.',
  );
  await screenshotAtSizes(buyer, 'product-ask-the-seller');
  await buyer.getByRole('link', { name: 'Ask the seller a question' }).click();

  await expect(buyer.getByRole('heading', { name: product.name, level: 1 })).toBeVisible();
  await expect(buyer.getByText(`No questions yet. Ask ${product.sellerName} anything about it.`)).toBeVisible();
  await buyer.getByLabel('Your question').fill('Does the meter work?');
  await buyer.getByRole('button', { name: 'Ask', exact: true }).click();
  const thread = buyer.getByRole('region', { name: 'Questions and answers' });
  // Sent (not "Waiting for connection" or "Sending…"): the server has it.
  await expect(thread.getByRole('listitem')).toHaveText([/^You · .*Does the meter work\?$/], { timeout: 30_000 });

  // The seller: told in the bell, the question under Questions, answered from the thread.
  await seller.goto('/dashboard/notifications');
  await seller.getByRole('link', { name: /Quinn Questions asked about .*Does the meter work\?/ }).click();
  await expect(seller.getByRole('heading', { name: product.name, level: 1 })).toBeVisible();
  await expect(seller.getByText('Quinn Questions asked about your listing.', { exact: false })).toBeVisible();
  await seller.getByRole('link', { name: 'Back to Questions' }).click();
  const questions = seller.getByRole('list', { name: 'Questions' });
  await expect(questions.getByRole('listitem').first()).toContainText('Does the meter work?');
  await expectAccessible(seller, "the seller's Questions");
  await screenshotAtSizes(seller, 'questions-list-seller');
  await questions.getByRole('link', { name: `Open: ${product.name}, with Quinn Questions` }).click();
  await seller.getByLabel('Your answer').fill('Yes, it reads true against my handheld meter.');
  await seller.getByRole('button', { name: 'Answer', exact: true }).click();
  await expect(seller.getByRole('region', { name: 'Questions and answers' }).getByRole('listitem').last()).toHaveText(
    /^You · .*Yes, it reads true against my handheld meter\.$/,
    {
      timeout: 30_000,
    },
  );
  await expectAccessible(seller, "the seller's question thread");
  await screenshotAtSizes(seller, 'question-thread-seller');

  // The seller reports the conversation to the admins: why, in the thread's own form.
  await seller.getByRole('button', { name: 'Report this conversation' }).click();
  const report = seller.getByRole('form', { name: 'Report this conversation' });
  await report.getByLabel('What is wrong?').selectOption('Spam or a scam');
  await expectAccessible(seller, 'the report form of a question thread');
  await screenshotAtSizes(seller, 'question-report-form');
  await report.getByRole('button', { name: 'Send report' }).click();
  await expect(toast(seller, 'Reported: an admin will read this conversation')).toBeVisible();
  await expect(report).toHaveCount(0);

  // An admin finds it on Reported Items, with why and who reported it, and a way into the conversation.
  const admin = await phone(browser);
  await logInByEmail(admin, 'admin@shutterswap.test');
  await admin.goto('/dashboard/reported-items');
  const reported = admin
    .getByRole('list', { name: 'Reported questions' })
    .getByRole('listitem')
    .filter({ has: admin.getByRole('heading', { name: product.name }) });
  await expect(reported).toContainText('Reported by the seller');
  await expect(reported).toContainText('Spam or a scam');
  await expect(reported.getByRole('link', { name: 'Read the conversation' })).toBeVisible();
  await expectAccessible(admin, 'the reported question threads');
  await screenshotAtSizes(admin, 'reported-questions');
  await admin.context().close();

  // The buyer reads the answer (the thread asks again every 15 s; a reload shows it at once).
  await buyer.reload();
  await expect(thread.getByRole('listitem')).toHaveText([
    /You · .*Does the meter work\?/,
    new RegExp(`${product.sellerName} · .*Yes, it reads true against my handheld meter\\.`),
  ]);
  await expectAccessible(buyer, "the buyer's question thread");
  await screenshotAtSizes(buyer, 'question-thread-buyer');

  // Ordered, the deal's thread starts with the question and its answer.
  await placeOrderThroughApi(buyer.request, await accessToken(buyer), product._id, {
    buyerPhone: '+1 206-555-0142',
    meetingPlace: 'Westlake Park',
  });
  await buyer.goto('/dashboard/my-orders');
  await buyer.getByRole('link', { name: new RegExp(`^Messages: ${product.name}`) }).click();
  const messages = buyer.getByRole('region', { name: 'Messages' });
  await expect(messages.getByRole('listitem')).toHaveText([
    /You · .*Does the meter work\?/,
    /Yes, it reads true against my handheld meter\./,
  ]);
  await screenshotAtSizes(buyer, 'order-thread-with-questions');
});
