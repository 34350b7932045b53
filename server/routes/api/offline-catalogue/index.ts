import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  availabilityAnswerSchema,
  availabilityQuerySchema,
  offlineCataloguePageSchema,
  offlineCatalogueQuerySchema,
} from '@contract/search.ts';
import { listingAvailability, offlineCataloguePage } from '@server/catalogue/offline-catalogue.ts';

/**
 * GET /api/offline-catalogue: a set of listings a device saves for offline, a large page at a time;
 * POST /api/offline-catalogue/availability: which of the listings a device keeps were sold or removed since.
 */
const offlineCatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      config: { readCache: true },
      schema: { querystring: offlineCatalogueQuerySchema, response: { 200: offlineCataloguePageSchema } },
    },
    async (request) => offlineCataloguePage(app.db, request.query),
  );

  // A POST only because the ids do not fit in an address: it changes nothing, but is counted like any POST.
  app.post(
    '/availability',
    {
      config: { rateLimit: app.rateLimits.write },
      schema: { body: availabilityQuerySchema, response: { 200: availabilityAnswerSchema } },
    },
    async (request) => listingAvailability(app.db, request.body.ids),
  );
};

export default offlineCatalogueRoutes;
