import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emailSchema, type AccessTokenAnswer } from '../../../../contract/users.ts';
import { forbidden, notFound } from '../../../lib/http-errors.ts';
import { applyConfiguredAdmin, findAccountForIdentity } from '../../../users/user-accounts.ts';
import { toUserJson } from '../../../users/user-json.ts';

type Options = { adminEmails: string[] };

/** GET /jwt: exchanges a Firebase ID token (Authorization header) for this server's access token. */
const jwtRoutes: FastifyPluginAsyncZod<Options> = async (app, { adminEmails }) => {
  const signIn = { access: 'firebase-sign-in', rateLimit: app.rateLimits.signIn } as const;
  const query = z.object({ email: emailSchema.optional() });
  app.get('/jwt', { config: signIn, schema: { querystring: query } }, async (request) => {
    const identity = request.verifiedIdentity!;
    if (request.query.email && request.query.email !== identity.email) {
      throw forbidden('The email does not match your sign-in');
    }
    const found = await findAccountForIdentity(app.db, identity, app.identityVerifier);
    if (!found) throw notFound('There is no Shutterswap account for this sign-in yet. Please register.');
    const user = await applyConfiguredAdmin(app.db, found, adminEmails);
    const { token, expiresAt } = await app.accessTokens.sign({
      userId: user.id,
      uid: identity.uid,
      email: user.email,
      role: user.role,
    });
    return {
      accessToken: token,
      expiresAt: expiresAt.toISOString(),
      user: toUserJson(user),
    } satisfies AccessTokenAnswer;
  });
};

export default jwtRoutes;
