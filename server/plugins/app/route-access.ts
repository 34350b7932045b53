import fp from 'fastify-plugin';
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { Capability } from '@contract/users.ts';
import type { VerifiedIdentity } from '@server/auth/identity.ts';

/**
 * Who may call a route:
 * - a list of capabilities (contract/users.ts): a signed-in user whose account has one of them now;
 * - `signed-in`: any signed-in user;
 * - `signed-in-or-registering`: also someone signed in with Firebase whose account does not exist yet;
 * - `firebase-sign-in`: a verified Firebase ID token (the sign-in and registration calls), kept in
 *   `request.verifiedIdentity`.
 */
export type RouteAccess = readonly Capability[] | 'signed-in' | 'signed-in-or-registering' | 'firebase-sign-in';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    verifiedIdentity: VerifiedIdentity | null;
  }
}

function guardFor(app: FastifyInstance, access: RouteAccess): onRequestAsyncHookHandler {
  if (access === 'signed-in') return app.authenticate;
  if (access === 'signed-in-or-registering') return app.authenticateAnySignIn;
  if (access === 'firebase-sign-in') {
    return async (request) => {
      // The sign-in budget's limiter (rate-limits.ts) has verified it already when the route has one.
      request.verifiedIdentity ??= await app.verifyIdentity(request);
    };
  }
  return app.authorize(...access);
}

/**
 * Turns each route's `config.access` into an onRequest guard, so an anonymous caller gets 401 and a
 * missing capability 403 before the body is read or validated. Registered after the rate limits: the guard
 * runs after the route's limiter, so refused callers are counted too.
 */
export default fp(async (app) => {
  app.decorateRequest('verifiedIdentity', null);
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (!access) return;
    // A new array: Fastify's automatic HEAD route shares the GET route's options.
    route.onRequest = [...[route.onRequest ?? []].flat(), guardFor(app, access)];
  });
});
