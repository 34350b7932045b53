import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listingCreatedSchema, listingInputSchema } from '@contract/selling.ts';
import { createListing } from '@server/selling/seller-listings.ts';

/** POST /api/addproduct (seller): a new listing with the seller's own uploaded photos. */
const addProductRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '',
    {
      config: { access: ['sell'], rateLimit: app.rateLimits.write },
      schema: { body: listingInputSchema, response: { 201: listingCreatedSchema } },
    },
    async (request, reply) => {
      const insertedId = await createListing(app.db, request.currentUser!.id, request.body);
      return reply.status(201).send({ acknowledged: true, insertedId });
    },
  );
};

export default addProductRoutes;
