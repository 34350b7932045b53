import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderListSchema } from '@contract/orders.ts';
import { listSellerOrders } from '@server/orders/seller-orders.ts';

/** GET /api/seller-orders (seller): the orders buyers placed on the caller's listings, newest first. */
const sellerOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('', { config: { access: ['sell'] }, schema: { response: { 200: orderListSchema } } }, async (request) =>
    listSellerOrders(app.db, request.currentUser!.id),
  );
};

export default sellerOrderRoutes;
