import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportedQuestionsListSchema } from '@contract/listing-questions.ts';
import { insertProduct } from '../support/fixtures.ts';
import { newSession, type Session } from '../support/sessions.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/*
 * Issue 30: questions on a listing were to be reportable. Either party of a thread reports it to the admins, who read
 * it (as they may read any thread) and dismiss the report.
 */

let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await createTestApp();
  admin = await newSession(t, 'admin');
});
afterAll(() => t.close());

const send = (who: Session | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });

/** A buyer who asked about a seller's "Nikon FM2" listing: the thread's url and its two parties. */
async function askedThread() {
  const [buyer, seller] = [await newSession(t, 'Buyer'), await newSession(t, 'Seller')];
  const productId = (await insertProduct(t.database.db, seller.userId, { name: 'Nikon FM2' })).id;
  const url = `/api/questions/${productId}/${buyer.userId}`;
  const message = { messageId: randomUUID(), writtenAt: new Date().toISOString(), kind: 'text', text: 'Pay by wire?' };
  expect((await send(buyer, 'POST', `${url}/messages`, message)).statusCode).toBe(200);
  return { url, productId, buyer, seller };
}

const reportsSeenByAdmin = async () =>
  reportedQuestionsListSchema.parse((await send(admin, 'GET', '/api/questions/reports')).json());

describe('reporting a question thread', () => {
  it('the seller reports it once; the admin sees who and why, reads the thread, and dismisses the report', async () => {
    const { url, productId, buyer, seller } = await askedThread();
    const body = { reason: 'Asks to pay or deal outside Shutterswap', details: 'Wants a bank transfer' };

    const first = await send(seller, 'POST', `${url}/report`, body);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({ acknowledged: true, alreadyReported: false });
    const again = await send(seller, 'POST', `${url}/report`, body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ acknowledged: true, alreadyReported: true });

    const mine = (await reportsSeenByAdmin()).filter((report) => report.productId === productId);
    expect(mine.map(({ _id, createdAt: _createdAt, ...report }) => report)).toEqual([
      {
        productId,
        productName: 'Nikon FM2',
        buyerId: buyer.userId,
        buyerName: 'Buyer person',
        sellerName: 'Seller person',
        reportedBy: 'seller',
        reporterName: 'Seller person',
        reason: 'Asks to pay or deal outside Shutterswap: Wants a bank transfer',
      },
    ]);
    expect((await send(admin, 'GET', `${url}/messages`)).json().map((m: { text: string }) => m.text)).toEqual([
      'Pay by wire?',
    ]);

    const dismissed = await send(admin, 'DELETE', `/api/questions/reports/${mine[0]!._id}`);
    expect(dismissed.json()).toEqual({ acknowledged: true, deletedCount: 1 });
    expect((await reportsSeenByAdmin()).filter((report) => report.productId === productId)).toEqual([]);
    expect((await send(admin, 'DELETE', `/api/questions/reports/${mine[0]!._id}`)).statusCode).toBe(404);
  });

  it('the buyer reports it too, as the buyer', async () => {
    const { url, productId, buyer } = await askedThread();
    expect((await send(buyer, 'POST', `${url}/report`, { reason: 'Other', details: 'Rude' })).statusCode).toBe(201);
    const mine = (await reportsSeenByAdmin()).filter((report) => report.productId === productId);
    expect(mine.map((report) => [report.reportedBy, report.reporterName, report.reason])).toEqual([
      ['buyer', 'Buyer person', 'Other: Rude'],
    ]);
  });

  it('nobody outside the thread reports it, and an admin only reads it', async () => {
    const { url } = await askedThread();
    const body = { reason: 'Spam or a scam' };
    expect((await send(null, 'POST', `${url}/report`, body)).statusCode).toBe(401);
    expect((await send(await newSession(t, 'Buyer'), 'POST', `${url}/report`, body)).statusCode).toBe(403);
    expect((await send(await newSession(t, 'Seller'), 'POST', `${url}/report`, body)).statusCode).toBe(403);
    expect((await send(admin, 'POST', `${url}/report`, body)).statusCode).toBe(403);
  });

  it('checks who is calling before the body, then names the field: a reason from the list', async () => {
    const { url, seller } = await askedThread();
    expect((await send(null, 'POST', `${url}/report`, { reason: 'Because' })).statusCode).toBe(401);
    const refused = await send(seller, 'POST', `${url}/report`, { reason: 'Because' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({ field: 'reason', message: 'reason: Choose a reason from the list' });
  });

  it('only an admin lists or dismisses reports', async () => {
    const { seller } = await askedThread();
    expect((await send(null, 'GET', '/api/questions/reports')).statusCode).toBe(401);
    expect((await send(seller, 'GET', '/api/questions/reports')).statusCode).toBe(403);
    expect((await send(seller, 'DELETE', `/api/questions/reports/${randomUUID()}`)).statusCode).toBe(403);
  });
});
