import { expect, test, type Page } from '@playwright/test';
import { skipCongratulations } from './support/app-session';
import { QUERY_CACHE_KEY, readKeyval, waitForServiceWorkerControl, writeKeyval } from './support/device-storage';
import { goOffline } from './support/network';

/*
 * What the device keeps. The read cache (React Query's answers in IndexedDB) is capped and evicts
 * the least recently fetched answers first; once a write waits in the outbox, the app asks the browser to keep
 * the site's storage under pressure (navigator.storage.persist), once.
 */

const STORED_ANSWERS = 400;
const ANSWERS_KEPT = 250;

test.beforeEach(async ({ page }) => {
  await skipCongratulations(page);
});

interface StoredQuery {
  queryKey: unknown[];
  state: { dataUpdatedAt: number };
}

interface StoredCache {
  ownerId: string | null;
  client: { timestamp: number; buster: string; clientState: { queries: StoredQuery[]; mutations: unknown[] } };
}

/** The persisted read cache, straight from idb-keyval's default store. */
function readStoredCache(page: Page): Promise<StoredCache | undefined> {
  return readKeyval<StoredCache>(page, QUERY_CACHE_KEY);
}

/** An answer fetched `ageMs` ago: the older, the sooner it is evicted. */
function fakeAnswer(index: number, now: number): StoredQuery {
  return {
    queryKey: ['storage-test', index],
    queryHash: JSON.stringify(['storage-test', index]),
    dehydratedAt: now,
    state: {
      data: { note: `answer ${index}`, padding: 'x'.repeat(200) },
      dataUpdateCount: 1,
      dataUpdatedAt: now - index * 1000,
      error: null,
      errorUpdateCount: 0,
      errorUpdatedAt: 0,
      fetchFailureCount: 0,
      fetchFailureReason: null,
      fetchMeta: null,
      isInvalidated: false,
      status: 'success',
      fetchStatus: 'idle',
    },
  } as StoredQuery;
}

test('the read cache keeps at most 250 answers, the most recently fetched', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(async () => (await readStoredCache(page))?.client.buster, { timeout: 15_000 }).toBeTruthy();
  const own = (await readStoredCache(page))!;

  // Written where the app does not run (a JSON answer of the same origin): the app, on leaving a page, saves its
  // own cache over whatever is stored.
  await page.goto('/api/health');
  const now = Date.now();
  const answers = Array.from({ length: STORED_ANSWERS }, (_, index) => fakeAnswer(index, now));
  await writeKeyval(page, QUERY_CACHE_KEY, {
    ...own,
    client: { ...own.client, timestamp: now, clientState: { queries: answers, mutations: [] } },
  });
  // Opening the app trims what it restores to the cap, and stores that at once, even on a page painted by the
  // server, which fetches nothing.
  await page.goto('/products');
  await expect
    .poll(async () => (await readStoredCache(page))?.client.clientState.queries.length ?? 0, { timeout: 15_000 })
    .toBeLessThanOrEqual(ANSWERS_KEPT);

  const kept = new Set(
    (await readStoredCache(page))!.client.clientState.queries.map((query) => JSON.stringify(query.queryKey)),
  );
  expect(kept.has(JSON.stringify(['storage-test', 0]))).toBe(true);
  expect(kept.has(JSON.stringify(['storage-test', STORED_ANSWERS - 1]))).toBe(false);
});

test('once a write waits, the app asks the browser once to keep its storage', async ({ page, context }) => {
  await page.addInitScript(() => {
    const storage = navigator.storage;
    const persist = storage.persist.bind(storage);
    (window as unknown as { persistRequests: number }).persistRequests = 0;
    storage.persisted = () => Promise.resolve(false);
    storage.persist = () => {
      (window as unknown as { persistRequests: number }).persistRequests += 1;
      return persist();
    };
  });
  const persistRequests = () => page.evaluate(() => (window as unknown as { persistRequests: number }).persistRequests);

  await page.goto('/about');
  // The visitor scrolls down to it: the footer is painted, its form is the app's.
  await page.locator('footer').scrollIntoViewIfNeeded();
  const form = page.getByRole('form', { name: 'Newsletter sign-up' });
  await form.scrollIntoViewIfNeeded();
  expect(await persistRequests()).toBe(0);
  // The app is whole on the device (its worker holds every screen's code) before the signal goes.
  await waitForServiceWorkerControl(page);

  await goOffline(page);
  const email = form.getByRole('textbox', { name: 'Email address' });
  for (const address of ['first-storage@example.test', 'second-storage@example.test']) {
    await email.fill(address);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(
      page
        .locator('[role="status"]', { hasText: "You're offline. We'll subscribe you as soon as you're back online." })
        .last(),
    ).toBeVisible();
  }
  expect(await persistRequests()).toBe(1);
  await context.setOffline(false);
});
