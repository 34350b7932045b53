import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productListSchema, productSchema, type Product } from '@contract/catalogue.ts';
import { apiErrorSchema } from '@contract/errors.ts';
import { insertProduct, insertSeller } from '../support/fixtures.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const verified = await insertSeller(db, {
    email: 'vera@example.test',
    displayName: 'Vera Verified',
    status: 'Verified',
  });
  await insertSeller(db, { email: 'uma@example.test', displayName: 'Uma Unverified' });
  const at = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000);
  const advertisedAt = new Date();
  ids.oldAdvertised = (await insertProduct(db, verified.id, { name: 'Leica M6', advertisedAt, postTime: at(5) })).id;
  ids.newAdvertised = (
    await insertProduct(db, verified.id, {
      name: 'Pentax 67',
      category: 'Medium Format',
      advertisedAt,
      postTime: at(1),
      resellPriceCents: 64_950,
    })
  ).id;
  ids.soldAdvertised = (
    await insertProduct(db, verified.id, { name: 'Contax T2', advertisedAt, availability: 'sold', postTime: at(2) })
  ).id;
  ids.plain = (
    await insertProduct(db, verified.id, { name: 'Mamiya RB67', category: 'Medium Format', postTime: at(3) })
  ).id;
});
afterAll(() => t.close());

async function getJson(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() as unknown };
}

describe('GET /api/health', () => {
  it('answers ok', async () => {
    expect(await getJson('/api/health')).toEqual({ status: 200, body: { ok: true, version: '0.1.0' } });
  });
});

describe('GET /api/advertised-products', () => {
  it('lists advertised listings still for sale, newest first, with prices as dollars', async () => {
    const { status, body } = await getJson('/api/advertised-products');
    expect(status).toBe(200);
    const list = productListSchema.parse(body);
    expect(list.map((p) => p.name)).toEqual(['Pentax 67', 'Leica M6']);
    expect(list[0]).toMatchObject({
      resellPrice: 649.5,
      originalPrice: 399,
      status: 'Advertised',
      availability: 'available',
      sellerName: 'Vera Verified',
      sellerVerified: true,
      img: '/uploads/demo/nikon-fm2-1.webp',
    });
    // No catalogue answer gives the seller's contact details (seller-contact.test.ts).
    expect(list[0]).not.toHaveProperty('sellerEmail');
    expect(list[0]).not.toHaveProperty('phone');
  });
});

describe('GET /api/category/{category}', () => {
  it.each(['Medium Format', 'Medium-Format', 'medium-format', 'MEDIUM_FORMAT'])(
    'treats "%s" as Medium Format',
    async (name) => {
      const { status, body } = await getJson(`/api/category/${encodeURIComponent(name)}`);
      expect(status).toBe(200);
      expect((body as Product[]).map((p) => p.name)).toEqual(['Pentax 67', 'Mamiya RB67']);
    },
  );

  it('leaves sold listings out', async () => {
    const { body } = await getJson('/api/category/film');
    expect((body as Product[]).map((p) => p.name)).toEqual(['Leica M6']);
  });

  it('answers "Point & Shoot" by its slug', async () => {
    const { status, body } = await getJson('/api/category/point-and-shoot');
    expect(status).toBe(200);
    expect(body).toEqual([]);
  });

  it('answers 404 with a JSON error for an unknown category', async () => {
    const { status, body } = await getJson('/api/category/typewriters');
    expect(status).toBe(404);
    expect(apiErrorSchema.parse(body).error.code).toBe('not_found');
  });
});

describe('GET /api/products/{id}', () => {
  it('answers one product with every field of the contract', async () => {
    const { status, body } = await getJson(`/api/products/${ids.plain}`);
    expect(status).toBe(200);
    const product = productSchema.parse(body);
    expect(product).toMatchObject({
      _id: ids.plain,
      name: 'Mamiya RB67',
      status: 'Unadvertised',
      sellerVerified: true,
    });
    expect(new Date(product.postTime).getTime()).toBeLessThan(Date.now());
  });

  it('still answers a sold product, marked sold', async () => {
    const { body } = await getJson(`/api/products/${ids.soldAdvertised}`);
    expect(body).toMatchObject({ availability: 'sold' });
  });

  it('answers 404 for an unknown id', async () => {
    const { status, body } = await getJson('/api/products/00000000-0000-4000-8000-000000000000');
    expect(status).toBe(404);
    expect(apiErrorSchema.parse(body).error.code).toBe('not_found');
  });

  it.each(['not-a-uuid', '1', "1' or '1'='1"])('answers 400 naming the field for the malformed id %s', async (id) => {
    const { status, body } = await getJson(`/api/products/${encodeURIComponent(id)}`);
    expect(status).toBe(400);
    expect(apiErrorSchema.parse(body).error).toMatchObject({ code: 'bad_request', field: 'id' });
  });
});

describe('unknown API paths', () => {
  it('answer 404 JSON, never the app shell', async () => {
    const { status, body } = await getJson('/api/nope');
    expect(status).toBe(404);
    expect(apiErrorSchema.parse(body).error.code).toBe('not_found');
  });
});

describe('GET /api/client-config', () => {
  it('tells the browser the auth project, the payment provider and the Web Push public key, without secrets', async () => {
    const { status, body } = await getJson('/api/client-config');
    expect(status).toBe(200);
    expect(body).toEqual({
      firebase: {
        apiKey: 'demo-api-key',
        authDomain: 'demo-shutterswap.firebaseapp.com',
        projectId: 'demo-shutterswap',
        emulatorUrl: null,
      },
      payments: { provider: 'sandbox' },
      push: { vapidPublicKey: expect.stringMatching(/^[\w-]{87}$/) },
    });
  });
});
