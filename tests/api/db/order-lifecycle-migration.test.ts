import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { migrationsBefore, migrationsFolder, openEmptyDatabase, type Target } from '../support/migrations.ts';

/** The migration that brings the order lifecycle: sales made before it were charged at once. */
const MIGRATION = '0007_order_lifecycle';
const SELLER = '00000000-0000-4000-8000-000000000001';
const BUYER = '00000000-0000-4000-8000-000000000002';
const SOLD = '00000000-0000-4000-8000-000000000011';
const IN_CART = '00000000-0000-4000-8000-000000000012';
const PAID_ORDER = '00000000-0000-4000-8000-000000000021';
const CART_ORDER = '00000000-0000-4000-8000-000000000022';
const PAYMENT = '00000000-0000-4000-8000-000000000031';
const PAID_AT = '2026-01-15T10:00:00.000Z';

let database: Target;
beforeAll(async () => {
  database = await openEmptyDatabase();
  const before = await migrationsBefore(MIGRATION);
  await database.migrate(before);
  await rm(before, { recursive: true, force: true });
  await database.execute(sql`
    insert into users (id, email, display_name, role, status) values
      (${SELLER}, 'sam@example.test', 'Sam', 'Seller', 'Verified'),
      (${BUYER}, 'bea@example.test', 'Bea', 'Buyer', null)`);
  await database.execute(sql`
    insert into products (id, seller_id, name, category, condition, original_price_cents, resell_price_cents,
      location, purchase_year, used_years, phone, description, images, availability) values
      (${SOLD}, ${SELLER}, 'Leica M6', 'Film', 'Good', 300000, 215000, 'Lyon', 1990, 30, '+33 6 00', 'A camera', '[]', 'sold'),
      (${IN_CART}, ${SELLER}, 'Nikon FM2', 'Film', 'Good', 50000, 27500, 'Lyon', 1990, 30, '+33 6 00', 'A camera', '[]', 'available')`);
  await database.execute(sql`
    insert into orders (id, client_order_id, buyer_id, product_id, buyer_phone, meeting_place, status) values
      (${PAID_ORDER}, gen_random_uuid(), ${BUYER}, ${SOLD}, '+1 206 555 0100', 'Stand 12', 'paid'),
      (${CART_ORDER}, gen_random_uuid(), ${BUYER}, ${IN_CART}, '+1 206 555 0100', 'Stand 12', 'placed')`);
  await database.execute(sql`
    insert into payments (id, product_id, buyer_id, amount_cents, provider, transaction_id, created_at) values
      (${PAYMENT}, ${SOLD}, ${BUYER}, 215000, 'sandbox', 'pi_old', ${PAID_AT})`);
  await database.migrate(migrationsFolder);
}, 120_000);
afterAll(() => database?.close());

describe(`migration ${MIGRATION} on orders and payments of the old, charge-at-once flow`, () => {
  it('makes a sale paid before it a completed order with a captured payment linked to it', async () => {
    const { rows: orders } = await database.execute(
      sql`select id, status, paid_at, completed_at from orders order by id`,
    );
    expect(orders.map((row) => [row.id, row.status])).toEqual([
      [PAID_ORDER, 'completed'],
      [CART_ORDER, 'placed'],
    ]);
    expect(new Date(String(orders[0]!.completed_at)).toISOString()).toBe(PAID_AT);
    const { rows: payments } = await database.execute(sql`select order_id, status, captured_at from payments`);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ order_id: PAID_ORDER, status: 'captured' });
    expect(new Date(String(payments[0]!.captured_at)).toISOString()).toBe(PAID_AT);
  });

  it('leaves the listings as they were', async () => {
    const { rows } = await database.execute(sql`select id, availability from products order by id`);
    expect(rows).toEqual([
      { id: SOLD, availability: 'sold' },
      { id: IN_CART, availability: 'available' },
    ]);
  });
});
