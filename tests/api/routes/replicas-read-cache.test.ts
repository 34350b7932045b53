import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../support/fixtures.ts';
import { newSession, type Session } from '../support/sessions.ts';
import { createReplica, createTestApp, type TestApp } from '../support/test-app.ts';

/*
 * Two replicas on one PostgreSQL database, each with its own read cache: a write through one empties the other's
 * too, so a listing sold or changed there is never served stale from the other.
 */
describe.skipIf(process.env.TEST_DATABASE !== 'postgres')('two replicas on one PostgreSQL', () => {
  let first: TestApp;
  let second: TestApp;
  let seller: Session;

  beforeAll(async () => {
    first = await createTestApp();
    second = await createReplica(first);
    seller = await newSession(first, 'Seller', { verified: true });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  const storefrontOf = async (replica: TestApp) => {
    const response = await replica.app.inject({ method: 'GET', url: '/api/advertised-products' });
    return (response.json() as Array<{ name: string }>).map((product) => product.name);
  };

  it("a write through one replica shows at once in the other's cached answers", async () => {
    const listing = await insertProduct(first.database.db, seller.userId, { name: 'Replicated Rolleiflex 2.8F' });
    // The second replica caches its storefront without the listing.
    expect(await storefrontOf(second)).not.toContain('Replicated Rolleiflex 2.8F');
    expect(second.app.readCacheUsage().entries).toBe(1);

    const advertised = await first.app.inject({
      method: 'PUT',
      url: `/api/my-products/${listing.id}`,
      headers: seller.headers,
    });
    expect(advertised.statusCode).toBe(200);

    // The cache would keep the old answer for 30 s; the other replica hears of the write within moments.
    await expect
      .poll(() => storefrontOf(second), { timeout: 2_000, interval: 20 })
      .toContain('Replicated Rolleiflex 2.8F');
  });

  it("a refused write empties neither replica's cache", async () => {
    await storefrontOf(first);
    await storefrontOf(second);
    const before = { first: first.app.readCacheUsage().entries, second: second.app.readCacheUsage().entries };
    expect(before).toEqual({ first: 1, second: 1 });
    await second.app.inject({
      method: 'PUT',
      url: '/api/my-products/00000000-0000-4000-8000-000000000000',
      headers: seller.headers,
    });
    // A refused write (404) changes nothing: neither cache is emptied.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect({ first: first.app.readCacheUsage().entries, second: second.app.readCacheUsage().entries }).toEqual(before);
  });
});
