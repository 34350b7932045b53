import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'shutterswap';
const CONGRATULATIONS_SEEN_KEY = 'shutterswap:congratulations-seen';

/** The page the router shows; Ionic keeps the previous pages mounted but hidden. */
export function visiblePage(page: Page) {
  return page.locator('.ion-page:not(.ion-page-hidden)').last();
}

/** Marks the once-per-session congratulations modal as seen, so it does not cover the page. */
export async function skipCongratulations(page: Page): Promise<void> {
  await page.addInitScript((key) => sessionStorage.setItem(key, '1'), CONGRATULATIONS_SEEN_KEY);
}

/** Signs in through the login page, as a person would. */
export async function logInByEmail(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  const form = visiblePage(page).locator('.auth-card form.auth-form');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.locator('[role="status"]', { hasText: /^Welcome!!$/ })).toBeVisible();
}

/**
 * Signs in with the emulator's stand-in for Google's account chooser; the first time for an email this registers
 * a new Buyer (Google sign-up makes a Buyer), so each journey can have a buyer of its own.
 */
export async function signInWithGoogle(page: Page, email: string, name: string): Promise<void> {
  await page.goto('/login');
  await visiblePage(page).getByRole('button', { name: 'Continue with Google' }).click();
  const chooser = page.getByRole('dialog', { name: 'Choose a Google account' });
  await chooser.getByLabel('Google email').fill(email);
  await chooser.getByLabel('Name').fill(name);
  await chooser.getByRole('button', { name: 'Continue' }).click();
  await expect(page.locator('[role="status"]', { hasText: /^Welcome!$/ })).toBeVisible();
}
