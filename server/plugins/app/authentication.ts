import fp from 'fastify-plugin';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { hasCapability, type Capability } from '@contract/users.ts';
import type { AccessTokenClaims, AccessTokens } from '@server/auth/access-token.ts';
import type { IdentityVerifier, VerifiedIdentity } from '@server/auth/identity.ts';
import type { users } from '@server/db/schema.ts';
import { forbidden, unauthorized } from '@server/lib/http-errors.ts';
import { findUserById } from '@server/users/user-accounts.ts';

export type CurrentUser = typeof users.$inferSelect;

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokens;
    identityVerifier: IdentityVerifier;
    /** The claims of a valid access token in the Authorization header, or null; checked once per request. */
    accessTokenClaims(request: FastifyRequest): Promise<AccessTokenClaims | null>;
    /** Guard (see route-access.ts): a valid access token of a user who still exists. */
    authenticate: onRequestAsyncHookHandler;
    /** Guard: as `authenticate`, and the user's current role is one of these. */
    authorize(...capabilities: Capability[]): onRequestAsyncHookHandler;
    /**
     * Guard: an access token, or a Firebase ID token of someone still registering (their
     * profile picture is uploaded before the account exists).
     */
    authenticateAnySignIn: onRequestAsyncHookHandler;
    /** The identity behind the Firebase ID token in the Authorization header. */
    verifyIdentity(request: FastifyRequest): Promise<VerifiedIdentity>;
  }
  interface FastifyRequest {
    currentUser: CurrentUser | null;
  }
}

const bearerTokenIn = (request: FastifyRequest) => /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];

function bearerToken(request: FastifyRequest): string {
  const token = bearerTokenIn(request);
  if (!token) throw unauthorized('Sign in to do this');
  return token;
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

  const verifiedClaims = new WeakMap<FastifyRequest, Promise<AccessTokenClaims | null>>();
  const accessTokenClaims = (request: FastifyRequest) => {
    let claims = verifiedClaims.get(request);
    if (!claims) {
      const token = bearerTokenIn(request);
      claims = token ? accessTokens.verify(token).catch(() => null) : Promise.resolve(null);
      verifiedClaims.set(request, claims);
    }
    return claims;
  };
  app.decorate('accessTokenClaims', accessTokenClaims);

  const authenticate: onRequestAsyncHookHandler = async (request) => {
    bearerToken(request);
    const claims = await accessTokenClaims(request);
    if (!claims) throw unauthorized('Your session has expired or is invalid. Please sign in again.');
    // The role is read fresh: a deactivated user or a changed role takes effect at once, not at expiry.
    const user = await findUserById(app.db, claims.userId);
    if (!user || user.deactivatedAt) throw unauthorized('This account no longer exists');
    request.currentUser = user;
  };
  app.decorate('authenticate', authenticate);

  app.decorate('authenticateAnySignIn', async function (request, reply) {
    try {
      await authenticate.call(this, request, reply);
    } catch (accessTokenError) {
      request.verifiedIdentity = await app.verifyIdentity(request).catch(() => {
        throw accessTokenError;
      });
    }
  } satisfies onRequestAsyncHookHandler);

  /** Why a guard refused, by the first capability the route asks for. */
  const REFUSALS: Record<Capability, string> = {
    buy: 'Admin accounts cannot buy; sign in with your own account',
    sell: 'Turn on selling from your dashboard to do this',
    admin: 'Only admin accounts can do this',
  };
  app.decorate(
    'authorize',
    (...capabilities: Capability[]): onRequestAsyncHookHandler =>
      async function (request, reply) {
        await authenticate.call(this, request, reply);
        const { role } = request.currentUser!;
        if (!capabilities.some((capability) => hasCapability(role, capability))) {
          throw forbidden(REFUSALS[capabilities[0]!]);
        }
      },
  );
});
