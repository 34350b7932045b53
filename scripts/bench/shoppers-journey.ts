/**
 * One simulated shopper: browses (advertised, a category), searches, views an item and sometimes buys it the way the
 * deal goes: the order (sometimes sent twice with one clientOrderId), the seller's answer, the sandbox payment (the
 * card authorised), then the hand-over with the code the seller's phone shows (which takes the payment) and a
 * rating, or a change of mind before paying (cancelled), or a paid item left reserved; think time between
 * steps, until the deadline. What the server acknowledged goes in the ledger.
 */
import { randomUUID } from 'node:crypto';
import { CATEGORIES, categorySlug } from '@contract/catalogue.ts';
import type { OrderStatus } from '@contract/orders.ts';
import type { Shopper } from './shoppers-accounts.ts';
import type { Client } from './shoppers-http.ts';
import type { Ledger, Market } from './shoppers-ledger.ts';

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
/** Of accepted orders, the share the buyer calls off before paying; of paid ones, before the hand-over. */
const CANCEL_CHANCE = 0.1;
/** Of paid orders, the share handed over while the shopper shops (the rest stay reserved). */
const HANDOVER_CHANCE = 0.6;
const RATE_CHANCE = 0.5;
const CARD = { number: '4242424242424242', expMonth: 12, expYear: new Date().getFullYear() + 3, cvc: '123' };
/** How often a waiting buyer looks again (the app refreshes an open order every 15 s; a shopper waits less). */
const POLL_MS = [1_000, 2_500] as const;

const pick = <T>(items: readonly T[]): T | undefined => items[Math.floor(Math.random() * items.length)];
export const think = (minMs = 400, maxMs = 2000) =>
  new Promise((resolve) => setTimeout(resolve, minMs + Math.random() * (maxMs - minMs)));

function listingsIn(body: unknown): Listing[] {
  const list = Array.isArray(body) ? body : ((body as { items?: unknown } | undefined)?.items ?? []);
  return (list as Listing[]).filter((item) => item.availability === 'available');
}

/** Places the order; answers its id once the server acknowledged it. */
async function placeOrder(call: Client, shopper: Shopper, productId: string, ledger: Ledger) {
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
  if (!insertedId) return undefined;
  ledger.orders.push({ clientOrderId, buyerId: shopper.userId, productId, insertedId });
  return insertedId;
}

/** A step of the deal; the status the server answered, in the ledger when acknowledged. */
async function takeStep(
  call: Client,
  who: Shopper,
  orderId: string,
  step: 'cancel' | 'handover',
  body: object,
  ledger: Ledger,
): Promise<OrderStatus | undefined> {
  const answer = await call({
    kind: step === 'cancel' ? 'cancel' : 'hand-over',
    method: 'POST',
    path: `/api/orders/${orderId}/${step}`,
    token: who.token,
    body,
    expected: [409],
  });
  if (answer?.status !== 200) return undefined;
  const status = (answer.body as { order: { status: OrderStatus } }).order.status;
  ledger.steps.push({ orderId, step, status });
  return status;
}

/** Looks at the order until it leaves `status` or the deadline comes; answers where it went. */
async function waitWhile(call: Client, shopper: Shopper, orderId: string, status: OrderStatus, deadline: number) {
  while (Date.now() < deadline) {
    await think(...POLL_MS);
    const answer = await call({ kind: 'buyer: GET order', path: `/api/orders/${orderId}`, token: shopper.token });
    const now = (answer?.body as { status?: OrderStatus } | undefined)?.status;
    if (now && now !== status) return now;
  }
  return undefined;
}

/** Pays for the accepted order: the intent, the card in the sandbox (authorised), the payment recorded. */
async function pay(call: Client, shopper: Shopper, productId: string, orderId: string, ledger: Ledger) {
  const token = shopper.token;
  const intent = await call({
    kind: 'payment intent',
    method: 'POST',
    path: '/api/create-payment-intent',
    token,
    body: { productId },
    expected: [409],
  });
  if (intent?.status !== 200) return false;
  const { clientSecret } = intent.body as { clientSecret: string };
  await think(200, 800); // typing the card
  const confirmed = await call({
    kind: 'sandbox confirm',
    method: 'POST',
    path: '/api/sandbox/confirm',
    token,
    body: { clientSecret, card: CARD },
  });
  if (confirmed?.status !== 200) return false;
  const transactionId = (confirmed.body as { id: string }).id;
  const recorded = await call({
    kind: 'payment',
    method: 'POST',
    path: '/api/payments',
    token,
    body: { productId, transactionId },
    expected: [409],
  });
  if (recorded?.status !== 200 && recorded?.status !== 201) return false;
  ledger.payments.push({ orderId, productId, buyerId: shopper.userId, transactionId });
  return true;
}

/** At the meeting: the code the seller's phone shows (their side puts it on the market), entered on the buyer's. */
async function handOver(call: Client, shopper: Shopper, orderId: string, market: Market, deadline: number) {
  while (!market.handoverCodes.has(orderId)) {
    if (Date.now() >= deadline) return;
    await think(300, 800);
  }
  const code = market.handoverCodes.get(orderId)!;
  const status = await takeStep(
    call,
    shopper,
    orderId,
    'handover',
    { code, confirmedAt: new Date().toISOString() },
    market.ledger,
  );
  if (status !== 'completed' || Math.random() >= RATE_CHANCE) return;
  await think();
  await call({
    kind: 'rating',
    method: 'POST',
    path: `/api/orders/${orderId}/rating`,
    token: shopper.token,
    body: { stars: 1 + Math.floor(Math.random() * 5), comment: 'As described' },
  });
}

/** The deal after the order: the seller's answer, then pay and hand over, or call it off. */
async function followDeal(
  call: Client,
  shopper: Shopper,
  productId: string,
  orderId: string,
  market: Market,
  deadline: number,
) {
  const answered = await waitWhile(call, shopper, orderId, 'placed', deadline);
  if (answered !== 'accepted') return;
  if (Math.random() < CANCEL_CHANCE) {
    await takeStep(call, shopper, orderId, 'cancel', { reason: 'Found one closer to home' }, market.ledger);
    return;
  }
  await think(300, 1000);
  if (!(await pay(call, shopper, productId, orderId, market.ledger))) return;
  // Once paid, the buyer cannot call the deal off alone (contract/deal-rules.ts): hand over, or leave it reserved.
  if (Math.random() < HANDOVER_CHANCE) await handOver(call, shopper, orderId, market, deadline);
}

export async function shop(call: Client, shopper: Shopper, deadline: number, market: Market): Promise<void> {
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
    const orderId = await placeOrder(call, shopper, product._id, market.ledger);
    if (orderId) await followDeal(call, shopper, product._id, orderId, market, deadline);
    await think();
  }
}
