import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@contract/users.ts';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { OrderStatus } from '@contract/orders.ts';
import { orderMessages, orders, questionReports, reports } from '@server/db/schema.ts';
import { deactivateAccount } from '@server/users/deactivate-account.ts';
import { insertProduct, insertSeller, insertUser } from '../support/fixtures.ts';
import { givenUploadedBy } from '../support/image-upload.ts';
import { validListingInput } from '../support/listing-input.ts';
import { insertOffer, offerBody } from '../support/offers.ts';
import { expiredToken, forgedToken, newSession, type Session } from '../support/sessions.ts';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../support/test-app.ts';
import { servedRoutes } from '../support/route-list.ts';

/**
 * Every protected route against anonymous, forged, expired, each role, and someone else's
 * resource. New protected routes are added to `protectedRoutes`.
 */
type Caller = { role: Role; session: Session };
type ProtectedRoute = {
  name: string;
  allowed: Role[];
  /** What an allowed caller gets when it is not a success (default: any 2xx). */
  allowedStatus?: number;
  /** Builds a fresh request (resources a successful call consumes are made anew each time). */
  request(
    t: TestApp,
    caller: Caller,
  ): Promise<{ method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; payload?: object }>;
};

const protectedRoutes: ProtectedRoute[] = [
  {
    name: 'GET /users/me',
    allowed: ['Buyer', 'Seller', 'admin'],
    request: async () => ({ method: 'GET', url: '/api/users/me' }),
  },
  ...(['admin', 'buyer', 'seller'] as const).map((kind): ProtectedRoute => ({
    name: `GET /users/${kind}/{own email}`,
    allowed: ['Buyer', 'Seller', 'admin'],
    request: async (_t, caller) => ({ method: 'GET', url: `/api/users/${kind}/${caller.session.email}` }),
  })),
  {
    name: 'GET /sellers/verified/{own email}',
    allowed: ['Buyer', 'Seller', 'admin'],
    request: async (_t, caller) => ({ method: 'GET', url: `/api/sellers/verified/${caller.session.email}` }),
  },
  { name: 'GET /buyers', allowed: ['admin'], request: async () => ({ method: 'GET', url: '/api/buyers' }) },
  { name: 'GET /sellers', allowed: ['admin'], request: async () => ({ method: 'GET', url: '/api/sellers' }) },
  {
    name: 'DELETE /buyers/delete/{id}',
    allowed: ['admin'],
    request: async (t) => ({ method: 'DELETE', url: `/api/buyers/delete/${(await insertUser(t.database.db)).id}` }),
  },
  {
    name: 'DELETE /sellers/delete/{id}',
    allowed: ['admin'],
    request: async (t) => ({ method: 'DELETE', url: `/api/sellers/delete/${(await insertSeller(t.database.db)).id}` }),
  },
  {
    name: 'PUT /sellers/verify/{id}',
    allowed: ['admin'],
    request: async (t) => ({ method: 'PUT', url: `/api/sellers/verify/${(await insertSeller(t.database.db)).id}` }),
  },
  {
    name: 'POST /addproduct',
    allowed: ['Seller'],
    request: async (t, caller) => {
      await givenUploadedBy(t, caller.session.userId, validListingInput().images);
      return { method: 'POST', url: '/api/addproduct', payload: validListingInput() };
    },
  },
  { name: 'GET /my-products', allowed: ['Seller'], request: async () => ({ method: 'GET', url: '/api/my-products' }) },
  ...(['PUT', 'PATCH', 'DELETE'] as const).map((method): ProtectedRoute => ({
    name: `${method} /my-products/{own id}`,
    allowed: ['Seller'],
    request: async (t, caller) => ({
      method,
      url: `/api/my-products/${(await ownListing(t, caller)).id}`,
      ...(method === 'PATCH' ? { payload: { resellPrice: 99 } } : {}),
    }),
  })),
  {
    name: 'POST /orders',
    allowed: ['Buyer', 'Seller'],
    request: async (t) => ({ method: 'POST', url: '/api/orders', payload: await orderBodyFor(t) }),
  },
  {
    name: 'GET /my-orders',
    allowed: ['Buyer', 'Seller'],
    request: async () => ({ method: 'GET', url: '/api/my-orders' }),
  },
  {
    name: 'DELETE /orders/{own id}',
    allowed: ['Buyer', 'Seller'],
    request: async (t, caller) => ({ method: 'DELETE', url: `/api/orders/${await ownOrderId(t, caller)}` }),
  },
  {
    name: 'POST /create-payment-intent',
    allowed: ['Buyer', 'Seller'],
    request: async (t, caller) => ({
      method: 'POST',
      url: '/api/create-payment-intent',
      payload: { productId: (await partyOrder(t, caller, 'accepted', undefined, 'buyer')).productId },
    }),
  },
  {
    name: 'GET /orders/{id of an order one is party to}',
    allowed: ['Buyer', 'Seller'],
    request: async (t, caller) => ({ method: 'GET', url: `/api/orders/${(await partyOrder(t, caller, 'placed')).id}` }),
  },
  ...(['accept', 'decline'] as const).map((step): ProtectedRoute => ({
    name: `POST /orders/{id}/${step}`,
    allowed: ['Seller'],
    request: async (t, caller) => ({
      method: 'POST',
      url: `/api/orders/${(await partyOrder(t, caller, 'placed')).id}/${step}`,
    }),
  })),
  {
    name: 'POST /orders/{id}/cancel',
    allowed: ['Buyer', 'Seller'],
    request: async (t, caller) => ({
      method: 'POST',
      url: `/api/orders/${(await partyOrder(t, caller, 'accepted')).id}/cancel`,
      payload: {},
    }),
  },
  {
    name: 'POST /orders/{id}/cancel-request',
    allowed: ['Buyer', 'Seller'],
    request: async (t, caller) => ({
      method: 'POST',
      url: `/api/orders/${(await partyOrder(t, caller, 'paid')).id}/cancel-request`,
      payload: {},
    }),
  },
  {
    name: 'POST /orders/{id}/cancel-request/accept',
    allowed: ['Buyer', 'Seller'],
    request: async (t, caller) => ({
      method: 'POST',
      // Asked by the other side, so the caller (buyer or seller) may agree.
      url: `/api/orders/${(await partyOrder(t, caller, 'paid', caller.role === 'Buyer' ? 'seller' : 'buyer')).id}/cancel-request/accept`,
      payload: {},
    }),
  },
  {
    name: 'POST /orders/{id}/handed-over',
    allowed: ['Seller'],
    request: async (t, caller) => ({
      method: 'POST',
      url: `/api/orders/${(await partyOrder(t, caller, 'paid')).id}/handed-over`,
      payload: { recordedAt: new Date().toISOString() },
    }),
  },
  {
    name: 'POST /orders/{id}/dispute',
    allowed: ['Buyer', 'Seller'],
    request: async (t, caller) => ({
      method: 'POST',
      url: `/api/orders/${(await partyOrder(t, caller, 'paid')).id}/dispute`,
      payload: { reason: 'Never handed over', details: 'Nobody came to the meeting' },
    }),
  },
  {
    name: 'POST /orders/{id}/handover',
    allowed: ['Buyer', 'Seller'],
    request: async (t, caller) => ({
      method: 'POST',
      url: `/api/orders/${(await partyOrder(t, caller, 'paid', undefined, 'buyer')).id}/handover`,
      payload: { code: HANDOVER_CODE, confirmedAt: new Date().toISOString() },
    }),
  },
  {
    name: 'POST /orders/{id}/rating',
    allowed: ['Buyer', 'Seller'],
    request: async (t, caller) => ({
      method: 'POST',
      url: `/api/orders/${(await partyOrder(t, caller, 'completed')).id}/rating`,
      payload: { stars: 4 },
    }),
  },
  {
    name: 'GET /orders/{id}/messages',
    allowed: ['Buyer', 'Seller'],
    request: async (t, caller) => ({
      method: 'GET',
      url: `/api/orders/${(await partyOrder(t, caller, 'placed')).id}/messages`,
    }),
  },
  {
    name: 'POST /orders/{id}/messages',
    allowed: ['Buyer', 'Seller'],
    request: async (t, caller) => ({
      method: 'POST',
      url: `/api/orders/${(await partyOrder(t, caller, 'placed')).id}/messages`,
      payload: { messageId: randomUUID(), kind: 'text', text: 'Hello' },
    }),
  },
  {
    name: 'POST /orders/{id}/messages/{id}/accept',
    allowed: ['Buyer', 'Seller'],
    request: async (t, caller) => {
      const order = await partyOrder(t, caller, 'accepted');
      const [message] = await t.database.db
        .insert(orderMessages)
        .values({
          id: randomUUID(),
          orderId: order.id,
          senderId: caller.role === 'Buyer' ? order.sellerId : order.buyerId,
          kind: 'meeting',
          meetingPlace: 'Stand 12',
          meetingAt: new Date(),
        })
        .returning({ id: orderMessages.id });
      return { method: 'POST', url: `/api/orders/${order.id}/messages/${message!.id}/accept` };
    },
  },
  {
    name: 'POST /orders/{id}/read',
    allowed: ['Buyer', 'Seller'],
    request: async (t, caller) => ({
      method: 'POST',
      url: `/api/orders/${(await partyOrder(t, caller, 'placed')).id}/read`,
      payload: {},
    }),
  },
  {
    name: 'GET /seller-orders',
    allowed: ['Seller'],
    request: async () => ({ method: 'GET', url: '/api/seller-orders' }),
  },
  {
    name: 'GET /offers',
    allowed: ['Buyer', 'Seller'],
    request: async () => ({ method: 'GET', url: '/api/offers' }),
  },
  {
    name: 'POST /offers',
    allowed: ['Buyer', 'Seller'],
    allowedStatus: 201,
    request: async (t) => ({ method: 'POST', url: '/api/offers', payload: offerBody((await someListing(t)).id, 100) }),
  },
  ...(['accept', 'decline'] as const).map((step): ProtectedRoute => ({
    name: `POST /offers/{id}/${step}`,
    allowed: ['Buyer', 'Seller'],
    request: async (t, caller) => ({
      method: 'POST',
      url: `/api/offers/${await partyOffer(t, caller, caller.role === 'Buyer' ? 'countered' : 'pending')}/${step}`,
      payload: {},
    }),
  })),
  {
    name: 'POST /offers/{id}/counter',
    allowed: ['Seller'],
    request: async (t, caller) => ({
      method: 'POST',
      url: `/api/offers/${await partyOffer(t, caller, 'pending')}/counter`,
      payload: { amount: 250 },
    }),
  },
  {
    // A seller buys too: an offer they made is theirs to withdraw.
    name: 'POST /offers/{id}/withdraw',
    allowed: ['Buyer', 'Seller'],
    request: async (t, caller) => ({
      method: 'POST',
      url: `/api/offers/${await partyOffer(t, caller.role === 'admin' ? caller : { ...caller, role: 'Buyer' }, 'pending')}/withdraw`,
      payload: {},
    }),
  },
  {
    name: 'GET /notifications',
    allowed: ['Buyer', 'Seller', 'admin'],
    request: async () => ({ method: 'GET', url: '/api/notifications' }),
  },
  {
    name: 'POST /notifications/read',
    allowed: ['Buyer', 'Seller', 'admin'],
    request: async () => ({ method: 'POST', url: '/api/notifications/read', payload: {} }),
  },
  {
    name: 'GET /questions',
    allowed: ['Buyer', 'Seller'],
    request: async () => ({ method: 'GET', url: '/api/questions' }),
  },
  ...(['', '/messages'] as const).map((tail): ProtectedRoute => ({
    name: `GET /questions/{productId}/{buyerId}${tail}`,
    allowed: ['Buyer', 'Seller', 'admin'],
    request: async (t, caller) => ({ method: 'GET', url: `${await questionThreadPath(t, caller)}${tail}` }),
  })),
  {
    name: 'POST /questions/{productId}/{buyerId}/messages',
    allowed: ['Buyer', 'Seller'],
    request: async (t, caller) => ({
      method: 'POST',
      url: `${await questionThreadPath(t, caller)}/messages`,
      payload: { messageId: randomUUID(), kind: 'text', text: 'Does the meter work?' },
    }),
  },
  {
    name: 'POST /questions/{productId}/{buyerId}/read',
    allowed: ['Buyer', 'Seller'],
    request: async (t, caller) => ({ method: 'POST', url: `${await questionThreadPath(t, caller)}/read`, payload: {} }),
  },
  {
    name: 'POST /questions/{productId}/{buyerId}/report',
    allowed: ['Buyer', 'Seller'],
    request: async (t, caller) => ({
      method: 'POST',
      url: `${await questionThreadPath(t, caller)}/report`,
      payload: { reason: 'Other' },
    }),
  },
  {
    name: 'GET /questions/reports',
    allowed: ['admin'],
    request: async () => ({ method: 'GET', url: '/api/questions/reports' }),
  },
  {
    name: 'DELETE /questions/reports/{id}',
    allowed: ['admin'],
    request: async (t) => ({ method: 'DELETE', url: `/api/questions/reports/${await someQuestionReportId(t)}` }),
  },
  {
    name: 'GET /unread-counts',
    allowed: ['Buyer', 'Seller', 'admin'],
    request: async () => ({ method: 'GET', url: '/api/unread-counts' }),
  },
  ...(['POST', 'DELETE'] as const).map((method): ProtectedRoute => ({
    name: `${method} /push-subscriptions`,
    allowed: ['Buyer', 'Seller', 'admin'],
    request: async () => ({
      method,
      url: '/api/push-subscriptions',
      payload: { endpoint: 'https://fcm.googleapis.com/fcm/send/x', keys: { p256dh: 'key', auth: 'secret' } },
    }),
  })),
  {
    name: 'GET /disputes',
    allowed: ['admin'],
    request: async () => ({ method: 'GET', url: '/api/disputes' }),
  },
  ...(['release', 'refund'] as const).map((decision): ProtectedRoute => ({
    name: `POST /disputes/{id}/${decision}`,
    allowed: ['admin'],
    request: async (t, caller) => ({
      method: 'POST',
      url: `/api/disputes/${(await partyOrder(t, caller, 'disputed')).id}/${decision}`,
      payload: { note: 'Decided from the hand-over record' },
    }),
  })),
  {
    name: 'POST /payments',
    allowed: ['Buyer', 'Seller'],
    // A buyer passes the guard and is refused for the unknown transaction, not for the role.
    allowedStatus: 400,
    request: async (t, caller) => ({
      method: 'POST',
      url: '/api/payments',
      payload: { productId: await productInOwnCart(t, caller), transactionId: 'pi_none' },
    }),
  },
  {
    name: 'GET /wishlist',
    allowed: ['Buyer', 'Seller'],
    request: async () => ({ method: 'GET', url: '/api/wishlist' }),
  },
  {
    name: 'POST /wishlist',
    allowed: ['Buyer', 'Seller'],
    request: async (t) => ({ method: 'POST', url: '/api/wishlist', payload: { productId: (await someListing(t)).id } }),
  },
  {
    name: 'DELETE /wishlist/{id}',
    allowed: ['Buyer', 'Seller'],
    request: async (t) => ({ method: 'DELETE', url: `/api/wishlist/${(await someListing(t)).id}` }),
  },
  {
    name: 'GET /saved-searches',
    allowed: ['Buyer', 'Seller'],
    request: async () => ({ method: 'GET', url: '/api/saved-searches' }),
  },
  {
    name: 'POST /saved-searches',
    allowed: ['Buyer', 'Seller'],
    request: async () => ({
      method: 'POST',
      url: '/api/saved-searches',
      payload: { query: `q=${randomUUID().slice(0, 8)}`, label: 'A search' },
    }),
  },
  {
    name: 'DELETE /saved-searches/{id}',
    allowed: ['Buyer', 'Seller'],
    request: async () => ({ method: 'DELETE', url: `/api/saved-searches/${randomUUID()}` }),
  },
  {
    name: 'POST /reports',
    allowed: ['Buyer', 'Seller'],
    request: async (t) => ({ method: 'POST', url: '/api/reports', payload: { productId: (await someListing(t)).id } }),
  },
  {
    name: 'GET /products/reported',
    allowed: ['admin'],
    request: async () => ({ method: 'GET', url: '/api/products/reported' }),
  },
  {
    name: 'DELETE /reports/{id}',
    allowed: ['admin'],
    request: async (t) => ({ method: 'DELETE', url: `/api/reports/${await someReportId(t)}` }),
  },
  {
    name: 'DELETE /products/{id}',
    allowed: ['admin'],
    request: async (t) => ({ method: 'DELETE', url: `/api/products/${(await someListing(t)).id}` }),
  },
  {
    name: 'POST /sandbox/confirm',
    allowed: ['Buyer', 'Seller'],
    // A buyer passes the guard and is refused for the unknown payment (402), not for the role.
    allowedStatus: 402,
    request: async () => ({
      method: 'POST',
      url: '/api/sandbox/confirm',
      payload: {
        clientSecret: 'pi_none_secret_x',
        card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2040, cvc: '123' },
      },
    }),
  },
  {
    name: 'POST /images',
    allowed: ['Buyer', 'Seller', 'admin'],
    // Anyone signed in passes the guard and is refused for the missing photo, not for the role.
    allowedStatus: 400,
    request: async () => ({ method: 'POST', url: '/api/images', payload: {} }),
  },
];

