import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orderListSchema } from '@contract/orders.ts';
import { orders } from '@server/db/schema.ts';
import { insertProduct } from '../support/fixtures.ts';
import { newSession, type Session } from '../support/sessions.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let seller: Session;
let buyer: Session;
let otherBuyer: Session;
beforeAll(async () => {
  t = await createTestApp();
  seller = await newSession(t, 'Seller');
  buyer = await newSession(t, 'Buyer');
  otherBuyer = await newSession(t, 'Buyer');
});
afterAll(() => t.close());

const orderBody = (productID: string, overrides: object = {}) => ({
  clientOrderId: randomUUID(),
  productID,
  buyerPhone: '+1 206 555 0199',
  meetingPlace: 'Pike Place Market, main entrance',
  ...overrides,
});
const placeOrder = (session: Session, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/orders', headers: session.headers, payload });
const myOrders = async (session: Session) =>
  orderListSchema.parse(
    (await t.app.inject({ method: 'GET', url: '/api/my-orders', headers: session.headers })).json(),
  );

describe('POST /api/orders', () => {
  it('stores the order with the product facts from the database, whatever the client claims', async () => {
    const product = await insertProduct(t.database.db, seller.userId, {
      name: 'Canon AE-1 Program',
      resellPriceCents: 18_000,
    });
    const response = await placeOrder(buyer, {
      ...orderBody(product.id),
      productPrice: 1,
      productName: 'Free camera',
      buyerEmail: 'someone@else.test',
      sellerEmail: 'x@y.test',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ acknowledged: true });
    const [order] = (await myOrders(buyer)).filter((o) => o.productID === product.id);
    expect(order).toMatchObject({
      productName: 'Canon AE-1 Program',
      productPrice: 180,
      buyerEmail: buyer.email,
      sellerEmail: seller.email,
      status: 'placed',
      availability: 'available',
      meetingPlace: 'Pike Place Market, main entrance',
    });
  });

  it('stores the same clientOrderId once and answers the replay like the first call', async () => {
    const product = await insertProduct(t.database.db, seller.userId);
    const body = orderBody(product.id);
    const first = await placeOrder(buyer, body);
    const replays = await Promise.all([placeOrder(buyer, body), placeOrder(buyer, body)]);
    for (const replay of replays) {
      expect(replay.statusCode).toBe(first.statusCode);
      expect(replay.json()).toEqual(first.json());
    }
    expect(await t.database.db.select().from(orders).where(eq(orders.clientOrderId, body.clientOrderId))).toHaveLength(
      1,
    );
  });

  it('refuses another buyer reusing a clientOrderId', async () => {
    const product = await insertProduct(t.database.db, seller.userId);
    const body = orderBody(product.id);
    await placeOrder(buyer, body);
    expect((await placeOrder(otherBuyer, body)).statusCode).toBe(409);
  });

  it('refuses a sold item with 409', async () => {
    const product = await insertProduct(t.database.db, seller.userId, { availability: 'sold' });
    const response = await placeOrder(buyer, orderBody(product.id));
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toMatch(/already been sold/);
  });

  it('refuses the same item twice in one cart with 409', async () => {
    const product = await insertProduct(t.database.db, seller.userId);
    await placeOrder(buyer, orderBody(product.id));
    expect((await placeOrder(buyer, orderBody(product.id))).statusCode).toBe(409);
  });

  it('answers 404 for an unknown item', async () => {
    expect((await placeOrder(buyer, orderBody(randomUUID()))).statusCode).toBe(404);
  });

  it.each([
    ['buyerPhone', { buyerPhone: 'soon' }],
    ['buyerPhone', { buyerPhone: '' }],
    ['meetingPlace', { meetingPlace: '' }],
    ['clientOrderId', { clientOrderId: 'abc' }],
    ['productID', { productID: 'abc' }],
  ])('answers 400 naming %s', async (field, override) => {
    const product = await insertProduct(t.database.db, seller.userId);
    const response = await placeOrder(buyer, orderBody(product.id, override));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.field).toBe(field);
  });
});

describe('GET /api/my-orders and DELETE /api/orders/{id}', () => {
  it("lists only the caller's orders whatever ?email= says", async () => {
    const caller = await newSession(t, 'Buyer');
    const someoneElse = await newSession(t, 'Buyer');
    const own = await insertProduct(t.database.db, seller.userId, { name: "The caller's own camera" });
    const theirs = await insertProduct(t.database.db, seller.userId, { name: 'Only for the other buyer' });
    await placeOrder(caller, orderBody(own.id));
    await placeOrder(someoneElse, orderBody(theirs.id));
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/my-orders?email=${someoneElse.email}`,
      headers: caller.headers,
    });
    expect(orderListSchema.parse(response.json()).map((o) => o.productName)).toEqual(["The caller's own camera"]);
  });

  it("removes an unpaid order of one's own; not someone else's; not a paid one", async () => {
    const product = await insertProduct(t.database.db, seller.userId);
    const { insertedId } = (await placeOrder(buyer, orderBody(product.id))).json();
    const remove = (session: Session, id: string) =>
      t.app.inject({ method: 'DELETE', url: `/api/orders/${id}`, headers: session.headers });
    expect((await remove(otherBuyer, insertedId)).statusCode).toBe(403);
    expect((await remove(buyer, insertedId)).json()).toEqual({ acknowledged: true, deletedCount: 1 });
    expect((await remove(buyer, insertedId)).statusCode).toBe(404);

    const paidProduct = await insertProduct(t.database.db, seller.userId);
    const paid = (await placeOrder(buyer, orderBody(paidProduct.id))).json();
    await t.database.db.update(orders).set({ status: 'paid' }).where(eq(orders.id, paid.insertedId));
    expect((await remove(buyer, paid.insertedId)).statusCode).toBe(409);
  });
});
