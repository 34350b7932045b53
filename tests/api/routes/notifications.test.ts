import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { notificationListSchema } from '@contract/notifications.ts';
import { pushSubscriptions } from '@server/db/schema.ts';
import { dealIn, handoverBody } from '../support/deal-states.ts';
import { insertProduct } from '../support/fixtures.ts';
import { startLocalPushService } from '../support/local-push-service.ts';
import { orderStep, payAcceptedOrder, placeOrder } from '../support/purchase.ts';
import { newSession, type Session } from '../support/sessions.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let push: Awaited<ReturnType<typeof startLocalPushService>>;
let buyer: Session;
let seller: Session;
beforeAll(async () => {
  // The local push service is http on this machine: allowed by this test's own configuration, never by default.
  t = await createTestApp({ PUSH_SERVICE_HOSTS: '127.0.0.1', PUSH_ALLOW_LOCAL: 'true' });
  push = await startLocalPushService();
  buyer = await newSession(t, 'Buyer', { email: 'bea@example.test' });
  seller = await newSession(t, 'Seller', { email: 'sam@example.test' });
});
afterAll(async () => {
  await t.close();
  await push.close();
});

const get = (who: Session, url: string) => t.app.inject({ method: 'GET', url, headers: who.headers });
const textsOf = async (who: Session) =>
  notificationListSchema.parse((await get(who, '/api/notifications')).json()).map((notice) => notice.text);
const subscribe = (who: Session, json: object) =>
  t.app.inject({ method: 'POST', url: '/api/push-subscriptions', headers: who.headers, payload: json });

