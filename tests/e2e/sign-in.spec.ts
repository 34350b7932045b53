import { devices, expect, test, type Page } from '@playwright/test';
import path from 'node:path';
import { clientConfigSchema } from '@contract/client-config';
import { DEMO_PASSWORD, skipCongratulations, submitLogIn } from './support/app-session';
import { appStarted, toast } from './support/screen';
import { atPhoneAndDesktop, DESKTOP, PHONE, screenshotAtSizes, keepScreenshot } from './support/screenshot';

function authCard(page: Page) {
  return page.locator('.auth-card');
}

function authForm(page: Page) {
  return authCard(page).locator('form.auth-form');
}

/** Every console message of a type, as "type: text". */
function recordConsole(page: Page, types: string[]): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (types.includes(message.type())) messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  return messages;
}

test.beforeEach(async ({ page }) => {
  await skipCongratulations(page);
});

test('sign-in refusals are said in plain words; the provider’s message stays in the console', async ({ page }) => {
  const logged = recordConsole(page, ['warning', 'error']);
  await page.goto('/login');
  const form = authForm(page);
  // Its fields are the app's form fields (the order form's, the listing form's): 48 px tall.
  await expect(form.getByLabel('Email')).toHaveCSS('height', '48px');
  await form.getByLabel('Email').fill('buyer@shutterswap.test');
  await form.getByLabel('Password').fill('not-the-password');
  await form.getByRole('button', { name: 'Login', exact: true }).click();
  const alert = authCard(page).locator('.form-alert');
  await expect(alert).toHaveText('Wrong email or password.');
  await expect(authCard(page)).not.toContainText('Firebase');
  expect(logged.join('\n')).toMatch(/warning: Authentication refused \(auth\/(wrong-password|invalid-credential)\)/);
  await screenshotAtSizes(page, 'login-wrong-password');

  await page.goto('/register');
  const register = authForm(page);
  await register.getByLabel('Full name').fill('Bea Again');
  await register.getByLabel('Email').fill('buyer@shutterswap.test');
  await register.getByLabel('Password').fill(`${DEMO_PASSWORD}-other`);
  await register.getByLabel('Picture').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: Buffer.from('a picture'),
  });
  await register.getByRole('button', { name: 'Register' }).click();
  await expect(authCard(page).locator('.form-alert')).toHaveText(
    'An account already exists for this email. Log in instead, or reset your password.',
  );

  await register.getByLabel('Email').fill(`weak-${Date.now()}@example.com`);
  // The rule shows before it fails, and a short password is stopped on the form, before the auth provider.
  await expect(register.getByText('At least 6 characters.')).toBeVisible();
  await register.getByLabel('Password').fill('abc');
  await register.getByRole('button', { name: 'Register' }).click();
  await expect(register.getByText('Choose a longer password: at least 6 characters.')).toBeVisible();
  await expect(authCard(page)).not.toContainText('Firebase');
  await screenshotAtSizes(page, 'register-weak-password');
});

test('the login and register pages log no console error, on a phone or a computer', async ({ browser }) => {
  // Firebase loads Google's sign-in helper from another host as soon as auth starts on phones and Safari.
  for (const device of [devices['Pixel 7'], devices['Desktop Chrome']]) {
    const context = await browser.newContext({ ...device, viewport: device.isMobile ? PHONE : DESKTOP });
    const page = await context.newPage();
    const logged = recordConsole(page, ['error']);
    for (const path of ['/login', '/register']) {
      await page.goto(path);
      await expect(authForm(page)).toBeVisible();
      // Firebase Auth starts as the page opens; its start is over once the network is quiet.
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1000);
    }
    expect(logged, device.userAgent).toEqual([]);
    await context.close();
  }
});

/** The newest password reset code the auth emulator "emailed" to this address. */
async function resetCodeFor(page: Page, email: string): Promise<string> {
  const { firebase } = clientConfigSchema.parse(await (await page.request.get('/api/client-config')).json());
  if (!firebase.emulatorUrl) throw new Error('The e2e server runs the auth emulator');
  const answer = await page.request.get(`${firebase.emulatorUrl}/emulator/v1/projects/${firebase.projectId}/oobCodes`);
  const { oobCodes } = (await answer.json()) as {
    oobCodes: Array<{ email: string; oobCode: string; requestType: string }>;
  };
  const codes = oobCodes.filter((code) => code.email === email && code.requestType === 'PASSWORD_RESET');
  if (codes.length === 0) throw new Error(`No reset code for ${email}`);
  return codes.at(-1)!.oobCode;
}

