import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionThreadListSchema, QUESTIONS_PER_HOUR } from '@contract/listing-questions.ts';
import { notificationListSchema } from '@contract/notifications.ts';
import { orderMessageListSchema } from '@contract/order-messages.ts';
import { eq } from 'drizzle-orm';
import { orderMessages, users } from '@server/db/schema.ts';
import { insertProduct } from '../support/fixtures.ts';
import { orderStep, placeOrder } from '../support/purchase.ts';
import { newSession, type Session } from '../support/sessions.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/* Issue 30, finding 1: a buyer could not ask "does the meter work?" without ordering and handing over a phone. */

let t: TestApp;
let buyer: Session;
let seller: Session;
let stranger: Session;
let otherSeller: Session;
let admin: Session;
beforeAll(async () => {
  t = await createTestApp();
  buyer = await newSession(t, 'Buyer');
  seller = await newSession(t, 'Seller');
  stranger = await newSession(t, 'Buyer');
  otherSeller = await newSession(t, 'Seller');
  admin = await newSession(t, 'admin');
});
afterAll(() => t.close());

const SELLER_PHONE = '+1 503 555 0199';
const listingOf = async (owner: Session) =>
  (await insertProduct(t.database.db, owner.userId, { name: 'Olympus OM-1', phone: SELLER_PHONE })).id;
const threadUrl = (productId: string, asker: Session) => `/api/questions/${productId}/${asker.userId}`;
const question = (text: string) => ({
  messageId: randomUUID(),
  writtenAt: new Date().toISOString(),
  kind: 'text',
  text,
});

const write = (who: Session | null, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `${url}/messages`, headers: who?.headers ?? {}, payload });
const read = (who: Session, url: string) => t.app.inject({ method: 'GET', url, headers: who.headers });
const threadAs = async (who: Session, url: string) =>
  orderMessageListSchema.parse((await read(who, `${url}/messages`)).json());
const noticesOf = async (who: Session) => notificationListSchema.parse((await read(who, '/api/notifications')).json());
const unread = async (who: Session) => (await read(who, '/api/unread-counts')).json();

