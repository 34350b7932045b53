import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@contract/ids.ts';
import {
  counterOfferSchema,
  makeOfferSchema,
  offerAnswerSchema,
  offerListQuerySchema,
  offerListSchema,
} from '@contract/offers.ts';
import { hasCapability } from '@contract/users.ts';
import { forbidden } from '@server/lib/http-errors.ts';
import { listOffers } from '@server/offers/list-offers.ts';
import { makeOffer } from '@server/offers/make-offer.ts';
import { acceptOffer, counterOffer, declineOffer, withdrawOffer } from '@server/offers/offer-steps.ts';
import type { RouteOptions } from '@server/route-options.ts';

/**
 * POST /api/offers (buyer; a replay of the same clientOfferId lands once), GET /api/offers?side= (the offers the caller
 * made, or those on the caller's listings), and the steps, each for the party contract/offers.ts names: POST
 * /api/offers/{id}/accept | decline (seller, or buyer on a counter), counter (seller), withdraw (buyer).
 */
const offerRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { deals }) => {
  // Every account but an admin's buys, and a seller's too: which side of an offer the caller is on is read from the offer.
  const parties = ['buy'] as const;
  const buyerWrite = { access: parties, rateLimit: app.rateLimits.write } as const;
  const sellerWrite = { access: ['sell'], rateLimit: app.rateLimits.write } as const;
  const partyWrite = { access: parties, rateLimit: app.rateLimits.write } as const;
  const step = { params: idParamsSchema, response: { 200: offerAnswerSchema } };
  const userId = (request: { currentUser: { id: string } | null }) => request.currentUser!.id;

  app.get(
    '',
    { config: { access: parties }, schema: { querystring: offerListQuerySchema, response: { 200: offerListSchema } } },
    async (request) => {
      const { side } = request.query;
      if (side === 'seller' && !hasCapability(request.currentUser!.role, 'sell')) {
        throw forbidden('Only accounts that sell receive offers');
      }
      return listOffers(app.db, userId(request), side);
    },
  );
  app.post(
    '',
    { config: buyerWrite, schema: { body: makeOfferSchema, response: { 201: offerAnswerSchema } } },
    async (request, reply) =>
      reply.status(201).send(await makeOffer(app.db, deals.notifier, userId(request), request.body)),
  );
  app.post('/:id/accept', { config: partyWrite, schema: step }, async (request) =>
    acceptOffer(deals, request.params.id, userId(request)),
  );
  app.post('/:id/decline', { config: partyWrite, schema: step }, async (request) =>
    declineOffer(deals, request.params.id, userId(request)),
  );
  app.post('/:id/withdraw', { config: buyerWrite, schema: step }, async (request) =>
    withdrawOffer(deals, request.params.id, userId(request)),
  );
  app.post('/:id/counter', { config: sellerWrite, schema: { ...step, body: counterOfferSchema } }, async (request) =>
    counterOffer(deals, request.params.id, userId(request), request.body.amount),
  );
};

export default offerRoutes;
