import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscribers, orders, products, reports, wishlistItems } from '@server/db/schema.ts';
import { insertProduct } from '../support/fixtures.ts';
import { givenUploadedBy } from '../support/image-upload.ts';
import { validListingInput } from '../support/listing-input.ts';
import { newSession, type Session } from '../support/sessions.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/*
 * The outbox sends a write again whenever it heard no answer (a timeout, a lost answer, an app closed mid-send), so
 * every kind of queued write must land once however often it arrives: the same request, twice and at once.
 */

let t: TestApp;
let seller: Session;
let buyer: Session;
beforeAll(async () => {
  t = await createTestApp();
  seller = await newSession(t, 'Seller');
  buyer = await newSession(t, 'Buyer');
});
afterAll(() => t.close());

function send(method: 'POST' | 'DELETE', url: string, payload?: object, session: Session | null = buyer) {
  return t.app.inject({ method, url, headers: session?.headers ?? {}, ...(payload ? { payload } : {}) });
}

/** The first try and a replay of it racing, then a late replay once both have landed. */
async function replayed(request: () => ReturnType<typeof send>) {
  const [first, racing] = await Promise.all([request(), request()]);
  const late = await request();
  return [first, racing, late].map((response) => response.statusCode);
}

describe('a queued write replayed by the outbox lands once', () => {
  it('an order (keyed by its clientOrderId), with the same answer each time', async () => {
    const product = await insertProduct(t.database.db, seller.userId, { name: 'Rolleiflex 2.8F' });
    const order = {
      clientOrderId: randomUUID(),
      productID: product.id,
      buyerPhone: '+1 206 555 0199',
      meetingPlace: 'Pike Place Market',
    };
    const answers = await Promise.all([send('POST', '/api/orders', order), send('POST', '/api/orders', order)]);
    const late = await send('POST', '/api/orders', order);
    const ids = [...answers, late].map((response) => response.json().insertedId as string);
    expect(new Set(ids).size).toBe(1);
    const stored = await t.database.db.select().from(orders).where(eq(orders.clientOrderId, order.clientOrderId));
    expect(stored).toHaveLength(1);
  });

  it('a wishlist addition', async () => {
    const product = await insertProduct(t.database.db, seller.userId, { name: 'Contax T2' });
    const statuses = await replayed(() => send('POST', '/api/wishlist', { productId: product.id }));
    expect(statuses.every((status) => status === 200 || status === 201)).toBe(true);
    const stored = await t.database.db.select().from(wishlistItems).where(eq(wishlistItems.productId, product.id));
    expect(stored).toHaveLength(1);
  });

  it('a report', async () => {
    const product = await insertProduct(t.database.db, seller.userId, { name: 'Nikon F3' });
    const report = { productId: product.id, reason: 'Scam or suspicious seller', details: 'Too cheap to be true.' };
    const statuses = await replayed(() => send('POST', '/api/reports', report));
    expect(statuses.every((status) => status === 200 || status === 201)).toBe(true);
    const stored = await t.database.db.select().from(reports).where(eq(reports.productId, product.id));
    expect(stored).toHaveLength(1);
  });

  it('a newsletter sign-up (no login)', async () => {
    const statuses = await replayed(() =>
      send('POST', '/api/newsletter', { user_email: 'replayed@example.test' }, null),
    );
    expect(statuses.every((status) => status === 200 || status === 201)).toBe(true);
    const stored = await t.database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'replayed@example.test'));
    expect(stored).toHaveLength(1);
  });

  it('an order removal: a replay after it landed answers 404, which the outbox counts as done', async () => {
    const product = await insertProduct(t.database.db, seller.userId, { name: 'Olympus OM-1' });
    const placed = await send('POST', '/api/orders', {
      clientOrderId: randomUUID(),
      productID: product.id,
      buyerPhone: '+1 206 555 0199',
      meetingPlace: 'Pike Place Market',
    });
    const orderId = placed.json().insertedId as string;
    const first = await send('DELETE', `/api/orders/${orderId}`);
    expect(first.json()).toEqual({ acknowledged: true, deletedCount: 1 });
    expect((await send('DELETE', `/api/orders/${orderId}`)).statusCode).toBe(404);
    expect(await t.database.db.select().from(orders).where(eq(orders.id, orderId))).toEqual([]);
  });

  it('a listing (keyed by its clientListingId): created once, every answer naming it', async () => {
    const listing = { ...validListingInput({ name: 'Mamiya 7 II' }), clientListingId: randomUUID() };
    await givenUploadedBy(t, seller.userId, listing.images);
    const answers = await Promise.all([
      send('POST', '/api/addproduct', listing, seller),
      send('POST', '/api/addproduct', listing, seller),
    ]);
    const late = await send('POST', '/api/addproduct', listing, seller);
    expect([...answers, late].map((response) => response.statusCode)).toEqual([201, 201, 201]);
    const ids = [...answers, late].map((response) => response.json().insertedId as string);
    expect(new Set(ids).size).toBe(1);
    const stored = await t.database.db
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(eq(products.clientListingId, listing.clientListingId));
    expect(stored).toEqual([{ id: ids[0], name: 'Mamiya 7 II' }]);
  });

  it("a listing id another seller's device already used is refused, and their listing is untouched", async () => {
    const otherSeller = await newSession(t, 'Seller');
    const listing = { ...validListingInput({ name: 'Pentax 67' }), clientListingId: randomUUID() };
    await givenUploadedBy(t, seller.userId, listing.images);
    await givenUploadedBy(t, otherSeller.userId, listing.images);
    expect((await send('POST', '/api/addproduct', listing, seller)).statusCode).toBe(201);
    const taken = await send('POST', '/api/addproduct', { ...listing, name: 'Pentax 67 II' }, otherSeller);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatchObject({ field: 'clientListingId', message: 'This listing id is already taken' });
    const stored = await t.database.db
      .select({ name: products.name, sellerId: products.sellerId })
      .from(products)
      .where(eq(products.clientListingId, listing.clientListingId));
    expect(stored).toEqual([{ name: 'Pentax 67', sellerId: seller.userId }]);
  });
});
