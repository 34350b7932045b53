import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { categoryFromParam, productListSchema } from '@contract/catalogue.ts';
import { listCategoryProducts } from '@server/catalogue/catalogue-queries.ts';
import { notFound } from '@server/lib/http-errors.ts';

/** GET /api/category/{category}: a category's listings still for sale. */
const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:category',
    {
      config: { readCache: true },
      schema: { params: z.object({ category: z.string().max(64) }), response: { 200: productListSchema } },
    },
    async (request) => {
      const category = categoryFromParam(request.params.category);
      if (!category) throw notFound(`There is no category called "${request.params.category}"`);
      return listCategoryProducts(app.db, category);
    },
  );
};

export default categoryRoutes;