describe('a question on a listing before ordering it', () => {
  it('the buyer asks, the seller is told and answers, the buyer reads the answer; no contact detail travels', async () => {
    const [buyer, seller] = [await newSession(t, 'Buyer'), await newSession(t, 'Seller')];
    const productId = await listingOf(seller);
    const url = threadUrl(productId, buyer);

    const asked = await write(buyer, url, question('Does the meter work?'));
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().message).toMatchObject({ orderId: null, mine: true, text: 'Does the meter work?' });

    expect((await noticesOf(seller)).map((n) => [n.kind, n.text, n.productId, n.buyerId, n.orderId])).toEqual([
      ['question', 'Buyer person asked about Olympus OM-1: “Does the meter work?”', productId, buyer.userId, null],
    ]);
    expect(await unread(seller)).toEqual({ messages: 0, questions: 1, notifications: 1 });
    expect(questionThreadListSchema.parse((await read(seller, '/api/questions')).json())).toEqual([
      {
        productId,
        productName: 'Olympus OM-1',
        buyerId: buyer.userId,
        otherName: 'Buyer person',
        lastText: 'Does the meter work?',
        lastMine: false,
        lastWrittenAt: expect.any(String),
        unread: 1,
      },
    ]);
    expect((await read(seller, url)).json()).toEqual({
      productId,
      productName: 'Olympus OM-1',
      buyerId: buyer.userId,
      buyerName: 'Buyer person',
      sellerName: 'Seller person',
      // The seller's name leads to their page.
      sellerPublicId: (
        await t.database.db.select({ publicId: users.publicId }).from(users).where(eq(users.id, seller.userId))
      )[0]!.publicId,
      asking: false,
    });

    const answered = await write(seller, url, question('Yes, it reads true against my handheld meter.'));
    expect(answered.statusCode, answered.body).toBe(200);
    expect((await noticesOf(buyer)).map((n) => [n.kind, n.text])).toEqual([
      [
        'answer',
        'Seller person answered your question about Olympus OM-1: “Yes, it reads true against my handheld meter.”',
      ],
    ]);
    expect((await threadAs(buyer, url)).map((m) => [m.mine, m.senderName, m.text])).toEqual([
      [true, 'Buyer person', 'Does the meter work?'],
      [false, 'Seller person', 'Yes, it reads true against my handheld meter.'],
    ]);
    expect((await read(buyer, url)).json().asking).toBe(true);

    const everything = [
      (await read(buyer, url)).body,
      (await read(buyer, `${url}/messages`)).body,
      (await read(seller, '/api/questions')).body,
      (await read(buyer, '/api/questions')).body,
      JSON.stringify(await noticesOf(buyer)),
      JSON.stringify(await noticesOf(seller)),
    ].join('\n');
    for (const contact of [seller.email, buyer.email, SELLER_PHONE]) expect(everything).not.toContain(contact);
  });

  it('reading the thread marks it read, and the notices about it', async () => {
    const [buyer, seller] = [await newSession(t, 'Buyer'), await newSession(t, 'Seller')];
    const url = threadUrl(await listingOf(seller), buyer);
    await write(buyer, url, question('Any fungus in the lens?'));
    await write(buyer, url, question('And haze?'));
    expect((await noticesOf(seller)).map((n) => n.text)).toEqual([
      'Buyer person wrote 2 messages about Olympus OM-1. The latest: “And haze?”',
    ]);
    const marked = await t.app.inject({ method: 'POST', url: `${url}/read`, headers: seller.headers, payload: {} });
    expect(marked.json()).toEqual({ acknowledged: true, modifiedCount: 2 });
    expect(await unread(seller)).toEqual({ messages: 0, questions: 0, notifications: 0 });
  });

  it('sent again with the same id (the outbox after a lost answer) is stored once', async () => {
    const url = threadUrl(await listingOf(seller), buyer);
    const body = question('Is the battery door intact?');
    const first = await write(buyer, url, body);
    const again = await write(buyer, url, body);
    expect(again.json()).toEqual(first.json());
    expect((await threadAs(seller, url)).map((m) => m.text)).toEqual(['Is the battery door intact?']);
    const stolen = await write(stranger, threadUrl(await listingOf(seller), stranger), body);
    expect(stolen.statusCode).toBe(409);
    expect(stolen.json().error.field).toBe('messageId');
  });
});

