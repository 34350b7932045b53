import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { placesAnswerSchema, placesQuerySchema } from '@contract/places.ts';
import { suggestPlaces } from '@server/places/gazetteer.ts';

/** GET /api/places?q=: the listing form's and the distance filter's type-ahead of cities. */
const placeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    { schema: { querystring: placesQuerySchema, response: { 200: placesAnswerSchema } } },
    async (request) => ({ items: suggestPlaces(request.query.q) }),
  );
};

export default placeRoutes;
