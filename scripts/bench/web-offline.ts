/**
 * First contentful paint of reloads of one page in Debian's Chromium: the page is opened online until the service
 * worker controls it and the persisted read cache holds what it showed, then reloaded `runs` times online (the
 * baseline, network first) and `runs` times offline (from the worker's caches and the persisted read cache).
 */
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lighthouse-run.ts';

const STEP_TIMEOUT_MS = 90_000;

export type ReloadPaints = { onlineMs: number[]; offlineMs: number[] };

export function median(samples: readonly number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

async function reloadPaint(page: Page): Promise<number> {
  await page.reload({ waitUntil: 'load' });
  const handle = await page.waitForFunction(() => {
    const [entry] = performance.getEntriesByName('first-contentful-paint');
    return entry ? entry.startTime : undefined;
  });
  return (await handle.jsonValue()) as number;
}

export async function reloadPaints(baseUrl: string, pagePath: string, runs = 3): Promise<ReloadPaints> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
    timeout: STEP_TIMEOUT_MS,
  });
  try {
    const context = await browser.newContext({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });
    context.setDefaultTimeout(STEP_TIMEOUT_MS);
    await context.addInitScript(() => sessionStorage.setItem('shutterswap:congratulations-seen', '1'));
    const page = await context.newPage();
    await page.goto(`${baseUrl}${pagePath}`, { waitUntil: 'load' });
    await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');
    // A reload under the worker's control, then quiet: the worker and the read cache hold what the page asks for.
    await page.reload({ waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(2_000);

    const onlineMs: number[] = [];
    for (let run = 0; run < runs; run++) onlineMs.push(await reloadPaint(page));
    await context.setOffline(true);
    const offlineMs: number[] = [];
    for (let run = 0; run < runs; run++) offlineMs.push(await reloadPaint(page));
    return { onlineMs, offlineMs };
  } finally {
    await browser.close();
  }
}
