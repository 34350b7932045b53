import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema } from '@contract/health.ts';
import { HttpError } from '@server/lib/http-errors.ts';

/**
 * What a load balancer asks a replica. GET /api/health/live: 200 while the process serves at all (restart it
 * otherwise). GET /api/health/ready (and /api/health): 200 while its database answers too, else 503, so it gets no
 * traffic meanwhile. While the server closes, Fastify itself answers 503 to both.
 */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = { response: { 200: healthSchema } };
  const ready = async () => {
    try {
      await app.db.execute(sql`select 1`);
    } catch {
      throw new HttpError(503, 'unavailable', 'The database is not answering.');
    }
    return { ok: true } as const;
  };
  app.get('/live', { schema }, async () => ({ ok: true }) as const);
  app.get('/ready', { schema }, ready);
  app.get('', { schema }, ready);
};

export default healthRoutes;
