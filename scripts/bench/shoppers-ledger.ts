/** What the load benches' market shares: the ledger of what the server acknowledged, and the meeting point. */
import type { OrderStatus } from '@contract/orders.ts';

export type Ledger = {
  orders: Array<{ clientOrderId: string; buyerId: string; productId: string; insertedId: string }>;
  payments: Array<{ orderId: string; productId: string; buyerId: string; transactionId: string }>;
  /** Replays of one clientOrderId answered differently (another status or another order). */
  replayMismatches: string[];
  /** Steps of a deal the server acknowledged, with the order's status in its answer. */
  steps: Array<{ orderId: string; step: 'accept' | 'decline' | 'cancel' | 'handover'; status: OrderStatus }>;
};

export type Market = {
  ledger: Ledger;
  /** At the meeting, the code on the seller's phone (by order id), for the buyer to enter. */
  handoverCodes: Map<string, string>;
};

export const newMarket = (): Market => ({
  ledger: { orders: [], payments: [], replayMismatches: [], steps: [] },
  handoverCodes: new Map(),
});
