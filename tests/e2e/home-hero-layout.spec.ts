import { expect, test } from '@playwright/test';
import { DESKTOP, PHONE, keepScreenshot } from './support/screenshot';

declare global {
  interface Window {
    layoutShiftTotal?: number;
  }
}

const IDLE_MS = 10_000;

// The hero types its taglines forever: whatever it types, nothing on the page may move (issue 15).
for (const [label, size] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`the home hero does not shift the layout while idling 10 s (${label})`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => {
      window.layoutShiftTotal = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) window.layoutShiftTotal = (window.layoutShiftTotal ?? 0) + entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.waitForTimeout(IDLE_MS);
    const shift = await page.evaluate(() => window.layoutShiftTotal ?? 0);
    console.log(`layout shift at ${size.width}x${size.height} over ${IDLE_MS / 1000} s: ${shift.toFixed(4)}`);
    expect(shift).toBeLessThan(0.02);
    // No horizontal scroll, and nothing of the hero cut off at the screen's edge (the hero clips its overflow).
    const overflow = await page.evaluate(() => {
      const rights = Array.from(
        document.querySelectorAll('.home-hero *'),
        (node) => node.getBoundingClientRect().right,
      );
      return Math.max(document.documentElement.scrollWidth, ...rights) - window.innerWidth;
    });
    expect(overflow).toBeLessThanOrEqual(0);
    await keepScreenshot(page, `home-hero-${label}`);
  });
}
