import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createUserBodySchema, roleCheckParamsSchema } from '../../../../contract/users.ts';
import { forbidden } from '../../../lib/http-errors.ts';
import { applyConfiguredAdmin, createAccount } from '../../../users/user-accounts.ts';
import { toUserJson } from '../../../users/user-json.ts';

type Options = { adminEmails: string[] };

const ROLE_ANSWERS = { admin: 'isAdmin', buyer: 'isBuyer', seller: 'isSeller' } as const;
const ROLE_BY_PATH = { admin: 'admin', buyer: 'Buyer', seller: 'Seller' } as const;

const userRoutes: FastifyPluginAsyncZod<Options> = async (app, { adminEmails }) => {
  /** Creates the caller's account from the verified ID token; calling it again changes nothing. */
  const signIn = { access: 'firebase-sign-in', rateLimit: app.rateLimits.signIn } as const;
  app.post('/users', { config: signIn, schema: { body: createUserBodySchema } }, async (request, reply) => {
    const identity = request.verifiedIdentity!;
    if (request.body.email !== identity.email) throw forbidden('The email does not match your sign-in');
    const { row, created } = await createAccount(app.db, identity, request.body, adminEmails, app.identityVerifier);
    const user = await applyConfiguredAdmin(app.db, row, adminEmails);
    return reply
      .status(created ? 201 : 200)
      .send({ acknowledged: true, insertedId: created ? user.id : null, user: toUserJson(user) });
  });

  app.get('/users/me', { config: { access: 'signed-in' } }, async (request) => toUserJson(request.currentUser!));

  app.get(
    '/users/:role/:email',
    {
      config: { access: 'signed-in' },
      schema: { params: roleCheckParamsSchema.extend({ role: z.enum(['admin', 'buyer', 'seller']) }) },
    },
    async (request) => {
      const caller = request.currentUser!;
      const { role, email } = request.params;
      // Whether someone else is a buyer, seller or admin is nobody's business but an admin's.
      if (email !== caller.email && caller.role !== 'admin') throw forbidden('You can only check your own account');
      const subject =
        email === caller.email
          ? caller
          : await app.db.query.users.findFirst({ where: (users, { eq }) => eq(users.email, email) });
      return { [ROLE_ANSWERS[role]]: subject?.role === ROLE_BY_PATH[role] };
    },
  );
};

export default userRoutes;
