import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema } from '@contract/health.ts';
import { HttpError } from '@server/lib/http-errors.ts';
import { serverVersion } from '@server/lib/server-version.ts';
import type { RouteOptions } from '@server/route-options.ts';

/**
 * What a load balancer asks a replica. GET /api/health/live: 200 while the process serves at all (restart it
 * otherwise). GET /api/health/ready (and /api/health): 200 while its database answers too and it is not stopping,
 * else 503, so it gets no traffic meanwhile (while it drains after SIGTERM it still answers everything else). While
 * the server closes, Fastify itself answers 503 to both. Each says which version the replica runs.
 */
const healthRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { config }) => {
  const schema = { response: { 200: healthSchema } };
  const healthy = { ok: true, ...serverVersion(config.buildId) } as const;
  const ready = async () => {
    if (app.draining) throw new HttpError(503, 'unavailable', 'This replica is shutting down.');
    try {
      await app.db.execute(sql`select 1`);
    } catch {
      throw new HttpError(503, 'unavailable', 'The database is not answering.');
    }
    return healthy;
  };
  app.get('/live', { schema }, async () => healthy);
  app.get('/ready', { schema }, ready);
  app.get('', { schema }, ready);
};

export default healthRoutes;
