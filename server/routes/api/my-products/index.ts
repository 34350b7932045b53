import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productListSchema } from '@contract/catalogue.ts';
import { idParamsSchema } from '@contract/ids.ts';
import { deletedSchema, listingUpdatedSchema, listingUpdateSchema, modifiedSchema } from '@contract/selling.ts';
import { advertiseListing, deleteOwnListing, listSellerListings } from '@server/selling/seller-listings.ts';
import { editListing } from '@server/selling/listing-edit-alerts.ts';
import type { RouteOptions } from '@server/route-options.ts';

/** A seller's own listings: list, advertise, edit, delete. Ownership is checked on every change. */
const myProductRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { deals }) => {
  const sellerWrite = { access: ['sell'], rateLimit: app.rateLimits.write } as const;

  // `?email=` from the spec's client is ignored: a seller only ever sees their own listings.
  app.get('', { config: { access: ['sell'] }, schema: { response: { 200: productListSchema } } }, async (request) =>
    listSellerListings(app.db, request.currentUser!.id),
  );

  app.put(
    '/:id',
    { config: sellerWrite, schema: { params: idParamsSchema, response: { 200: modifiedSchema } } },
    async (request) => ({
      acknowledged: true as const,
      modifiedCount: await advertiseListing(app.db, request.params.id, request.currentUser!),
    }),
  );

  app.patch(
    '/:id',
    {
      config: sellerWrite,
      schema: { params: idParamsSchema, body: listingUpdateSchema, response: { 200: listingUpdatedSchema } },
    },
    async (request) => {
      const product = await editListing(app.db, request.params.id, request.currentUser!.id, request.body);
      // Its alerts were queued with it; the alert worker tells the buyers out of this request.
      app.wakeAlertOutbox();
      return { acknowledged: true as const, modifiedCount: 1, product };
    },
  );

  // A sold listing stays: it is the record of the sale and its payment.
  app.delete(
    '/:id',
    { config: sellerWrite, schema: { params: idParamsSchema, response: { 200: deletedSchema } } },
    async (request) => ({
      acknowledged: true as const,
      deletedCount: await deleteOwnListing(app.db, deals.notifier, request.params.id, request.currentUser!.id),
    }),
  );
};

export default myProductRoutes;
