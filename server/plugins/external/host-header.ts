import fp from 'fastify-plugin';

/** A host name or an IPv4 address, or a bracketed IPv6 address, and perhaps a port: what a Host header may be. */
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * A request whose Host header is not a host is refused with 400 before anything reads it. The server never writes
 * the Host into what it answers (pages, feeds and headers use PUBLIC_ORIGIN); this keeps odd values out of logs
 * and URL parsing too.
 */
export default fp(async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    const host = request.headers.host;
    if (host === undefined || HOST.test(host)) return;
    await reply
      .status(400)
      .send({ error: { code: 'bad_request', message: 'The Host header is not a host name', field: 'host' } });
  });
});
