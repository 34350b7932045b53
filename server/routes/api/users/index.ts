import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createUserAnswerSchema,
  createUserBodySchema,
  roleCheckAnswerSchema,
  hasCapability,
  roleCheckParamsSchema,
  startSellingAnswerSchema,
  userSchema,
} from '@contract/users.ts';
import { forbidden } from '@server/lib/http-errors.ts';
import type { RouteOptions } from '@server/route-options.ts';
import { applyConfiguredAdmin, createAccount, findUserByEmail, startSelling } from '@server/users/user-accounts.ts';
import { toUserJson } from '@server/users/user-json.ts';

const ROLE_ANSWERS = {
  admin: (is: boolean) => ({ isAdmin: is }),
  buyer: (is: boolean) => ({ isBuyer: is }),
  seller: (is: boolean) => ({ isSeller: is }),
};
const CAPABILITY_BY_PATH = { admin: 'admin', buyer: 'buy', seller: 'sell' } as const;

/** POST /api/users (registration), GET /api/users/me, POST /api/users/me/selling, GET /api/users/{role}/{email}. */
const userRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { config }) => {
  /** Creates the caller's account from the verified ID token; calling it again changes nothing. */
  app.post(
    '',
    {
      config: { access: 'firebase-sign-in', rateLimit: app.rateLimits.signIn },
      schema: { body: createUserBodySchema, response: { 200: createUserAnswerSchema, 201: createUserAnswerSchema } },
    },
    async (request, reply) => {
      const identity = request.verifiedIdentity!;
      if (request.body.email !== identity.email) throw forbidden('The email does not match your sign-in');
      const { adminEmails } = config;
      const { row, created } = await createAccount(app.db, identity, request.body, adminEmails, app.identityVerifier);
      const user = await applyConfiguredAdmin(app.db, row, identity, adminEmails);
      return reply
        .status(created ? 201 : 200)
        .send({ acknowledged: true, insertedId: created ? user.id : null, user: toUserJson(user) });
    },
  );

  app.get('/me', { config: { access: 'signed-in' }, schema: { response: { 200: userSchema } } }, async (request) =>
    toUserJson(request.currentUser!),
  );

  app.post(
    '/me/selling',
    {
      config: { access: ['buy'], rateLimit: app.rateLimits.write },
      schema: { body: z.object({}).optional(), response: { 200: startSellingAnswerSchema } },
    },
    async (request) => ({
      acknowledged: true as const,
      user: toUserJson(await startSelling(app.db, request.currentUser!.id)),
    }),
  );

  app.get(
    '/:role/:email',
    {
      config: { access: 'signed-in' },
      schema: {
        params: roleCheckParamsSchema.extend({ role: z.enum(['admin', 'buyer', 'seller']) }),
        response: { 200: roleCheckAnswerSchema },
      },
    },
    async (request) => {
      const caller = request.currentUser!;
      const { role, email } = request.params;
      // Whether someone else buys, sells or administers is nobody's business but an admin's.
      if (email !== caller.email && !hasCapability(caller.role, 'admin'))
        throw forbidden('You can only check your own account');
      const subject = email === caller.email ? caller : await findUserByEmail(app.db, email);
      return ROLE_ANSWERS[role](subject !== undefined && hasCapability(subject.role, CAPABILITY_BY_PATH[role]));
    },
  );
};

export default userRoutes;
