import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { searchProducts } from '@/features/catalogue/api/search-products';
import { NO_FILTERS } from '@/features/catalogue/lib/search-filters';
import { setApiTransport } from '@/lib/api-transport';
import { ApiError, getJson } from '@/lib/http';
import type { CatalogueSearchPage } from '@/offline/catalogue/device-search-page';
import { resetFakeApi } from './support/fake-api';

/*
 * Finding 7 of issue 27, on lie-fi: the phone says it is online, but a read hears nothing back. After 6 s it counts
 * as "no connection": the screen says it waits for the network, and a search answers from the phone's catalogue.
 * Replaced: the server (a transport that never answers, but stops when its request is aborted), the read's timer
 * (fired by the test), and the device's search.
 */

const DEVICE_PAGE: CatalogueSearchPage = {
  items: [],
  nextCursor: null,
  sort: 'relevance',
  fromDevice: { listings: 145 },
};
vi.mock('@/offline/catalogue/device-search', () => ({ searchDevice: vi.fn(async () => DEVICE_PAGE) }));

/** The timer each read starts: its length, and a way to let it run out. */
let timers: Array<{ ms: number; runOut: () => void }> = [];

beforeEach(() => {
  resetFakeApi();
  timers = [];
  vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms) => {
    const controller = new AbortController();
    timers.push({ ms, runOut: () => controller.abort(new DOMException('The read timed out', 'TimeoutError')) });
    return controller.signal;
  });
  setApiTransport(
    (_path, init) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      }),
  );
});
afterEach(() => vi.restoreAllMocks());

/** Lets the read start, then its timer run out. */
async function timeOut(): Promise<void> {
  await vi.waitFor(() => expect(timers).toHaveLength(1));
  timers[0]!.runOut();
}

describe('a read that hears nothing back while the phone says it is online', () => {
  it('gives up after 6 seconds as "no connection"', async () => {
    expect(navigator.onLine).toBe(true);
    const read = getJson('/api/wishlist');
    const outcome = read.then(
      () => 'answered',
      (error: unknown) => error,
    );
    await timeOut();
    expect(timers[0]!.ms).toBe(6_000);
    const error = await outcome;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, message: 'Could not reach Shutterswap. Check your connection.' });
  });

  it('lets a search answer from the phone instead', async () => {
    const search = searchProducts({ ...NO_FILTERS, q: 'leica' }, null);
    await timeOut();
    expect(await search).toEqual(DEVICE_PAGE);
  });
});
