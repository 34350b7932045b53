import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { disputeListSchema } from '@contract/disputes.ts';
import { payments, products } from '@server/db/schema.ts';
import { dealIn } from '../support/deal-states.ts';
import { BUYER_PHONE, orderStep } from '../support/purchase.ts';
import { newSession, type Session } from '../support/sessions.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let buyer: Session;
let seller: Session;
let admin: Session;
beforeAll(async () => {
  t = await createTestApp();
  buyer = await newSession(t, 'Buyer');
  seller = await newSession(t, 'Seller');
  admin = await newSession(t, 'admin');
});
afterAll(() => t.close());

const decide = (who: Session, orderId: string, decision: 'release' | 'refund') =>
  t.app.inject({ method: 'POST', url: `/api/disputes/${orderId}/${decision}`, headers: who.headers });
const paymentOf = async (orderId: string) =>
  (await t.database.db.select().from(payments).where(eq(payments.orderId, orderId)))[0]!;
const listing = async (id: string) =>
  (await t.database.db.select().from(products).where(eq(products.id, id)))[0]!.availability;

describe('disputes', () => {
  it('lists a disputed order for admins with both contacts, its messages and its hand-over record', async () => {
    const deal = await dealIn(t, 'paid', buyer, seller);
    const messageId = crypto.randomUUID();
    await orderStep(t, buyer, deal.orderId, 'messages', { messageId, kind: 'text', text: 'I am at the fountain' });
    await orderStep(t, buyer, deal.orderId, 'dispute', { reason: 'The seller never came to the fountain' });
    const response = await t.app.inject({ method: 'GET', url: '/api/disputes', headers: admin.headers });
    const dispute = disputeListSchema.parse(response.json()).find((row) => row.orderId === deal.orderId);
    expect(dispute).toMatchObject({
      productName: 'Nikon FM2',
      amount: 300,
      buyerPhone: BUYER_PHONE,
      sellerPhone: '+1 503 555 0100',
      openedBy: 'buyer',
      reason: 'The seller never came to the fountain',
      handover: { confirmedAt: null, failedAttempts: 0, meetingPlace: 'Camera fair, stand 12' },
    });
    expect(dispute?.messages.map((message) => [message._id, message.text])).toEqual([
      [messageId, 'I am at the fountain'],
    ]);
    for (const who of [buyer, seller]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/disputes', headers: who.headers })).statusCode).toBe(403);
    }
  });

  it('release: the payment is captured for the seller, the order completed, the listing sold', async () => {
    const deal = await dealIn(t, 'disputed', buyer, seller);
    expect((await decide(seller, deal.orderId, 'release')).statusCode).toBe(403);
    const response = await decide(admin, deal.orderId, 'release');
    expect(response.json().order).toMatchObject({
      status: 'completed',
      dispute: { openedBy: 'buyer', resolution: 'released' },
    });
    expect((await paymentOf(deal.orderId)).status).toBe('captured');
    expect(await listing(deal.productId)).toBe('sold');
    expect((await decide(admin, deal.orderId, 'refund')).statusCode).toBe(409);
  });

  it('refund: the authorisation is released (the card never charged), the order cancelled, the listing on sale', async () => {
    const deal = await dealIn(t, 'disputed', buyer, seller);
    const response = await decide(admin, deal.orderId, 'refund');
    expect(response.json().order).toMatchObject({
      status: 'cancelled',
      cancelReason: 'refunded',
      dispute: { resolution: 'refunded' },
    });
    expect((await paymentOf(deal.orderId)).status).toBe('released');
    expect(await listing(deal.productId)).toBe('available');
  });

  it('refuses to decide an order that is not disputed (409)', async () => {
    const deal = await dealIn(t, 'paid', buyer, seller);
    expect((await decide(admin, deal.orderId, 'release')).statusCode).toBe(409);
    expect((await decide(admin, deal.orderId, 'refund')).statusCode).toBe(409);
  });
});
