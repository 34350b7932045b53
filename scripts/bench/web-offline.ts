/**
 * First contentful paint of an offline reload: /products is opened online until the service worker
 * controls it, then the browser goes offline and reloads the page from the worker's caches.
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lighthouse-run.ts';

const STEP_TIMEOUT_MS = 60_000;

export async function offlineReloadFcp(baseUrl: string): Promise<number> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
    timeout: STEP_TIMEOUT_MS,
  });
  try {
    const context = await browser.newContext({ serviceWorkers: 'allow' });
    context.setDefaultTimeout(STEP_TIMEOUT_MS);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/products`, { waitUntil: 'load' });
    await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');
    // Let the page finish its reads so the worker has cached what the reload will ask for.
    await page.waitForLoadState('networkidle');
    await context.setOffline(true);
    await page.reload({ waitUntil: 'load' });
    const handle = await page.waitForFunction(() => {
      const [entry] = performance.getEntriesByName('first-contentful-paint');
      return entry ? entry.startTime : undefined;
    });
    return (await handle.jsonValue()) as number;
  } finally {
    await browser.close();
  }
}
