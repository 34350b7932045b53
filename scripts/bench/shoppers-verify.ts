/**
 * After the load, straight from the database (PGlite or PostgreSQL): every acknowledged order stored once under the
 * id it was acknowledged with; at most one live deal (accepted to disputed) and one live payment per listing; a
 * live payment's order paid or later and its listing reserved or sold; a completed order's payment captured and its
 * listing sold, and a captured payment's order completed; a cancelled order's hold released; every acknowledged step
 * and payment where its answer said; each user's rating count and total those of the ratings stored.
 */
import type { Ledger } from './shoppers-ledger.ts';

/** Map.groupBy needs Node 21. */
function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

export type Integrity = {
  ordersStored: number;
  /** Authorised or captured (a released authorisation holds nothing). */
  paymentsStored: number;
  soldItems: number;
  /** How many orders ended in each status. */
  ordersByStatus: Record<string, number>;
  violations: string[];
};

/** PGlite and node-postgres both answer queries this way. */
export type Queryable = { query<T>(text: string): Promise<{ rows: T[] }> };

/** An order with a live deal on its listing: only one per listing at a time. */
const LIVE_STATUSES = new Set(['accepted', 'paid', 'handed_over', 'disputed']);
/** An order whose card is authorised or captured: paid and after. */
const PAID_STATUSES = new Set(['paid', 'handed_over', 'completed', 'disputed']);
/** Where each acknowledged step leaves an order (later steps may have moved it on since). */
const AFTER_STEP: Record<Ledger['steps'][number]['step'], Set<string>> = {
  accept: new Set(['accepted', 'paid', 'handed_over', 'completed', 'cancelled', 'disputed']),
  decline: new Set(['declined']),
  cancel: new Set(['cancelled']),
  handover: new Set(['handed_over', 'completed', 'disputed']),
};

