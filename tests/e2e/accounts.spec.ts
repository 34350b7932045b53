import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  DEMO_PASSWORD,
  logInByEmail,
  skipCongratulations,
  storedAccessToken,
  submitLogIn,
} from './support/app-session';
import { toast } from './support/screen';
import { DESKTOP, PHONE, screenshotAtSizes, keepScreenshot } from './support/screenshot';

const PICTURE = path.join(import.meta.dirname, 'fixtures', 'profile-picture.png');

/** The login or register card, and its form (the hidden Google account prompt has fields of its own). */
function authCard(page: Page) {
  return page.locator('.auth-card');
}

function authForm(page: Page) {
  return authCard(page).locator('form.auth-form');
}

test.beforeEach(async ({ page }) => {
  await skipCongratulations(page);
});

test('registering with a picture, turning on selling, then logging out', async ({ page }) => {
  await page.goto('/register');
  const card = authCard(page);
  const form = authForm(page);
  await expect(card.getByRole('heading', { name: 'Register' })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  await screenshotAtSizes(page, 'register');

  // Every field is required, each with its own message.
  await form.getByRole('button', { name: 'Register' }).click();
  for (const message of [
    'Enter your full name.',
    'Enter your email address.',
    'Choose a password.',
    'Choose a picture of yourself.',
  ]) {
    await expect(form.getByText(message)).toBeVisible();
  }

  await form.getByLabel('Full name').fill('Sally Shutter');
  await form.getByLabel('Email').fill('sally.shutter@example.com');
  await form.getByLabel('Password').fill('darkroom-42');
  // No role to choose (issue 30): the account buys, and selling is turned on from the dashboard.
  await expect(form.getByLabel('Role')).toHaveCount(0);

  // A file that only claims to be an image: the server refuses it, and the user is told why.
  await form.getByLabel('Picture').setInputFiles({
    name: 'not-really.png',
    mimeType: 'image/png',
    buffer: Buffer.from('this is text, not a picture'),
  });
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(card.getByRole('alert').filter({ hasText: 'Your picture could not be uploaded:' })).toBeVisible();
  expect(await storedAccessToken(page)).toBeNull();

  // Trying again with a real picture goes through (the account made by the first try is reused).
  await form.getByLabel('Picture').setInputFiles(PICTURE);
  await expect(form.locator('.auth-picture img')).toBeVisible();
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(toast(page, 'Welcome!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await storedAccessToken(page)).toBeTruthy();

  const header = page.locator('.site-header').filter({ visible: true });
  await expect(header.getByText('Sally Shutter')).toBeVisible();
  // The avatar shown at this size (the phone header has its own, in the account menu's button).
  await expect(header.locator('img.avatar').filter({ visible: true })).toHaveAttribute('src', /\/uploads\//);

  const me = await page.request.get('/api/users/me', {
    headers: { Authorization: `Bearer ${await storedAccessToken(page)}` },
  });
  expect(await me.json()).toMatchObject({
    email: 'sally.shutter@example.com',
    displayName: 'Sally Shutter',
    role: 'Buyer',
    photoURL: expect.stringMatching(/^\/uploads\//),
  });

  await header.getByRole('link', { name: 'Dashboard' }).click();
  const dashboard = page;
  await expect(dashboard.getByRole('heading', { name: 'Welcome, Sally!' })).toBeVisible();
  await dashboard.getByRole('button', { name: 'Start selling' }).click();
  await expect(dashboard.getByText('Awaiting admin verification')).toBeVisible();
  // Advertising is for verified sellers: the new seller is told why it waits and what works meanwhile.
  const notice = dashboard.getByRole('region', { name: 'Advertising opens once an admin verifies you' });
  await expect(notice).toContainText('The storefront shows gear from verified sellers only.');
  await screenshotAtSizes(page, 'dashboard-seller');
  await dashboard
    .getByRole('link', { name: /My Products/ })
    .first()
    .click();
  // Once the dashboard has slid away, one notice: My Products' own (the dashboard's counted 1 before it arrived).
  await expect(page.getByRole('heading', { level: 1, name: 'My Products' })).toBeVisible();
  const productsNotice = page.getByRole('region', { name: 'Advertising opens once an admin verifies you' });
  await expect(productsNotice).toHaveCount(1);
  await expect(productsNotice).toBeVisible();
  await screenshotAtSizes(page, 'my-products-unverified');

  // Once the page before has slid away, one header, one Logout.
  const logout = page.locator('.site-header').filter({ visible: true }).getByRole('button', { name: 'Logout' });
  await expect(logout).toHaveCount(1);
  await logout.click();
  await expect(toast(page, 'You Have Logged Out')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.locator('.site-header').filter({ visible: true }).getByRole('link', { name: 'Login' }),
  ).toBeVisible();
  expect(await storedAccessToken(page)).toBeNull();
});

test('a guarded page sends a visitor to log in, and back to it as a buyer', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
  const login = authCard(page);
  await expect(login.getByRole('heading', { name: 'Login' })).toBeVisible();
  await expect(login.getByRole('link', { name: 'Register' })).toBeVisible();
  await screenshotAtSizes(page, 'login');

  // The provider's refusal in plain words, in red under the form.
  await authForm(page).getByLabel('Email').fill('buyer@shutterswap.test');
  await authForm(page).getByLabel('Password').fill('not-the-password');
  await authForm(page).getByRole('button', { name: 'Login', exact: true }).click();
  await expect(login.locator('.form-alert')).toHaveText('Wrong email or password.');
  await expect(login.locator('.form-alert')).toHaveCSS('color', 'rgb(179, 38, 30)');

  await submitLogIn(page, 'buyer@shutterswap.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  const dashboard = page;
  await expect(dashboard.getByRole('heading', { name: 'Welcome, Bea!' })).toBeVisible();
  await expect(dashboard.getByText('Signed in as')).toContainText('Buyer');
  const buyerMenu = dashboard.locator('.dashboard__sidebar').getByRole('navigation', { name: 'Dashboard menu' });
  await expect(buyerMenu.getByRole('link').first()).toHaveText('Overview');
  await expect(buyerMenu.getByRole('link', { name: 'All Buyers' })).toHaveCount(0);
  await screenshotAtSizes(page, 'dashboard-buyer');

  // The session survives a reload, straight from storage.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome, Bea!' })).toBeVisible();
});

/** A token shaped like ours (readable `exp`) but not signed by the server. */
function unsignedToken(expiresInSeconds: number): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const exp = Math.floor(Date.now() / 1000) + expiresInSeconds;
  return `${part({ alg: 'HS256' })}.${part({ sub: 'nobody', exp })}.not-signed`;
}

test('an expired or refused access token is renewed from the Firebase sign-in', async ({ page }) => {
  await logInByEmail(page, 'buyer@shutterswap.test');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Welcome, Bea!' })).toBeVisible();

  // Past its expiry: renewed before the next request goes out.
  const expired = unsignedToken(-60);
  await page.evaluate((token) => localStorage.setItem('jwt-token', token), expired);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome, Bea!' })).toBeVisible();
  await expect.poll(() => storedAccessToken(page)).not.toBe(expired);

  // Not expired but refused by the server (401): renewed once and the request retried.
  const refused = unsignedToken(600);
  await page.evaluate((token) => localStorage.setItem('jwt-token', token), refused);
  await page.reload();
  await expect.poll(() => storedAccessToken(page)).not.toBe(refused);
  const renewed = await storedAccessToken(page);
  const me = await page.request.get('/api/users/me', { headers: { Authorization: `Bearer ${renewed}` } });
  expect(me.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Welcome, Bea!' })).toBeVisible();
});

test('a buyer who opens an admin page is asked to log in with another account', async ({ page }) => {
  await logInByEmail(page, 'buyer@shutterswap.test');
  await page.goto('/dashboard/all-buyers');
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard%2Fall-buyers$/);
  await expect(page.getByText('needs a different kind of account')).toBeVisible();
});

test('Google sign-in makes a new Google user a Buyer', async ({ page }) => {
  await page.goto('/login');
  await authCard(page).getByRole('button', { name: 'Continue with Google' }).click();
  const chooser = page.getByRole('dialog', { name: 'Choose a Google account' });
  await expect(chooser).toBeVisible();
  await chooser.getByLabel('Google email').fill('gina.google@example.com');
  await chooser.getByLabel('Name').fill('Gina Google');
  await chooser.getByRole('button', { name: 'Continue' }).click();

  await expect(toast(page, 'Welcome!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('.site-header').filter({ visible: true }).getByText('Gina Google')).toBeVisible();
  const me = await page.request.get('/api/users/me', {
    headers: { Authorization: `Bearer ${await storedAccessToken(page)}` },
  });
  expect(await me.json()).toMatchObject({ email: 'gina.google@example.com', role: 'Buyer' });
});

test('an admin verifies a seller, removes a buyer and a seller', async ({ page }) => {
  await logInByEmail(page, 'admin@shutterswap.test');
  await page.goto('/dashboard');
  const menu = page.locator('.dashboard__sidebar').getByRole('navigation', { name: 'Dashboard menu' });
  await expect(menu.getByRole('link').first()).toHaveText('Overview');
  await expect(menu.getByRole('link', { name: 'All Buyers' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'All Sellers' })).toBeVisible();
  await screenshotAtSizes(page, 'dashboard-admin');

  await menu.getByRole('link', { name: 'All Sellers' }).click();
  const sellersPage = page;
  await expect(sellersPage.getByRole('heading', { name: 'All the listed sellers of this website' })).toBeVisible();
  const sellers = sellersPage.getByRole('table', { name: 'Sellers' });
  await expect(sellers.getByRole('columnheader')).toHaveText([
    '#',
    'Avatar',
    'Name',
    'Email',
    'Role',
    'Status',
    'Action',
  ]);
  const jonas = sellers.getByRole('row', { name: /Jonas Weber/ });
  await expect(jonas.getByText('Unverified')).toBeVisible();
  await jonas.getByRole('button', { name: 'Click to verify Jonas Weber' }).click();
  await expect(toast(page, 'Seller Verified')).toBeVisible();
  await expect(jonas.getByRole('button', { name: 'Verified' })).toBeDisabled();
  await expect(jonas.getByText('Verified', { exact: true }).first()).toBeVisible();

  const tom = sellers.getByRole('row', { name: /Tom Whitaker/ });
  await tom.getByRole('button', { name: 'Remove Tom Whitaker' }).click();
  const confirmSeller = page.getByRole('alertdialog', { name: 'Want to delete this seller?' });
  await expect(confirmSeller).toBeVisible();
  await confirmSeller.getByRole('button', { name: 'Remove' }).click();
  await expect(toast(page, 'Seller Deleted')).toBeVisible();
  await expect(tom).toHaveCount(0);
  await screenshotAtSizes(page, 'all-sellers');

  await page.locator('.dashboard__sidebar').getByRole('link', { name: 'All Buyers' }).click();
  const buyersPage = page;
  await expect(buyersPage.getByRole('heading', { name: 'All the listed buyers of this website' })).toBeVisible();
  const buyers = buyersPage.getByRole('table', { name: 'Buyers' });
  await expect(buyers.getByRole('columnheader')).toHaveText(['#', 'Avatar', 'Name', 'Email', 'Role', 'Action']);
  const noah = buyers.getByRole('row', { name: /Noah Patel/ });
  await expect(noah).toContainText('noah.patel@example.com');

  // Cancelling keeps the buyer.
  await noah.getByRole('button', { name: 'Remove Noah Patel' }).click();
  const confirmBuyer = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this buyer?' });
  await confirmBuyer.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirmBuyer).toBeHidden();
  await expect(noah).toHaveCount(1);

  await noah.getByRole('button', { name: 'Remove Noah Patel' }).click();
  await confirmBuyer.getByRole('button', { name: 'Remove' }).click();
  await expect(toast(page, 'Buyer Deleted')).toBeVisible();
  await expect(noah).toHaveCount(0);
  await screenshotAtSizes(page, 'all-buyers');

  // The server agrees: the buyer is gone, the seller verified.
  const auth = { Authorization: `Bearer ${await storedAccessToken(page)}` };
  const buyerEmails = (
    (await (await page.request.get('/api/buyers', { headers: auth })).json()) as { email: string }[]
  ).map((buyer) => buyer.email);
  expect(buyerEmails).not.toContain('noah.patel@example.com');
  const sellerList = (await (await page.request.get('/api/sellers', { headers: auth })).json()) as {
    email: string;
    status: string;
  }[];
  expect(sellerList.find((seller) => seller.email === 'jonas.weber@example.com')?.status).toBe('Verified');
});

test('on a phone the dashboard menu opens from "Open Dashboard"', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logInByEmail(page, 'admin@shutterswap.test');
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Open Dashboard' }).click();
  const drawer = page.getByRole('dialog', { name: 'Dashboard' });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('link', { name: 'All Sellers' }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard\/all-sellers$/);
  await expect(page.getByRole('heading', { name: 'All the listed sellers of this website' })).toBeVisible();
});

test('logging in while offline says so instead of failing', async ({ page, context }) => {
  await page.goto('/login');
  const login = authCard(page);
  await expect(login.getByRole('heading', { name: 'Login' })).toBeVisible();
  // As in the installed app: the service worker has the app's files before the signal goes.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await context.setOffline(true);
  await expect(login.getByText("You're offline.")).toBeVisible();
  await authForm(page).getByLabel('Email').fill('buyer@shutterswap.test');
  await authForm(page).getByLabel('Password').fill(DEMO_PASSWORD);
  await authForm(page).getByRole('button', { name: 'Login', exact: true }).click();
  await expect(login.locator('.form-alert')).toHaveText("You're offline. Connect to the internet, then try again.");
  await context.setOffline(false);
});

test("on a phone the header's avatar opens the account menu, by tap or keyboard", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await logInByEmail(page, 'seller@shutterswap.test');
  await page.goto('/products');
  const header = page.locator('.site-header').filter({ visible: true });
  const avatar = header.getByRole('button', { name: 'Account menu, Sam Seller' });
  const menu = page.getByRole('dialog', { name: 'Menu' });

  await avatar.click();
  await expect(menu).toBeVisible();
  await expect(menu.getByText('Sam Seller', { exact: true })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();
  await page.waitForTimeout(400);
  await keepScreenshot(page, 'account-menu-open-phone', { animations: 'disabled' });
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  // Keyboard: Tab from the brand link reaches the avatar, and Enter opens the same menu.
  await header.getByRole('link', { name: 'Shutterswap home' }).focus();
  for (let presses = 0; presses < 8 && !(await avatar.evaluate((el) => el === document.activeElement)); presses++) {
    await page.keyboard.press('Tab');
  }
  await expect(avatar).toBeFocused();
  await keepScreenshot(page, 'account-menu-focus-phone', { clip: { x: 0, y: 0, width: 390, height: 80 } });
  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  // The keyboard's focus moves into the open menu, so Escape closes it.
  await expect.poll(() => menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  // On a desktop the header shows Logout beside the avatar, whose tooltip names who is signed in; the phone's button is
  // not there.
  await page.setViewportSize(DESKTOP);
  await expect(header.locator('[title="Sam Seller"]')).toBeVisible();
  await expect(header.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(avatar).toBeHidden();
  await screenshotAtSizes(page, 'account-menu-header');

  // From a tablet to a wide screen the signed-in bar fits the window: nothing runs off its right edge.
  const bar = header.locator('.site-header__bar');
  for (const width of [800, 1024, 1199, 1200, 1280, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await bar.evaluate((element) => element.getBoundingClientRect().right), `${width} px`).toBeLessThanOrEqual(
      width,
    );
    const logout = width < 1200 ? avatar : header.getByRole('button', { name: 'Logout' });
    await expect(logout, `${width} px`).toBeInViewport({ ratio: 1 });
  }
});
