import { expect, type Page } from '@playwright/test';
import type { Product } from '@contract/catalogue';

export interface OrderDetails {
  phone: string;
  meetingPlace: string;
}

/** Fills the order form the page shows for this product; returns the page the form is on. */
export async function fillOrderForm(page: Page, product: Product, details: OrderDetails): Promise<Page> {
  const form = page;
  await expect(form.getByRole('heading', { name: `Place your order for ${product.name}` })).toBeVisible();
  await form.getByLabel('Your Contact Number').fill(details.phone);
  await form.getByLabel('Your Preferred Meeting Place').fill(details.meetingPlace);
  return form;
}

/** Fills the order form, sends it with "Request to buy" and waits for My Orders, where the order then shows. */
export async function sendOrderForm(page: Page, product: Product, details: OrderDetails): Promise<void> {
  const form = await fillOrderForm(page, product, details);
  await form.getByRole('button', { name: 'Request to buy' }).click();
  await expect(page).toHaveURL(/\/dashboard\/my-orders$/);
}
