import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { disputeListSchema } from '@contract/disputes.ts';
import { payments, products } from '@server/db/schema.ts';
import { dealIn } from '../support/deal-states.ts';
import { uploadPhoto } from '../support/image-upload.ts';
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

const NOTE = 'The photos show the lens was scratched.';
const decide = (who: Session, orderId: string, decision: 'release' | 'refund', payload: object = { note: NOTE }) =>
  t.app.inject({ method: 'POST', url: `/api/disputes/${orderId}/${decision}`, headers: who.headers, payload });
const dispute = (who: Session, orderId: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/dispute`, headers: who.headers, payload });
const disputes = async (state: 'open' | 'decided') =>
  disputeListSchema.parse(
    (await t.app.inject({ method: 'GET', url: `/api/disputes?state=${state}`, headers: admin.headers })).json(),
  );
const orderAsSeenBy = async (who: Session, orderId: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: who.headers })).json();
const paymentOf = async (orderId: string) =>
  (await t.database.db.select().from(payments).where(eq(payments.orderId, orderId)))[0]!;
const listing = async (id: string) =>
  (await t.database.db.select().from(products).where(eq(products.id, id)))[0]!.availability;

describe('disputes', () => {
  it('lists a disputed order for admins with both contacts, its messages and its hand-over record', async () => {
    const deal = await dealIn(t, 'paid', buyer, seller);
    const messageId = crypto.randomUUID();
    await orderStep(t, buyer, deal.orderId, 'messages', { messageId, kind: 'text', text: 'I am at the fountain' });
    await orderStep(t, buyer, deal.orderId, 'dispute', {
      reason: 'Never handed over',
      details: 'The seller never came to the fountain',
    });
    const response = await t.app.inject({ method: 'GET', url: '/api/disputes', headers: admin.headers });
    const dispute = disputeListSchema.parse(response.json()).find((row) => row.orderId === deal.orderId);
    expect(dispute).toMatchObject({
      productName: 'Nikon FM2',
      amount: 300,
      buyerPhone: BUYER_PHONE,
      sellerPhone: '+1 503 555 0100',
      openedBy: 'buyer',
      reason: 'Never handed over',
      details: 'The seller never came to the fountain',
      photos: [],
      decision: null,
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

  it('takes a reason from the list only (400 naming reason), and details for "Other" (400 naming details)', async () => {
    const deal = await dealIn(t, 'paid', buyer, seller);
    const offList = await dispute(buyer, deal.orderId, { reason: 'The seller never came' });
    expect([offList.statusCode, offList.json().error.field]).toEqual([400, 'reason']);
    const bareOther = await dispute(buyer, deal.orderId, { reason: 'Other', details: 'bad' });
    expect([bareOther.statusCode, bareOther.json().error.field]).toEqual([400, 'details']);
    const other = await dispute(buyer, deal.orderId, { reason: 'Other', details: 'The strap smells of smoke' });
    expect(other.json().order.dispute).toMatchObject({ reason: 'Other', details: 'The strap smells of smoke' });
  });

  it("takes the buyer's own uploaded photos only (403 otherwise), at most 4 (400 naming photos)", async () => {
    const deal = await dealIn(t, 'paid', buyer, seller);
    const sellersPhoto = await uploadPhoto(t, seller.headers, 10);
    expect((await dispute(buyer, deal.orderId, { reason: 'Missing parts', photos: [sellersPhoto] })).statusCode).toBe(
      403,
    );
    const fivePhotos = await Promise.all([1, 2, 3, 4, 5].map((shade) => uploadPhoto(t, buyer.headers, shade)));
    const tooMany = await dispute(buyer, deal.orderId, { reason: 'Missing parts', photos: fivePhotos });
    expect([tooMany.statusCode, tooMany.json().error.field]).toEqual([400, 'photos']);
    const sellerDeal = await dealIn(t, 'paid', buyer, seller);
    const bySeller = await dispute(seller, sellerDeal.orderId, {
      reason: 'Other',
      details: 'The buyer never came',
      photos: [sellersPhoto],
    });
    expect(bySeller.statusCode).toBe(403);
    const opened = await dispute(buyer, deal.orderId, { reason: 'Missing parts', photos: fivePhotos.slice(0, 4) });
    expect(opened.json().order.dispute.photos).toEqual(fivePhotos.slice(0, 4));
  });

  it("a decision needs a note (400 naming note); the decided dispute is in the history and on both parties' order", async () => {
    const deal = await dealIn(t, 'paid', buyer, seller);
    const photo = await uploadPhoto(t, buyer.headers, 200);
    await orderStep(t, buyer, deal.orderId, 'dispute', {
      reason: 'Not working / faulty',
      details: 'The shutter sticks at 1/1000',
      photos: [photo],
    });
    const noNote = await decide(admin, deal.orderId, 'refund', {});
    expect([noNote.statusCode, noNote.json().error.field]).toEqual([400, 'note']);
    expect((await decide(admin, deal.orderId, 'refund', { note: 'ok' })).json().error.field).toBe('note');
    expect((await decide(admin, deal.orderId, 'refund')).statusCode).toBe(200);
    expect((await disputes('open')).some((row) => row.orderId === deal.orderId)).toBe(false);
    const history = (await disputes('decided')).find((row) => row.orderId === deal.orderId);
    expect(history).toMatchObject({
      reason: 'Not working / faulty',
      details: 'The shutter sticks at 1/1000',
      photos: [photo],
      decision: { resolution: 'refunded', note: NOTE, decidedBy: 'admin person' },
    });
    for (const party of [buyer, seller]) {
      expect((await orderAsSeenBy(party, deal.orderId)).dispute).toMatchObject({
        reason: 'Not working / faulty',
        details: 'The shutter sticks at 1/1000',
        photos: [photo],
        resolution: 'refunded',
        note: NOTE,
      });
    }
    expect((await decide(admin, deal.orderId, 'release')).statusCode).toBe(409);
  });
});
