import { expect, test } from '@playwright/test';
import { writePhonePhoto } from './fixtures/selling/phone-photos';
import { logInByEmail, skipCongratulations } from './support/app-session';
import { toast } from './support/screen';
import { PHONE } from './support/screenshot';

test.use({ viewport: PHONE });

test('a lens listed with its mount is found by the mount filter', async ({ page, browser }) => {
  test.setTimeout(120_000);
  // Listed under Mirrorless: no journey takes the newest listing of that category (several take Film's), so the
  // journeys run after this one on the same server pick the listings they always did.
  const lens = `Fujifilm XF 16mm f/1.4 R WR (${Date.now().toString(36)})`;
  const photo = await writePhonePhoto('xf-16mm.jpg', 200, 'XF 16mm');

  await test.step('the seller lists the lens with its mount', async () => {
    await skipCongratulations(page);
    await logInByEmail(page, 'seller@shutterswap.test');
    await page.goto('/dashboard/add-product');
    const form = page;
    await expect(form.getByRole('heading', { name: 'Add a Product' })).toBeVisible();
    await form.getByLabel('Choose photos').setInputFiles(photo);
    await form.getByLabel('Product name').fill(lens);
    await form.getByRole('group', { name: 'What is it?' }).getByText('Lens', { exact: true }).click();
    await form.getByLabel('Brand').fill('FujiFilm');
    await form.getByLabel('Lens mount').fill('Fujifilm X');
    await form.getByLabel('Grade').selectOption('EX+');
    await form.getByLabel('Category').selectOption('Mirrorless');
    await form.getByRole('group', { name: 'Condition' }).getByText('Excellent', { exact: true }).click();
    await form.getByLabel('Original price').fill('999');
    await form.getByLabel('Asking price').fill('640');
    await form.getByLabel('Purchase year').fill('2020');
    await form.getByLabel('Years used').fill('4');
    await form
      .getByLabel('Description')
      .fill('Weather-sealed wide prime, focuses down to 15 cm. Glass clean, no haze, AF quick. Hood and both caps.');
    await form.getByLabel('Phone').fill('+1 (503) 555-0164');
    await form.getByLabel('Location').fill('Portland, OR');
    await expect(form.locator('.photo-tile')).toHaveAttribute('data-status', 'uploaded', { timeout: 30_000 });
    await form.getByRole('button', { name: 'Add Product' }).click();
    await expect(toast(page, 'Product Added Successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/my-products$/);
  });

  // A buyer, on a phone of their own, narrows the storefront to Fujifilm X lenses in the filter sheet.
  const buyerPhone = await browser.newContext({ viewport: PHONE });
  await skipCongratulations(buyerPhone);
  const buyer = await buyerPhone.newPage();
  await test.step('a buyer chooses the Fujifilm X mount in the filter sheet', async () => {
    await logInByEmail(buyer, 'buyer@shutterswap.test');
    await buyer.goto('/products');
    await buyer.getByRole('button', { name: 'Filters' }).click();
    const sheet = buyer.getByRole('dialog', { name: 'Filters' });
    await sheet
      .getByRole('group', { name: 'Lens mount' })
      .getByRole('checkbox', { name: 'Fujifilm X', exact: true })
      .check();
    // The demo catalogue's two Fujifilm X lenses for sale (scripts/seed), and the new one.
    const show = sheet.getByRole('button', { name: /^(Show( \d+\+?)? results?|No results)$/ });
    await expect(show).toHaveText('Show 3 results');
    await show.click();
    await expect(sheet).toBeHidden();
  });

  await expect(buyer).toHaveURL(/\/products\?mount=Fujifilm\+X$/);
  await expect(buyer.locator('.results-summary')).toHaveText('3 results');
  await expect(buyer.getByRole('button', { name: 'Remove filter: Fujifilm X mount' })).toBeVisible();
  const results = buyer.getByRole('list', { name: 'Search results' });
  await expect
    .poll(async () => (await results.locator('h3').allTextContents()).sort())
    .toEqual([lens, 'Fujifilm XF 23mm f/2 R WR Silver', 'Fujifilm XF 35mm f/1.4 R'].sort());
  await expect(results.getByRole('heading', { name: lens })).toBeVisible();
  // The demo catalogue's lens for Fujifilm's other mount (GFX) is not among them.
  await expect(results.getByText('Fujifilm GF 63mm f/2.8 R WR')).toHaveCount(0);
  await buyerPhone.close();
});
