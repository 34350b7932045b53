import { expect, type BrowserContext, type Page } from '@playwright/test';
import { CONGRATULATIONS_SHOWN_KEY } from '@/lib/congratulations-shown';
import { ACCESS_TOKEN_STORAGE_KEY } from '@/lib/session/access-token-store';
import { appStarted, toast } from './screen';

export const DEMO_PASSWORD = 'shutterswap';

/**
 * Marks the congratulations modal as shown (on one page, or every page of a context), so it does not cover a journey
 * that goes to the blog.
 */
export async function skipCongratulations(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript((key) => localStorage.setItem(key, '1'), CONGRATULATIONS_SHOWN_KEY);
}

/** Fills and sends the login form the page shows, as a person would, and waits for the welcome. */
export async function submitLogIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  const form = page.locator('.auth-card form.auth-form');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(toast(page, 'Welcome!!')).toBeVisible();
}

/** Signs in through the login page. */
export async function logInByEmail(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await submitLogIn(page, email, password);
}

/**
 * Signs in with the emulator's stand-in for Google's account chooser; the first time for an email this registers
 * a new Buyer (Google sign-up makes a Buyer), so each journey can have a buyer of its own.
 */
export async function signInWithGoogle(
  page: Page,
  email: string,
  name: string,
  { timeout }: { timeout?: number } = {},
): Promise<void> {
  await page.goto('/login');
  await appStarted(page);
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  const chooser = page.getByRole('dialog', { name: 'Choose a Google account' });
  await chooser.getByLabel('Google email').fill(email);
  await chooser.getByLabel('Name').fill(name);
  await chooser.getByRole('button', { name: 'Continue' }).click();
  // `timeout`: a bench outside the test runner, whose assertions wait 5 s, with dozens of phones open.
  await expect(toast(page, 'Welcome!')).toBeVisible({ timeout });
}

/** The access token of whoever is signed in on this page, or null. */
export function storedAccessToken(page: Page): Promise<string | null> {
  return page.evaluate((key) => localStorage.getItem(key), ACCESS_TOKEN_STORAGE_KEY);
}

/** The access token of whoever is signed in on this page. */
export async function accessToken(page: Page): Promise<string> {
  const token = await storedAccessToken(page);
  if (!token) throw new Error('Nobody is signed in on this page');
  return token;
}
