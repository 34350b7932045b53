import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@contract/ids.ts';
import { deletedSchema } from '@contract/selling.ts';
import { wishlistAddSchema, wishlistedSchema, wishlistSchema } from '@contract/wishlist.ts';
import { addToWishlist, listWishlist, removeFromWishlist } from '@server/wishlist/wishlist-items.ts';

/** The buyer's wishlist: GET, POST (201 saved, 200 already saved), DELETE /api/wishlist/{productId}. */
const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const buyerWrite = { access: ['buy'], rateLimit: app.rateLimits.write } as const;

  app.get('', { config: { access: ['buy'] }, schema: { response: { 200: wishlistSchema } } }, async (request) =>
    listWishlist(app.db, request.currentUser!.id),
  );

  app.post(
    '',
    {
      config: buyerWrite,
      schema: { body: wishlistAddSchema, response: { 200: wishlistedSchema, 201: wishlistedSchema } },
    },
    async (request, reply) => {
      const { alreadyWishlisted } = await addToWishlist(app.db, request.currentUser!.id, request.body.productId);
      return reply.status(alreadyWishlisted ? 200 : 201).send({ acknowledged: true, alreadyWishlisted });
    },
  );

  app.delete(
    '/:id',
    { config: buyerWrite, schema: { params: idParamsSchema, response: { 200: deletedSchema } } },
    async (request) => ({
      acknowledged: true as const,
      deletedCount: await removeFromWishlist(app.db, request.currentUser!.id, request.params.id),
    }),
  );
};

export default wishlistRoutes;
