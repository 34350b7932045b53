import { afterAll, describe, expect, it, vi } from 'vitest';

// The page is asked for at 10:00:00: the freshness rule compares answers with that moment (the clock when its module
// loads, less the time since the navigation started).
const PAGE_START = new Date('2026-11-23T10:00:00Z').getTime();
const SECOND = 1000;
const MINUTE = 60 * SECOND;
vi.useFakeTimers({ now: PAGE_START, toFake: ['Date', 'performance'] });
// The page's HTML arrives, and its code loads, two seconds after it was asked for.
vi.advanceTimersByTime(2 * SECOND);
const { createQueryClient } = await import('@/lib/query-client');
const { productQueryOptions } = await import('@/lib/product-query');
afterAll(() => vi.useRealTimers());

/** A query that counts how often it asks the server; `prefetchQuery` asks only when the cached answer is stale. */
function countingServer<T>(answer: T) {
  const server = {
    calls: 0,
    queryFn: () => {
      server.calls += 1;
      return Promise.resolve(answer);
    },
  };
  return server;
}

describe('when a cached answer is taken as fresh', () => {
  it('asks the server again for an answer restored from an earlier visit, even one saved a second before', async () => {
    const client = createQueryClient();
    const server = countingServer(['Leica M6']);
    client.setQueryData(['products', 'advertised'], ['Leica M6'], { updatedAt: PAGE_START - SECOND });
    vi.setSystemTime(PAGE_START + 2 * SECOND);
    await client.prefetchQuery({ queryKey: ['products', 'advertised'], queryFn: server.queryFn });
    expect(server.calls).toBe(1);
  });

  it('keeps an answer fetched by this page for five minutes', async () => {
    const client = createQueryClient();
    const server = countingServer(['Leica M6']);
    vi.setSystemTime(PAGE_START + 10 * SECOND);
    await client.prefetchQuery({ queryKey: ['products', 'advertised'], queryFn: server.queryFn });
    vi.setSystemTime(PAGE_START + 4 * MINUTE);
    await client.prefetchQuery({ queryKey: ['products', 'advertised'], queryFn: server.queryFn });
    expect(server.calls).toBe(1);
    vi.setSystemTime(PAGE_START + 5 * MINUTE + 11 * SECOND);
    await client.prefetchQuery({ queryKey: ['products', 'advertised'], queryFn: server.queryFn });
    expect(server.calls).toBe(2);
  });

  it('asks again for a listing opened more than ten seconds after it was fetched (it may be sold since)', async () => {
    const client = createQueryClient();
    const server = countingServer({ _id: 'p1', availability: 'available' });
    const options = { ...productQueryOptions('p1'), queryFn: server.queryFn as never };
    vi.setSystemTime(PAGE_START + 20 * SECOND);
    await client.prefetchQuery(options);
    vi.setSystemTime(PAGE_START + 29 * SECOND);
    await client.prefetchQuery(options);
    expect(server.calls).toBe(1);
    vi.setSystemTime(PAGE_START + 31 * SECOND);
    await client.prefetchQuery(options);
    expect(server.calls).toBe(2);
  });

  it('keeps a listing the server fetched for this page after it was asked for (its first paint)', async () => {
    const client = createQueryClient();
    const { queryKey } = productQueryOptions('p3');
    const server = countingServer({ _id: 'p3', availability: 'available' });
    client.setQueryData(queryKey, { _id: 'p3', availability: 'available' } as never, {
      updatedAt: PAGE_START + SECOND,
    });
    vi.setSystemTime(PAGE_START + 3 * SECOND);
    await client.prefetchQuery({ ...productQueryOptions('p3'), queryFn: server.queryFn as never });
    expect(server.calls).toBe(0);
  });

  it('asks again for a listing restored from an earlier visit', async () => {
    const client = createQueryClient();
    const { queryKey } = productQueryOptions('p2');
    const server = countingServer({ _id: 'p2', availability: 'sold' });
    client.setQueryData(queryKey, { _id: 'p2', availability: 'available' } as never, {
      updatedAt: PAGE_START - SECOND,
    });
    vi.setSystemTime(PAGE_START + SECOND);
    await client.prefetchQuery({ ...productQueryOptions('p2'), queryFn: server.queryFn as never });
    expect(server.calls).toBe(1);
    expect(client.getQueryData(queryKey)).toEqual({ _id: 'p2', availability: 'sold' });
  });
});