describe('notifications', () => {
  it('tell each party of every step: new order, accepted, message, paid, handed over, rated', async () => {
    const product = await insertProduct(t.database.db, seller.userId, { name: 'Hasselblad 500C/M' });
    const orderId = await placeOrder(t, buyer, product.id);
    await orderStep(t, seller, orderId, 'accept');
    await orderStep(t, seller, orderId, 'messages', {
      messageId: crypto.randomUUID(),
      kind: 'text',
      text: 'Saturday?',
    });
    await payAcceptedOrder(t, buyer, product.id);
    const code = (await get(seller, `/api/orders/${orderId}`)).json().handoverCode as string;
    await orderStep(t, buyer, orderId, 'handover', handoverBody(code));
    await orderStep(t, buyer, orderId, 'rating', { stars: 5 });

    expect(await textsOf(seller)).toEqual([
      'Buyer person rated you 5 out of 5 for Hasselblad 500C/M.',
      'Buyer person confirmed the hand-over of Hasselblad 500C/M. The payment is on its way to you.',
      'Buyer person paid for Hasselblad 500C/M. It is reserved for them: hand it over within 7 days.',
      'Buyer person ordered Hasselblad 500C/M. Accept or decline the order.',
    ]);
    expect(await textsOf(buyer)).toEqual([
      'Seller person wrote about Hasselblad 500C/M: “Saturday?”',
      'Seller person accepted your order for Hasselblad 500C/M. Pay within 7 days to reserve it.',
    ]);
    expect((await get(seller, '/api/unread-counts')).json()).toEqual({ messages: 0, questions: 0, notifications: 4 });
    const read = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: seller.headers,
      payload: {},
    });
    expect(read.json()).toEqual({ acknowledged: true, modifiedCount: 4 });
    expect((await get(seller, '/api/unread-counts')).json()).toEqual({ messages: 0, questions: 0, notifications: 0 });
  });

  it('are pushed, signed with the server’s VAPID key and encrypted for the subscribed browser', async () => {
    const browser = push.subscription('/push/bea-phone');
    expect((await subscribe(buyer, browser.json)).statusCode).toBe(200);
    const config = (await t.app.inject({ method: 'GET', url: '/api/client-config' })).json();
    const deal = await dealIn(t, 'placed', buyer, seller);
    await orderStep(t, seller, deal.orderId, 'accept');

    const [arrived] = await push.arrivals('/push/bea-phone');
    expect(arrived!.headers['content-encoding']).toBe('aes128gcm');
    expect(arrived!.headers.authorization).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${config.push.vapidPublicKey}$`),
    );
    expect(browser.read(arrived!.body)).toEqual({
      title: 'Shutterswap',
      body: 'Seller person accepted your order for Nikon FM2. Pay within 7 days to reserve it.',
      url: `/dashboard/orders/${deal.orderId}`,
      tag: expect.any(String),
    });
  });

  it('tell of a burst of messages once, counting them, until the messages are read (issue 26, finding 11)', async () => {
    // Found: 125 messages of 1,900 characters were 125 notifications and 125 pushes on the other side's phone.
    const phone = push.subscription('/push/bea-burst');
    expect((await subscribe(buyer, phone.json)).statusCode).toBe(200);
    const deal = await dealIn(t, 'accepted', buyer, seller);
    const messagePushes = () =>
      push.received
        .filter((arrived) => arrived.path === '/push/bea-burst')
        .map((arrived) => (phone.read(arrived.body) as { body: string }).body)
        .filter((body) => body.includes(' wrote '));
    const write = (text: string) =>
      orderStep(t, seller, deal.orderId, 'messages', { messageId: crypto.randomUUID(), kind: 'text', text });
    for (let n = 1; n <= 40; n += 1) expect((await write(`${'x'.repeat(1_890)} ${n}`)).statusCode).toBe(200);

    const aboutDeal = async () =>
      notificationListSchema
        .parse((await get(buyer, '/api/notifications')).json())
        .filter((notice) => notice.orderId === deal.orderId && notice.kind === 'message')
        .map((notice) => [notice.text, notice.readAt === null]);
    const latest = `${'x'.repeat(99)}…`;
    expect(await aboutDeal()).toEqual([
      [`Seller person wrote 40 messages about Nikon FM2. The latest: “${latest}”`, true],
    ]);
    // Pushes go once the step is committed: given time to arrive, one did.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(messagePushes()).toEqual([`Seller person wrote about Nikon FM2: “${'x'.repeat(99)}…”`]);

    // Read, the next message is news again.
    await orderStep(t, buyer, deal.orderId, 'read', {});
    await write('One more thing: the strap is included.');
    expect(await aboutDeal()).toEqual([
      ['Seller person wrote about Nikon FM2: “One more thing: the strap is included.”', true],
      [`Seller person wrote 40 messages about Nikon FM2. The latest: “${latest}”`, false],
    ]);
    await expect.poll(messagePushes).toHaveLength(2);
  });

  it('push the buyer whose order went with its listing, however the listing went', async () => {
    // Found: the notice was only in the in-app list; none of the three ways a listing goes pushed it.
    const cleo = await newSession(t, 'Buyer', { email: 'cleo@example.test' });
    const phone = push.subscription('/push/cleo-phone');
    expect((await subscribe(cleo, phone.json)).statusCode).toBe(200);
    const admin = await newSession(t, 'admin', { email: 'root@example.test' });
    const leaving = await newSession(t, 'Seller', { email: 'leo@example.test' });
    const send = (who: Session, method: 'DELETE', url: string) => t.app.inject({ method, url, headers: who.headers });
    const deleted = await dealIn(t, 'accepted', cleo, seller);
    const removed = await dealIn(t, 'placed', cleo, seller);
    await dealIn(t, 'accepted', cleo, leaving);

    expect((await send(seller, 'DELETE', `/api/my-products/${deleted.productId}`)).statusCode).toBe(200);
    expect((await send(admin, 'DELETE', `/api/products/${removed.productId}`)).statusCode).toBe(200);
    expect((await send(admin, 'DELETE', `/api/sellers/delete/${leaving.userId}`)).statusCode).toBe(200);

    const withdrawals = () =>
      push.received
        .filter((arrived) => arrived.path === '/push/cleo-phone')
        .map((arrived) => phone.read(arrived.body))
        .filter((body) => JSON.stringify(body).includes('no longer for sale'));
    await expect.poll(() => withdrawals().length, { timeout: 3_000 }).toBe(3);
    expect(withdrawals()).toEqual(
      Array.from({ length: 3 }, () => ({
        title: 'Shutterswap',
        body: 'Nikon FM2 is no longer for sale, so your order for it was cancelled.',
        url: '/dashboard/notifications',
        tag: expect.any(String),
      })),
    );
  });

  it('tell every admin of a new dispute, leading to the Disputes page', async () => {
    const admin = await newSession(t, 'admin', { email: 'ada@example.test' });
    const phone = push.subscription('/push/ada-phone');
    expect((await subscribe(admin, phone.json)).statusCode).toBe(200);
    const deal = await dealIn(t, 'paid', buyer, seller);
    await orderStep(t, buyer, deal.orderId, 'dispute', { reason: 'Not as described', details: 'The lens has fungus' });

    const notices = notificationListSchema.parse((await get(admin, '/api/notifications')).json());
    expect(notices.map(({ kind, text, orderId }) => ({ kind, text, orderId }))).toEqual([
      {
        kind: 'dispute-opened',
        text: 'Buyer person opened a dispute about Nikon FM2 with Seller person: Not as described. The lens has fungus',
        orderId: deal.orderId,
      },
    ]);
    const [arrived] = await push.arrivals('/push/ada-phone');
    expect(phone.read(arrived!.body)).toMatchObject({
      body: 'Buyer person opened a dispute about Nikon FM2 with Seller person: Not as described. The lens has fungus',
      url: '/dashboard/disputes',
    });
  });

  it('forgets a subscription the push service says is gone', async () => {
    const browser = push.subscription('/push/old-laptop');
    push.gone.add('/push/old-laptop');
    await subscribe(seller, browser.json);
    await placeOrder(t, buyer, (await insertProduct(t.database.db, seller.userId)).id);
    await push.arrivals('/push/old-laptop');
    await expect
      .poll(async () =>
        t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, browser.json.endpoint)),
      )
      .toHaveLength(0);
  });

  it('refuses a subscription that is not a URL, with 400 naming the endpoint', async () => {
    const response = await subscribe(buyer, { endpoint: 'not a url', keys: { p256dh: 'x', auth: 'y' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.field).toBe('endpoint');
  });
});