const someListing = async (t: TestApp) => insertProduct(t.database.db, (await insertSeller(t.database.db)).id);

async function orderBodyFor(t: TestApp) {
  return {
    clientOrderId: randomUUID(),
    productID: (await someListing(t)).id,
    buyerPhone: '+1 206 555 0100',
    meetingPlace: 'Stand 12',
  };
}

/** An order of the caller's own when the caller buys (a seller buys too), so only the role decides the answer. */
async function ownOrderId(t: TestApp, caller: Caller) {
  const buyerId = caller.role !== 'admin' ? caller.session.userId : (await insertUser(t.database.db)).id;
  const body = await orderBodyFor(t);
  const [order] = await t.database.db
    .insert(orders)
    .values({
      clientOrderId: body.clientOrderId,
      buyerId,
      productId: body.productID,
      buyerPhone: body.buyerPhone,
      meetingPlace: body.meetingPlace,
    })
    .returning({ id: orders.id });
  return order!.id;
}

async function productInOwnCart(t: TestApp, caller: Caller) {
  const orderId = await ownOrderId(t, caller);
  const [order] = await t.database.db
    .select({ productId: orders.productId })
    .from(orders)
    .where(eq(orders.id, orderId));
  return order!.productId;
}

const HANDOVER_CODE = '246810';

