import { expect, test } from '@playwright/test';
import { writePhonePhoto } from './fixtures/selling/phone-photos';
import { expectAccessible } from './support/accessibility';
import { screenshotContent } from './support/content-screenshot';
import { accessToken, logInByEmail, signInWithGoogle } from './support/app-session';
import { acceptAsTheSeller } from './support/seller-side';
import { PHONE } from './support/screenshot';
import { availableInCategory, payThroughApi, placeOrderThroughApi } from './support/shop-api';

const RUN = Date.now().toString(36);
const NOTE = 'The photo shows the strap was missing; the buyer is refunded.';

test('a dispute with a photo, decided with a note, found later in history', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  const product = (await availableInCategory(page.request, 'film'))
    .filter((listing) => listing.status !== 'Advertised')
    .at(-4)!;
  await signInWithGoogle(page, `dora.dispute.${RUN}@example.com`, 'Dora Dispute');
  const token = await accessToken(page);
  await placeOrderThroughApi(page.request, token, product._id, {
    buyerPhone: '+1 206-555-0143',
    meetingPlace: 'Westlake Park',
  });
  const { order } = await acceptAsTheSeller(page.request, product._id, token);
  await payThroughApi(page.request, token, product._id);

  // The buyer opens the dispute: a reason from the list, details, a photo.
  await page.goto(`/dashboard/orders/${order._id}`);
  await page.getByRole('button', { name: 'Something went wrong' }).click();
  const form = page.getByRole('form', { name: 'Open a dispute' });
  await form.getByLabel('What went wrong').selectOption('Missing parts');
  await form.getByLabel(/^Details/).fill('The strap and the lens cap were not in the box');
  await form
    .getByLabel(/^Photos as evidence/)
    .setInputFiles(await writePhonePhoto('dispute-evidence.jpg', 20, 'Box without strap'));
  await expect(form.getByRole('img', { name: 'Evidence photo 1' })).toBeVisible();
  await screenshotContent(page, 'dispute-form');
  await expectAccessible(page, 'the dispute form with a photo');
  await form.getByRole('button', { name: 'Open a dispute' }).click();
  await expect(page.getByRole('region', { name: 'Dispute' })).toContainText(
    'Missing parts. The strap and the lens cap were not in the box',
  );

  // The admin sees the photo, decides with a note, is told so, and finds it under Decided.
  const adminContext = await browser.newContext({ viewport: PHONE });
  const admin = await adminContext.newPage();
  await logInByEmail(admin, 'admin@shutterswap.test');
  await admin.goto('/dashboard/disputes');
  const card = admin
    .getByRole('list', { name: 'Disputed orders' })
    .getByRole('listitem')
    .filter({ hasText: 'Dora Dispute' })
    .first();
  await expect(card.getByRole('img', { name: 'Evidence photo 1 from the buyer' })).toBeVisible();
  await card.getByLabel(/^Note to both parties/).fill(NOTE);
  await screenshotContent(admin, 'dispute-admin-card');
  await card.getByRole('button', { name: 'Refund the buyer' }).click();
  const confirm = admin.getByRole('alertdialog', { name: 'Refund the buyer?' });
  await expect(confirm).toBeVisible();
  await expectAccessible(admin, 'the refund confirmation');
  await confirm.getByRole('button', { name: 'Refund' }).click();
  await expect(admin.getByText('Buyer refunded')).toBeVisible();
  const decided = admin
    .getByRole('list', { name: 'Decided disputes' })
    .getByRole('listitem')
    .filter({ hasText: 'Dora Dispute' })
    .first();
  await expect(decided).toContainText(`Refunded the buyer by`);
  await expect(decided).toContainText(NOTE);
  await screenshotContent(admin, 'dispute-admin-history');
  await expectAccessible(admin, 'the decided disputes');
  await adminContext.close();

  // The buyer's order page: the reason, the photo, the decision and the note.
  await page.reload();
  const record = page.getByRole('region', { name: 'Dispute' });
  await expect(record).toContainText('An admin refunded the buyer: the card is not charged.');
  await expect(record).toContainText(NOTE);
  await expect(record.getByRole('img', { name: 'Evidence photo 1' })).toBeVisible();
});
