/**
 * How long a visitor who presses a key as soon as a painted page has loaded waits for the app to take the page over
 * (the painted copy gone, the app's page shown): a first visit (no service worker), Debian's Chromium with the CPU
 * slowed 4× as Lighthouse's mobile runs do. The same steps on any build, whether its app starts by itself or at the
 * visitor's first press, so two builds compare in one run.
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lighthouse-run.ts';

const STEP_TIMEOUT_MS = 90_000;
const CPU_SLOWDOWN = 4;

export async function pressToAppMs(baseUrl: string, pagePath: string, runs = 3): Promise<number[]> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
    timeout: STEP_TIMEOUT_MS,
  });
  try {
    const samples: number[] = [];
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 412, height: 823 } });
      context.setDefaultTimeout(STEP_TIMEOUT_MS);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await page.goto(`${baseUrl}${pagePath}`, { waitUntil: 'load' });
      const pressedAt = await page.evaluate(() => performance.now());
      await page.keyboard.press('Tab');
      const handle = await page.waitForFunction(() =>
        document.getElementById('first-paint') === null ? performance.now() : undefined,
      );
      samples.push(((await handle.jsonValue()) as number) - pressedAt);
      await context.close();
    }
    return samples;
  } finally {
    await browser.close();
  }
}
