import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderListSchema } from '@contract/orders.ts';
import { listBuyerOrders } from '@server/orders/buyer-orders.ts';

/** GET /api/my-orders (buyer). `?email=` from the spec's client is ignored: a buyer only ever sees their own orders. */
const myOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('', { config: { access: ['buy'] }, schema: { response: { 200: orderListSchema } } }, async (request) =>
    listBuyerOrders(app.db, request.currentUser!.id),
  );
};

export default myOrderRoutes;
