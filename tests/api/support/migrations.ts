import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { createPglite } from '@server/db/database.ts';
import { postgresUrlFor } from './template-database.ts';

export const migrationsFolder = path.resolve('server/db/migrations');

export type Target = {
  execute(query: ReturnType<typeof sql>): Promise<{ rows: Record<string, unknown>[] }>;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
};

/** An empty database of the kind under test, migrated only as far as `migrate` is told. */
export async function openEmptyDatabase(): Promise<Target> {
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
export async function migrationsBefore(tag: string): Promise<string> {
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
