import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { openDatabase, type Database } from '@server/db/database.ts';
import { postgresUrlFor } from '../support/template-database.ts';

/*
 * Replicas starting together on one empty PostgreSQL database: one migrates, the others wait for it and then find
 * nothing left to do. PGlite is one process's own database, so this is PostgreSQL's alone.
 */
describe.skipIf(process.env.TEST_DATABASE !== 'postgres')('replicas migrating one PostgreSQL at once', () => {
  const baseUrl = process.env.TEST_POSTGRES_URL!;
  const name = `shutterswap_test_${randomUUID().replaceAll('-', '')}`;
  const replicas: Database[] = [];

  async function admin(query: string): Promise<void> {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    await client.query(query);
    await client.end();
  }

  beforeAll(async () => {
    await admin(`create database ${name}`);
    for (let replica = 0; replica < 3; replica++) {
      replicas.push(await openDatabase({ kind: 'postgres', url: postgresUrlFor(baseUrl, name) }));
    }
  });

  afterAll(async () => {
    await Promise.all(replicas.map((replica) => replica.close()));
    await admin(`drop database if exists ${name} with (force)`);
  });

  it('all three start, and each of the 23 migrations ran exactly once', async () => {
    const outcomes = await Promise.allSettled(replicas.map((replica) => replica.migrate()));
    expect(outcomes.map((outcome) => (outcome.status === 'rejected' ? String(outcome.reason) : 'migrated'))).toEqual([
      'migrated',
      'migrated',
      'migrated',
    ]);

    const client = new pg.Client({ connectionString: postgresUrlFor(baseUrl, name) });
    await client.connect();
    const applied = await client.query<{ count: string }>('select count(*) from drizzle.__drizzle_migrations');
    const tables = await client.query<{ count: string }>(
      "select count(*) from information_schema.tables where table_schema = 'public' and table_name = 'products'",
    );
    await client.end();
    expect(applied.rows[0]?.count).toBe('23');
    expect(tables.rows[0]?.count).toBe('1');
  });
});
