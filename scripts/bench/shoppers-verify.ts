/**
 * After the load, straight from the database (PGlite or PostgreSQL): no order stored twice, every
 * acknowledged order stored once under the id it was acknowledged with, at most one payment per
 * item, every payment's item sold and its order paid, every acknowledged payment stored.
 */
import type { Ledger } from './shoppers-journey.ts';

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

export type Integrity = { ordersStored: number; paymentsStored: number; soldItems: number; violations: string[] };

/** PGlite and node-postgres both answer queries this way. */
export type Queryable = { query<T>(text: string): Promise<{ rows: T[] }> };

/** An order whose card is authorised or captured: paid and after. */
const PAID_STATUSES = new Set(['paid', 'handed_over', 'completed', 'disputed']);

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
  // Live payments only: an authorisation released when its deal fell through holds nothing.
  const payments = await rows<{ product_id: string; buyer_id: string; transaction_id: string; availability: string }>(
    "select p.product_id, p.buyer_id, p.transaction_id, pr.availability from payments p join products pr on pr.id = p.product_id where p.status <> 'released'",
  );
  const [sold] = await rows<{ count: number }>(
    "select count(*)::int as count from products where availability = 'sold'",
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

  for (const [productId, sales] of groupBy(payments, (payment) => payment.product_id)) {
    if (sales.length > 1) violations.push(`item ${productId} sold ${sales.length} times`);
  }
  for (const payment of payments) {
    if (payment.availability !== 'sold' && payment.availability !== 'reserved')
      violations.push(`item ${payment.product_id} was paid for but is neither reserved nor sold`);
    const order = orders.find((o) => o.product_id === payment.product_id && o.buyer_id === payment.buyer_id);
    if (!PAID_STATUSES.has(order?.status ?? ''))
      violations.push(`the order for paid item ${payment.product_id} is not marked paid`);
  }
  const storedTransactions = new Set(payments.map((payment) => payment.transaction_id));
  for (const acknowledged of ledger.payments) {
    if (!storedTransactions.has(acknowledged.transactionId))
      violations.push(`acknowledged payment ${acknowledged.transactionId} is missing`);
  }
  return { ordersStored: orders.length, paymentsStored: payments.length, soldItems: sold?.count ?? 0, violations };
}
