import fp from 'fastify-plugin';

/** Every answer says which request it was (`x-request-id`), the id its log lines carry as `reqId`. */
export default fp(async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
});
