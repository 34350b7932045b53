import { expect, type Page } from '@playwright/test';

/*
 * What the app keeps on the device, read and written from the page: the service worker's control, and idb-keyval's
 * default store (database keyval-store, object store keyval), where React Query's read cache is persisted.
 */

export const QUERY_CACHE_KEY = 'shutterswap:query-cache';

/** The first visit installs the worker (it precaches the whole shell: slow on a busy machine) and claims the page. */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  try {
    await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, {
      timeout: 90_000,
    });
  } catch (error) {
    const registration = await page.evaluate(async () => {
      const found = await navigator.serviceWorker.getRegistration();
      return {
        installing: found?.installing?.state,
        waiting: found?.waiting?.state,
        active: found?.active?.state,
        controller: navigator.serviceWorker.controller?.state,
      };
    });
    throw new Error(`The service worker did not take control: ${JSON.stringify(registration)}`, { cause: error });
  }
}

/** The value idb-keyval's default store holds under `key`. */
export function readKeyval<T>(page: Page, key: string): Promise<T | undefined> {
  return page.evaluate(async (storageKey) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('keyval-store');
      open.onupgradeneeded = () => open.result.createObjectStore('keyval');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const stored = await new Promise<unknown>((resolve, reject) => {
      const read = db.transaction('keyval').objectStore('keyval').get(storageKey);
      read.onsuccess = () => resolve(read.result);
      read.onerror = () => reject(read.error);
    });
    db.close();
    return stored;
  }, key) as Promise<T | undefined>;
}

/** Puts `value` under `key` in idb-keyval's default store. */
export function writeKeyval(page: Page, key: string, value: unknown): Promise<void> {
  return page.evaluate(
    async ({ storageKey, stored }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        open.onupgradeneeded = () => open.result.createObjectStore('keyval');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      await new Promise<void>((resolve, reject) => {
        const transaction = db.transaction('keyval', 'readwrite');
        transaction.objectStore('keyval').put(stored, storageKey);
        transaction.oncomplete = () => resolve();
        transaction.onerror = () => reject(transaction.error);
      });
      db.close();
    },
    { storageKey: key, stored: value },
  );
}

type PersistedQueries = { client?: { clientState?: { queries?: { queryKey: unknown }[] } } };

/** The query keys React Query's persisted cache holds (what a reload restores), as JSON. */
export async function persistedQueryKeys(page: Page): Promise<string[]> {
  const queries = (await readKeyval<PersistedQueries>(page, QUERY_CACHE_KEY))?.client?.clientState?.queries;
  return (queries ?? []).map((query) => JSON.stringify(query.queryKey));
}

/** Resolves once the persisted read cache holds an answer for every given query key. */
export async function waitForPersistedQueries(page: Page, queryKeys: unknown[][]): Promise<void> {
  await expect
    .poll(
      async () => {
        const persisted = new Set(await persistedQueryKeys(page));
        return queryKeys.map((key) => JSON.stringify(key)).filter((key) => !persisted.has(key));
      },
      { message: 'queries persisted to IndexedDB', timeout: 15_000 },
    )
    .toEqual([]);
}
