import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogueFiltersSchema } from '@contract/search.ts';
import { catalogueFilters } from '@server/catalogue/catalogue-filters.ts';

/** GET /api/catalogue-filters: the brands and mounts the search's filters offer. */
const catalogueFilterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('', { config: { readCache: true }, schema: { response: { 200: catalogueFiltersSchema } } }, async () =>
    catalogueFilters(app.db),
  );
};

export default catalogueFilterRoutes;
