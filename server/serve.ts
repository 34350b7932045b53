import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/database.ts';
import { startMetricsServer, type MetricsServer } from './metrics/metrics-server.ts';

/** Opens the configured database and brings its schema up to date. */
export async function openMigratedDatabase(config: Config): Promise<Database> {
  const database = await openDatabase(config.database);
  await database.migrate();
  return database;
}

/**
 * A planned stop that drops no request: readiness says 503 for `drainMs` while everything is still answered (the
 * balancer takes the replica out), then no new connections and the requests in flight finish, then the database
 * closes.
 */
export async function stopGracefully(app: FastifyInstance, database: Database, drainMs: number): Promise<void> {
  await app.drain(drainMs);
  await app.close();
  await database.close();
}

/**
 * Listens (and serves the metrics on their own port when METRICS_PORT is set), and on SIGINT/SIGTERM stops
 * gracefully (stopGracefully), then exits. Resolves with the URL.
 */
export async function listenUntilSignalled(
  app: FastifyInstance,
  database: Database,
  config: Config,
  onStop?: () => Promise<void>,
): Promise<string> {
  let stopping = false;
  let metricsServer: MetricsServer | undefined;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal, drainSeconds: config.shutdownDrainMs / 1000 }, 'shutting down');
    await stopGracefully(app, database, config.shutdownDrainMs);
    await metricsServer?.close();
    await onStop?.();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
  await app.listen({ host: config.host, port: config.port });
  if (config.metrics) {
    metricsServer = await startMetricsServer(config.metrics);
    app.log.info({ url: metricsServer.url }, 'metrics are served');
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  return `http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${port}`;
}
