import fp from 'fastify-plugin';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Role } from '../../../contract/users.ts';
import type { AccessTokens } from '../../auth/access-token.ts';
import type { IdentityVerifier, VerifiedIdentity } from '../../auth/identity-verifier.ts';
import { users } from '../../db/schema.ts';
import { forbidden, unauthorized } from '../../lib/http-errors.ts';

export type CurrentUser = typeof users.$inferSelect;

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokens;
    identityVerifier: IdentityVerifier;
    /** preHandler: a valid access token of a user who still exists. */
    authenticate: preHandlerAsyncHookHandler;
    /** preHandler: as `authenticate`, and the user's current role is one of these. */
    authorize(...roles: Role[]): preHandlerAsyncHookHandler;
    /**
     * preHandler: an access token, or a Firebase ID token of someone still registering (their
     * profile picture is uploaded before the account exists).
     */
    authenticateAnySignIn: preHandlerAsyncHookHandler;
    /** The identity behind the Firebase ID token in the Authorization header. */
    verifyIdentity(request: FastifyRequest): Promise<VerifiedIdentity>;
  }
  interface FastifyRequest {
    currentUser: CurrentUser | null;
  }
}

function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw unauthorized('Sign in to do this');
  return match[1];
}

type Options = { accessTokens: AccessTokens; identityVerifier: IdentityVerifier };

export default fp<Options>(async (app, { accessTokens, identityVerifier }) => {
  app.decorate('accessTokens', accessTokens);
  app.decorate('identityVerifier', identityVerifier);
  app.decorateRequest('currentUser', null);

  app.decorate('verifyIdentity', async (request: FastifyRequest) => {
    const idToken = bearerToken(request);
    try {
      return await identityVerifier.verifyIdToken(idToken);
    } catch {
      throw unauthorized('Your sign-in could not be verified. Please sign in again.');
    }
  });

  const authenticate: preHandlerAsyncHookHandler = async (request) => {
    const token = bearerToken(request);
    const claims = await accessTokens.verify(token).catch(() => {
      throw unauthorized('Your session has expired or is invalid. Please sign in again.');
    });
    // The role is read fresh: a deleted user or a changed role takes effect at once, not at expiry.
    const [user] = await app.db.select().from(users).where(eq(users.id, claims.userId)).limit(1);
    if (!user) throw unauthorized('This account no longer exists');
    request.currentUser = user;
  };
  app.decorate('authenticate', authenticate);

  app.decorate('authenticateAnySignIn', async function (request, reply) {
    try {
      await authenticate.call(this, request, reply);
    } catch (accessTokenError) {
      await app.verifyIdentity(request).catch(() => {
        throw accessTokenError;
      });
    }
  } satisfies preHandlerAsyncHookHandler);

  app.decorate(
    'authorize',
    (...roles: Role[]): preHandlerAsyncHookHandler =>
      async function (request, reply) {
        await authenticate.call(this, request, reply);
        if (!roles.includes(request.currentUser!.role)) {
          throw forbidden(`Only ${roles.join(' or ')} accounts can do this`);
        }
      },
  );
});
