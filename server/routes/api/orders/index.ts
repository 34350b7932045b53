import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@contract/ids.ts';
import { orderPlacedSchema, placeOrderSchema } from '@contract/orders.ts';
import { deletedSchema } from '@contract/selling.ts';
import { removeOrder } from '@server/orders/buyer-orders.ts';
import { placeOrder } from '@server/orders/place-order.ts';

/** POST /api/orders (a replay of the same clientOrderId lands once), DELETE /api/orders/{id} (unpaid only). */
const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const buyerWrite = { access: ['Buyer'], rateLimit: app.rateLimits.write } as const;

  app.post(
    '',
    { config: buyerWrite, schema: { body: placeOrderSchema, response: { 201: orderPlacedSchema } } },
    async (request, reply) => reply.status(201).send(await placeOrder(app.db, request.currentUser!.id, request.body)),
  );

  app.delete(
    '/:id',
    { config: buyerWrite, schema: { params: idParamsSchema, response: { 200: deletedSchema } } },
    async (request) => ({
      acknowledged: true as const,
      deletedCount: await removeOrder(app.db, request.params.id, request.currentUser!.id),
    }),
  );
};

export default orderRoutes;
