import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/database.ts';

/** Opens the configured database and brings its schema up to date. */
export async function openMigratedDatabase(config: Config): Promise<Database> {
  const database = await openDatabase(config.database);
  await database.migrate();
  return database;
}

/**
 * Listens, and on SIGINT/SIGTERM stops accepting connections, lets in-flight requests finish,
 * then closes the database. Resolves with the URL.
 */
export async function listenUntilSignalled(
  app: FastifyInstance,
  database: Database,
  config: Config,
  onStop?: () => Promise<void>,
): Promise<string> {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    await onStop?.();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  return `http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${port}`;
}
