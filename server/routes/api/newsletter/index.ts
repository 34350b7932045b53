import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { newsletterSubscribedSchema, newsletterSubscriptionSchema } from '@contract/newsletter.ts';
import { subscribeToNewsletter } from '@server/newsletter/newsletter-subscribers.ts';

/** POST /api/newsletter: 201 subscribed, 200 already subscribed. */
const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '',
    {
      config: { rateLimit: app.rateLimits.write },
      schema: {
        body: newsletterSubscriptionSchema,
        response: { 200: newsletterSubscribedSchema, 201: newsletterSubscribedSchema },
      },
    },
    async (request, reply) => {
      const { alreadySubscribed } = await subscribeToNewsletter(app.db, request.body);
      return reply.status(alreadySubscribed ? 200 : 201).send({ acknowledged: true, alreadySubscribed });
    },
  );
};

export default newsletterRoutes;
