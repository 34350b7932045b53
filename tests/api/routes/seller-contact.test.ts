import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct, insertSeller } from '../support/fixtures.ts';
import { newSession, type Session } from '../support/sessions.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Finding: a seller's phone and email were in every public product answer, for scrapers to harvest. Since issue 18
 * the phone is in no catalogue answer at all: buyer and seller see each other's on an accepted order.
 */
let t: TestApp;
let buyer: Session;
let productId: string;
beforeAll(async () => {
  t = await createTestApp({ READ_CACHE: 'on' });
  buyer = await newSession(t, 'Buyer');
  const seller = await insertSeller(t.database.db, {
    email: 'grace@example.test',
    displayName: 'Grace',
    status: 'Verified',
  });
  const listing = { phone: '+1 503 555 0199', name: 'Pentax 67', advertisedAt: new Date() };
  productId = (await insertProduct(t.database.db, seller.id, listing)).id;
});
afterAll(() => t.close());

type Listing = { _id: string; sellerName: string; phone?: string; sellerEmail?: string };

const READS: Array<[string, () => string, (body: unknown) => Listing | undefined]> = [
  ['GET /api/products/{id}', () => `/api/products/${productId}`, (body) => body as Listing],
  [
    'GET /api/category/film',
    () => '/api/category/film',
    (body) => (body as Listing[]).find((p) => p._id === productId),
  ],
  [
    'GET /api/products?q=pentax',
    () => '/api/products?q=pentax',
    (body) => (body as { items: Listing[] }).items.find((p) => p._id === productId),
  ],
];

async function read(url: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

describe.each(READS)('%s', (_name, url, pick) => {
  it('leaves phone and email out for anonymous visitors and for a token that is not valid', async () => {
    const visitors: Array<Record<string, string>> = [{}, { authorization: 'Bearer not-a-token' }];
    for (const headers of visitors) {
      const listing = pick((await read(url(), headers)).json())!;
      expect(listing.sellerName).toBe('Grace');
      expect(Object.keys(listing)).not.toContain('phone');
      expect(Object.keys(listing)).not.toContain('sellerEmail');
    }
  });

  it('gives the email, never the phone, to a signed-in user, whichever answer the read cache holds', async () => {
    // Anonymous first (now cached), then signed in, then anonymous again: each gets its own answer.
    await read(url());
    const signedIn = pick((await read(url(), buyer.headers)).json())!;
    expect(signedIn).toMatchObject({ sellerEmail: 'grace@example.test' });
    expect(Object.keys(signedIn)).not.toContain('phone');
    const anonymousAgain = pick((await read(url())).json())!;
    expect(anonymousAgain.phone).toBeUndefined();
    expect(anonymousAgain.sellerEmail).toBeUndefined();
  });

  it('says the answer varies with the Authorization header', async () => {
    for (const headers of [{}, buyer.headers]) {
      const vary = String((await read(url(), headers)).headers.vary).toLowerCase();
      expect(vary.split(/\s*,\s*/)).toContain('authorization');
    }
  });
});

describe('GET /api/advertised-products', () => {
  it('has the email only for a signed-in user, and the phone for nobody', async () => {
    const anonymous = (await read('/api/advertised-products')).json() as Listing[];
    const signedIn = (await read('/api/advertised-products', buyer.headers)).json() as Listing[];
    expect(anonymous.length).toBeGreaterThan(0);
    expect(anonymous.every((listing) => listing.phone === undefined && listing.sellerEmail === undefined)).toBe(true);
    expect(signedIn.every((listing) => listing.phone === undefined && listing.sellerEmail !== undefined)).toBe(true);
  });
});
