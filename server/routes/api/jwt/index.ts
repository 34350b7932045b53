import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessTokenAnswerSchema, emailSchema } from '@contract/users.ts';
import { forbidden, notFound } from '@server/lib/http-errors.ts';
import type { RouteOptions } from '@server/route-options.ts';
import { applyConfiguredAdmin, findAccountForIdentity } from '@server/users/user-accounts.ts';
import { toUserJson } from '@server/users/user-json.ts';

/** GET /api/jwt: exchanges a Firebase ID token (Authorization header) for this server's access token. */
const jwtRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { config }) => {
  app.get(
    '',
    {
      config: { access: 'firebase-sign-in', rateLimit: app.rateLimits.signIn },
      schema: { querystring: z.object({ email: emailSchema.optional() }), response: { 200: accessTokenAnswerSchema } },
    },
    async (request) => {
      const identity = request.verifiedIdentity!;
      if (request.query.email && request.query.email !== identity.email) {
        throw forbidden('The email does not match your sign-in');
      }
      const found = await findAccountForIdentity(app.db, identity, app.identityVerifier);
      if (!found) throw notFound('There is no Shutterswap account for this sign-in yet. Please register.');
      const user = await applyConfiguredAdmin(app.db, found, identity, config.adminEmails);
      const { token, expiresAt } = await app.accessTokens.sign({
        userId: user.id,
        uid: identity.uid,
        email: user.email,
        role: user.role,
      });
      return { accessToken: token, expiresAt: expiresAt.toISOString(), user: toUserJson(user) };
    },
  );
};

export default jwtRoutes;
