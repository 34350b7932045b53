/**
 * A first visitor's first tap: a phone (412×823, touch) on a first visit (no service worker), Debian's Chromium
 * with the CPU slowed 4× as Lighthouse's mobile runs do, taps a control 1 s after the page's load event; the time
 * until the tap is answered on screen (the Filters sheet open on /products, the Seller Information tab shown on a
 * product page). The same steps on any build, so two builds compare in one run.
 */
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lighthouse-run.ts';

const STEP_TIMEOUT_MS = 90_000;
const CPU_SLOWDOWN = 4;
const AFTER_LOAD_MS = 1000;

export interface FirstTap {
  /** What is tapped: a button or tab by its accessible name. */
  control: { role: 'button' | 'tab'; name: string | RegExp };
  /** How the page answers: a dialog opens, or the tab of that name is selected. */
  answer: { dialog: true } | { selectedTab: string };
}

export const FILTERS_SHEET: FirstTap = { control: { role: 'button', name: /^Filters/ }, answer: { dialog: true } };

export const SELLER_TAB: FirstTap = {
  control: { role: 'tab', name: 'Seller Information' },
  answer: { selectedTab: 'Seller Information' },
};

async function tapOnce(page: Page, tap: FirstTap): Promise<number> {
  const control = page.getByRole(tap.control.role, { name: tap.control.name }).first();
  await control.waitFor();
  // A reader scrolls to it first (the product page's tabs are below the fold on a phone).
  await control.scrollIntoViewIfNeeded();
  await page.waitForTimeout(AFTER_LOAD_MS);
  const box = await control.boundingBox();
  if (!box) throw new Error(`No ${tap.control.role} ${String(tap.control.name)} on screen`);
  const tappedAt = await page.evaluate(() => performance.now());
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  // Checked at every frame: the first frame that shows the answer.
  const handle = await page.waitForFunction(
    (answer) => {
      const shown =
        'dialog' in answer
          ? document.querySelector('dialog[open]') !== null
          : Array.from(document.querySelectorAll('[role="tab"]')).some(
              (tab) => tab.textContent === answer.selectedTab && tab.getAttribute('aria-selected') === 'true',
            );
      return shown ? performance.now() : undefined;
    },
    tap.answer,
    { polling: 'raf' },
  );
  return ((await handle.jsonValue()) as number) - tappedAt;
}

/** The milliseconds from each tap to its answer, one first visit per run. */
export async function firstTapMs(baseUrl: string, pagePath: string, tap: FirstTap, runs = 5): Promise<number[]> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
    timeout: STEP_TIMEOUT_MS,
  });
  try {
    const samples: number[] = [];
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({
        serviceWorkers: 'block',
        viewport: { width: 412, height: 823 },
        isMobile: true,
        hasTouch: true,
      });
      context.setDefaultTimeout(STEP_TIMEOUT_MS);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await page.goto(`${baseUrl}${pagePath}`, { waitUntil: 'load' });
      await page.waitForTimeout(AFTER_LOAD_MS);
      samples.push(await tapOnce(page, tap));
      await context.close();
    }
    return samples;
  } finally {
    await browser.close();
  }
}
