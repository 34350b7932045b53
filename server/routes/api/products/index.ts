import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productSchema } from '@contract/catalogue.ts';
import { idParamsSchema } from '@contract/ids.ts';
import { searchQuerySchema, searchResultsSchema } from '@contract/search.ts';
import { deletedSchema } from '@contract/selling.ts';
import { findProduct } from '@server/catalogue/catalogue-queries.ts';
import { searchProducts } from '@server/catalogue/search-products.ts';
import { notFound } from '@server/lib/http-errors.ts';
import { removeReportedListing } from '@server/reports/listing-reports.ts';
import type { RouteOptions } from '@server/route-options.ts';

/** GET /api/products (search), GET /api/products/{id}; admins DELETE /api/products/{id} (remove a reported listing). */
const productRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { deals }) => {
  app.get(
    '',
    { config: { readCache: true }, schema: { querystring: searchQuerySchema, response: { 200: searchResultsSchema } } },
    async (request) => searchProducts(app.db, request.query),
  );

  app.get(
    '/:id',
    { config: { readCache: true }, schema: { params: idParamsSchema, response: { 200: productSchema } } },
    async (request) => {
      const product = await findProduct(app.db, request.params.id);
      if (!product) throw notFound('This listing does not exist or was removed');
      return product;
    },
  );

  // Remove: the listing goes, and with it its reports, wishlist entries and the carts holding it.
  app.delete(
    '/:id',
    {
      config: { access: ['admin'], rateLimit: app.rateLimits.write },
      schema: { params: idParamsSchema, response: { 200: deletedSchema } },
    },
    async (request) => ({
      acknowledged: true as const,
      deletedCount: await removeReportedListing(app.db, deals.notifier, request.params.id),
    }),
  );
};

export default productRoutes;
