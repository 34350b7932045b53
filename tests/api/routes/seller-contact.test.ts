import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@contract/errors.ts';
import { insertProduct, insertSeller } from '../support/fixtures.ts';
import { newSession, type Session } from '../support/sessions.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Findings: a seller's phone and email were in every public product answer, for scrapers to harvest; since issue 18
 * the phone was in none, but any signed-in user still read every seller's email, and
 * /api/sellers/verified/{email} told anyone whether an email had a seller account (issue 26). A seller's contact
 * details now reach a buyer on an accepted order only (orders.test.ts).
 */
let t: TestApp;
let buyer: Session;
let seller: Session;
let admin: Session;
let productId: string;
beforeAll(async () => {
  t = await createTestApp({ READ_CACHE: 'on' });
  buyer = await newSession(t, 'Buyer');
  admin = await newSession(t, 'admin');
  seller = await newSession(t, 'Seller', { email: 'grace@example.test', verified: true });
  const listing = { phone: '+1 503 555 0199', name: 'Pentax 67', advertisedAt: new Date() };
  productId = (await insertProduct(t.database.db, seller.userId, listing)).id;
  await insertSeller(t.database.db, { email: 'uma@example.test', displayName: 'Uma Unverified' });
});
afterAll(() => t.close());

type Listing = { _id: string; sellerName: string; sellerVerified: boolean; phone?: string; sellerEmail?: string };

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
  [
    'GET /api/advertised-products',
    () => '/api/advertised-products',
    (body) => (body as Listing[]).find((p) => p._id === productId),
  ],
  [
    'GET /api/offline-catalogue',
    () => '/api/offline-catalogue?q=pentax',
    (body) => (body as { items: Listing[] }).items.find((p) => p._id === productId),
  ],
];

async function read(url: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

describe.each(READS)('%s', (_name, url, pick) => {
  it('names the seller and their badge, and gives nobody their phone or email: visitor, buyer or seller', async () => {
    const callers: Array<Record<string, string>> = [
      {},
      { authorization: 'Bearer not-a-token' },
      buyer.headers,
      seller.headers,
      admin.headers,
    ];
    for (const headers of callers) {
      const listing = pick((await read(url(), headers)).json())!;
      expect(listing).toMatchObject({ sellerName: 'Seller person', sellerVerified: true });
      expect(Object.keys(listing)).not.toContain('phone');
      expect(Object.keys(listing)).not.toContain('sellerEmail');
    }
  });
});

describe('GET /api/sellers/verified/{email}', () => {
  const ask = (email: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/sellers/verified/${encodeURIComponent(email)}`, headers });

  it('answers 401 to a visitor, before looking at the email', async () => {
    for (const email of ['grace@example.test', 'nobody@example.test', 'not-an-email']) {
      expect((await ask(email)).statusCode).toBe(401);
    }
  });

  it("answers 403 to a signed-in user asking about someone else's email, known or not", async () => {
    for (const email of ['grace@example.test', 'uma@example.test', 'nobody@example.test']) {
      const response = await ask(email, buyer.headers);
      expect(response.statusCode).toBe(403);
      expect(apiErrorSchema.parse(response.json()).error.message).toBe('You can only check your own account');
    }
  });

  it('answers a seller about themself, in any letter case, and an admin about anyone', async () => {
    expect((await ask('Grace@Example.test', seller.headers)).json()).toEqual({ isVerified: true });
    expect((await ask('grace@example.test', admin.headers)).json()).toEqual({ isVerified: true });
    expect((await ask('uma@example.test', admin.headers)).json()).toEqual({ isVerified: false });
    expect((await ask('nobody@example.test', admin.headers)).json()).toEqual({ isVerified: false });
  });

  it('answers 400 naming the field for something that is not an email', async () => {
    const response = await ask('not-an-email', admin.headers);
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).error.field).toBe('email');
  });
});
