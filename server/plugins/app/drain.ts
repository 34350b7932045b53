import fp from 'fastify-plugin';

/**
 * Stopping (SIGTERM, app.close()): the answers to requests already in flight say `Connection: close`, so their
 * keep-alive connections end with them. Fastify does so only for requests that arrive while it closes; a balancer's
 * connection answered just before would otherwise hold the stop for the whole keep-alive timeout (72 s).
 */
export default fp(async (app) => {
  let stopping = false;
  app.addHook('preClose', async () => {
    stopping = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (stopping) reply.header('connection', 'close');
    return payload;
  });
});
