import { readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type App, type AppDependencies } from '@server/app.ts';
import { loadConfig } from '@server/config.ts';
import { createPglite, openDatabase, type Database } from '@server/db/database.ts';
import { postgresUrlFor } from './template-database.ts';
import { fakeLookup } from './fake-dns.ts';
import { FakeIdentityVerifier } from './fake-identity-verifier.ts';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

export type TestApp = {
  app: App;
  database: Database;
  identities: FakeIdentityVerifier;
  /** Where the database is, on PostgreSQL: another replica can open it. */
  databaseUrl: string | null;
  /** The app's data folder (its generated keys, its uploads), removed when it closes. */
  dataDir: string;
  close(): Promise<void>;
};

type AppOptions = { env?: Record<string, string>; logger?: AppDependencies['logger']; signIns?: 'fake' | 'configured' };

async function openFreshDatabase(): Promise<{ database: Database; url: string | null; drop(): Promise<void> }> {
  if (process.env.TEST_DATABASE === 'postgres') {
    const baseUrl = process.env.TEST_POSTGRES_URL!;
    const name = `shutterswap_test_${randomUUID().replaceAll('-', '')}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('postgresTemplateDb')}`);
    await admin.end();
    const url = postgresUrlFor(baseUrl, name);
    const database = await openDatabase({ kind: 'postgres', url });
    return {
      database,
      url,
      drop: async () => {
        const cleanup = new pg.Client({ connectionString: baseUrl });
        await cleanup.connect();
        await cleanup.query(`drop database if exists ${name} with (force)`);
        await cleanup.end();
      },
    };
  }
  const dump = await readFile(inject('pgliteTemplateFile'));
  const client = await createPglite({ loadDataDir: new Blob([dump]) });
  const database = await openDatabase({ kind: 'pglite-memory' }, { pglite: client });
  return { database, url: null, drop: async () => {} };
}

async function startApp(database: Database, { env = {}, logger = false, signIns = 'fake' }: AppOptions) {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: path.join(os.tmpdir(), `shutterswap-api-test-${randomUUID()}`),
    WEB_DIST_DIR: path.join(os.tmpdir(), 'shutterswap-no-dist'),
    JWT_SECRET: TEST_JWT_SECRET,
    // Tests sweep orders when they mean to (app.sweepOrders), with the clock they choose.
    ORDER_SWEEP_SECONDS: '0',
    ...env,
  });
  const identities = new FakeIdentityVerifier();
  const app = await buildApp({
    config,
    database,
    logger,
    lookupHost: fakeLookup,
    ...(signIns === 'fake' ? { identityVerifier: identities } : {}),
  });
  await app.ready();
  const close = async () => {
    await app.close();
    await database.close();
    await rm(config.dataDir, { recursive: true, force: true });
  };
  return { app, identities, dataDir: config.dataDir, close };
}

/**
 * The real app on a database of its own (a copy of the migrated template), without listening.
 * Sign-ins go through `identities` unless `signIns: 'configured'` asks for the provider the config names.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  logger: AppDependencies['logger'] = false,
  { signIns = 'fake' }: { signIns?: 'fake' | 'configured' } = {},
): Promise<TestApp> {
  const { database, url, drop } = await openFreshDatabase();
  const { app, identities, dataDir, close } = await startApp(database, { env, logger, signIns });
  return {
    app,
    database,
    identities,
    databaseUrl: url,
    dataDir,
    close: async () => {
      await close();
      await drop();
    },
  };
}

/** Another replica of `primary`'s app: its own process state (caches, counters), the same PostgreSQL database. */
export async function createReplica(primary: TestApp, env: Record<string, string> = {}): Promise<TestApp> {
  if (!primary.databaseUrl) throw new Error('Replicas share a PostgreSQL database; this test app runs on PGlite');
  const database = await openDatabase({ kind: 'postgres', url: primary.databaseUrl });
  const { app, identities, dataDir, close } = await startApp(database, { env });
  return { app, identities, database, databaseUrl: primary.databaseUrl, dataDir, close };
}
