import fp from 'fastify-plugin';
import { buildInfo, httpRequestDuration, httpRequests, rateLimitRefusals } from '@server/metrics/metrics.ts';
import type { ServerVersion } from '@server/lib/server-version.ts';

/** A request no route matched (a 404, or an answer refused before routing) counts under this route label. */
const NO_ROUTE = '(no route)';

/**
 * Counts and times every answer by its route pattern (`/api/orders/:id/accept`, never the URL with its ids), with
 * its status (so 4xx and 5xx are visible per route), and the rate limits' refusals. The other families are counted
 * where they happen (read cache, database, outbox replays, pushes, deal steps); see server/metrics/metrics.ts.
 */
export default fp<{ version: ServerVersion }>(async (app, { version }) => {
  buildInfo.set({ version: version.version, build: version.build ?? '' }, 1);
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? NO_ROUTE;
    httpRequests.inc({ method: request.method, route, status: String(reply.statusCode) });
    httpRequestDuration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    if (reply.statusCode === 429) rateLimitRefusals.inc({ route });
  });
});