/**
 * An order in `status` that the caller is a party to: as its buyer when they only buy, as its seller when they
 * sell, unless `side` says they buy it (an admin is neither), so only the role decides the answer.
 */
async function partyOrder(
  t: TestApp,
  caller: Caller,
  status: OrderStatus,
  cancelRequestedBy?: 'buyer' | 'seller',
  side: 'buyer' | 'seller' = caller.role === 'Buyer' ? 'buyer' : 'seller',
) {
  const db = t.database.db;
  const party = caller.role !== 'admin';
  const buyerId = party && side === 'buyer' ? caller.session.userId : (await insertUser(db)).id;
  const sellerId = party && side === 'seller' ? caller.session.userId : (await insertSeller(db)).id;
  const product = await insertProduct(db, sellerId, { availability: status === 'paid' ? 'reserved' : 'available' });
  const [order] = await db
    .insert(orders)
    .values({
      clientOrderId: randomUUID(),
      buyerId,
      productId: product.id,
      buyerPhone: '+1 206 555 0100',
      meetingPlace: 'Stand 12',
      status,
      handoverCode: HANDOVER_CODE,
      ...(cancelRequestedBy ? { cancelRequestedBy, cancelRequestedAt: new Date() } : {}),
    })
    .returning({ id: orders.id });
  return { id: order!.id, productId: product.id, buyerId, sellerId };
}

