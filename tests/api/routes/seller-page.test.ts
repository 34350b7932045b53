import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Product } from '@contract/catalogue.ts';
import type { SellerProfile, SellerReviewsPage } from '@contract/sellers.ts';
import { orderMessages, orders, ratings, users } from '@server/db/schema.ts';
import { dealIn } from '../support/deal-states.ts';
import { insertProduct, insertUser } from '../support/fixtures.ts';
import { orderStep } from '../support/purchase.ts';
import { insertSale } from '../support/sales.ts';
import { newSession, signInAs, uidOf, type Session } from '../support/sessions.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Finding (issue 30): ratings' comments were stored and shown nowhere, and a seller's name led nowhere. A seller's
 * public page answers who they are, how their deals went, what buyers wrote and what they sell: no contact details.
 */
let t: TestApp;
let grace: Session;
let ada: Session;
let linus: Session;
let graceId: string;
let orderIds: string[];

const MINUTE = 60_000;

async function person(role: 'Buyer' | 'Seller', email: string, displayName: string, extra = {}): Promise<Session> {
  await insertUser(t.database.db, { email, firebaseUid: uidOf(email), role, displayName, ...extra });
  return signInAs(t, email);
}

async function rate(buyer: Session, orderId: string, stars: number, comment: string) {
  const response = await orderStep(t, buyer, orderId, 'rating', { stars, comment });
  expect(response.statusCode, response.body).toBe(200);
}

/** Dates an order: placed `daysAgo`, accepted `acceptedAfter` minutes later (or never). */
async function dateOrder(orderId: string, daysAgo: number, acceptedAfter: number | null) {
  const createdAt = new Date(Date.now() - daysAgo * 24 * 60 * MINUTE);
  const acceptedAt = acceptedAfter === null ? null : new Date(createdAt.getTime() + acceptedAfter * MINUTE);
  await t.database.db.update(orders).set({ createdAt, acceptedAt }).where(eq(orders.id, orderId));
  return createdAt;
}

async function get(url: string) {
  return t.app.inject({ method: 'GET', url });
}

async function profileOf(sellerId: string): Promise<SellerProfile> {
  const response = await get(`/api/sellers/${sellerId}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as SellerProfile;
}

beforeAll(async () => {
  t = await createTestApp({ READ_CACHE: 'on' });
  grace = await person('Seller', 'grace@example.test', 'Grace Hopper', {
    status: 'Verified',
    createdAt: new Date('2024-03-15T10:00:00Z'),
  });
  ada = await person('Buyer', 'ada@example.test', 'Ada Lovelace');
  linus = await person('Buyer', 'linus@example.test', 'Linus Torvalds');
  const [row] = await t.database.db.select({ publicId: users.publicId }).from(users).where(eq(users.id, grace.userId));
  graceId = row!.publicId;

  // Three completed deals, rated 5 with words, 4 without, 3 with words (in that order).
  const deals = [
    await dealIn(t, 'completed', ada, grace),
    await dealIn(t, 'completed', linus, grace),
    await dealIn(t, 'completed', ada, grace),
  ];
  orderIds = deals.map((deal) => deal.orderId);
  await rate(ada, orderIds[0]!, 5, 'Lovely camera, exactly as described. Met at the station on time.');
  await rate(linus, orderIds[1]!, 4, '');
  await rate(ada, orderIds[2]!, 3, 'Came late to the meeting, but the lens is fine.');
  // Not completed: neither counts as a deal.
  const cancelled = await dealIn(t, 'cancelled', linus, grace);
  await dealIn(t, 'placed', ada, grace);

  // The orders' times, for the response time (the answers are read after this: the read cache keeps them).
  const [first, second, third] = orderIds as [string, string, string];
  await dateOrder(first, 10, 30);
  const placed = await dateOrder(second, 12, 120);
  // The seller wrote 45 minutes in, before accepting: that was the first answer.
  await t.database.db.insert(orderMessages).values({
    id: crypto.randomUUID(),
    orderId: second,
    senderId: grace.userId,
    kind: 'text',
    body: 'Still available, when suits you?',
    createdAt: new Date(placed.getTime() + 45 * MINUTE),
  });
  await dateOrder(third, 20, 90);
  // Answered, but placed more than 90 days ago.
  await dateOrder(cancelled.orderId, 200, 600);

  // On sale: two listings (plus the one the placed order is for); reserved and sold ones are not.
  await insertProduct(t.database.db, grace.userId, {
    name: 'Leica M6',
    phone: '+1 503 555 0199',
    postTime: new Date('2026-01-02T10:00:00Z'),
  });
  await insertProduct(t.database.db, grace.userId, {
    name: 'Pentax 67',
    phone: '+1 503 555 0199',
    postTime: new Date('2026-02-02T10:00:00Z'),
  });
  await insertProduct(t.database.db, grace.userId, { name: 'Hasselblad 500C/M', availability: 'reserved' });
});
afterAll(() => t.close());

describe('GET /api/sellers/{sellerId}', () => {
  it('answers the seller with their deals, average, written reviews newest first and listings for sale', async () => {
    const profile = await profileOf(graceId);
    expect(profile).toMatchObject({
      sellerId: graceId,
      name: 'Grace Hopper',
      verified: true,
      memberSince: '2024-03-15T10:00:00.000Z',
      dealsCompleted: 3,
      rating: { average: 4, count: 3 },
    });
    expect(
      profile.reviews.items.map(({ stars, comment, reviewerName, productName }) => ({
        stars,
        comment,
        reviewerName,
        productName,
      })),
    ).toEqual([
      {
        stars: 3,
        comment: 'Came late to the meeting, but the lens is fine.',
        reviewerName: 'Ada',
        productName: 'Nikon FM2',
      },
      {
        stars: 5,
        comment: 'Lovely camera, exactly as described. Met at the station on time.',
        reviewerName: 'Ada',
        productName: 'Nikon FM2',
      },
    ]);
    expect(profile.reviews.nextCursor).toBeNull();
    // The placed order's listing and the cancelled one's are for sale again; newest first.
    expect(profile.listings.map((listing) => listing.name)).toEqual([
      'Nikon FM2',
      'Nikon FM2',
      'Pentax 67',
      'Leica M6',
    ]);
  });

  it('carries no email and no phone, neither the seller’s nor a reviewer’s', async () => {
    const response = await get(`/api/sellers/${graceId}`);
    expect(response.body).not.toContain('@');
    expect(response.body).not.toContain('+1 503 555 01');
    expect(response.body).not.toContain('+1 206 555 0100');
    expect(response.body).not.toContain(grace.userId);
    expect(Object.keys(response.json().listings[0])).not.toContain('phone');
  });

  it('is cached like the other public reads: an ETag, revalidated each time', async () => {
    const response = await get(`/api/sellers/${graceId}`);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.etag).toBeTruthy();
  });

  it('is what every listing of the seller links to', async () => {
    const search = (await get('/api/products?q=pentax')).json() as { items: Product[] };
    expect(search.items[0]).toMatchObject({ name: 'Pentax 67', sellerName: 'Grace Hopper', sellerPublicId: graceId });
  });

  it('answers 404 for an unknown seller, a buyer, or a closed account, and 400 naming a malformed id', async () => {
    const [adaRow] = await t.database.db
      .select({ publicId: users.publicId })
      .from(users)
      .where(eq(users.id, ada.userId));
    const closed = await insertUser(t.database.db, {
      role: 'Seller',
      status: 'Verified',
      displayName: 'Deactivated account',
      deactivatedAt: new Date(),
    });
    for (const id of ['0b7c2d1e-3f4a-4b5c-8d6e-7f8091a2b3c4', adaRow!.publicId, closed.publicId]) {
      const response = await get(`/api/sellers/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: { code: 'not_found', message: 'There is no seller with this id' } });
      expect((await get(`/api/sellers/${id}/reviews`)).statusCode).toBe(404);
    }
    const malformed = await get('/api/sellers/grace@example.test');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.field).toBe('sellerId');
  });
});

