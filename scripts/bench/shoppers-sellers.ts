/**
 * One seller of the demo catalogue on their phone: looks at Orders Received every few seconds, accepts new orders
 * (one per listing: the server refuses a second, and the seller then declines it), shows the hand-over code of paid
 * orders at the meeting, and sometimes rates the buyer of a completed deal. What the server acknowledged goes in the
 * ledger.
 */
import type { Order } from '@contract/orders.ts';
import type { Shopper } from './shoppers-accounts.ts';
import type { Client } from './shoppers-http.ts';
import { think } from './shoppers-journey.ts';
import type { Ledger, Market } from './shoppers-ledger.ts';

const RATE_CHANCE = 0.5;

async function answerOrder(call: Client, seller: Shopper, order: Order, step: 'accept' | 'decline', ledger: Ledger) {
  const answer = await call({
    kind: step,
    method: 'POST',
    path: `/api/orders/${order._id}/${step}`,
    token: seller.token,
    body: {},
    // Another order of the listing accepted first, or the buyer cancelled meanwhile.
    expected: [409],
  });
  if (answer?.status !== 200) return false;
  ledger.steps.push({ orderId: order._id, step, status: (answer.body as { order: Order }).order.status });
  return true;
}

export async function tendOrders(call: Client, seller: Shopper, deadline: number, market: Market): Promise<void> {
  const rated = new Set<string>();
  while (Date.now() < deadline) {
    await think(1_000, 3_000);
    const answer = await call({ kind: 'seller: orders received', path: '/api/seller-orders', token: seller.token });
    const received = (answer?.status === 200 ? answer.body : []) as Order[];
    // Oldest first: the first buyer to order is the first answered.
    for (const order of [...received].reverse()) {
      if (Date.now() >= deadline) return;
      if (order.status === 'placed') {
        if (!(await answerOrder(call, seller, order, 'accept', market.ledger))) {
          await answerOrder(call, seller, order, 'decline', market.ledger);
        }
      } else if (order.status === 'paid' && order.handoverCode) {
        market.handoverCodes.set(order._id, order.handoverCode);
      } else if (order.status === 'completed' && !order.ratedByMe && !rated.has(order._id)) {
        rated.add(order._id);
        if (Math.random() < RATE_CHANCE) {
          await call({
            kind: 'rating',
            method: 'POST',
            path: `/api/orders/${order._id}/rating`,
            token: seller.token,
            body: { stars: 5, comment: 'Paid and came on time' },
          });
        }
      }
    }
  }
}