test('a forgotten password is reset from the emailed link, then the new one logs in', async ({ page }) => {
  const email = `forgetful-${Date.now()}@example.com`;
  await page.goto('/register');
  const register = authForm(page);
  await register.getByLabel('Full name').fill('Fay Forgetful');
  await register.getByLabel('Email').fill(email);
  await register.getByLabel('Password').fill('first-password');
  await register.getByLabel('Picture').setInputFiles(path.join(import.meta.dirname, 'fixtures', 'profile-picture.png'));
  await register.getByRole('button', { name: 'Register' }).click();
  await expect(toast(page, 'Welcome!')).toBeVisible();
  // Once the page before has slid away, one header, one Logout.
  const logout = page.locator('.site-header').filter({ visible: true }).getByRole('button', { name: 'Logout' });
  await expect(logout).toHaveCount(1);
  await logout.click();
  await expect(toast(page, 'You Have Logged Out')).toBeVisible();

  // The email typed on the login form comes along.
  await page.goto('/login');
  await authForm(page).getByLabel('Email').fill(email);
  await screenshotAtSizes(page, 'login-forgot-password');
  await authForm(page).getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  const card = authCard(page);
  await expect(card.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await expect(card.getByLabel('Email')).toHaveValue(email);
  await card.getByRole('button', { name: 'Send reset link' }).click();
  await expect(card.getByRole('status')).toHaveText(
    'If an account exists for that email, we sent a link to reset the password.',
  );
  await screenshotAtSizes(page, 'forgot-password-sent');

  const code = await resetCodeFor(page, email);
  await page.goto(`/reset-password?mode=resetPassword&oobCode=${encodeURIComponent(code)}`);
  const reset = authCard(page);
  await expect(reset.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expect(reset.getByText(`For ${email}.`)).toBeVisible();
  await screenshotAtSizes(page, 'reset-password');
  await reset.getByLabel('New password').fill('second-password');
  await reset.getByRole('button', { name: 'Save new password' }).click();
  await expect(toast(page, 'Your password is changed. Log in with it.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(authForm(page).getByLabel('Email')).toHaveValue(email);
  await submitLogIn(page, email, 'second-password');

  // The link works once.
  await page.goto(`/reset-password?mode=resetPassword&oobCode=${encodeURIComponent(code)}`);
  await expect(authCard(page).getByRole('alert').first()).toContainText(
    'This link is no longer valid: it was already used or replaced. Ask for a new one.',
  );
  await expect(authCard(page).getByRole('link', { name: 'Send a new link' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
});

test('Register’s picture is picked with the app’s own buttons, previewed, changed or removed', async ({ page }) => {
  await page.goto('/register');
  // The buttons' own behaviour, once the app runs them (hydration.spec covers a picture chosen before it starts).
  await appStarted(page);
  const form = authForm(page);
  const field = form.locator('.form-field').filter({ has: page.getByLabel('Picture') });
  await expect(field.getByText('Choose picture', { exact: true })).toBeVisible();
  await expect(field.getByText('A clear photo of your face')).toBeVisible();
  // The browser's own "Choose File / No file chosen" control is out of sight.
  const inputBox = await form.getByLabel('Picture').boundingBox();
  expect(inputBox!.width).toBeLessThanOrEqual(1);

  await form.getByLabel('Picture').setInputFiles(path.join(import.meta.dirname, 'fixtures', 'profile-picture.png'));
  await expect(field.locator('img')).toHaveAttribute('src', /^blob:/);
  await expect(field.getByText('profile-picture.png')).toBeVisible();
  await expect(field.getByText('Change', { exact: true })).toBeVisible();
  await atPhoneAndDesktop(page, async (label) => {
    await keepScreenshot(field, `register-picture-${label}`);
  });

  await field.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(field.locator('img')).toHaveCount(0);
  await expect(field.getByText('Choose picture', { exact: true })).toBeVisible();
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(field.getByText('Choose a picture of yourself.')).toBeVisible();
  await atPhoneAndDesktop(page, async (label) => {
    await keepScreenshot(field, `register-picture-missing-${label}`);
  });
});
