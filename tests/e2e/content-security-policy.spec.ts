import { expect, test, type Page } from '@playwright/test';
import { logInByEmail, skipCongratulations } from './support/app-session';

/**
 * The server sends a strict Content-Security-Policy; the app must work under it. Every violation the
 * browser reports while a buyer, a seller and an admin use the main screens fails this test.
 */
async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation(
        `${event.violatedDirective} blocked ${event.blockedURI} on ${location.pathname} from ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy'))
      violations.push(message.text());
  });
  return violations;
}

test('the main screens run under the Content-Security-Policy without a single violation', async ({ page, request }) => {
  const csp = (await request.get('/')).headers()['content-security-policy'];
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("object-src 'none'");

  await skipCongratulations(page);
  const violations = await recordViolations(page);
  const [product] = (await (await request.get('/api/advertised-products')).json()) as Array<{ _id: string }>;

  for (const path of [
    '/',
    '/products',
    `/product/${product!._id}`,
    '/products?q=leica&sort=price-asc',
    '/blog',
    '/about',
    '/register',
  ]) {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
    await page.mouse.wheel(0, 4000); // brings lazy sections and the footer map in
    await page.waitForLoadState('networkidle');
  }

  await logInByEmail(page, 'buyer@shutterswap.test');
  for (const path of ['/dashboard/my-orders', '/dashboard/my-wishlist', `/orderProduct/${product!._id}`]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  await logInByEmail(page, 'seller@shutterswap.test');
  for (const path of ['/dashboard/add-product', '/dashboard/my-products']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }

  expect(violations).toEqual([]);
});