describe('who may read and write a question thread', () => {
  let productId: string;
  let url: string;
  beforeAll(async () => {
    productId = await listingOf(seller);
    url = threadUrl(productId, buyer);
    await write(buyer, url, question('Are the light seals new?'));
  });

  it('another buyer may neither read it nor write in it (403)', async () => {
    for (const path of [url, `${url}/messages`]) expect((await read(stranger, path)).statusCode).toBe(403);
    const response = await write(stranger, url, question('Me too?'));
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe('These questions are between the buyer who asked and the seller');
  });

  it('another seller may not read it (403)', async () => {
    expect((await read(otherSeller, `${url}/messages`)).statusCode).toBe(403);
    expect((await write(otherSeller, url, question('Hi'))).statusCode).toBe(403);
  });

  it('an admin reads it and writes nothing (403)', async () => {
    expect((await threadAs(admin, url)).map((m) => m.text)).toEqual(['Are the light seals new?']);
    expect((await write(admin, url, question('Admin here'))).statusCode).toBe(403);
  });

  it('the seller cannot start a thread with a buyer who asked nothing (404)', async () => {
    const quiet = await newSession(t, 'Buyer');
    const response = await write(seller, threadUrl(productId, quiet), question('Hi'));
    expect(response.statusCode).toBe(404);
    expect((await read(seller, threadUrl(productId, quiet))).statusCode).toBe(404);
  });

  it('the seller cannot ask about their own listing (403)', async () => {
    const own = await listingOf(seller);
    const response = await write(seller, threadUrl(own, seller), question('Does my own meter work?'));
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe('You cannot ask about your own listing');
  });

  it('a listing that does not exist is 404', async () => {
    const response = await write(buyer, threadUrl(randomUUID(), buyer), question('Hello?'));
    expect(response.statusCode).toBe(404);
  });

  it('checks who is calling before the body: 401 signed out, 403 an admin, 400 naming the field otherwise', async () => {
    const bad = { messageId: 'nope', kind: 'text', text: '' };
    expect((await write(null, url, bad)).statusCode).toBe(401);
    expect((await write(admin, url, bad)).statusCode).toBe(403);
    const refused = await write(buyer, url, { ...question(''), text: '' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.field).toBe('text');
    const meeting = await write(buyer, url, { ...question('x'), kind: 'meeting' });
    expect(meeting.statusCode).toBe(400);
  });
});

describe('limits', () => {
  it(`a sign-in sends ${QUESTIONS_PER_HOUR} questions an hour, spread over any listings; then 429`, async () => {
    const eager = await newSession(t, 'Buyer');
    const statuses: number[] = [];
    for (let n = 0; n < QUESTIONS_PER_HOUR; n += 1) {
      const productId = await listingOf(n % 2 ? seller : otherSeller);
      statuses.push((await write(eager, threadUrl(productId, eager), question(`Question ${n}`))).statusCode);
    }
    expect(statuses).toEqual(Array.from({ length: QUESTIONS_PER_HOUR }, () => 200));
    const last = await write(eager, threadUrl(await listingOf(seller), eager), question('One more'));
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(60);
  });

  it('a long thread comes a page at a time: the latest 100, then the ones before a message', async () => {
    const productId = await listingOf(seller);
    const start = Date.now() - 200 * 60_000;
    await t.database.db.insert(orderMessages).values(
      Array.from({ length: 125 }, (_, index) => ({
        id: randomUUID(),
        productId,
        buyerId: buyer.userId,
        senderId: index % 2 ? seller.userId : buyer.userId,
        kind: 'text' as const,
        body: `Message ${index + 1}`,
        writtenAt: new Date(start + index * 60_000),
      })),
    );
    const url = threadUrl(productId, buyer);
    const latest = await threadAs(seller, url);
    expect(latest.map((m) => m.text)).toEqual(Array.from({ length: 100 }, (_, index) => `Message ${index + 26}`));
    const earlier = orderMessageListSchema.parse(
      (await read(seller, `${url}/messages?before=${latest[0]!._id}`)).json(),
    );
    expect(earlier.map((m) => m.text)).toEqual(Array.from({ length: 25 }, (_, index) => `Message ${index + 1}`));
  });
});

describe('the order adopts the thread', () => {
  it("the buyer's order of the listing shows the questions and answers first, for both of them", async () => {
    const [buyer, seller] = [await newSession(t, 'Buyer'), await newSession(t, 'Seller')];
    const productId = await listingOf(seller);
    const url = threadUrl(productId, buyer);
    await write(buyer, url, question('Does the meter work?'));
    await write(seller, url, question('Yes, it does.'));
    // Another buyer's questions about the same listing stay theirs.
    await write(stranger, threadUrl(productId, stranger), question('Is it still for sale?'));

    const orderId = await placeOrder(t, buyer, productId);
    const sent = await orderStep(t, buyer, orderId, 'messages', question('Ordered! See you Saturday.'));
    expect(sent.statusCode, sent.body).toBe(200);

    for (const who of [buyer, seller]) {
      const thread = orderMessageListSchema.parse((await read(who, `/api/orders/${orderId}/messages`)).json());
      expect(thread.map((m) => [m.orderId, m.senderName, m.text])).toEqual([
        [null, 'Buyer person', 'Does the meter work?'],
        [null, 'Seller person', 'Yes, it does.'],
        [orderId, 'Buyer person', 'Ordered! See you Saturday.'],
      ]);
    }
    // Reading the order's thread reads its questions too.
    await orderStep(t, buyer, orderId, 'read', {});
    expect((await unread(buyer)).questions).toBe(0);
  });
});