/** An offer of the caller's (as its buyer) or on a listing of theirs (as its seller), with a counter when countered. */
async function partyOffer(t: TestApp, caller: Caller, status: 'pending' | 'countered') {
  const { productId, buyerId } = await partyOrder(t, caller, 'declined');
  return insertOffer(t.database.db, {
    buyerId,
    productId,
    status,
    ...(status === 'countered' ? { counterCents: 25_000 } : {}),
  });
}

/**
 * A question thread the caller is in: their own when they buy, one about their listing when they sell, one a buyer
 * started when they administer, so only the role decides the answer.
 */
async function questionThreadPath(t: TestApp, caller: Caller) {
  const db = t.database.db;
  const buyerId = caller.role === 'Buyer' ? caller.session.userId : (await insertUser(db)).id;
  const sellerId = caller.role === 'Seller' ? caller.session.userId : (await insertSeller(db)).id;
  const product = await insertProduct(db, sellerId);
  await db
    .insert(orderMessages)
    .values({ id: randomUUID(), productId: product.id, buyerId, senderId: buyerId, kind: 'text', body: 'Boxed?' });
  return `/api/questions/${product.id}/${buyerId}`;
}

async function someReportId(t: TestApp) {
  const product = await someListing(t);
  const reporter = await insertUser(t.database.db);
  const [report] = await t.database.db
    .insert(reports)
    .values({ productId: product.id, reporterId: reporter.id })
    .returning({ id: reports.id });
  return report!.id;
}

