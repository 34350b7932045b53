import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listingCreatedSchema, listingInputSchema } from '@contract/selling.ts';
import type { RouteOptions } from '@server/route-options.ts';
import { createListing } from '@server/selling/seller-listings.ts';

/**
 * POST /api/addproduct (seller): a new listing with the seller's own uploaded photos. The buyers whose saved searches
 * find it are told by the alert worker, out of this request, from the outbox row written with the listing.
 */
const addProductRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app) => {
  app.post(
    '',
    {
      config: { access: ['sell'], rateLimit: app.rateLimits.write },
      schema: { body: listingInputSchema, response: { 201: listingCreatedSchema } },
    },
    async (request, reply) => {
      const listing = await createListing(app.db, request.currentUser!.id, request.body);
      if (!listing.replayed) app.wakeAlertOutbox();
      return reply.status(201).send({ acknowledged: true, insertedId: listing.id });
    },
  );
};

export default addProductRoutes;
