import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { notificationListSchema } from '@contract/notifications.ts';
import { orderSchema } from '@contract/orders.ts';
import { userSchema } from '@contract/users.ts';
import { orders, payments, products, reports, users, wishlistItems } from '@server/db/schema.ts';
import { dealIn } from '../support/deal-states.ts';
import { insertProduct } from '../support/fixtures.ts';
import { orderAs } from '../support/purchase.ts';
import { insertSale, putInCart } from '../support/sales.ts';
import { newSession, type Session } from '../support/sessions.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** An admin's "delete" of a buyer or seller deactivates the account: every sale it took part in stays. */
let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await createTestApp();
  admin = await newSession(t, 'admin');
});
afterAll(() => t.close());

const send = (method: 'GET' | 'DELETE', url: string, session: Session) =>
  t.app.inject({ method, url, headers: session.headers });
const userRow = async (id: string) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0];
const ordersOf = (buyerId: string) => t.database.db.select().from(orders).where(eq(orders.buyerId, buyerId));

describe('deleting a seller who sold something', () => {
  let seller: Session;
  let buyer: Session;
  let sale: Awaited<ReturnType<typeof insertSale>>;
  let unsoldId: string;
  beforeAll(async () => {
    seller = await newSession(t, 'Seller');
    buyer = await newSession(t, 'Buyer');
    sale = await insertSale(t.database.db, seller.userId, buyer.userId, 31_000);
    const unsold = await insertProduct(t.database.db, seller.userId, { name: 'Leica M6' });
    unsoldId = unsold.id;
    await putInCart(t.database.db, buyer.userId, unsold.id);
    const response = await send('DELETE', `/api/sellers/delete/${seller.userId}`, admin);
    expect(response.json()).toEqual({ acknowledged: true, deletedCount: 1 });
  });

  it("keeps the buyer's completed order and the payment", async () => {
    expect((await ordersOf(buyer.userId)).map((order) => [order.id, order.status])).toEqual([
      [sale.order.id, 'completed'],
    ]);
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.productId, sale.product.id));
    expect(payment).toMatchObject({ id: sale.payment.id, buyerId: buyer.userId, amountCents: 31_000 });
  });

  it('keeps the sold listing readable to its buyer, on its page and in My Orders', async () => {
    const page = await send('GET', `/api/products/${sale.product.id}`, buyer);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ _id: sale.product.id, name: 'Nikon FM2', availability: 'sold' });
    const myOrders = orderSchema.array().parse((await send('GET', '/api/my-orders', buyer)).json());
    expect(
      myOrders.map(({ productID, productName, productPrice, status }) => ({
        productID,
        productName,
        productPrice,
        status,
      })),
    ).toEqual([{ productID: sale.product.id, productName: 'Nikon FM2', productPrice: 310, status: 'completed' }]);
  });

  it('withdraws the listings still for sale, with the carts and wishlists holding them', async () => {
    expect((await send('GET', `/api/products/${unsoldId}`, buyer)).statusCode).toBe(404);
    expect(await t.database.db.select().from(wishlistItems).where(eq(wishlistItems.productId, unsoldId))).toEqual([]);
  });

  it('signs the seller out: their access token gets 401 and their sign-in finds no account', async () => {
    expect((await send('GET', '/api/users/me', seller)).statusCode).toBe(401);
    expect((await send('GET', '/api/my-products', seller)).statusCode).toBe(401);
    const idToken = t.identities.issue({ email: seller.email });
    const signIn = await t.app.inject({
      method: 'GET',
      url: '/api/jwt',
      headers: { authorization: `Bearer ${idToken}` },
    });
    expect(signIn.statusCode).toBe(404);
    expect(t.identities.deletedAccounts).toContain(`uid-${seller.email}`);
  });

  it('hides the seller from the admin list, and a second delete answers 404', async () => {
    const sellers = userSchema.array().parse((await send('GET', '/api/sellers', admin)).json());
    expect(sellers.map((listed) => listed._id)).not.toContain(seller.userId);
    expect((await send('DELETE', `/api/sellers/delete/${seller.userId}`, admin)).statusCode).toBe(404);
  });

  it('erases the personal data the record does not need', async () => {
    const row = await userRow(seller.userId);
    expect(row).toMatchObject({
      email: `${seller.userId}@deactivated.invalid`,
      displayName: 'Deactivated account',
      photoUrl: '',
      firebaseUid: null,
      role: 'Seller',
    });
    expect(row?.deactivatedAt).toBeInstanceOf(Date);
  });
});

