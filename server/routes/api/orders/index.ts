import { desc, eq } from 'drizzle-orm';
import { idParamsSchema } from '../../../../contract/ids.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { placeOrderSchema } from '../../../../contract/orders.ts';
import { orders } from '../../../db/schema.ts';
import { conflict, forbidden, notFound } from '../../../lib/http-errors.ts';
import { selectOrderViews, toOrderJson } from '../../../orders/order-view.ts';
import { placeOrder } from '../../../orders/place-order.ts';

const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const buyerOnly = { access: ['Buyer'] } as const;
  const buyerWrite = { ...buyerOnly, rateLimit: app.rateLimits.write };

  app.post('/orders', { config: buyerWrite, schema: { body: placeOrderSchema } }, async (request, reply) =>
    reply.status(201).send(await placeOrder(app.db, request.currentUser!.id, request.body)),
  );

  // `?email=` from the spec's client is ignored: a buyer only ever sees their own orders.
  app.get('/my-orders', { config: buyerOnly }, async (request) => {
    const rows = await selectOrderViews(app.db)
      .where(eq(orders.buyerId, request.currentUser!.id))
      .orderBy(desc(orders.createdAt), desc(orders.id));
    return rows.map(toOrderJson);
  });

  app.delete('/orders/:id', { config: buyerWrite, schema: { params: idParamsSchema } }, async (request) => {
    const [order] = await app.db.select().from(orders).where(eq(orders.id, request.params.id)).limit(1);
    if (!order) throw notFound('This order does not exist');
    if (order.buyerId !== request.currentUser!.id) throw forbidden('You can only remove your own orders');
    if (order.status === 'paid') throw conflict('A paid order cannot be removed');
    const deleted = await app.db.delete(orders).where(eq(orders.id, order.id)).returning({ id: orders.id });
    return { acknowledged: true, deletedCount: deleted.length };
  });
};

export default orderRoutes;
