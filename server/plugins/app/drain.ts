import { setTimeout as sleep } from 'node:timers/promises';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** True once the replica was told to stop: readiness answers 503, so the balancer sends it nothing new. */
    readonly draining: boolean;
    /** Starts draining and waits `ms` while requests are still served (the balancer's health checks see the 503). */
    drain(ms: number): Promise<void>;
  }
}

/**
 * Stopping (SIGTERM, then app.close()) without dropping a request. First the drain: readiness says 503 while the
 * replica still answers everything, until the balancer has seen it and stopped sending requests (server/serve.ts
 * waits SHUTDOWN_DRAIN_SECONDS). Then the close: no new connections, the requests in flight answered.
 *
 * Meanwhile every answer says `Connection: close`, so keep-alive connections end with the request they carry. Fastify
 * does so only for requests that arrive while it closes; a balancer's connection answered just before would
 * otherwise hold the stop for the whole keep-alive timeout (72 s), or take a new request the replica then refuses.
 */
export default fp(async (app) => {
  let draining = false;
  app.decorate('draining', {
    getter: () => draining,
  });
  app.decorate('drain', async (ms: number) => {
    draining = true;
    if (ms > 0) await sleep(ms);
  });
  app.addHook('preClose', async () => {
    draining = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (draining) reply.header('connection', 'close');
    return payload;
  });
});
