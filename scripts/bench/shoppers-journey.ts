/**
 * One simulated shopper: browses (advertised, a category), searches, views an item and sometimes
 * buys it (order, sometimes sent twice with one clientOrderId, then the sandbox payment), with
 * think time between steps, until the deadline. What the server acknowledged goes in the ledger.
 */
import { randomUUID } from 'node:crypto';
import { CATEGORIES, categorySlug } from '@contract/catalogue.ts';
import type { Shopper } from './shoppers-accounts.ts';
import type { Client } from './shoppers-http.ts';

export type Ledger = {
  orders: Array<{ clientOrderId: string; buyerId: string; productId: string; insertedId: string }>;
  payments: Array<{ productId: string; buyerId: string; transactionId: string }>;
  /** Replays of one clientOrderId answered differently (another status or another order). */
  replayMismatches: string[];
};

type Listing = { _id: string; availability: string };

const SEARCH_WORDS = [
  'nikon',
  'canon',
  'leica',
  'hasselblad',
  'fujifilm',
  'sony',
  'pentax',
  'olympus',
  'gopro',
  'lens',
  'film',
  'mint',
];
const BUY_CHANCE = 0.3;
const REPLAY_CHANCE = 0.25;
const CARD = { number: '4242424242424242', expMonth: 12, expYear: new Date().getFullYear() + 3, cvc: '123' };

const pick = <T>(items: readonly T[]): T | undefined => items[Math.floor(Math.random() * items.length)];
const think = (minMs = 400, maxMs = 2000) =>
  new Promise((resolve) => setTimeout(resolve, minMs + Math.random() * (maxMs - minMs)));

function listingsIn(body: unknown): Listing[] {
  const list = Array.isArray(body) ? body : ((body as { items?: unknown } | undefined)?.items ?? []);
  return (list as Listing[]).filter((item) => item.availability === 'available');
}

async function placeOrder(call: Client, shopper: Shopper, productId: string, ledger: Ledger): Promise<boolean> {
  const clientOrderId = randomUUID();
  const body = {
    clientOrderId,
    productID: productId,
    buyerPhone: '+1 206 555 0100',
    meetingPlace: 'Camera fair, stand 12',
  };
  const send = (kind: string) =>
    call({ kind, method: 'POST', path: '/api/orders', token: shopper.token, body, expected: [409] });
  // An offline outbox may send one order twice, even at once: both must land as one order.
  const answers =
    Math.random() < REPLAY_CHANCE
      ? await Promise.all([send('order'), send('order (same clientOrderId again)')])
      : [await send('order')];
  const ids = new Set(
    answers.filter((a) => a?.status === 201).map((a) => (a?.body as { insertedId: string }).insertedId),
  );
  const statuses = new Set(answers.map((a) => a?.status));
  if (ids.size > 1 || statuses.size > 1)
    ledger.replayMismatches.push(`${clientOrderId} (${[...statuses].join(' vs ')})`);
  const [insertedId] = ids;
  if (!insertedId) return false;
  ledger.orders.push({ clientOrderId, buyerId: shopper.userId, productId, insertedId });
  return true;
}

async function pay(call: Client, shopper: Shopper, productId: string, ledger: Ledger): Promise<void> {
  const token = shopper.token;
  const intent = await call({
    kind: 'payment intent',
    method: 'POST',
    path: '/api/create-payment-intent',
    token,
    body: { productId },
    expected: [409],
  });
  if (intent?.status !== 200) return;
  const { clientSecret } = intent.body as { clientSecret: string };
  await think(200, 800); // typing the card
  const confirmed = await call({
    kind: 'sandbox confirm',
    method: 'POST',
    path: '/api/sandbox/confirm',
    token,
    body: { clientSecret, card: CARD },
  });
  if (confirmed?.status !== 200) return;
  const transactionId = (confirmed.body as { id: string }).id;
  const recorded = await call({
    kind: 'payment',
    method: 'POST',
    path: '/api/payments',
    token,
    body: { productId, transactionId },
    expected: [409],
  });
  if (recorded?.status === 200 || recorded?.status === 201)
    ledger.payments.push({ productId, buyerId: shopper.userId, transactionId });
}

export async function shop(call: Client, shopper: Shopper, deadline: number, ledger: Ledger): Promise<void> {
  await think(0, 2000); // shoppers arrive over the first seconds, not in one burst
  while (Date.now() < deadline) {
    const seen: Listing[] = [];
    seen.push(...listingsIn((await call({ kind: 'browse: advertised', path: '/api/advertised-products' }))?.body));
    await think();
    const category = categorySlug(pick(CATEGORIES) ?? 'Film');
    seen.push(...listingsIn((await call({ kind: 'browse: category', path: `/api/category/${category}` }))?.body));
    await think();
    const word = pick(SEARCH_WORDS) ?? 'nikon';
    seen.push(...listingsIn((await call({ kind: 'search', path: `/api/products?q=${word}` }))?.body));
    await think();
    const product = pick(seen);
    if (!product || Date.now() >= deadline) continue;
    await call({ kind: 'view product', path: `/api/products/${product._id}` });
    await think();
    if (Math.random() >= BUY_CHANCE || Date.now() >= deadline) continue;
    if (await placeOrder(call, shopper, product._id, ledger)) {
      await think(300, 1000);
      await pay(call, shopper, product._id, ledger);
    }
    await think();
  }
}