async function someQuestionReportId(t: TestApp) {
  const product = await someListing(t);
  const buyer = await insertUser(t.database.db);
  const [report] = await t.database.db
    .insert(questionReports)
    .values({ productId: product.id, buyerId: buyer.id, reporterId: buyer.id, reason: 'Other' })
    .returning({ id: questionReports.id });
  return report!.id;
}

/** A listing of the caller's own when the caller sells, so only the role decides the answer. */
async function ownListing(t: TestApp, caller: Caller) {
  const sellerId = caller.role === 'Seller' ? caller.session.userId : (await insertSeller(t.database.db)).id;
  return insertProduct(t.database.db, sellerId);
}

let t: TestApp;
const callers = {} as Record<Role, Caller>;
/** Signed in, then deactivated (an admin's "delete"): their still unexpired tokens must open nothing. */
const deactivated = {} as Record<Role, Caller>;

beforeAll(async () => {
  // Every route tried by the same few callers from one address: far more than a person writes in a minute.
  t = await createTestApp({ RATE_LIMIT_WRITES_PER_MINUTE: '100000' });
  for (const role of ['Buyer', 'Seller', 'admin'] as const) {
    // A verified seller: advertising is theirs alone.
    callers[role] = { role, session: await newSession(t, role, { verified: true }) };
    deactivated[role] = { role, session: await newSession(t, role) };
    await deactivateAccount(t.database.db, deactivated[role].session.userId, role);
  }
});
afterAll(() => t.close());

