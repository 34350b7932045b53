import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { seedDemoCatalogue } from '@scripts/seed/seed-demo-catalogue.ts';
import { products, reports, users } from '@server/db/schema.ts';
import { migrationsBefore, openEmptyDatabase, type Target } from '../support/migrations.ts';
import { putInCart, recordSale } from '../support/sales.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** The migration that stops deletions of users and products from cascading into orders and payments. */
const MIGRATION = '0006_sales_survive_accounts';
const TABLES = [
  'users',
  'products',
  'orders',
  'payments',
  'wishlist_items',
  'reports',
  'newsletter_subscribers',
  'sandbox_payment_intents',
  'uploaded_images',
];

/** Every row of the table as JSON, without the columns `leaveOut`, sorted for comparing before and after. */
async function rowsOf(database: Pick<Target, 'execute'>, table: string, leaveOut: string[] = []): Promise<string[]> {
  const { rows } = await database.execute(sql`select to_jsonb(t) as row from ${sql.identifier(table)} t`);
  return rows
    .map(({ row }) => JSON.stringify(row, (key, value: unknown) => (leaveOut.includes(key) ? undefined : value)))
    .sort();
}

/** Copies the rows of every table into `to`, column by column as `to` has them. */
async function copyRows(from: TestApp['database'], to: Target) {
  for (const table of TABLES) {
    const { rows } = (await from.db.execute(
      sql`select coalesce(json_agg(t), '[]'::json)::text as rows from ${sql.identifier(table)} t`,
    )) as unknown as { rows: { rows: string }[] };
    const columns = await to.execute(
      sql`select column_name from information_schema.columns
          where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER'`,
    );
    const list = sql.join(
      columns.rows.map((column) => sql.identifier(String(column.column_name))),
      sql`, `,
    );
    await to.execute(
      sql`insert into ${sql.identifier(table)} (${list})
          select ${list} from json_populate_recordset(null::${sql.identifier(table)}, ${rows[0]!.rows}::json)`,
    );
  }
}

let demo: TestApp;
let migrated: Target;
let soldProductId: string;
let sellerOfSoldProduct: string;
const before = new Map<string, string[]>();
let uploadsDir: string;

beforeAll(async () => {
  // The demo catalogue with a day of trading: sales, carts, wishlists and a report.
  demo = await createTestApp();
  uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'shutterswap-migration-uploads-'));
  await seedDemoCatalogue(demo.database.db, { uploadsDir, drawPhotos: false });
  const buyers = await demo.database.db.select().from(users).where(eq(users.role, 'Buyer'));
  // Listings still for sale: the demo's sold ones already have their completed deal (19 orders and payments).
  const listings = await demo.database.db
    .select()
    .from(products)
    .where(eq(products.availability, 'available'))
    .limit(12);
  for (const [index, listing] of listings.entries()) {
    const buyer = buyers[index % buyers.length]!;
    if (index < 6) await recordSale(demo.database.db, listing.id, buyer.id);
    else await putInCart(demo.database.db, buyer.id, listing.id);
  }
  await demo.database.db.insert(reports).values({ productId: listings[8]!.id, reporterId: buyers[0]!.id });
  soldProductId = listings[0]!.id;
  sellerOfSoldProduct = listings[0]!.sellerId;

  migrated = await openEmptyDatabase();
  const olderMigrations = await migrationsBefore(MIGRATION);
  await migrated.migrate(olderMigrations);
  await rm(olderMigrations, { recursive: true, force: true });
  await copyRows(demo.database, migrated);
  for (const table of TABLES) before.set(table, await rowsOf(migrated, table));
  // Up to this migration only: later ones change these rows on purpose (and have tests of their own).
  const throughThisOne = await migrationsBefore('0007_order_lifecycle');
  await migrated.migrate(throughThisOne);
  await rm(throughThisOne, { recursive: true, force: true });
}, 120_000);

afterAll(async () => {
  await migrated?.close();
  await demo?.close();
  await rm(uploadsDir, { recursive: true, force: true });
});

describe(`migration ${MIGRATION} on a copy of the demo data`, () => {
  it('copied a real catalogue with trading on it', () => {
    expect(before.get('products')!.length).toBeGreaterThan(100);
    expect(before.get('orders')).toHaveLength(19 + 12);
    expect(before.get('payments')).toHaveLength(19 + 6);
  });

  it.each(TABLES)('loses no row and changes no value of %s', async (table) => {
    // Columns later migrations add (null on every row of the copy) are not this migration's.
    expect(await rowsOf(migrated, table, ['deactivated_at', 'client_listing_id'])).toEqual(before.get(table));
  });

  it('leaves every account active', async () => {
    const { rows } = await migrated.execute(
      sql`select count(*)::int as active from users where deactivated_at is null`,
    );
    expect(rows).toEqual([{ active: before.get('users')!.length }]);
  });

  it('refuses to delete a seller or a product that a sale points at', async () => {
    for (const statement of [
      sql`delete from products where id = ${soldProductId}`,
      sql`delete from users where id = ${sellerOfSoldProduct}`,
    ]) {
      const error = await migrated.execute(statement).then(
        () => undefined,
        (refusal: Error) => refusal,
      );
      expect(String((error?.cause as Error | undefined)?.message ?? error?.message)).toMatch(/foreign key/);
    }
    expect(await rowsOf(migrated, 'payments')).toEqual(before.get('payments'));
  });

  it('has no cascade from users or products into orders and payments', async () => {
    const { rows } = await migrated.execute(sql`
      select conrelid::regclass::text as child, confrelid::regclass::text as parent, confdeltype as on_delete
      from pg_constraint
      where contype = 'f' and conrelid::regclass::text in ('orders', 'payments', 'products')
      order by 1, 2, 3`);
    expect(rows).toEqual([
      { child: 'orders', parent: 'products', on_delete: 'r' },
      { child: 'orders', parent: 'users', on_delete: 'r' },
      { child: 'payments', parent: 'products', on_delete: 'r' },
      { child: 'payments', parent: 'users', on_delete: 'r' },
      { child: 'products', parent: 'users', on_delete: 'r' },
    ]);
  });
});
