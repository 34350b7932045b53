import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { seedDemoCatalogue } from '@scripts/seed/seed-demo-catalogue.ts';
import { createPglite } from '@server/db/database.ts';
import { products, reports, users } from '@server/db/schema.ts';
import { putInCart, recordSale } from '../support/sales.ts';
import { postgresUrlFor } from '../support/template-database.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** The migration that stops deletions of users and products from cascading into orders and payments. */
const MIGRATION = '0006_sales_survive_accounts';
const migrationsFolder = path.resolve('server/db/migrations');
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

type Target = {
  execute(query: ReturnType<typeof sql>): Promise<{ rows: Record<string, unknown>[] }>;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
};

/** An empty database of the kind under test, migrated only as far as `migrate` is told. */
async function openEmptyDatabase(): Promise<Target> {
  if (process.env.TEST_DATABASE === 'postgres') {
    const baseUrl = process.env.TEST_POSTGRES_URL!;
    const name = `shutterswap_migration_${randomUUID().replaceAll('-', '')}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const pool = new pg.Pool({ connectionString: postgresUrlFor(baseUrl, name), max: 2 });
    const db = drizzlePostgres(pool);
    return {
      execute: (query) => db.execute(query),
      migrate: (folder) => migratePostgres(db, { migrationsFolder: folder }),
      close: async () => {
        await pool.end();
        const cleanup = new pg.Client({ connectionString: baseUrl });
        await cleanup.connect();
        await cleanup.query(`drop database if exists ${name} with (force)`);
        await cleanup.end();
      },
    };
  }
  const client = await createPglite();
  const db = drizzlePglite(client);
  return {
    execute: (query) => db.execute(query) as Promise<{ rows: Record<string, unknown>[] }>,
    migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
    close: () => client.close(),
  };
}

/** A copy of the migrations folder that ends just before MIGRATION. */
async function migrationsBefore(tag: string): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'shutterswap-migrations-'));
  await cp(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  if (index < 0) throw new Error(`No migration ${tag}`);
  journal.entries = journal.entries.slice(0, index);
  await writeFile(journalFile, JSON.stringify(journal));
  return folder;
}

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
  const listings = await demo.database.db.select().from(products).limit(12);
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
  await migrated.migrate(migrationsFolder);
}, 120_000);

afterAll(async () => {
  await migrated?.close();
  await demo?.close();
  await rm(uploadsDir, { recursive: true, force: true });
});

describe(`migration ${MIGRATION} on a copy of the demo data`, () => {
  it('copied a real catalogue with trading on it', () => {
    expect(before.get('products')!.length).toBeGreaterThan(100);
    expect(before.get('orders')).toHaveLength(12);
    expect(before.get('payments')).toHaveLength(6);
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