describe.each(protectedRoutes)('$name', (route) => {
  const send = async (caller: Caller, authorization?: string) => {
    const request = await route.request(t, caller);
    return t.app.inject({ ...request, headers: authorization ? { authorization } : {} });
  };

  it('answers 401 to an anonymous caller', async () => {
    expect((await send(callers.admin)).statusCode).toBe(401);
  });

  it('answers 401 to a forged token, even one claiming admin', async () => {
    const token = await forgedToken({
      sub: callers.admin.session.userId,
      email: callers.admin.session.email,
      role: 'admin',
    });
    expect((await send(callers.admin, `Bearer ${token}`)).statusCode).toBe(401);
  });

  it('answers 401 to an expired token', async () => {
    const { userId: sub, email } = callers.admin.session;
    const token = await expiredToken(TEST_JWT_SECRET, { sub, email, role: 'admin' });
    expect((await send(callers.admin, `Bearer ${token}`)).statusCode).toBe(401);
  });

  it.each(['Buyer', 'Seller', 'admin'] as const)("answers 401 to a deactivated %s's token", async (role) => {
    const caller = deactivated[role];
    expect((await send(caller, caller.session.headers.authorization)).statusCode).toBe(401);
  });

  it.each(['Buyer', 'Seller', 'admin'] as const)('as %s', async (role) => {
    const caller = callers[role];
    const response = await send(caller, caller.session.headers.authorization);
    if (route.allowed.includes(role) && route.allowedStatus) {
      expect(response.statusCode, response.body).toBe(route.allowedStatus);
    } else if (route.allowed.includes(role)) {
      expect(response.statusCode, response.body).toBeLessThan(300);
    } else {
      expect(response.statusCode, response.body).toBe(403);
    }
  });
});

