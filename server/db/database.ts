import { mkdir } from 'node:fs/promises';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Config } from '../config.ts';
import * as schema from './schema.ts';
import { watchPool } from '../metrics/metrics.ts';
import { migrationsDir } from '../server-files.ts';
import { timePgliteQueries, timePoolQueries } from './query-timing.ts';
import { postgresChangeFeed, soleReplicaFeed, type ChangeFeed } from './change-feed.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** Write announcements between the replicas sharing this database. */
  changes: ChangeFeed;
  /** Refreshes planner statistics; PGlite has no autovacuum to do it. */
  analyze(): Promise<void>;
  close(): Promise<void>;
};

/** Every embedded database gets the extensions the migrations use (pg_trgm for fuzzy search). */
export function createPglite(options: Omit<PGliteOptions, 'extensions'> = {}): Promise<PGlite> {
  return PGlite.create({ ...options, extensions: { pg_trgm } });
}

/** Closing twice (a failed start, then shutdown) closes once. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closed: Promise<void> | undefined;
  return () => (closed ??= close());
}

/** The advisory lock replicas take to migrate one PostgreSQL database: any constant that no other lock uses. */
const MIGRATION_LOCK = 7_307_001;

/**
 * Replicas starting together migrate one at a time: each holds the lock on its own connection while it migrates,
 * so the next finds every migration applied and has nothing to do.
 */
async function migrateUnderLock(pool: pg.Pool): Promise<void> {
  const connection = await pool.connect();
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migratePostgres(drizzlePostgres(connection), { migrationsFolder: migrationsDir });
    } finally {
      await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    connection.release();
  }
}

export async function openDatabase(target: Config['database'], options: { pglite?: PGlite } = {}): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    timePoolQueries(pool);
    const unwatchPool = watchPool(pool);
    // An idle connection the server ends (restart, failover, admin command) is dropped and replaced on
    // the next query; without a listener its 'error' event would crash the process.
    pool.on('error', (error) => console.warn(`PostgreSQL closed an idle connection: ${error.message}`));
    const db = drizzlePostgres(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migrateUnderLock(pool),
      changes: postgresChangeFeed(pool, target.url),
      analyze: async () => void (await db.execute(sql`analyze`)),
      close: once(() => {
        unwatchPool();
        return pool.end();
      }),
    };
  }
  let client = options.pglite;
  if (!client) {
    if (target.kind === 'pglite') {
      await mkdir(target.dir, { recursive: true });
      client = await createPglite({ dataDir: target.dir });
    } else {
      client = await createPglite();
    }
  }
  const pglite = client;
  timePgliteQueries(pglite);
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(pglite), { migrationsFolder: migrationsDir }),
    changes: soleReplicaFeed,
    analyze: async () => void (await db.execute(sql`analyze`)),
    close: once(() => pglite.close()),
  };
}
