import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { categoryFromParam } from '../../../../contract/catalogue.ts';
import { listCategoryProducts } from '../../../catalogue/catalogue-queries.ts';
import { audienceOf } from '../../../catalogue/contact-visibility.ts';
import { notFound } from '../../../lib/http-errors.ts';

const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/category/:category',
    { config: { readCache: true }, schema: { params: z.object({ category: z.string().max(64) }) } },
    async (request, reply) => {
      const category = categoryFromParam(request.params.category);
      if (!category) throw notFound(`There is no category called "${request.params.category}"`);
      return listCategoryProducts(app.db, category, await audienceOf(request, reply));
    },
  );
};

export default categoryRoutes;
