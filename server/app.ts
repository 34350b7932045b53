import Fastify, { type FastifyServerOptions } from 'fastify';
import autoload from '@fastify/autoload';
import compress from '@fastify/compress';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { requestLogSerializers } from './lib/request-log.ts';
import { requestIdOf } from './lib/request-id.ts';
import { serverVersion } from './lib/server-version.ts';
import type { Database } from './db/database.ts';
import staticFiles from './plugins/external/static-files.ts';
import uploads from './plugins/external/uploads.ts';
import securityHeaders from './plugins/external/security-headers.ts';
import hostHeader from './plugins/external/host-header.ts';
import rateLimits from './plugins/external/rate-limits.ts';
import databasePlugin from './plugins/app/database.ts';
import readCache from './plugins/app/read-cache.ts';
import errorHandler from './plugins/app/error-handler.ts';
import drain from './plugins/app/drain.ts';
import requestId from './plugins/app/request-id.ts';
import metrics from './plugins/app/metrics.ts';
import responseSchemas from './plugins/app/response-schemas.ts';
import authentication from './plugins/app/authentication.ts';
import routeAccess from './plugins/app/route-access.ts';
import { createAccessTokens } from './auth/access-token.ts';
import { resolveJwtSecret } from './auth/jwt-secret.ts';
import { createPaymentProvider } from './payments/payment-provider.ts';
import type { RouteOptions } from './route-options.ts';
import { createLocalDiskImageStorage } from './images/image-storage.ts';
import { createBucketImageStorage } from './images/bucket-image-storage.ts';
import type { IdentityVerifier } from './auth/identity.ts';
import { createIdentityVerifier } from './auth/identity-verifier.ts';
import { resolveVapidKeys } from './notifications/vapid-keys.ts';
import { createWebPushNotifier } from './notifications/web-push-notifier.ts';
import { systemLookup, type HostLookup, type PushEndpointPolicy } from './notifications/push-endpoints.ts';
import orderSweep from './plugins/app/order-sweep.ts';
import alertWorker from './plugins/app/alert-worker.ts';
import { routesDir, runsFromSource } from './server-files.ts';

export type AppDependencies = {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Defaults to Firebase Auth (or its emulator); tests pass their own. */
  identityVerifier?: IdentityVerifier;
  /** How push services' host names are resolved; defaults to the system's resolver (tests pass their own). */
  lookupHost?: HostLookup;
};

// From source the routes are TypeScript run by tsx. @fastify/autoload detects tsx only when it is preloaded with
// --require; `node --import tsx` (npm start) needs saying so. Production runs the built JavaScript (dist-server/).
if (runsFromSource) process.env.FASTIFY_AUTOLOAD_TYPESCRIPT ??= 'true';

/** Builds the whole server without listening, so tests drive it with `app.inject`. */
export async function buildApp({ config, database, logger, identityVerifier, lookupHost }: AppDependencies) {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel, serializers: requestLogSerializers },
    bodyLimit: 64 * 1024,
    genReqId: requestIdOf,
    trustProxy: config.trustProxy,
    // The routes' modules load while their plugin registers; on a cold, busy machine (a test run transforming
    // TypeScript on both cores) that took longer than Fastify's 10 s default and failed the start.
    pluginTimeout: 60_000,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Plugins are registered by hand, not autoloaded: they take what this function builds, and their order matters
  // (rate limits before route access, the error handler and response schemas before every route, static files last).
  // First what every answer gets, refusals included: its request id, and its count in the metrics.
  await app.register(requestId);
  await app.register(metrics, { version: serverVersion(config.buildId) });
  // External plugins.
  await app.register(hostHeader);
  await app.register(securityHeaders, { config });
  await app.register(rateLimits, { config });
  await app.register(compress, { threshold: 1024 });

  // Application plugins.
  await app.register(drain);
  await app.register(errorHandler);
  await app.register(databasePlugin, { database });
  if (config.readCache)
    await app.register(readCache, { changes: database.changes, maxBytes: config.readCacheMaxBytes });
  await app.register(authentication, {
    accessTokens: createAccessTokens(await resolveJwtSecret(config.jwtSecret, config.dataDir)),
    identityVerifier: identityVerifier ?? createIdentityVerifier(config.auth),
  });
  await app.register(routeAccess);
  await app.register(responseSchemas);

  // Routes: routes/api/<segment>/index.ts serves /api/<segment>…, its folder path being its URL prefix.
  const bucket = config.photoBucket ? createBucketImageStorage(config.photoBucket) : null;
  const payments = createPaymentProvider(config.payments, database.db);
  const vapidKeys = await resolveVapidKeys(config.webPush.keys, config.dataDir);
  const pushEndpoints: PushEndpointPolicy = {
    hosts: config.webPush.serviceHosts,
    allowLocal: config.webPush.allowLocal,
    lookup: lookupHost ?? systemLookup,
  };
  const notifier = createWebPushNotifier(
    database.db,
    { keys: vapidKeys, subject: config.webPush.subject, endpoints: pushEndpoints },
    app.log,
  );
  const deals = { db: database.db, gateway: payments.gateway, notifier, log: app.log };
  const imageStorage = bucket ?? createLocalDiskImageStorage(config.uploadsDir);
  await app.register(orderSweep, { deals, imageStorage, intervalMs: config.orderSweepMs });
  await app.register(alertWorker, { db: database.db, notifier, intervalMs: config.alertSweepMs });
  const routeOptions: RouteOptions = {
    config,
    payments,
    imageStorage,
    deals,
    vapidPublicKey: vapidKeys.publicKey,
    pushEndpoints,
  };
  await app.register(autoload, { dir: routesDir, options: routeOptions });
  await app.register(uploads, { uploadsDir: config.uploadsDir, bucket });
  await app.register(staticFiles, { webDistDir: config.webDistDir, origin: config.publicOrigin });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