describe('deleting a buyer who paid for something', () => {
  let buyer: Session;
  let sale: Awaited<ReturnType<typeof insertSale>>;
  beforeAll(async () => {
    const seller = await newSession(t, 'Seller');
    buyer = await newSession(t, 'Buyer');
    sale = await insertSale(t.database.db, seller.userId, buyer.userId);
    const inCart = await insertProduct(t.database.db, seller.userId, { name: 'Olympus OM-1' });
    await putInCart(t.database.db, buyer.userId, inCart.id);
    await t.database.db
      .insert(reports)
      .values({ productId: inCart.id, reporterId: buyer.userId, contactPhone: '+1 206 555 0123' });
    const response = await send('DELETE', `/api/buyers/delete/${buyer.userId}`, admin);
    expect(response.json()).toEqual({ acknowledged: true, deletedCount: 1 });
  });

  it('keeps the completed order and the payment, without the phone and meeting place', async () => {
    expect(await ordersOf(buyer.userId)).toEqual([
      expect.objectContaining({ id: sale.order.id, status: 'completed', buyerPhone: '', meetingPlace: '' }),
    ]);
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.buyerId, buyer.userId));
    expect(payment).toMatchObject({ id: sale.payment.id, amountCents: 27_500 });
    const [sold] = await t.database.db.select().from(products).where(eq(products.id, sale.product.id));
    expect(sold?.availability).toBe('sold');
  });

  it('drops the unpaid cart entry and the wishlist, and the phone left on a report', async () => {
    expect(await t.database.db.select().from(wishlistItems).where(eq(wishlistItems.userId, buyer.userId))).toEqual([]);
    const [report] = await t.database.db.select().from(reports).where(eq(reports.reporterId, buyer.userId));
    expect(report?.contactPhone).toBe('');
  });

  it('signs the buyer out everywhere and hides them from the admin list', async () => {
    expect((await send('GET', '/api/my-orders', buyer)).statusCode).toBe(401);
    const buyers = userSchema.array().parse((await send('GET', '/api/buyers', admin)).json());
    expect(buyers.map((listed) => listed._id)).not.toContain(buyer.userId);
    const row = await userRow(buyer.userId);
    expect(row).toMatchObject({ email: `${buyer.userId}@deactivated.invalid`, displayName: 'Deactivated account' });
  });
});

describe('deleting a seller whose listings have live deals (issue 26, finding 11)', () => {
  let seller: Session;
  let buyer: Session;
  let accepted: Awaited<ReturnType<typeof dealIn>>;
  let paid: Awaited<ReturnType<typeof dealIn>>;
  beforeAll(async () => {
    seller = await newSession(t, 'Seller');
    buyer = await newSession(t, 'Buyer');
    accepted = await dealIn(t, 'accepted', buyer, seller);
    paid = await dealIn(t, 'paid', buyer, seller);
    expect((await send('DELETE', `/api/sellers/delete/${seller.userId}`, admin)).statusCode).toBe(200);
  });

  it('tells the buyer whose accepted order went with the listing, instead of it vanishing', async () => {
    // Found: the order was deleted with the listing and its buyer was told nothing.
    expect((await send('GET', `/api/orders/${accepted.orderId}`, buyer)).statusCode).toBe(404);
    const notices = notificationListSchema.parse((await send('GET', '/api/notifications', buyer)).json());
    expect(
      notices.filter((notice) => notice.kind === 'order-cancelled').map(({ text, orderId }) => [text, orderId]),
    ).toEqual([['Nikon FM2 is no longer for sale, so your order for it was cancelled.', null]]);
  });

  it('never puts a paid listing back on sale when its deal falls through', async () => {
    // Found: the reserved listing went back on sale under the closed account once its deal ended.
    await t.app.sweepOrders(new Date(Date.now() + 8 * 24 * 3_600_000));
    expect(await orderAs(t, buyer, paid.orderId)).toMatchObject({ status: 'cancelled' });
    const listing = await send('GET', `/api/products/${paid.productId}`, buyer);
    expect(listing.json()).toMatchObject({ availability: 'reserved' });
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: buyer.headers,
      payload: {
        clientOrderId: crypto.randomUUID(),
        productID: paid.productId,
        buyerPhone: '+1 206 555 0100',
        meetingPlace: 'Camera fair, stand 12',
      },
    });
    expect(order.statusCode).toBe(404);
    expect(order.json().error.message).toBe('This listing does not exist or was removed');
  });
});