export async function verifyIntegrity(database: Queryable, ledger: Ledger): Promise<Integrity> {
  const rows = async <T>(query: string) => (await database.query<T>(query)).rows;
  const violations: string[] = [];
  const orders = await rows<{
    id: string;
    client_order_id: string;
    buyer_id: string;
    product_id: string;
    status: string;
  }>('select id, client_order_id, buyer_id, product_id, status from orders');
  const payments = await rows<{ order_id: string; product_id: string; transaction_id: string; status: string }>(
    'select order_id, product_id, transaction_id, status from payments',
  );
  const availability = new Map(
    (await rows<{ id: string; availability: string }>('select id, availability from products')).map((row) => [
      row.id,
      row.availability,
    ]),
  );
  const ratingTotals = await rows<{ id: string; count: number; total: number; stored: number; stars: number }>(
    `select u.id, u.rating_count as count, u.rating_total as total,
            count(r.id)::int as stored, coalesce(sum(r.stars), 0)::int as stars
       from users u left join ratings r on r.ratee_id = u.id
      group by u.id, u.rating_count, u.rating_total`,
  );

  const ordersByClientId = groupBy(orders, (order) => order.client_order_id);
  for (const [clientOrderId, stored] of ordersByClientId) {
    if (stored.length > 1) violations.push(`order ${clientOrderId} stored ${stored.length} times`);
  }
  for (const acknowledged of ledger.orders) {
    const stored = ordersByClientId.get(acknowledged.clientOrderId) ?? [];
    if (stored.length === 0) violations.push(`acknowledged order ${acknowledged.clientOrderId} is missing (lost)`);
    else if (stored[0]?.id !== acknowledged.insertedId)
      violations.push(`order ${acknowledged.clientOrderId} stored under another id`);
  }
  for (const replay of ledger.replayMismatches) violations.push(`a replay of order ${replay} was answered differently`);

  const orderById = new Map(orders.map((order) => [order.id, order]));
  const live = orders.filter((order) => LIVE_STATUSES.has(order.status));
  for (const [productId, deals] of groupBy(live, (order) => order.product_id)) {
    if (deals.length > 1) violations.push(`item ${productId} has ${deals.length} live deals at once`);
  }

  // A released authorisation holds nothing; an authorised or captured one is the item's sale.
  const held = payments.filter((payment) => payment.status !== 'released');
  for (const [productId, sales] of groupBy(held, (payment) => payment.product_id)) {
    if (sales.length > 1) violations.push(`item ${productId} sold ${sales.length} times`);
  }
  const paymentByOrder = new Map(payments.map((payment) => [payment.order_id, payment]));
  for (const payment of held) {
    const status = orderById.get(payment.order_id)?.status ?? 'missing';
    const item = availability.get(payment.product_id);
    if (!PAID_STATUSES.has(status))
      violations.push(`the order of ${payment.status} payment ${payment.transaction_id} is ${status}`);
    if (item !== 'reserved' && item !== 'sold')
      violations.push(`item ${payment.product_id} was paid for but is ${item ?? 'missing'}`);
    if (payment.status === 'captured' && (status !== 'completed' || item !== 'sold'))
      violations.push(`payment ${payment.transaction_id} was captured, but its order is ${status}, its item ${item}`);
  }
  for (const order of orders) {
    const payment = paymentByOrder.get(order.id);
    const item = availability.get(order.product_id);
    if (order.status === 'completed' && (payment?.status !== 'captured' || item !== 'sold'))
      violations.push(
        `order ${order.id} is completed, but its payment is ${payment?.status ?? 'missing'} and its item ${item}`,
      );
    if (order.status === 'cancelled' && payment && payment.status !== 'released')
      violations.push(`order ${order.id} is cancelled, but its payment is ${payment.status}, not released`);
  }
  for (const [productId, item] of availability) {
    if (item !== 'reserved') continue;
    const holders = live.filter((order) => order.product_id === productId && PAID_STATUSES.has(order.status));
    if (holders.length !== 1) violations.push(`item ${productId} is reserved for ${holders.length} paid orders`);
  }

  const storedTransactions = new Set(payments.map((payment) => payment.transaction_id));
  for (const acknowledged of ledger.payments) {
    if (!storedTransactions.has(acknowledged.transactionId))
      violations.push(`acknowledged payment ${acknowledged.transactionId} is missing`);
  }
  for (const { orderId, step, status } of ledger.steps) {
    const now = orderById.get(orderId)?.status ?? 'missing';
    if (!AFTER_STEP[step].has(now)) violations.push(`order ${orderId} is ${now} after an acknowledged ${step}`);
    if (step === 'handover' && status === 'completed' && now !== 'completed')
      violations.push(`order ${orderId} was answered completed at the hand-over but is ${now}`);
  }
  for (const user of ratingTotals) {
    if (user.count !== user.stored || user.total !== user.stars)
      violations.push(
        `user ${user.id} shows ${user.count} ratings totalling ${user.total}, but ${user.stored} totalling ${user.stars} are stored`,
      );
  }

  const ordersByStatus = Object.fromEntries(
    [...groupBy(orders, (order) => order.status)].map(([status, group]) => [status, group.length]),
  );
  return {
    ordersStored: orders.length,
    paymentsStored: held.length,
    soldItems: [...availability.values()].filter((item) => item === 'sold').length,
    ordersByStatus,
    violations,
  };
}

/** The deals the run made, and the verdict, as both load benches print them. */
export function printDeals(ledger: Ledger, integrity: Integrity): void {
  const steps = [...groupBy(ledger.steps, (entry) => entry.step)];
  console.log(
    `  orders acknowledged ${ledger.orders.length} (stored ${integrity.ordersStored}), payments acknowledged ${ledger.payments.length} (holding ${integrity.paymentsStored} now), items sold ${integrity.soldItems} (with those sold in the demo data)`,
  );
  console.log(`  steps acknowledged: ${steps.map(([step, list]) => `${step} ${list.length}`).join(', ')}`);
  console.log(
    `  orders by status: ${Object.entries(integrity.ordersByStatus)
      .map(([status, n]) => `${status} ${n}`)
      .join(', ')}`,
  );
  console.log(
    `  integrity: ${integrity.violations.length === 0 ? 'no acknowledged order lost or stored twice, one live deal per listing, no item sold twice, every payment where its deal says' : `${integrity.violations.length} VIOLATIONS`}`,
  );
  for (const violation of integrity.violations.slice(0, 20)) console.log(`    ${violation}`);
}
