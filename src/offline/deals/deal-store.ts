import { createStore, get, promisifyRequest, values } from 'idb-keyval';
import type { Order, OrderStatus } from '@contract/orders';

/*
 * What the meeting needs is deal data, not cache: every live deal's order as the server last answered it (for the
 * seller the hand-over code, for the buyer the check of it), in an IndexedDB database of its own. Nothing evicts it,
 * no app version empties it; it goes when the deal ends or its person signs out. The order is kept whole, as
 * contract/orders.ts answers it, so fields the deal gains later are kept too.
 */

/** A deal is over once it reached one of these: nothing is left to show at a meeting. */
const ENDED: readonly OrderStatus[] = ['completed', 'cancelled', 'declined'];

export interface KeptDeal {
  ownerId: string;
  order: Order;
  /** When the server's answer holding it arrived (ms since the epoch). */
  keptAt: number;
}

const deals = createStore('shutterswap-deals', 'deals');
const keyOf = (ownerId: string, orderId: string) => `${ownerId}:${orderId}`;

export function isLiveDeal(order: Pick<Order, 'status'>): boolean {
  return !ENDED.includes(order.status);
}

/**
 * Keeps what the server just answered about these orders of `ownerId`: live ones kept (a later answer replaces an
 * earlier one, never the other way round), ended ones forgotten.
 */
export async function keepDeals(ownerId: string, orders: readonly Order[], keptAt: number): Promise<void> {
  if (orders.length === 0) return;
  await deals('readwrite', (store) => {
    for (const order of orders) {
      const key = keyOf(ownerId, order._id);
      const request = store.get(key);
      request.onsuccess = () => {
        const stored = request.result as KeptDeal | undefined;
        if (stored && stored.keptAt > keptAt) return;
        if (isLiveDeal(order)) store.put({ ownerId, order, keptAt } satisfies KeptDeal, key);
        else store.delete(key);
      };
    }
    return promisifyRequest(store.transaction);
  });
}

/** The live deal `orderId` of `ownerId`, as the server last answered it; undefined when not kept. */
export async function readDeal(ownerId: string, orderId: string): Promise<Order | undefined> {
  return (await get<KeptDeal>(keyOf(ownerId, orderId), deals))?.order;
}

/** Every live deal of `ownerId` in this role (their orders as a buyer, or as a seller), newest first. */
export async function readDeals(ownerId: string, role: Order['role']): Promise<Order[]> {
  return (await values<KeptDeal>(deals))
    .filter((kept) => kept.ownerId === ownerId && kept.order.role === role)
    .map((kept) => kept.order)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** Someone signed out (or another person signed in): their deals leave this device. */
export async function forgetDealsOf(ownerId: string): Promise<void> {
  await deals('readwrite', (store) => {
    const request = store.openCursor();
    request.onsuccess = () => {
      const cursor = request.result;
      if (!cursor) return;
      if ((cursor.value as KeptDeal).ownerId === ownerId) cursor.delete();
      cursor.continue();
    };
    return promisifyRequest(store.transaction);
  });
}