describe("someone else's resource", () => {
  it.each(['admin', 'buyer', 'seller'] as const)('a buyer cannot ask whether another user is %s', async (kind) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/users/${kind}/${callers.Seller.session.email}`,
      headers: callers.Buyer.session.headers,
    });
    expect(response.statusCode).toBe(403);
  });

  it('an admin can ask about another user', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/users/seller/${callers.Seller.session.email}`,
      headers: callers.admin.session.headers,
    });
    expect(response.json()).toEqual({ isSeller: true });
  });

  it('an admin cannot delete a seller through the buyers route', async () => {
    const seller = await insertSeller(t.database.db);
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/buyers/delete/${seller.id}`,
      headers: callers.admin.session.headers,
    });
    expect(response.statusCode).toBe(404);
  });

  it("a deleted user's token stops working at once", async () => {
    const doomed = await newSession(t, 'Buyer');
    await t.app.inject({
      method: 'DELETE',
      url: `/api/buyers/delete/${doomed.userId}`,
      headers: callers.admin.session.headers,
    });
    const response = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: doomed.headers });
    expect(response.statusCode).toBe(401);
  });
});

/** The only API routes anyone may call without signing in. */
const PUBLIC_ROUTES = new Set([
  'GET /api/health',
  'GET /api/health/live',
  'GET /api/health/ready',
  'GET /api/client-config',
  'GET /api/advertised-products',
  'GET /api/catalogue-filters',
  'GET /api/places',
  'GET /api/price-guide',
  'GET /api/search-suggestions',
  'GET /api/products',
  'GET /api/products/:id',
  'GET /api/category/:category',
  'GET /api/sellers/:sellerId',
  'GET /api/sellers/:sellerId/reviews',
  'GET /api/offline-catalogue',
  'POST /api/offline-catalogue/availability',
  'POST /api/newsletter',
  'POST /api/client-errors',
]);

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
type Request = Awaited<ReturnType<ProtectedRoute['request']>>;

/** The request broken in each way validation would refuse: a malformed id, no body, broken JSON, wrong fields. */
function invalidVariants({ method, url }: Request) {
  const badUrl = UUID.test(url) ? url.replace(UUID, 'not-an-id') : `${url}?email=not-an-email`;
  const json = { 'content-type': 'application/json' };
  return [
    { label: 'malformed id, no body', method, url: badUrl, headers: {} },
    ...(method === 'GET'
      ? []
      : [
          { label: 'broken JSON', method, url: badUrl, headers: json, payload: '{"broken' },
          { label: 'wrong fields', method, url: badUrl, headers: json, payload: '{"unexpected":["x"],"productId":5}' },
          { label: 'empty JSON body', method, url: badUrl, headers: json, payload: '' },
        ]),
  ];
}

describe('authentication and role come before validation', () => {
  it('every API route outside the public list answers 401 to an anonymous caller, whatever it sends', async () => {
    const routes = servedRoutes(t.app).filter(
      ({ method, path }) =>
        path.startsWith('/api/') && !PUBLIC_ROUTES.has(`${method === 'HEAD' ? 'GET' : method} ${path}`),
    );
    expect(routes.length).toBeGreaterThan(30);
    const answers = await Promise.all(
      routes.map(async ({ method, path }) => {
        const url = path.replace(/:[a-z]+/gi, 'not-an-id');
        const payload = method === 'GET' || method === 'HEAD' ? {} : { payload: '{"broken' };
        const response = await t.app.inject({
          method: method as 'GET',
          url,
          headers: { 'content-type': 'application/json' },
          ...payload,
        });
        return `${method} ${path} → ${response.statusCode}`;
      }),
    );
    expect(answers).toEqual(routes.map(({ method, path }) => `${method} ${path} → 401`));
  });

  it.each([
    ['GET', '/api/jwt?email=not-an-email'],
    ['POST', '/api/users'],
  ] as const)('%s %s answers 401 to a forged ID token, even with an invalid request', async (method, url) => {
    const response = await t.app.inject({
      method,
      url,
      headers: { authorization: 'Bearer not-a-firebase-token', 'content-type': 'application/json' },
      ...(method === 'POST' ? { payload: '{"email":5}' } : {}),
    });
    expect(response.statusCode, response.body).toBe(401);
  });

  describe.each(protectedRoutes)('$name with an invalid request', (route) => {
    const wrongRole = (['Buyer', 'Seller', 'admin'] as const).find((role) => !route.allowed.includes(role));
    const variants = async () => invalidVariants(await route.request(t, callers.admin));

    it('answers 401 to an anonymous caller and to a forged token', async () => {
      const forged = await forgedToken({
        sub: callers.admin.session.userId,
        email: callers.admin.session.email,
        role: 'admin',
      });
      for (const { label, headers, ...request } of await variants()) {
        const anonymous = await t.app.inject({ ...request, headers });
        expect(anonymous.statusCode, `${label}: ${anonymous.body}`).toBe(401);
        const withForged = await t.app.inject({
          ...request,
          headers: { ...headers, authorization: `Bearer ${forged}` },
        });
        expect(withForged.statusCode, `${label}: ${withForged.body}`).toBe(401);
      }
    });

    it.skipIf(!wrongRole)(`answers 403 to the wrong role (${wrongRole})`, async () => {
      for (const { label, headers, ...request } of await variants()) {
        const response = await t.app.inject({
          ...request,
          headers: { ...headers, ...callers[wrongRole!].session.headers },
        });
        expect(response.statusCode, `${label}: ${response.body}`).toBe(403);
      }
    });
  });
});
