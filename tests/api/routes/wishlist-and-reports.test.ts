import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { reportedItemSchema } from '@contract/reports.ts';
import { wishlistSchema } from '@contract/wishlist.ts';
import { orders, products, reports } from '@server/db/schema.ts';
import { insertProduct } from '../support/fixtures.ts';
import { insertSale, putInCart } from '../support/sales.ts';
import { newSession, type Session } from '../support/sessions.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let seller: Session;
let buyer: Session;
let admin: Session;
beforeAll(async () => {
  t = await createTestApp();
  seller = await newSession(t, 'Seller');
  buyer = await newSession(t, 'Buyer');
  admin = await newSession(t, 'admin');
});
afterAll(() => t.close());

const as = (session: Session, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: session.headers, ...(payload ? { payload } : {}) });

describe('wishlist', () => {
  it('adds once, lists newest first with the product, and removes', async () => {
    const first = await insertProduct(t.database.db, seller.userId, { name: 'Hasselblad 500C/M' });
    const second = await insertProduct(t.database.db, seller.userId, { name: 'Mamiya 7 II' });
    expect((await as(buyer, 'POST', '/api/wishlist', { productId: first.id })).statusCode).toBe(201);
    expect((await as(buyer, 'POST', '/api/wishlist', { productId: first.id })).json()).toEqual({
      acknowledged: true,
      alreadyWishlisted: true,
    });
    await as(buyer, 'POST', '/api/wishlist', { productId: second.id });
    const list = wishlistSchema.parse((await as(buyer, 'GET', '/api/wishlist')).json());
    expect(list.map((item) => item.product.name)).toEqual(['Mamiya 7 II', 'Hasselblad 500C/M']);
    expect((await as(buyer, 'DELETE', `/api/wishlist/${first.id}`)).json()).toEqual({
      acknowledged: true,
      deletedCount: 1,
    });
    expect(wishlistSchema.parse((await as(buyer, 'GET', '/api/wishlist')).json())).toHaveLength(1);
  });

  it('answers 404 for an unknown listing and 400 for a malformed id', async () => {
    expect(
      (await as(buyer, 'POST', '/api/wishlist', { productId: '00000000-0000-4000-8000-000000000000' })).statusCode,
    ).toBe(404);
    const malformed = await as(buyer, 'POST', '/api/wishlist', { productId: 'nope' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.field).toBe('productId');
  });
});

describe('reports and moderation', () => {
  it('stores a report once per buyer and shows it to the admin with the spec fields', async () => {
    const product = await insertProduct(t.database.db, seller.userId, {
      name: 'Suspicious Leica',
      phone: '+1 555 0100 200',
    });
    const body = {
      productId: product.id,
      reason: 'Suspected stolen',
      details: 'Serial filed off',
      contactPhone: '+1 206 555 0111',
    };
    expect((await as(buyer, 'POST', '/api/reports', body)).statusCode).toBe(201);
    expect((await as(buyer, 'POST', '/api/reports', body)).json()).toEqual({
      acknowledged: true,
      alreadyReported: true,
    });
    const items = reportedItemSchema.array().parse((await as(admin, 'GET', '/api/products/reported')).json());
    expect(items.find((item) => item.productId === product.id)).toMatchObject({
      productName: 'Suspicious Leica',
      sellerEmail: seller.email,
      phone: '+1 555 0100 200',
      reportedUserEmail: buyer.email,
      reportedUserPhone: '+1 206 555 0111',
      reason: 'Suspected stolen: Serial filed off',
    });
  });

  it('ignoring a report keeps the listing; removing the listing removes it and its reports', async () => {
    const kept = await insertProduct(t.database.db, seller.userId);
    const removed = await insertProduct(t.database.db, seller.userId);
    await as(buyer, 'POST', '/api/reports', { productId: kept.id });
    await as(buyer, 'POST', '/api/reports', { productId: removed.id });
    const [report] = await t.database.db.select().from(reports).where(eq(reports.productId, kept.id));
    expect((await as(admin, 'DELETE', `/api/reports/${report!.id}`)).json()).toEqual({
      acknowledged: true,
      deletedCount: 1,
    });
    expect(await t.database.db.select().from(products).where(eq(products.id, kept.id))).toHaveLength(1);

    expect((await as(admin, 'DELETE', `/api/products/${removed.id}`)).json()).toEqual({
      acknowledged: true,
      deletedCount: 1,
    });
    expect(await t.database.db.select().from(products).where(eq(products.id, removed.id))).toHaveLength(0);
    expect(await t.database.db.select().from(reports).where(eq(reports.productId, removed.id))).toHaveLength(0);
  });

  it("removing a listing in a buyer's cart removes the cart entry; a sold listing stays (409)", async () => {
    const inCart = await insertProduct(t.database.db, seller.userId);
    await putInCart(t.database.db, buyer.userId, inCart.id);
    expect((await as(admin, 'DELETE', `/api/products/${inCart.id}`)).json()).toEqual({
      acknowledged: true,
      deletedCount: 1,
    });
    expect(await t.database.db.select().from(orders).where(eq(orders.productId, inCart.id))).toEqual([]);
    const { product: sold } = await insertSale(t.database.db, seller.userId, buyer.userId);
    expect((await as(admin, 'DELETE', `/api/products/${sold.id}`)).statusCode).toBe(409);
    expect(await t.database.db.select().from(orders).where(eq(orders.productId, sold.id))).toHaveLength(1);
  });

  it.each([
    ['reason', { reason: 'I just do not like it' }],
    ['contactPhone', { contactPhone: 'call me' }],
    ['details', { details: 'x'.repeat(1001) }],
  ])('answers 400 naming %s', async (field, override) => {
    const product = await insertProduct(t.database.db, seller.userId);
    const response = await as(buyer, 'POST', '/api/reports', { productId: product.id, ...override });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.field).toBe(field);
  });
});