describe('response time', () => {
  it('is the median minutes to the first acceptance or message, over answered orders of the last 90 days', async () => {
    // Answered 30, 45 (a message before accepting at 120) and 90 minutes in; the rest never, or too long ago.
    expect((await profileOf(graceId)).responseTime).toEqual({ medianMinutes: 45, orders: 3 });
  });

  it('is not shown with fewer than three answered orders', async () => {
    const newcomer = await newSession(t, 'Seller');
    const buyer = await newSession(t, 'Buyer');
    const deals = [await dealIn(t, 'accepted', buyer, newcomer), await dealIn(t, 'accepted', buyer, newcomer)];
    for (const deal of deals) await dateOrder(deal.orderId, 1, 10);
    await dealIn(t, 'placed', buyer, newcomer);
    const [row] = await t.database.db
      .select({ publicId: users.publicId })
      .from(users)
      .where(eq(users.id, newcomer.userId));
    const profile = await profileOf(row!.publicId);
    expect(profile).toMatchObject({ verified: false, dealsCompleted: 0, rating: { average: 0, count: 0 } });
    expect(profile.responseTime).toBeNull();
    expect(profile.reviews).toEqual({ items: [], nextCursor: null });
  });
});

describe('GET /api/sellers/{sellerId}/reviews', () => {
  it('pages through written reviews, newest first, five at a time, none twice', async () => {
    const seller = await insertUser(t.database.db, { role: 'Seller', status: 'Verified', displayName: 'Margaret H' });
    const buyer = await insertUser(t.database.db, { role: 'Buyer', displayName: 'Tim Berners-Lee' });
    // Seven reviews a minute apart, except the third, a microsecond after the second: the first page ends between.
    const ids: string[] = [];
    for (let index = 0; index < 7; index++) {
      const { order } = await insertSale(t.database.db, seller.id, buyer.id);
      const [rating] = await t.database.db
        .insert(ratings)
        .values({
          orderId: order.id,
          raterId: buyer.id,
          rateeId: seller.id,
          stars: 5,
          comment: `Review number ${index + 1}`,
          createdAt: new Date(Date.UTC(2026, 5, 1, 12, index)),
        })
        .returning({ id: ratings.id });
      ids.push(rating!.id);
    }
    await t.database.db
      .update(ratings)
      .set({ createdAt: sql`${new Date(Date.UTC(2026, 5, 1, 12, 1))}::timestamptz + interval '1 microsecond'` })
      .where(eq(ratings.id, ids[2]!));
    const first = await profileOf(seller.publicId);
    expect(first.reviews.items.map((review) => review.comment)).toEqual([
      'Review number 7',
      'Review number 6',
      'Review number 5',
      'Review number 4',
      'Review number 3',
    ]);
    expect(first.reviews.items[0]).toMatchObject({ reviewerName: 'Tim', createdAt: '2026-06-01T12:06:00.000Z' });
    const next = await get(`/api/sellers/${seller.publicId}/reviews?cursor=${first.reviews.nextCursor}`);
    expect(next.statusCode, next.body).toBe(200);
    const second = next.json() as SellerReviewsPage;
    expect(second).toEqual({
      items: [
        expect.objectContaining({ comment: 'Review number 2' }),
        expect.objectContaining({ comment: 'Review number 1' }),
      ],
      nextCursor: null,
    });
    const broken = await get(`/api/sellers/${seller.publicId}/reviews?cursor=not-a-cursor`);
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.field).toBe('cursor');
  });
});
