import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { newsletterSubscriptionSchema, type NewsletterSubscribed } from '../../../../contract/newsletter.ts';
import { newsletterSubscribers } from '../../../db/schema.ts';

const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const write = { rateLimit: app.rateLimits.write };
  app.post('/newsletter', { config: write, schema: { body: newsletterSubscriptionSchema } }, async (request, reply) => {
    const { user_email: email, user_name: name } = request.body;
    const inserted = await app.db
      .insert(newsletterSubscribers)
      .values({ email, name: name ?? '' })
      .onConflictDoNothing({ target: newsletterSubscribers.email })
      .returning({ id: newsletterSubscribers.id });
    const alreadySubscribed = inserted.length === 0;
    return reply
      .status(alreadySubscribed ? 200 : 201)
      .send({ acknowledged: true, alreadySubscribed } satisfies NewsletterSubscribed);
  });
};

export default newsletterRoutes;
