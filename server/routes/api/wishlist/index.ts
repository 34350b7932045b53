import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../../contract/ids.ts';
import { wishlistAddSchema } from '../../../../contract/wishlist.ts';
import { selectProductViews, toProductJson } from '../../../catalogue/product-view.ts';
import { products, wishlistItems } from '../../../db/schema.ts';
import { notFound } from '../../../lib/http-errors.ts';

const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const buyerOnly = { access: ['Buyer'] } as const;
  const buyerWrite = { ...buyerOnly, rateLimit: app.rateLimits.write };

  app.get('/wishlist', { config: buyerOnly }, async (request) => {
    const items = await app.db
      .select({ productId: wishlistItems.productId, addedAt: wishlistItems.createdAt })
      .from(wishlistItems)
      .where(eq(wishlistItems.userId, request.currentUser!.id))
      .orderBy(desc(wishlistItems.createdAt));
    if (items.length === 0) return [];
    const views = await selectProductViews(app.db).where(
      inArray(
        products.id,
        items.map((item) => item.productId),
      ),
    );
    const productsById = new Map(views.map((view) => [view.id, toProductJson(view)]));
    return items.flatMap(({ productId, addedAt }) => {
      const product = productsById.get(productId);
      return product ? [{ addedAt: addedAt.toISOString(), product }] : [];
    });
  });

  app.post('/wishlist', { config: buyerWrite, schema: { body: wishlistAddSchema } }, async (request, reply) => {
    const [product] = await app.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, request.body.productId));
    if (!product) throw notFound('This listing does not exist or was removed');
    const added = await app.db
      .insert(wishlistItems)
      .values({ userId: request.currentUser!.id, productId: product.id })
      .onConflictDoNothing()
      .returning({ productId: wishlistItems.productId });
    return reply.status(added.length ? 201 : 200).send({ acknowledged: true, alreadyWishlisted: added.length === 0 });
  });

  app.delete('/wishlist/:id', { config: buyerWrite, schema: { params: idParamsSchema } }, async (request) => {
    const deleted = await app.db
      .delete(wishlistItems)
      .where(and(eq(wishlistItems.userId, request.currentUser!.id), eq(wishlistItems.productId, request.params.id)))
      .returning({ productId: wishlistItems.productId });
    return { acknowledged: true, deletedCount: deleted.length };
  });
};

export default wishlistRoutes;
